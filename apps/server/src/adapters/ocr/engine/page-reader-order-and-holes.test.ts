import { describe, expect, it } from 'vitest';
import { readPage } from './page-reader.js';
import { orderMendedBy } from './cut-out-checks.js';
import type { OcrResult } from '../ocr-engine.js';
import { pageOnDesk, recordingRecogniser, shadedPageOnCloth } from '../../../../test/page-reader-fixtures.js';
import { column, tsvOfBlocks, type FixtureLine } from '../../../../test/tsv-blocks-fixture.js';

const line = (text: string, x0: number, x1: number, y0: number): FixtureLine => ({
  words: text.split(' '),
  x0,
  x1,
  y0,
});
const title = [line('Number bases and logic', 60, 500, 100)];
const shift = [line('Shift left by one place doubles the value', 60, 600, 260)];
const table = [
  [line('Truth table for A AND NOT B', 60, 500, 340)],
  column(60, ['A', '0', '0', '1'], 400),
  column(200, ['B', '0', '1', '0'], 400),
];

/** "… in hex = 182" split at the lost "=", its tail read after the truth table's heading. */
const outOfOrder = tsvOfBlocks([
  title,
  [line('1011 0110 in binary is B6 in hex', 60, 400, 180)],
  ...table,
  [line('182', 460, 500, 180)],
  shift,
]);
const inOrder = tsvOfBlocks([title, [line('1011 0110 in binary is B6 in hex 182', 60, 500, 180)], shift, ...table]);

describe('readPage on a cut-out read out of order', () => {
  it('reads the photo uncut and takes it when it holds the same words in order, as sure', async () => {
    const { recognise, passes } = recordingRecogniser((pass) => (pass === 'cleaned' ? outOfOrder : inOrder));
    const { result, pass } = await readPage(await pageOnDesk(), {}, recognise);
    expect(passes).toEqual(['cleaned', 'uncut']);
    expect(pass).toBe('uncut');
    expect(result.extractedText).toContain('B6 in hex 182\n');
  });

  it('reads a cut-out in order once, as before', async () => {
    const { recognise, passes } = recordingRecogniser(() => inOrder);
    const { pass } = await readPage(await pageOnDesk(), {}, recognise);
    expect(passes).toEqual(['cleaned']);
    expect(pass).toBe('cleaned');
  });
});

describe('orderMendedBy', () => {
  const reading = (text: string, confidence: number): OcrResult => ({
    extractedText: text,
    originalOcrText: text,
    confidence,
    layoutComplexity: 'simple',
    words: text.split(/\s+/u).map((word) => ({ text: word, confidence, box: { x: 0, y: 0, w: 0, h: 0 } })),
  });
  const ours = reading('FF in hex\nTruth table\n255 the largest value', 92);

  it('takes a reading of the same words in order, about as sure', () => {
    expect(orderMendedBy(reading('FF in hex 255 the largest value\nTruth table', 89), ours, 0)).toBe(true);
  });

  it('does not take one out of order too, much less sure, or lacking our words', () => {
    expect(orderMendedBy(reading('FF in hex 255 the largest value\nTruth table', 89), ours, 1)).toBe(false);
    expect(orderMendedBy(reading('FF in hex 255 the largest value\nTruth table', 80), ours, 0)).toBe(false);
    expect(orderMendedBy(reading('FF in hex\nTruth table', 92), ours, 0)).toBe(false);
  });
});

describe('readPage on a cut-out whose table lost cells', () => {
  const heading = [line('Climate of two places', 60, 500, 100)];
  const months = column(60, ['Jan', 'Mar', 'May', 'Jul', 'Sep']);
  const rain = [column(340, ['205', '150', '85', '96', '128']), column(480, ['58', '42', '47', '55', '53'])];
  const holed = tsvOfBlocks([heading, months, column(200, ['4.1', '6.0', undefined, undefined, '12.6']), ...rain]);
  const whole = tsvOfBlocks([heading, months, column(200, ['4.1', '6.0', '11.2', '15.3', '12.6']), ...rain]);

  it('reads the page grown over its shading and takes it when it found the cells', async () => {
    const { recognise, passes } = recordingRecogniser((pass) => (pass === 'grown' ? whole : holed));
    const { result, pass } = await readPage(await shadedPageOnCloth(), {}, recognise);
    expect(passes).toEqual(['cleaned', 'grown']);
    expect(pass).toBe('grown');
    expect(result.extractedText).toContain('May\t11.2\t85\t47');
  });

  it('reads a whole table once, and makes no grown reading when growing does not move the cut-out', async () => {
    const wholeOnly = recordingRecogniser(() => whole);
    await readPage(await shadedPageOnCloth(), {}, wholeOnly.recognise);
    expect(wholeOnly.passes).toEqual(['cleaned']);
    const holedOnly = recordingRecogniser(() => holed);
    const { pass } = await readPage(await pageOnDesk(), {}, holedOnly.recognise);
    expect(holedOnly.passes).toEqual(['cleaned']);
    expect(pass).toBe('cleaned');
  });
});
