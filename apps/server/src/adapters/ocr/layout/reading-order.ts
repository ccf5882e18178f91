import type { LayoutComplexity } from '../ocr-engine.js';
import type { Box, LayoutBlock, LayoutWord } from '../types.js';
import { arrange, countColumns, flatten, hasTable, median, union, type Unit } from './column-layout.js';
import { sideBySideGroups } from './gutter-split.js';
import { dropNoiseBlocks } from './noise-blocks.js';
import { levelRows, MIN_ROW_SLOPE, rowSlope } from './row-skew.js';
import { joinSplitListItems } from './split-lines.js';
import { findTable, type TableLine, type TableRegion } from './table-rows.js';

/**
 * Reading order and layout complexity from the engine's layout, as a pure function of boxes so it
 * can be tested without OCR. The rules are documented in docs/ocr.md; keep the two in step.
 *
 * The engine's own order is the baseline (Tesseract's page segmentation already reads most
 * two-column pages correctly), and the result must never be worse than it:
 *  - The units moved are the engine's paragraphs, whole: the lines inside one are never reordered
 *    or split apart, so a paragraph that runs down a column stays in one piece.
 *  - Columns are split only where the gutter is certain: a vertical strip of white space at least
 *    one line height wide that no paragraph in the section crosses, with text side by side on
 *    both sides (at least two lines each, overlapping for at least half of the shorter side's
 *    height) and every column at least two line heights wide. Columns are read left to right.
 *  - Otherwise the section is cut into horizontal bands; consecutive bands stay one section while
 *    a certain gutter still runs through all of them (a paragraph continuing below the other
 *    column's end belongs to its column), and the sections are read top to bottom. A heading or
 *    footer that crosses the gutter starts a section of its own.
 *  - Where no certain column split is found, the engine's order is kept unchanged.
 *
 * Layout complexity says what was done: `simple` one column (engine order), `moderate` two columns
 * read left column first, `complex` three or more columns side by side or a table-like grid
 * (short cells side by side in at least three rows), where the user should check the order.
 */

export interface ReadingOrder {
  text: string;
  /** Mean confidence of the words kept, 0 when there are none. */
  confidence: number;
  layoutComplexity: LayoutComplexity;
  /** Most columns found side by side anywhere on the page. */
  columns: number;
  /** Text blocks kept after dropping noise. */
  blocks: number;
  tableLike: boolean;
  /** Whether the text differs in order from the engine's own (after dropping noise). */
  reordered: boolean;
}

export { NOISE_BLOCK_CONFIDENCE } from './noise-blocks.js';

/**
 * A "word" that is only bars, backslashes or underscores is a table border or rule the rule
 * removal missed (a photographed rule is rarely straight), read as text: "| 1945 | Yalta …". No
 * note means one on its own (an absolute value is written |x|, touching its letters).
 */
const RULE_REMNANT = /^[|¦\\_]+$/u;

export function arrangeReadingOrder(blocks: readonly LayoutBlock[]): ReadingOrder {
  const kept = joinSplitListItems(dropNoiseBlocks(blocks));
  const straight = arrangeKept(kept);
  // A page already read as columns of running text (a certain gutter, nothing table-like) is
  // not searched again: levelling a turned two-column page can line up three short lines at the
  // end of one paragraph with their neighbours across the gutter, a grid by chance.
  if (straight.table || (straight.order.columns >= 2 && !straight.order.tableLike)) return straight.order;
  // A turned page's table rows run downhill and pair no cells: level them (row-skew.ts) and look
  // again. Only a table found that way changes the result; otherwise the boxes as read are used.
  const lineHeight = median(
    kept.flatMap((b) => b.paragraphs.flatMap((p) => p.lines.map((l) => l.bbox.y1 - l.bbox.y0))),
  );
  const slope = rowSlope(kept, Math.max(4, lineHeight));
  if (Math.abs(slope) < MIN_ROW_SLOPE) return straight.order;
  const level = arrangeKept(levelRows(kept, slope));
  return level.table ? level.order : straight.order;
}

