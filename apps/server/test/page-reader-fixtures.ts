// Inputs for page-reader's tests with stub engines: a photo the page finder cuts out, and the
// Tesseract TSV a stub returns.
import sharp from 'sharp';

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
