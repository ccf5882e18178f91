import { describe, expect, it } from 'vitest';
import type { LayoutBlock } from '../types.js';
import { arrangeReadingOrder } from './reading-order.js';
import { findTable, groupRows, type TableLine } from './table-rows.js';

const LINE = 24;

function line(x0: number, y0: number, text: string, width = text.length * 12): TableLine {
  return { box: { x0, y0, x1: x0 + width, y1: y0 + LINE }, text, words: text.split(' ').length };
}

/** A 3-column table, 5 rows 60 px apart, listed column by column as Tesseract reads one. */
const CELLS = [
  ['Metal', 'Symbol', 'Melting point'],
  ['Lithium', 'Li', '181 C'],
  ['Sodium', 'Na', '98 C'],
  ['Potassium', 'K', '63 C'],
  ['Caesium', 'Cs', '28 C'],
];
const COLUMN_X = [100, 400, 600];
const tableLines = (): TableLine[] =>
  COLUMN_X.flatMap((x, c) => CELLS.map((row, r) => line(x, 300 + r * 60 + (c === 1 ? 3 : 0), row[c] ?? '')));

describe('groupRows', () => {
  it('puts lines that overlap vertically in one row, left to right', () => {
    const rows = groupRows([line(400, 302, 'b'), line(100, 300, 'a'), line(100, 360, 'c')]);
    expect(rows.map((row) => row.map((l) => l.text))).toEqual([['a', 'b'], ['c']]);
  });
});

describe('findTable', () => {
  it('reads a grid read column by column back row by row', () => {
    const table = findTable(tableLines(), LINE);
    expect(table?.rows).toEqual(CELLS.map((row) => row.join('\t')));
    expect(table?.top).toBe(300);
  });

  it('takes a row whose first cells the engine merged into one line', () => {
    const lines = [
      line(100, 300, 'Cause Example', 360),
      line(100, 360, 'Militarism Naval race with Britain', 540),
      line(100, 420, 'Alliances Triple Entente formed', 530),
      line(100, 480, 'Imperialism Moroccan crisis', 445),
      ...['Year', '1906', '1907', '1905'].map((text, r) => line(760, 302 + r * 60, text, 60)),
    ];
    expect(findTable(lines, LINE)?.rows).toEqual([
      'Cause Example\tYear',
      'Militarism Naval race with Britain\t1906',
      'Alliances Triple Entente formed\t1907',
      'Imperialism Moroccan crisis\t1905',
    ]);
  });

  it('leaves two columns of running text alone', () => {
    const lines = Array.from({ length: 12 }, (_, r) => [
      line(100, 100 + r * 34, 'the treaty reduced the German army to', 480),
      line(640, 100 + r * 34, 'one hundred thousand men and banned tanks', 490),
    ]).flat();
    expect(findTable(lines, LINE)).toBeUndefined();
  });

  it('leaves three narrow columns of running text alone, short lines and all', () => {
    const lines = Array.from({ length: 12 }, (_, r) =>
      [100, 440, 780].map((x, c) =>
        line(
          x,
          100 + r * 35,
          ['a river has steep', 'cuts down', 'rock is'][(r + c) % 3] ?? '',
          300 - ((r + c) % 4) * 10,
        ),
      ),
    ).flat();
    expect(findTable(lines, LINE)).toBeUndefined();
  });

  it('takes a ruled table (cells read after a bar) with close rows and even cells', () => {
    // Rows 1.1 line heights apart, every column's cells of nearly one width: neither the row
    // pitch nor the narrow-column rule holds, only the bars left by the vertical rules.
    const words = [
      ['Method', 'Strength', 'Weakness'],
      ['Lab experiment', 'High control', 'Low validity'],
      ['Field experiment', 'Natural setting', 'Less control'],
      ['Interview', 'Rich detail', 'Interviewer bias'],
    ];
    const grid = (ruled: boolean) =>
      words.flatMap((row, r) =>
        row.map((text, c) => ({ ...line(100 + c * 400, 100 + r * 26, text, 250 + ((r + c) % 2) * 20), ruled })),
      );
    expect(findTable(grid(true), LINE)?.rows).toEqual(words.map((row) => row.join('\t')));
    expect(findTable(grid(false), LINE)).toBeUndefined();
  });

  it('needs at least three rows', () => {
    expect(
      findTable(
        tableLines().filter((l) => l.box.y0 < 400),
        LINE,
      ),
    ).toBeUndefined();
  });
});

describe('arrangeReadingOrder with a table', () => {
  it('reads the heading, then the table row by row, then the text below, and calls it complex', () => {
    const paragraph = (lines: TableLine[]) => ({
      bbox: lines[0]?.box ?? { x0: 0, y0: 0, x1: 0, y1: 0 },
      lines: lines.map((l) => ({ bbox: l.box, words: l.text.split(' ').map((text) => ({ text, confidence: 90 })) })),
    });
    const columns = COLUMN_X.map((x) => tableLines().filter((l) => l.box.x0 === x));
    const blocks: LayoutBlock[] = [
      {
        bbox: { x0: 100, y0: 100, x1: 700, y1: 124 },
        paragraphs: [paragraph([line(100, 100, 'Group 1 Metals', 400)])],
      },
      ...columns.map((cells) => ({ bbox: cells[0]!.box, paragraphs: [paragraph(cells)] })),
      {
        bbox: { x0: 100, y0: 700, x1: 700, y1: 724 },
        paragraphs: [paragraph([line(100, 700, 'All react with water.', 500)])],
      },
    ];
    const result = arrangeReadingOrder(blocks);
    expect(result.text).toBe(
      ['Group 1 Metals', CELLS.map((row) => row.join('\t')).join('\n'), 'All react with water.'].join('\n\n'),
    );
    expect(result.layoutComplexity).toBe('complex');
    expect(result.tableLike).toBe(true);
  });
});

describe('arrangeReadingOrder with a ruled table', () => {
  it('reads the bars of vertical rules as a sign of cells, and drops them from the text', () => {
    // One line per row, as Tesseract reads a ruled table once its horizontal rules are gone.
    const rows = [
      ['Method', 'Strength'],
      ['Lab experiment', 'High control'],
      ['Field experiment', 'Natural setting'],
      ['Interview', 'Rich detail'],
    ];
    const rowLine = (cells: string[], r: number) => {
      const y = 100 + r * 26;
      const words = cells.flatMap((cell, c) => {
        let x = 100 + c * 400;
        return ['|', ...cell.split(' ')].map((text) => {
          const bbox = { x0: x, y0: y, x1: x + (text === '|' ? 4 : 110), y1: y + LINE };
          x = bbox.x1 + (text === '|' ? 15 : 12);
          return { text, confidence: 90, bbox };
        });
      });
      return { bbox: { x0: 100, y0: y, x1: 740, y1: y + LINE }, words };
    };
    const lines = rows.map(rowLine);
    const result = arrangeReadingOrder([{ bbox: lines[0]!.bbox, paragraphs: [{ bbox: lines[0]!.bbox, lines }] }]);
    expect(result.text.split('\n')).toEqual(rows.map((row) => row.join('\t')));
    expect(result.layoutComplexity).toBe('complex');
  });
});
