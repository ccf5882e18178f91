import { describe, expect, it } from 'vitest';
import type { LayoutBlock } from '../types.js';
import { dropEdgeNoiseLines } from './edge-noise.js';
import { readingFromTsv } from './page-reading.js';

const HEIGHT = 2400;
const LINE = 45;

/** One block whose lines are given by their top, their words' confidence and their text. */
function block(lines: { y0: number; confidence: number; text: string }[]): LayoutBlock {
  const boxOf = (y0: number) => ({ x0: 470, y0, x1: 1600, y1: y0 + LINE });
  const bbox = { x0: 470, y0: lines[0]!.y0, x1: 1600, y1: lines.at(-1)!.y0 + LINE };
  return {
    bbox,
    paragraphs: [
      {
        bbox,
        lines: lines.map(({ y0, confidence, text }) => ({
          bbox: boxOf(y0),
          words: text.split(' ').map((word) => ({ text: word, confidence, bbox: boxOf(y0) })),
        })),
      },
    ],
  };
}

const textOf = (blocks: readonly LayoutBlock[]) =>
  blocks.flatMap((b) => b.paragraphs.flatMap((p) => p.lines.map((l) => l.words.map((w) => w.text).join(' '))));

describe('dropEdgeNoiseLines', () => {
  it('drops a line of 0% words on the top edge, in the title’s block', () => {
    // dev electrolysis-equations-1: the paper's edge read as letters above the title.
    const blocks = [
      block([
        { y0: 0, confidence: 0, text: 'Diactttratetnrtctn NE aaaraeareaceea' },
        { y0: 196, confidence: 96, text: 'Electrolysis and Half Equations' },
      ]),
      block([{ y0: 339, confidence: 96, text: 'Molten lead bromide' }]),
    ];
    expect(textOf(dropEdgeNoiseLines(blocks, HEIGHT))).toEqual([
      'Electrolysis and Half Equations',
      'Molten lead bromide',
    ]);
  });

  it('keeps a garbled line in the text, and a line of sure words cut at the edge', () => {
    const blocks = [
      block([
        { y0: 2, confidence: 93, text: 'Geometric: 3, 6, 12 has ratio' },
        { y0: 300, confidence: 4, text: 'Correlationrhesin-lsrs1l' },
        { y0: 400, confidence: 95, text: 'Spearman’s rank' },
      ]),
    ];
    expect(dropEdgeNoiseLines(blocks, HEIGHT)).toBe(blocks);
  });

  it('keeps an unsure line on the edge that holds one word the engine recognised', () => {
    const blocks = [
      block([{ y0: 0, confidence: 5, text: 'ea mre' }]),
      block([{ y0: 300, confidence: 95, text: 'Text here' }]),
    ];
    blocks[0]!.paragraphs[0]!.lines[0]!.words[1]!.confidence = 40;
    expect(textOf(dropEdgeNoiseLines(blocks, HEIGHT))).toEqual(['ea mre', 'Text here']);
  });
});

describe('readingFromTsv', () => {
  const row = (level: number, ids: number[], box: number[], conf: number, text = '') =>
    [level, 1, ...ids, ...box, conf, text].join('\t');
  const tsv = [
    'level\tpage_num\tblock_num\tpar_num\tline_num\tword_num\tleft\ttop\twidth\theight\tconf\ttext',
    row(2, [1, 0, 0, 0], [468, 0, 1147, 253], -1),
    row(3, [1, 1, 0, 0], [468, 0, 1147, 253], -1),
    row(4, [1, 1, 1, 0], [468, 0, 1147, 52], -1),
    row(5, [1, 1, 1, 1], [468, 0, 600, 52], 0, 'Diactttratetnrtctn'),
    row(5, [1, 1, 1, 2], [1171, 0, 105, 52], 0, 'NE'),
    row(4, [1, 1, 2, 0], [494, 196, 1058, 57], -1),
    row(5, [1, 1, 2, 1], [494, 196, 390, 56], 95, 'Electrolysis'),
    row(5, [1, 1, 2, 2], [910, 198, 124, 43], 96, 'and'),
    row(5, [1, 1, 2, 3], [1061, 198, 138, 43], 96, 'Half'),
  ].join('\n');

  it('leaves the edge noise out of the text, not out of the engine’s own output', () => {
    const result = readingFromTsv(tsv, { width: 1983, height: HEIGHT });
    expect(result.extractedText).toBe('Electrolysis and Half');
    expect(result.originalOcrText).toContain('Diactttratetnrtctn');
  });
});
