import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { readPage, type Recognise } from './page-reader.js';
import { preprocessImage } from '../image/preprocess.js';
import { pageOnDesk, tsvOfLines } from '../../../../test/page-reader-fixtures.js';

/**
 * An upright page on a dark desk whose rows of marks slope by 9°: the page's own edges do not run
 * along its text, as when the page finder took a page and a second sheet for one quadrilateral.
 */
async function pageWithTurnedText(): Promise<Buffer> {
  const W = 900;
  const H = 1200;
  const px = new Uint8Array(W * H).fill(70);
  for (let y = 150; y < 1050; y++) px.fill(230, y * W + 200, y * W + 720);
  const slope = Math.tan((9 * Math.PI) / 180);
  for (let line = 0; line < 10; line++)
    for (let x = 260; x < 660; x += 14)
      for (let dx = 0; dx < 9; dx++) {
        const top = Math.round(320 + line * 60 + (x + dx - 460) * slope);
        for (let y = top; y < top + 12; y++) px[y * W + x + dx] = 30;
      }
  return sharp(px, { raw: { width: W, height: H, channels: 1 } })
    .png()
    .toBuffer();
}

const body = Array.from({ length: 8 }, (_, i) => ({
  words: ['Lab', 'experiment', `high${i}`, 'control'],
  x0: 200,
  x1: 700,
}));
const titled = [{ words: ['Research', 'Methods'], x0: 200, x1: 500 }, ...body];

describe('readPage on a cut-out whose text had to be turned far', () => {
  it('is measured as turned by its preprocessing', async () => {
    const prepared = await preprocessImage(await pageWithTurnedText());
    expect(prepared.flattened).toBe(true);
    expect(Math.abs(prepared.skewDegrees)).toBeGreaterThanOrEqual(8);
  });

  it('reads the photo uncut even when the cut-out’s reading is sure, and takes the uncut one that found more', async () => {
    const passes: string[] = [];
    const recognise: Recognise = async (_prepared, pass) => {
      passes.push(pass);
      return { tsv: tsvOfLines(pass === 'cleaned' ? body : titled) };
    };
    const { result, pass } = await readPage(await pageWithTurnedText(), {}, recognise);
    expect(passes).toEqual(['cleaned', 'uncut']);
    expect(pass).toBe('uncut');
    expect(result.extractedText).toContain('Research Methods');
  });

  it('keeps the sure cut-out reading, with no plain check, when the uncut one found no more', async () => {
    const passes: string[] = [];
    const recognise: Recognise = async (_prepared, pass) => {
      passes.push(pass);
      return { tsv: tsvOfLines(body) };
    };
    const { pass } = await readPage(await pageWithTurnedText(), {}, recognise);
    expect(pass).toBe('cleaned');
    expect(passes).toEqual(['cleaned', 'uncut']);
  });

  it('reads a sure cut-out whose text lies level once, as before', async () => {
    const passes: string[] = [];
    const recognise: Recognise = async (_prepared, pass) => {
      passes.push(pass);
      return { tsv: tsvOfLines(pass === 'cleaned' ? body : titled) };
    };
    const { pass } = await readPage(await pageOnDesk(), {}, recognise);
    expect(passes).toEqual(['cleaned']);
    expect(pass).toBe('cleaned');
  });
});
