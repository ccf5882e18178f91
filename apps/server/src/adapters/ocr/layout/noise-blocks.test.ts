import { describe, expect, it } from 'vitest';
import type { LayoutBlock } from '../types.js';
import { dropNoiseBlocks } from './noise-blocks.js';

const LINE = 32;

/** A block of one line of one word. */
function lineBlock(x0: number, y0: number, text: string, confidence: number, width = 500, height = LINE): LayoutBlock {
  const bbox = { x0, y0, x1: x0 + width, y1: y0 + height };
  return { bbox, paragraphs: [{ bbox, lines: [{ bbox, words: [{ text, confidence, bbox }] }] }] };
}

const text = [0, 1, 2].map((r) => lineBlock(200, 300 + r * 45, `line ${r} of the notes`, 94));

describe('dropNoiseBlocks', () => {
  it('keeps a garbled line that starts at the text’s left edge just below it', () => {
    const garbled = lineBlock(200, 300 + 3 * 45, 'Correlationrhesin-lsrs1l', 14);
    expect(dropNoiseBlocks([...text, garbled])).toContain(garbled);
  });

  it('drops specks at the page edge, tall strips and lines far from the text', () => {
    const edge = lineBlock(8, 320, 'ea mre ree', 31, 40);
    const strip = lineBlock(200, 440, 'RT SE LNG', 21, 12, 400);
    const far = lineBlock(200, 300 + 12 * 45, 'Be ccceeeon', 10);
    const specks = lineBlock(200, 300 + 3 * 45, '~ ,', 10);
    const kept = dropNoiseBlocks([...text, edge, strip, far, specks]);
    expect(kept).toEqual(text);
  });

  it('drops an unsure line a sure block took in, starting far from every line of the text', () => {
    // dev uk-climate-data-2: wood grain read in the title's block, right of the text's left edge.
    const grain = lineBlock(900, 300 - 45, 'TW ow YY YY Y wy vw', 25);
    const withGrain: LayoutBlock = { ...text[0]!, paragraphs: [...grain.paragraphs, ...text[0]!.paragraphs] };
    expect(dropNoiseBlocks([withGrain, ...text.slice(1)])).toEqual(text);
  });

  it('keeps an unsure line of a sure block at the text’s left edge, or on a sure line’s row', () => {
    const garbled = lineBlock(200, 300 + 3 * 45, 'Correlationrhesin-lsrs1l', 14);
    const cell = lineBlock(800, 300, '7A', 30, 60);
    const block: LayoutBlock = {
      ...text[0]!,
      paragraphs: [...text[0]!.paragraphs, ...cell.paragraphs, ...garbled.paragraphs],
    };
    expect(dropNoiseBlocks([block, ...text.slice(1)])).toEqual([block, ...text.slice(1)]);
  });

  it('keeps every block when none is sure', () => {
    const blocks = [lineBlock(200, 300, 'blurred', 20), lineBlock(8, 20, 'ee', 10)];
    expect(dropNoiseBlocks(blocks)).toEqual(blocks);
  });
});
