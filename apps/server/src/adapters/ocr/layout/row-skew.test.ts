import { describe, expect, it } from 'vitest';
import type { LayoutBlock, LayoutLine } from '../types.js';
import { arrangeReadingOrder } from './reading-order.js';
import { levelRows, rowSlope } from './row-skew.js';

const LINE = 40;
/** A page turned so its rows fall 6 px per 100 px to the right (about 3.4°). */
const SLOPE = 0.06;

/** A line of the turned page: page position (x, y) moved as the turn moves it. */
function turnedLine(x: number, y: number, text: string): LayoutLine {
  const x0 = x - SLOPE * y;
  const y0 = y + SLOPE * x;
  let wx = x0;
  const words = text.split(' ').map((word) => {
    const bbox = { x0: wx, y0, x1: wx + word.length * 18, y1: y0 + LINE };
    wx = bbox.x1 + 12;
    return { text: word, confidence: 92, bbox };
  });
  return { bbox: { x0, y0, x1: wx - 12, y1: y0 + LINE }, words };
}

const block = (lines: LayoutLine[]): LayoutBlock => ({
  bbox: lines[0]!.bbox,
  paragraphs: lines.map((line) => ({ bbox: line.bbox, lines: [line] })),
});

/** A two-column vocabulary table, rows 1.8 line heights apart, read column by column. */
const ROWS = [
  ['French', 'English'],
  ['la plage', 'the beach'],
  ['le camping', 'the campsite'],
  ['les vacances', 'the holidays'],
  ['il fait beau', 'the weather is nice'],
  ['nous avons nagé', 'we swam'],
];
const turnedTable = (): LayoutBlock[] =>
  [100, 900].map((x, c) => block(ROWS.map((row, r) => turnedLine(x, 200 + r * 72, row[c] ?? ''))));

describe('rowSlope', () => {
  it('finds the fall of the rows from the drift of the lines’ left edges', () => {
    expect(rowSlope(turnedTable(), LINE)).toBeCloseTo(SLOPE, 5);
  });

  it('is 0 on an upright page and when too few lines agree', () => {
    const upright = [100, 900].map((x, c) =>
      block(
        ROWS.map((row, r) => ({
          ...turnedLine(x, 200 + r * 72, row[c] ?? ''),
          bbox: { x0: x, y0: 200 + r * 72, x1: x + 200, y1: 240 + r * 72 },
        })),
      ),
    );
    expect(rowSlope(upright, LINE)).toBe(0);
    expect(rowSlope([block(ROWS.slice(0, 3).map((row, r) => turnedLine(100, 200 + r * 72, row[0] ?? '')))], LINE)).toBe(
      0,
    );
  });
});

describe('levelRows', () => {
  it('lines up the cells of one row again', () => {
    const [left, right] = levelRows(turnedTable(), SLOPE);
    const middle = (b: { y0: number; y1: number }) => (b.y0 + b.y1) / 2;
    const leftRow = left!.paragraphs[1]!.lines[0]!.bbox;
    const rightRow = right!.paragraphs[1]!.lines[0]!.bbox;
    expect(Math.abs(middle(leftRow) - middle(rightRow))).toBeLessThan(LINE / 2);
  });
});

describe('arrangeReadingOrder on a turned page', () => {
  it('reads a table whose right column sits a row lower row by row', () => {
    const result = arrangeReadingOrder(turnedTable());
    expect(result.text.split('\n')).toEqual(ROWS.map((row) => row.join('\t')));
    expect(result.layoutComplexity).toBe('complex');
  });

  it('keeps the engine’s order when levelling finds no table', () => {
    const prose = [100, 900].map((x, c) =>
      block(
        [0, 1, 2, 3, 4].map((r) =>
          turnedLine(x, 200 + r * 50, `${c === 0 ? 'left' : 'right'} column line ${r} of text`),
        ),
      ),
    );
    const result = arrangeReadingOrder(prose);
    expect(result.tableLike).toBe(false);
    expect(result.text).not.toContain('\t');
  });
});

/**
 * A turned two-column page (rows fall 0.086 per x, the left column's edge drifting 74 px), lines
 * as Tesseract boxed them: block and paragraph, box, text. Levelled, the ends of a paragraph on
 * each side ("rarefactions." beside "Uses") line up as a three-row grid by chance.
 */
const TURNED_COLUMNS: [string, number, number, number, number, string][] = [
  ['00', 434, 39, 1375, 100, 'Waves and the EM Spectrum'],
  ['10', 420, 171, 770, 210, 'Wave equation'],
  ['11', 402, 328, 778, 365, 'A in metres, f in Hz'],
  ['13', 395, 409, 984, 450, 'Transverse waves oscillate at'],
  ['13', 391, 462, 836, 501, '90° to the direction of'],
  ['14', 384, 518, 962, 563, 'travel. Sound is longitudinal,'],
  ['14', 379, 572, 844, 613, 'with compressions and'],
  ['14', 373, 629, 625, 663, 'rarefactions.'],
  ['15', 365, 710, 684, 753, 'EM spectrum'],
  ['16', 359, 769, 982, 821, 'Radio waves have the longest'],
  ['16', 353, 829, 1043, 880, 'wavelength and gamma rays the'],
  ['16', 346, 885, 870, 929, 'shortest. All travel at 3 x'],
  ['20', 1185, 187, 1603, 222, '10° m/s in a vacuum.'],
  ['20', 1181, 266, 1784, 306, 'Infrared has A from about 700'],
  ['20', 1179, 321, 1790, 363, 'nm to 1 mm. Visible light runs'],
  ['20', 1176, 371, 1802, 414, 'from 400 nm to 700 nm, and a'],
  ['20', 1176, 425, 1693, 469, 'hair is about 70 um wide.'],
  ['30', 1174, 508, 1801, 556, 'Ultraviolet, X-rays and gamma'],
  ['30', 1172, 567, 1689, 608, 'rays are ionising and can'],
  ['30', 1169, 619, 1454, 660, 'damage cells.'],
  ['40', 1168, 703, 1284, 737, 'Uses'],
  ['40', 1195, 764, 1658, 805, '- Radio: TV and radio'],
  ['40', 1193, 822, 1710, 865, '- Microwaves: satellites'],
];

describe('arrangeReadingOrder on a turned two-column page', () => {
  it('keeps the certain column split the boxes as read give, and finds no table', () => {
    const blocks: LayoutBlock[] = [];
    let lastId = '';
    for (const [id, x0, y0, x1, y1, text] of TURNED_COLUMNS) {
      const bbox = { x0, y0, x1, y1 };
      const line = { bbox, words: text.split(' ').map((word) => ({ text: word, confidence: 93 })) };
      const block = (blocks[Number(id[0])] ??= { bbox, paragraphs: [] });
      if (id === lastId) block.paragraphs.at(-1)!.lines.push(line);
      else block.paragraphs.push({ bbox, lines: [line] });
      lastId = id;
    }
    const result = arrangeReadingOrder(blocks);
    expect(result.layoutComplexity).toBe('moderate');
    expect(result.text).not.toContain('\t');
    expect(result.text.indexOf('rarefactions.')).toBeLessThan(result.text.indexOf('10° m/s in a vacuum.'));
  });
});
