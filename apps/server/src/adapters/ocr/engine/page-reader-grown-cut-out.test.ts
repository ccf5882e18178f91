import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { readPage, type Recognise } from './page-reader.js';
import { preprocessImage } from '../image/preprocess.js';
import { pageOnDesk, tsvOfLines } from '../../../../test/page-reader-fixtures.js';

const W = 960;
const H = 1280;
const PAGE = { x0: 120, y0: 160, x1: 840, y1: 1200 };

/**
 * A page on checked cloth (its shadow a dark rim around it) whose light falls off towards the top (paper 230 at the bottom, 110 at
 * the top edge), with rows of dark marks for text: the cloth's white squares lift the page
 * finder's one global cut into the paper, so its dim upper part is taken for desk and the
 * cut-out goes through the text (page-finder.test.ts has the same scene at the search size).
 */
async function shadedPageOnCloth(): Promise<Buffer> {
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

describe('preprocessImage with growPageOverShading', () => {
  it('cuts out the page grown over its shading only when asked, and says so', async () => {
    const photo = await shadedPageOnCloth();
    const first = await preprocessImage(photo);
    const grown = await preprocessImage(photo, { growPageOverShading: true });
    expect(first.flattened).toBe(true);
    expect(first.grown).toBeUndefined();
    expect(grown.flattened).toBe(true);
    expect(grown.grown).toBe(true);
  });

  it('says nothing grew on a page the first cut found whole', async () => {
    const grown = await preprocessImage(await pageOnDesk(), { growPageOverShading: true });
    expect(grown.flattened).toBe(true);
    expect(grown.grown).toBeUndefined();
  });
});

describe('readPage on a cut-out through the text whose uncut reading is not taken', () => {
  /** Lines running into the cut-out's right edge: the crop went through the text. */
  const cutLines = (width: number) =>
    Array.from({ length: 8 }, (_, i) => ({ words: ['Ionic', 'bonds', `hold${i}`, 'ion'], x0: 300, x1: width - 1 }));
  const wholeLines = [
    { words: ['Bonding', 'and', 'Structure'], x0: 200, x1: 600 },
    ...Array.from({ length: 8 }, (_, i) => ({
      words: ['Ionic', 'bonds', `hold${i}`, 'ion', 'pairs'],
      x0: 200,
      x1: 700,
    })),
  ];
  /** The uncut photo's cloth read beside the page: more words, far less sure (ADR 0038). */
  const cloth = (width: number) =>
    tsvOfLines([...cutLines(width), ...wholeLines].map((line) => ({ ...line, x0: 10, x1: 880 }))).replace(
      /\t93\t/g,
      '\t20\t',
    );

  it('reads the page grown over its shading and takes it when it found more and is as sure', async () => {
    const passes: string[] = [];
    const recognise: Recognise = async (prepared, pass) => {
      passes.push(pass);
      if (pass === 'cleaned') return { tsv: tsvOfLines(cutLines(prepared.width)) };
      if (pass === 'uncut') return { tsv: cloth(prepared.width) };
      if (pass === 'grown') return { tsv: tsvOfLines(wholeLines) };
      return { tsv: tsvOfLines(cutLines(prepared.width)) };
    };
    const { result, pass } = await readPage(await shadedPageOnCloth(), {}, recognise);
    expect(passes).toEqual(['cleaned', 'uncut', 'grown']);
    expect(pass).toBe('grown');
    expect(result.extractedText).toContain('Bonding and Structure');
  });

  it('makes no grown reading when the uncut one is taken', async () => {
    const passes: string[] = [];
    const recognise: Recognise = async (prepared, pass) => {
      passes.push(pass);
      if (pass === 'cleaned') return { tsv: tsvOfLines(cutLines(prepared.width)) };
      return { tsv: tsvOfLines(wholeLines) };
    };
    const { pass } = await readPage(await shadedPageOnCloth(), {}, recognise);
    expect(pass).toBe('uncut');
    expect(passes).not.toContain('grown');
  });

  it('makes no grown reading when growing does not move the cut-out', async () => {
    const passes: string[] = [];
    const recognise: Recognise = async (prepared, pass) => {
      passes.push(pass);
      if (pass === 'cleaned') return { tsv: tsvOfLines(cutLines(prepared.width)) };
      if (pass === 'uncut') return { tsv: cloth(prepared.width) };
      return { tsv: tsvOfLines(wholeLines) };
    };
    await readPage(await pageOnDesk(), {}, recognise);
    expect(passes).toContain('uncut');
    expect(passes).not.toContain('grown');
  });

  it('keeps the cut-out’s reading, marked unchecked, when the grown reading is stopped at its budget', async () => {
    let t = 0;
    const budget = { factor: 2, floorMs: 0, now: () => (t += 50) };
    const passes: string[] = [];
    const recognise: Recognise = async (prepared, pass, signal) => {
      passes.push(pass);
      if (pass === 'cleaned') return { tsv: tsvOfLines(cutLines(prepared.width)) };
      if (pass === 'uncut') return { tsv: cloth(prepared.width) };
      return new Promise((_resolve, reject) => signal?.addEventListener('abort', () => reject(new Error('killed'))));
    };
    const { result, pass, abandoned } = await readPage(await shadedPageOnCloth(), {}, recognise, undefined, budget);
    expect(abandoned).toBe('grown');
    expect(pass).toBe('cleaned');
    expect(passes).not.toContain('plain');
    expect(result.confidence).toBeLessThan(80);
  });
});
