import { describe, expect, it } from 'vitest';
import { column, tsvOfBlocks, type FixtureLine } from '../../../../test/tsv-blocks-fixture.js';
import { detachedRowTails } from './detached-row-tails.js';
import { parseTsvLayout } from './tsv-layout.js';

const line = (text: string, x0: number, x1: number, y0: number): FixtureLine => ({
  words: text.split(' '),
  x0,
  x1,
  y0,
});

describe('detachedRowTails', () => {
  it('finds a line’s end read as a block of its own after text below it (dev logic-and-hex-3)', () => {
    const blocks = [
      [line('1011 0110 in binary = B6 in hex', 60, 840, 340)],
      [line('Truth table: A AND NOT B', 60, 720, 600)],
      column(90, ['A', '0', '0'], 700),
      // "= 182" lost its "=", and the tail was read after the table's heading …
      [line('182', 920, 990, 340)],
      // … while the page's next line runs across where it starts: no gutter.
      [line('Shift left by 1 place → value × 2', 60, 1100, 420)],
    ];
    expect(detachedRowTails(parseTsvLayout(tsvOfBlocks(blocks)))).toEqual(['1011 0110 in binary = B6 in hex || 182']);
  });

  it('leaves a right-hand column alone: its lines share rows with the left one’s, but a gutter runs between', () => {
    const left = [0, 1, 2, 3, 4, 5].map((i) => line('Ionic bonds hold the ions together', 60, 520, 200 + i * 50));
    const right = [0, 1, 2, 3, 4, 5].map((i) =>
      line('Covalent bonds share pairs of electrons', 600, 1060, 200 + i * 50),
    );
    const footer = [line('Compare the two kinds of bond in one paragraph', 60, 1060, 560)];
    expect(detachedRowTails(parseTsvLayout(tsvOfBlocks([left, right, footer])))).toEqual([]);
  });

  it('leaves a page read in order alone', () => {
    const blocks = [
      [line('1011 0110 in binary = B6 in hex = 182', 60, 990, 340)],
      [line('Shift left by 1 place → value × 2', 60, 1100, 420)],
    ];
    expect(detachedRowTails(parseTsvLayout(tsvOfBlocks(blocks)))).toEqual([]);
  });
});
