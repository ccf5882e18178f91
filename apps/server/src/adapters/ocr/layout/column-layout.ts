import type { Box } from '../types.js';

/**
 * The column logic of reading-order.ts: paragraphs (units) arranged into a tree of columns and
 * stacked sections by certain gutters of white space. The rules are in reading-order.ts's comment.
 */

const MAX_DEPTH = 32;

/** One engine paragraph: the unit that is moved, never split. */
export interface Unit {
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

export function arrange(units: Unit[], lineHeight: number, depth: number): Node {
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
 * Gutters no paragraph crosses and that certainly separate columns (see reading-order.ts). An
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

export function flatten(node: Node): Unit[] {
  if (node.kind === 'leaf') return node.units;
  return node.children.flatMap(flatten);
}

export function countColumns(node: Node): number {
  if (node.kind === 'leaf') return 1;
  if (node.kind === 'columns') return node.children.reduce((sum, child) => sum + countColumns(child), 0);
  return Math.max(...node.children.map(countColumns));
}

export function hasTable(node: Node): boolean {
  if (node.kind === 'leaf') return false;
  if (node.kind === 'columns' && node.tableLike) return true;
  return node.children.some(hasTable);
}

export function union(boxes: Box[]): Box {
  return {
    x0: Math.min(...boxes.map((b) => b.x0)),
    y0: Math.min(...boxes.map((b) => b.y0)),
    x1: Math.max(...boxes.map((b) => b.x1)),
    y1: Math.max(...boxes.map((b) => b.y1)),
  };
}

export function median(values: number[]): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
}
