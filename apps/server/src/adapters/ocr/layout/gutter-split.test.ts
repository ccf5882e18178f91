import { describe, expect, it } from 'vitest';
import type { LayoutWord } from '../types.js';
import { cutAtGutters, sideBySideGroups, type LinePiece } from './gutter-split.js';

/** A line of words at the given left edges (each word 80 px wide, 40 px line height). */
function line(top: number, words: [string, number][]): LinePiece {
  const ws: LayoutWord[] = words.map(([text, x0]) => ({
    text,
    confidence: 95,
    bbox: { x0, y0: top, x1: x0 + 80, y1: top + 40 },
  }));
  return { box: { x0: words[0]![1], y0: top, x1: words[words.length - 1]![1] + 80, y1: top + 40 }, words: ws };
}
const text = (piece: LinePiece) => piece.words.map((word) => word.text).join(' ');

describe('a paragraph that crosses a column gutter', () => {
  it('cuts a line joined across the gutter into its left and right parts', () => {
    // "build beaches." ends at 340; "Sediment" starts at 980: 640 px, 16 line heights.
    const joined = line(600, [
      ['build', 170],
      ['beaches.', 260],
      ['Sediment', 980],
      ['is', 1070],
      ['carried', 1160],
    ]);
    expect(cutAtGutters(joined, 40).map(text)).toEqual(['build beaches.', 'Sediment is carried']);
  });

  it('leaves table-like and running lines whole: gaps under six line heights, or one word on a side', () => {
    const row = line(0, [
      ['Lab', 100],
      ['experiment', 190],
      ['High', 420],
      ['control', 510],
    ]);
    expect(cutAtGutters(row, 40)).toHaveLength(1);
    const pageNumber = line(0, [
      ['Summary', 100],
      ['notes', 190],
      ['12', 1400],
    ]);
    expect(cutAtGutters(pageNumber, 40)).toHaveLength(1);
  });

  it('groups a paragraph into the pieces that lie side by side, in the engine order', () => {
    const left = line(1100, [
      ['smaller', 250],
      ['and', 340],
      ['rounder.', 430],
    ]);
    const right = line(1180, [
      ['Groynes', 960],
      ['trap', 1050],
      ['sand', 1140],
    ]);
    const groups = sideBySideGroups([left, right], 40);
    expect(groups.map((group) => group.map(text))).toEqual([['smaller and rounder.'], ['Groynes trap sand']]);
  });

  it('keeps a paragraph of running text (lines overlapping across) as one group', () => {
    const lines = [
      line(0, [
        ['Metal', 100],
        ['atoms', 190],
        ['lose', 280],
      ]),
      line(50, [
        ['become', 100],
        ['positive', 190],
      ]),
      line(100, [['ions.', 120]]),
    ];
    expect(sideBySideGroups(lines, 40)).toHaveLength(1);
  });
});
