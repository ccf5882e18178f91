import { describe, expect, it } from 'vitest';
import type { OcrResult } from '../ocr-engine.js';
import { doubtful } from './page-reader.js';
import { mergeReadings } from '../layout/reading-merge.js';

const box = { x: 0, y: 0, w: 0.1, h: 0.1 };
function reading(text: string, confidences: number[], extra: Partial<OcrResult> = {}): OcrResult {
  const words = text.split(/\s+/u).filter(Boolean);
  return {
    extractedText: text,
    originalOcrText: text,
    confidence: confidences.reduce((a, b) => a + b, 0) / Math.max(1, confidences.length),
    layoutComplexity: 'simple',
    words: words.map((word, i) => ({ text: word, confidence: confidences[i] ?? 90, box })),
    linesToCheck: [],
    ...extra,
  };
}

describe('when the cleaned reading is doubted', () => {
  const clean = reading('Mitochondria release energy', [95, 94, 96]);
  it('is trusted on a clean, confident scan', () => {
    expect(doubtful(clean)).toBe(false);
  });
  it('is doubted when empty, with a cut line, or when unsure', () => {
    expect(doubtful(reading('', []))).toBe(true);
    const cut = { ...clean, linesToCheck: [{ text: '-e that', reason: 'cut' as const }] };
    expect(doubtful(cut)).toBe(true);
    expect(doubtful(reading('Mitochondria release energy', [60, 70, 75]))).toBe(true);
  });
});

describe('merging the plain reading into ours', () => {
  it('puts in lines ours lost, after the line the plain reading had before them', () => {
    const ours = reading('Arguments for God\n\nCritics reply that evolution explains design', Array(9).fill(90));
    const plain = reading(
      'Arguments for God\nThe First Cause argument was put forward by Aquinas\nCritics reply that evolution explains design',
      Array(18).fill(90),
    );
    const merged = mergeReadings(ours, plain);
    expect(merged.added).toEqual(['The First Cause argument was put forward by Aquinas']);
    expect(merged.text).toBe(
      'Arguments for God\n\nThe First Cause argument was put forward by Aquinas\n\nCritics reply that evolution explains design',
    );
  });

  it('replaces a line whose start ours cut off, and leaves lines both read alone', () => {
    const ours = reading('Macbeth\n-e that corrupts Macbeth and Lady Macbeth', Array(8).fill(90), {
      linesToCheck: [{ text: '-e that corrupts Macbeth and Lady Macbeth', reason: 'cut' }],
    });
    const plain = reading('Macbeth\nAmbition is the flaw that corrupts Macbeth and Lady Macbeth', Array(11).fill(90));
    expect(mergeReadings(ours, plain).text).toBe(
      'Macbeth\nAmbition is the flaw that corrupts Macbeth and Lady Macbeth',
    );
    const same = reading('Macbeth\nthat corrupts Macbeth and Lady Macbeth', Array(7).fill(90));
    expect(mergeReadings(ours, same).added).toEqual([]);
  });

  it('adds no specks: short or unsure lines stay out', () => {
    const ours = reading('Osmosis is the diffusion of water', Array(6).fill(90));
    const plain = reading('ee ie\nOsmosis is the diffusion of water\nwiggly squiggly noise here', [
      20,
      20,
      ...Array(6).fill(90),
      30,
      30,
      30,
      30,
    ]);
    expect(mergeReadings(ours, plain).added).toEqual([]);
  });
});
