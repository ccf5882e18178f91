import type { LayoutComplexity } from './ocr-engine.js';
import { findTable, type TableRegion } from './table-rows.js';

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

export interface Box {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

export interface LayoutWord {
  text: string;
  /** 0–100 as the engine reports it. */
  confidence: number;
}

export interface LayoutLine {
  bbox: Box;
  words: LayoutWord[];
}

export interface LayoutParagraph {
  bbox: Box;
  lines: LayoutLine[];
}

export interface LayoutBlock {
  bbox: Box;
  paragraphs: LayoutParagraph[];
}

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

/**
 * Blocks whose words average below this are page edges, shadows or specks read as letters
 * ("ea mre ree"): real text, even blurred, scores well above it. Kept if nothing scores higher.
 */
export const NOISE_BLOCK_CONFIDENCE = 40;

const MAX_DEPTH = 32;

/** One engine paragraph: the unit that is moved, never split. */
interface Unit {
  box: Box;
  text: string;
  lines: number;
  /** Each line's box and word count, for telling table cells from running text. */
  rows: { box: Box; words: number; text: string }[];
  /** Position in the engine's own order. */
  index: number;
}

type Node =
  | { kind: 'leaf'; units: Unit[] }
  | { kind: 'columns'; children: Node[]; tableLike: boolean }
  | { kind: 'stack'; children: Node[] };

interface Interval {
  from: number;
  to: number;
}

export function arrangeReadingOrder(blocks: readonly LayoutBlock[]): ReadingOrder {
  const kept = dropNoiseBlocks(blocks);
  const units: Unit[] = [];
  const lineHeights: number[] = [];
  let confidenceSum = 0;
  let wordCount = 0;
  let blockCount = 0;
  for (const block of kept) {
    const before = units.length;
    for (const para of block.paragraphs) {
      const lines: { box: Box; text: string; words: number }[] = [];
      for (const line of para.lines) {
        const words = line.words.filter((word) => word.text.trim().length > 0);
        if (words.length === 0) continue;
        for (const word of words) confidenceSum += word.confidence;
        wordCount += words.length;
        lineHeights.push(line.bbox.y1 - line.bbox.y0);
        lines.push({ box: line.bbox, text: words.map((word) => word.text.trim()).join(' '), words: words.length });
      }
      if (lines.length === 0) continue;
      units.push({
        box: union(lines.map((l) => l.box)),
        text: lines.map((l) => l.text).join('\n'),
        lines: lines.length,
        rows: lines.map((l) => ({ box: l.box, words: l.words, text: l.text })),
        index: units.length,
      });
    }
    if (units.length > before) blockCount++;
  }

  if (units.length === 0) {
    return {
      text: '',
      confidence: 0,
      layoutComplexity: 'simple',
      columns: 0,
      blocks: 0,
      tableLike: false,
      reordered: false,
    };
  }

  const lineHeight = Math.max(4, median(lineHeights));
  const confidence = Math.round((confidenceSum / wordCount) * 10) / 10;
  const table = findTable(
    units.flatMap((unit) => unit.rows),
    lineHeight,
  );
  if (table) return withTable(units, table, lineHeight, confidence, blockCount);
  const tree = arrange(units, lineHeight, 0);
  const ordered = flatten(tree);
  const columns = countColumns(tree);
  const tableLike = hasTable(tree);
  return {
    text: ordered.map((unit) => unit.text).join('\n\n'),
    confidence,
    layoutComplexity: classify(columns, tableLike),
    columns,
    blocks: blockCount,
    tableLike,
    reordered: ordered.some((unit, i) => unit.index !== i),
  };
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

function dropNoiseBlocks(blocks: readonly LayoutBlock[]): readonly LayoutBlock[] {
  const meanConfidence = (block: LayoutBlock) => {
    const words = block.paragraphs.flatMap((p) => p.lines.flatMap((l) => l.words));
    return words.length === 0 ? 0 : words.reduce((sum, w) => sum + w.confidence, 0) / words.length;
  };
  const kept = blocks.filter((block) => meanConfidence(block) >= NOISE_BLOCK_CONFIDENCE);
  return kept.length > 0 ? kept : blocks;
}

function arrange(units: Unit[], lineHeight: number, depth: number): Node {
  if (units.length <= 1 || depth > MAX_DEPTH) return leaf(units);

  const gutters = certainGutters(units, lineHeight);
  if (gutters.length > 0) {
    return {
      kind: 'columns',
      children: splitByGutters(units, gutters).map((column) => arrange(column, lineHeight, depth + 1)),
      tableLike: looksLikeTable(units, gutters),
    };
  }

  const sections = columnSections(horizontalBands(units), lineHeight);
  if (sections.length <= 1) return leaf(units);
  const children = sections.map((section) => arrange(section, lineHeight, depth + 1));
  // Without a column split anywhere below, nothing is certain enough to override the engine.
  if (!children.some((child) => child.kind !== 'leaf')) return leaf(units);
  return { kind: 'stack', children };
}

/**
 * Gutters no paragraph crosses and that certainly separate columns (see the file comment). An
 * uncertain gutter is forgotten, merging its two sides, and the rest are checked again.
 */
function certainGutters(units: Unit[], lineHeight: number): Interval[] {
  let gutters = gaps(
    units.map((u) => ({ from: u.box.x0, to: u.box.x1 })),
    lineHeight,
  );
  while (gutters.length > 0) {
    const columns = splitByGutters(units, gutters).map((column) => ({
      box: union(column.map((u) => u.box)),
      lines: column.reduce((sum, u) => sum + u.lines, 0),
    }));
    const weak = columns.findIndex((column) => column.box.x1 - column.box.x0 < 2 * lineHeight || column.lines < 2);
    if (weak >= 0) {
      gutters = gutters.filter((_, i) => i !== (weak === 0 ? 0 : weak - 1));
      continue;
    }
    const apart = gutters.findIndex((_, i) => {
      const left = columns[i]?.box;
      const right = columns[i + 1]?.box;
      if (!left || !right) return true;
      const overlap = Math.min(left.y1, right.y1) - Math.max(left.y0, right.y0);
      const shorter = Math.min(left.y1 - left.y0, right.y1 - right.y0);
      return overlap < Math.max(lineHeight, shorter / 2);
    });
    if (apart < 0) return gutters;
    gutters = gutters.filter((_, i) => i !== apart);
  }
  return gutters;
}

function leaf(units: Unit[]): Node {
  return { kind: 'leaf', units: [...units].sort((a, b) => a.index - b.index) };
}

/** Interior stretches no interval covers, at least `minGap` wide, in ascending order. */
function gaps(intervals: Interval[], minGap: number): Interval[] {
  const sorted = [...intervals].sort((a, b) => a.from - b.from);
  const found: Interval[] = [];
  let reach = sorted[0]?.to ?? 0;
  for (const interval of sorted.slice(1)) {
    if (interval.from - reach >= minGap) found.push({ from: reach, to: interval.from });
    reach = Math.max(reach, interval.to);
  }
  return found;
}

/** Every gutter has paragraphs on both sides, so no column comes back empty. */
function splitByGutters(units: Unit[], gutters: Interval[]): Unit[][] {
  const columns: Unit[][] = [...gutters, null].map(() => []);
  for (const unit of units) columns[columnOf(unit, gutters)]?.push(unit);
  return columns;
}

/** No paragraph crosses a gutter, so its left edge alone says which column it is in. */
function columnOf(unit: Unit, gutters: Interval[]): number {
  return gutters.filter((gutter) => unit.box.x0 >= gutter.to).length;
}

/** Groups of boxes (paragraphs or lines) separated by vertical white space, top to bottom. */
function horizontalBands<T extends { box: Box }>(units: T[]): T[][] {
  const sorted = [...units].sort((a, b) => a.box.y0 - b.box.y0);
  const bands: T[][] = [];
  let current: T[] = [];
  let bottom = -Infinity;
  for (const unit of sorted) {
    if (current.length > 0 && unit.box.y0 >= bottom) {
      bands.push(current);
      current = [];
      bottom = -Infinity;
    }
    current.push(unit);
    bottom = Math.max(bottom, unit.box.y1);
  }
  if (current.length > 0) bands.push(current);
  return bands;
}

/**
 * Joins consecutive bands while a certain gutter runs through all of them, so a column section
 * stays whole even where one column goes on below the other (or its rows line up with the other
 * column's). A section starts only at a band with text side by side, so a heading above the
 * columns stays on its own even when it is narrower than the first column. However far below the
 * section a band is, it joins while it stays on one side of the gutter: a column's last paragraph
 * after a wide gap is still that column's (a narrow footer under one column is read with it).
 */
function columnSections(bands: Unit[][], lineHeight: number): Unit[][] {
  const sections: Unit[][] = [];
  let current: Unit[] = [];
  let open = false;
  for (const band of bands) {
    if (current.length > 0) {
      const joined = [...current, ...band];
      if (open && certainGutters(joined, lineHeight).length > 0) {
        current = joined;
        continue;
      }
      sections.push(current);
    }
    current = [...band];
    open = sideBySide(band, lineHeight);
  }
  if (current.length > 0) sections.push(current);
  return sections;
}

/** Paragraphs next to each other across a gap of a line height, each side two line heights wide. */
function sideBySide(units: Unit[], lineHeight: number): boolean {
  const found = gaps(
    units.map((u) => ({ from: u.box.x0, to: u.box.x1 })),
    lineHeight,
  );
  return splitByGutters(units, found).some((_, i, columns) => {
    const [left, right] = [columns[i], columns[i + 1]];
    if (!left || !right) return false;
    const width = (column: Unit[]) =>
      Math.max(...column.map((u) => u.box.x1)) - Math.min(...column.map((u) => u.box.x0));
    return width(left) >= 2 * lineHeight && width(right) >= 2 * lineHeight;
  });
}

/** Cells, not running text: short lines side by side across the gutters in at least three rows. */
function looksLikeTable(units: Unit[], gutters: Interval[]): boolean {
  const lines = units.flatMap((unit) => unit.rows.map((row) => ({ ...row, column: columnOf(unit, gutters) })));
  const rows = horizontalBands(lines).filter((band) => new Set(band.map((line) => line.column)).size >= 2);
  if (rows.length < 3) return false;
  return median(rows.flat().map((line) => line.words)) <= 3;
}

function flatten(node: Node): Unit[] {
  if (node.kind === 'leaf') return node.units;
  return node.children.flatMap(flatten);
}

function countColumns(node: Node): number {
  if (node.kind === 'leaf') return 1;
  if (node.kind === 'columns') return node.children.reduce((sum, child) => sum + countColumns(child), 0);
  return Math.max(...node.children.map(countColumns));
}

function hasTable(node: Node): boolean {
  if (node.kind === 'leaf') return false;
  if (node.kind === 'columns' && node.tableLike) return true;
  return node.children.some(hasTable);
}

function union(boxes: Box[]): Box {
  return {
    x0: Math.min(...boxes.map((b) => b.x0)),
    y0: Math.min(...boxes.map((b) => b.y0)),
    x1: Math.max(...boxes.map((b) => b.x1)),
    y1: Math.max(...boxes.map((b) => b.y1)),
  };
}

function median(values: number[]): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
}
