// Inputs for page-reader's tests with stub engines: a photo the page finder cuts out, and the
// Tesseract TSV a stub returns.
import sharp from 'sharp';
import type { Recognise } from '../src/adapters/ocr/engine/page-reader.js';

/** A light page with rows of dark marks on a darker desk: preprocessing cuts the page out. */
export async function pageOnDesk(): Promise<Buffer> {
  const W = 900;
  const H = 1200;
  const px = new Uint8Array(W * H).fill(70);
  for (let y = 150; y < 1050; y++) px.fill(230, y * W + 200, y * W + 720);
  for (let line = 0; line < 12; line++)
    for (let y = 250 + line * 50; y < 262 + line * 50; y++)
      for (let x = 260; x < 640; x += 14) px.fill(30, y * W + x, y * W + x + 9);
  return sharp(px, { raw: { width: W, height: H, channels: 1 } })
    .png()
    .toBuffer();
}

export const tsvOf = (words: string[]) =>
  [
    'level\tpage_num\tblock_num\tpar_num\tline_num\tword_num\tleft\ttop\twidth\theight\tconf\ttext',
    ...(words.length > 0
      ? [2, 3, 4].map((level) => `${level}\t1\t1\t1\t1\t0\t100\t200\t${words.length * 120}\t30\t-1\t`)
      : []),
    ...words.map((word, i) => `5\t1\t1\t1\t1\t${i + 1}\t${100 + i * 120}\t200\t100\t30\t93\t${word}`),
  ].join('\n');

/** TSV of several lines of words, each line's box from x0 to x1 (pixels). */
export const tsvOfLines = (lines: { words: string[]; x0: number; x1: number }[]) =>
  [
    'level\tpage_num\tblock_num\tpar_num\tline_num\tword_num\tleft\ttop\twidth\theight\tconf\ttext',
    '2\t1\t1\t0\t0\t0\t0\t0\t900\t900\t-1\t',
    '3\t1\t1\t1\t0\t0\t0\t0\t900\t900\t-1\t',
    ...lines.flatMap(({ words, x0, x1 }, n) => {
      const top = 100 + n * 50;
      const step = (x1 - x0) / words.length;
      return [
        `4\t1\t1\t1\t${n + 1}\t0\t${x0}\t${top}\t${x1 - x0}\t30\t-1\t`,
        ...words.map(
          (word, i) =>
            `5\t1\t1\t1\t${n + 1}\t${i + 1}\t${Math.round(x0 + i * step)}\t${top}\t${Math.round(step - 10)}\t30\t93\t${word}`,
        ),
      ];
    }),
  ].join('\n');

/**
 * A page on checked cloth (its shadow a dark rim around it) whose light falls off towards the top
 * (paper 230 at the bottom, 110 at the top edge), with rows of dark marks for text: the cloth's
 * white squares lift the page finder's one global cut into the paper, so its dim upper part is
 * taken for desk and the cut-out goes through the text (page-finder.test.ts has the same scene at
 * the search size). Grown over its shading (`growPageOverShading`), the cut-out moves.
 */
export async function shadedPageOnCloth(): Promise<Buffer> {
  const W = 960;
  const H = 1280;
  const PAGE = { x0: 120, y0: 160, x1: 840, y1: 1200 };
  const px = new Uint8Array(W * H);
  for (let y = 0; y < H; y++)
    for (let x = 0; x < W; x++) {
      const onPage = x >= PAGE.x0 && x < PAGE.x1 && y >= PAGE.y0 && y < PAGE.y1;
      const paper = 110 + ((230 - 110) * (y - PAGE.y0)) / (PAGE.y1 - PAGE.y0);
      // The page's shadow, a dark rim, keeps the cloth's white squares off it.
      const rim = x >= PAGE.x0 - 16 && x < PAGE.x1 + 16 && y >= PAGE.y0 - 16 && y < PAGE.y1 + 16;
      const cloth = (Math.floor(x / 64) + Math.floor(y / 64)) % 2 === 0 ? 30 : 250;
      px[y * W + x] = onPage ? paper : rim ? 30 : cloth;
    }
  for (let line = 0; line < 16; line++)
    for (let y = 240 + line * 56; y < 246 + line * 56; y++)
      for (let x = 200; x < 760; x += 16) px.fill(30, y * W + x, y * W + x + 6);
  return sharp(px, { raw: { width: W, height: H, channels: 1 } })
    .png()
    .toBuffer();
}

/**
 * A stub engine answering each reading with `tsvFor(pass)`, and the passes it was asked for, in
 * order (which extra readings the page reader made is what these tests check).
 */
export function recordingRecogniser(tsvFor: (pass: string) => string): { recognise: Recognise; passes: string[] } {
  const passes: string[] = [];
  const recognise: Recognise = async (_prepared, pass) => {
    passes.push(pass);
    return { tsv: tsvFor(pass) };
  };
  return { recognise, passes };
}
