import { describe, expect, it } from 'vitest';
import { column, tsvOfBlocks } from '../../../../test/tsv-blocks-fixture.js';
import { readingFromTsv } from './page-reading.js';
import { tableHoles } from './table-holes.js';

describe('tableHoles', () => {
  it('finds rows short of a cell between full rows (dev uk-climate-data-1: Keswick’s 11.2 and 15.3 lost)', () => {
    const blocks = [
      [{ words: ['Climate', 'of', 'two', 'places'], x0: 60, x1: 500, y0: 100 }],
      column(60, ['Jan', 'Mar', 'May', 'Jul', 'Sep']),
      column(200, ['4.1', '6.0', undefined, undefined, '12.6']),
      column(340, ['205', '150', '85', '96', '128']),
      column(480, ['58', '42', '47', '55', '53']),
    ];
    const { extractedText } = readingFromTsv(tsvOfBlocks(blocks), { width: 700, height: 900 });
    expect(tableHoles(extractedText)).toEqual(['May\t85\t47', 'Jul\t96\t55']);
  });

  it('leaves a whole table alone, and a short heading or last row', () => {
    const text = 'Month Keswick Norwich\tmm\nJan\t4.1\t205\nMar\t6.0\t150\nTotal\t355\n\nWhat the data shows';
    expect(tableHoles(text)).toEqual([]);
  });

  it('leaves a table with blank cells throughout alone (no more than half its rows full)', () => {
    expect(tableHoles('1914\tWar\tEurope\n1917\tRevolution\n1918\tArmistice\n1919\tVersailles\tParis')).toEqual([]);
  });
});
