import { describe, expect, it } from 'vitest';
import { readPage, type Recognise } from './page-reader.js';
import { preprocessImage } from '../image/preprocess.js';
import { pageOnDesk, shadedPageOnCloth, tsvOfLines } from '../../../../test/page-reader-fixtures.js';

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
