import { describe, expect, it } from 'vitest';
import type { LayoutBlock, LayoutLine } from '../types.js';
import { arrangeReadingOrder } from './reading-order.js';
import { joinSplitListItems } from './split-lines.js';

const LINE = 36;

function line(x0: number, row: number, text: string): LayoutLine {
  const y0 = 300 + row * 56;
  let x = x0;
  const words = text.split(' ').map((word) => {
    const bbox = { x0: x, y0, x1: x + word.length * 20, y1: y0 + LINE };
    x = bbox.x1 + 14;
    return { text: word, confidence: 95, bbox };
  });
  return { bbox: { x0, y0, x1: x - 14, y1: y0 + LINE }, words };
}

const block = (...paragraphs: LayoutLine[][]): LayoutBlock => ({
  bbox: paragraphs[0]![0]!.bbox,
  paragraphs: paragraphs.map((lines) => ({ bbox: lines[0]!.bbox, lines })),
});

const ITEMS = [
  'Compare the first two items',
  'Swap them if they are in the wrong order',
  'Stop after a pass with no swaps',
];

describe('joinSplitListItems', () => {
  it('puts each item back beside its number when the engine read the numbers as a block apart', () => {
    const numbers = block(ITEMS.map((_, r) => line(100, r, `${r + 1}.`)));
    // The engine's items: the first alone in one paragraph, the others in another.
    const items = block(
      [line(160, 0, ITEMS[0]!)],
      ITEMS.slice(1).map((item, r) => line(160, r + 1, item)),
    );
    const result = arrangeReadingOrder([block([line(100, -2, 'Bubble sort')]), numbers, items]);
    expect(result.text).toBe(['Bubble sort', ITEMS.map((item, r) => `${r + 1}. ${item}`).join('\n')].join('\n\n'));
  });

  it('leaves a short line alone when the text beside it is a column or a cell away', () => {
    const blocks = [
      block(ITEMS.map((_, r) => line(100, r, `${r + 1}.`))),
      block(ITEMS.map((item, r) => line(100 + 40 + 2 * LINE, r, item))),
    ];
    expect(joinSplitListItems(blocks)).toBe(blocks);
  });
});