function arrangeKept(kept: readonly LayoutBlock[]): { order: ReadingOrder; table: boolean } {
  const units: Unit[] = [];
  const lineHeights: number[] = [];
  let confidenceSum = 0;
  let wordCount = 0;
  let blockCount = 0;
  const pageLines: { box: Box; words: LayoutWord[] }[] = [];
  // Words read straight after a bar (a vertical rule's remnant): the first words of ruled cells.
  const ruledWords = new Set<LayoutWord>();
  const gutterLineHeight = median(
    kept.flatMap((block) => block.paragraphs.flatMap((para) => para.lines.map((line) => line.bbox.y1 - line.bbox.y0))),
  );
  for (const block of kept) {
    const before = units.length;
    for (const para of block.paragraphs) {
      const paraLines: { box: Box; words: LayoutWord[] }[] = [];
      for (const line of para.lines) {
        const words: LayoutWord[] = [];
        let afterRule = false;
        for (const word of line.words) {
          const text = word.text.trim();
          if (text.length === 0) continue;
          if (RULE_REMNANT.test(text)) afterRule = true;
          else {
            if (afterRule) ruledWords.add(word);
            words.push(word);
            afterRule = false;
          }
        }
        if (words.length === 0) continue;
        for (const word of words) confidenceSum += word.confidence;
        wordCount += words.length;
        lineHeights.push(line.bbox.y1 - line.bbox.y0);
        paraLines.push({ box: line.bbox, words });
        pageLines.push({ box: line.bbox, words });
      }
      // A paragraph that crosses a column gutter (gutter-split.ts) becomes one unit per side.
      for (const group of sideBySideGroups(paraLines, Math.max(4, gutterLineHeight))) {
        const lines = group.map((piece) => ({
          box: piece.box,
          text: piece.words.map((word) => word.text.trim()).join(' '),
          words: piece.words.length,
        }));
        if (lines.length === 0) continue;
        units.push({
          box: union(lines.map((l) => l.box)),
          text: lines.map((l) => l.text).join('\n'),
          lines: lines.length,
          rows: lines.map((l) => ({ box: l.box, words: l.words, text: l.text })),
          index: units.length,
        });
      }
    }
    if (units.length > before) blockCount++;
  }

  if (units.length === 0) {
    const order: ReadingOrder = {
      text: '',
      confidence: 0,
      layoutComplexity: 'simple',
      columns: 0,
      blocks: 0,
      tableLike: false,
      reordered: false,
    };
    return { order, table: false };
  }

  const lineHeight = Math.max(4, median(lineHeights));
  const confidence = Math.round((confidenceSum / wordCount) * 10) / 10;
  const table = findTable(
    pageLines.flatMap((line) => tableCells(line, lineHeight, ruledWords)),
    lineHeight,
  );
  if (table) return { order: withTable(units, table, lineHeight, confidence, blockCount), table: true };
  const tree = arrange(units, lineHeight, 0);
  const ordered = flatten(tree);
  const columns = countColumns(tree);
  const tableLike = hasTable(tree);
  const order: ReadingOrder = {
    text: ordered.map((unit) => unit.text).join('\n\n'),
    confidence,
    layoutComplexity: classify(columns, tableLike),
    columns,
    blocks: blockCount,
    tableLike,
    reordered: ordered.some((unit, i) => unit.index !== i),
  };
  return { order, table: false };
}

/**
 * Space between two words of one line, in line heights, that makes them separate table cells:
 * wider than a bullet's or a list number's gap before its text.
 */
const CELL_GAP = 2;

/**
 * A line as table cells: split wherever CELL_GAP line heights of space separate two words.
 * Tesseract often reads a clean table's row as one line with wide gaps; that row is still a row
 * of cells.
 */
function tableCells(
  line: { box: Box; words: LayoutWord[] },
  lineHeight: number,
  ruledWords: ReadonlySet<LayoutWord>,
): TableLine[] {
  const cells: TableLine[] = [];
  let start = 0;
  for (let i = 1; i <= line.words.length; i++) {
    const gap =
      i < line.words.length ? (line.words[i]?.bbox?.x0 ?? 0) - (line.words[i - 1]?.bbox?.x1 ?? Infinity) : Infinity;
    if (gap < CELL_GAP * lineHeight) continue;
    const words = line.words.slice(start, i);
    const boxes = words.map((word) => word.bbox).filter((box): box is Box => box !== undefined);
    cells.push({
      box: boxes.length === words.length ? { ...union(boxes), y0: line.box.y0, y1: line.box.y1 } : line.box,
      text: words.map((word) => word.text.trim()).join(' '),
      words: words.length,
      ruled: words[0] !== undefined && ruledWords.has(words[0]),
    });
    start = i;
  }
  return cells;
}

/**
 * A page with a table (table-rows.ts): the table is read row by row, and the text above and below
 * it is ordered by the usual rules. Lines whose middle lies within the table's rows are its cells,
 * whichever paragraph the engine put them in (it reads tables column by column).
 */
function withTable(
  units: Unit[],
  table: TableRegion,
  lineHeight: number,
  confidence: number,
  blocks: number,
): ReadingOrder {
  const above: Unit[] = [];
  const below: Unit[] = [];
  for (const unit of units) {
    const keep = (side: (middle: number) => boolean) => {
      const rows = unit.rows.filter((row) => side((row.box.y0 + row.box.y1) / 2));
      if (rows.length === 0) return undefined;
      return {
        ...unit,
        rows,
        lines: rows.length,
        box: union(rows.map((row) => row.box)),
        text: rows.map((row) => row.text).join('\n'),
      };
    };
    const top = keep((middle) => middle < table.top);
    const bottom = keep((middle) => middle > table.bottom);
    if (top) above.push(top);
    if (bottom) below.push(bottom);
  }
  const trees = [above, below].filter((part) => part.length > 0).map((part) => arrange(part, lineHeight, 0));
  const [before, after] = [above.length > 0 ? trees[0] : undefined, below.length > 0 ? trees.at(-1) : undefined];
  const text = [
    ...(before ? flatten(before) : []).map((u) => u.text),
    table.rows.join('\n'),
    ...(after ? flatten(after) : []).map((u) => u.text),
  ];
  const columns = Math.max(1, ...trees.map(countColumns));
  return {
    text: text.join('\n\n'),
    confidence,
    layoutComplexity: classify(columns, true),
    columns,
    blocks,
    tableLike: true,
    reordered: true,
  };
}

/**
 * The engine's own text from the same layout: lines joined by a line break and paragraphs by a
 * blank line, as Tesseract's text output does. Nothing is dropped or moved.
 */
export function engineText(blocks: readonly LayoutBlock[]): string {
  const paragraphs: string[] = [];
  for (const block of blocks) {
    for (const para of block.paragraphs) {
      const lines = para.lines
        .map((line) =>
          line.words
            .map((word) => word.text.trim())
            .filter((text) => text.length > 0)
            .join(' '),
        )
        .filter((text) => text.length > 0);
      if (lines.length > 0) paragraphs.push(lines.join('\n'));
    }
  }
  return paragraphs.join('\n\n');
}

export function classify(columns: number, tableLike: boolean): LayoutComplexity {
  if (columns >= 3 || tableLike) return 'complex';
  if (columns === 2) return 'moderate';
  return 'simple';
}
