import { describe, expect, it } from 'vitest';
import type { OcrResult } from '../ocr-engine.js';
import type { LayoutBlock } from '../types.js';
import { cutThroughText, foundMore, uncutTaken } from '../engine/cut-out-checks.js';
import { textAcrossTopOrBottom } from './cut-out-edges.js';

const LINE = 56;
const HEIGHT = 2246;

/** One block of text lines, each given by its top and its words' confidence. */
function page(lines: { y0: number; confidence: number; text?: string }[]): LayoutBlock[] {
  return lines.map(({ y0, confidence, text = 'Geometric: 3, 6, 12 has ratio' }) => {
    const bbox = { x0: 235, y0, x1: 1400, y1: y0 + LINE };
    const words = text.split(' ').map((word, i) => ({
      text: word,
      confidence,
      bbox: { x0: 235 + i * 150, y0, x1: 235 + i * 150 + 120, y1: y0 + LINE },
    }));
    return { bbox, paragraphs: [{ bbox, lines: [{ bbox, words }] }] };
  });
}

const rows = (first: number, count: number) =>
  Array.from({ length: count }, (_, i) => ({ y0: first + i * 90, confidence: 95 }));

describe('textAcrossTopOrBottom', () => {
  it('finds a line of sure words at the cut-out’s top edge: the page above it was cut off', () => {
    // dev trig-sequences-2: the first line read 5 px below the cut-out's top.
    expect(textAcrossTopOrBottom(page(rows(5, 8)), HEIGHT)).toBe(true);
  });

  it('finds a line running into the bottom edge', () => {
    expect(textAcrossTopOrBottom(page(rows(HEIGHT - 7 * 90 - LINE - 5, 8)), HEIGHT)).toBe(true);
  });

  it('leaves a page with its margins above and below the text alone', () => {
    expect(textAcrossTopOrBottom(page(rows(180, 8)), HEIGHT)).toBe(false);
  });

  it('ignores specks at the edge: unsure marks, or single letters', () => {
    const specks = [
      { y0: 2, confidence: 12, text: 'a oe' },
      { y0: HEIGHT - 30, confidence: 95, text: 'a i' },
    ];
    expect(textAcrossTopOrBottom(page([...specks, ...rows(180, 8)]), HEIGHT)).toBe(false);
  });
});

const box = { x: 0, y: 0, w: 0.1, h: 0.1 };
/** A reading whose page confidence is `confidence`; its words are sure (`wordConfidence`) unless told. */
function reading(text: string, confidence: number, wordConfidence = confidence): OcrResult {
  const words = text.split(/\s+/u).filter(Boolean);
  return {
    extractedText: text,
    originalOcrText: text,
    confidence,
    layoutComplexity: 'simple',
    words: words.map((word) => ({ text: word, confidence: wordConfidence, box })),
    linesToCheck: [],
  };
}

describe('a cut-out cut across its text at the top or bottom', () => {
  const lowerHalf = reading('Geometric: 3, 6, 12 has ratio r = 2\nSum of angles in a polygon', 92);
  it('is read uncut (cutThroughText), though no line runs into a side edge', () => {
    expect(cutThroughText(lowerHalf, 0)).toBe(false);
    expect(cutThroughText(lowerHalf, 0, true)).toBe(true);
  });
});

describe('uncutTaken', () => {
  const cut = reading('dratics and Surds\nscriminant b? — 4ac = 0 for real roots', 67, 90);
  it('takes an uncut reading that found more and is as sure', () => {
    const uncut = reading('Quadratics and Surds\nDiscriminant b? — 4ac = 0 for real roots and more roots', 70, 90);
    expect(uncutTaken(uncut, cut)).toBe(true);
  });

  it('keeps the cut-out when the uncut reading found more but is far less sure (a background read as text)', () => {
    // dev quadratics-surds-3 on checked cloth: the uncut reading 49.7 against the cut-out's 67.3.
    const uncut = reading(
      'Quad ratic So s and Iving Surds\nDis crimi nant b? — 4ac = 0 for real roots and more roots wa A',
      50,
      90,
    );
    expect(foundMore(uncut, cut)).toBe(true);
    expect(uncutTaken(uncut, cut)).toBe(false);
  });
});
