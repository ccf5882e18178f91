import type { LayoutComplexity } from './ocr-engine.js';

/**
 * Reading order and layout complexity from the engine's layout, as a pure function of boxes so it
 * can be tested without OCR. The rules are documented in docs/ocr.md; keep the two in step.
 *
 * Reading order (a recursive X-Y cut over text lines):
 *  1. If a vertical strip of white space (no line crosses it, at least half a line height wide)
 *     separates the lines, and every part it leaves is at least two line heights wide (so a
 *     stray bullet or list number is not a column), those are columns: read each column in
 *     full, left to right.
 *  2. Otherwise cut the lines into horizontal bands at vertical white space. Consecutive bands
 *     that are split by the same gutter belong to one multi-column section and stay together (so
 *     rows that happen to line up across two columns are not read across); a band no gutter
 *     splits, such as a heading spanning both columns, stands on its own. Read the parts top to
 *     bottom, each by the same rules.
 *  3. Lines that cannot be cut further keep the engine's own order.
 * Lines of one engine paragraph that end up next to each other are joined by a line break, and
 * paragraphs by a blank line.
 *
 * Layout complexity:
 *  - complex: three or more columns side by side, a table-like grid, or more than 10 text blocks;
 *  - moderate: two columns, or more than 4 text blocks;
 *  - simple: everything else (one column of a few blocks).
 * Table-like: at least three rows in which lines from two or more columns sit side by side and
 * the lines are short (median of at most three words): cells, not running text.
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
}

/**
 * Blocks whose words average below this are page edges, shadows or specks read as letters
 * ("ea mre ree"): real text, even blurred, scores well above it. Kept if nothing scores higher.
 */
export const NOISE_BLOCK_CONFIDENCE = 40;

const MAX_DEPTH = 32;

interface Unit {
  box: Box;
  text: string;
  words: number;
  paragraph: number;
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
  let confidenceSum = 0;
  let wordCount = 0;
  let paragraph = 0;
  for (const block of kept) {
    for (const para of block.paragraphs) {
      for (const line of para.lines) {
        const words = line.words.filter((word) => word.text.trim().length > 0);
        if (words.length === 0) continue;
        for (const word of words) confidenceSum += word.confidence;
        wordCount += words.length;
        units.push({
          box: line.bbox,
          text: words.map((word) => word.text.trim()).join(' '),
          words: words.length,
          paragraph,
          index: units.length,
        });
      }
      paragraph++;
    }
  }
  const blockCount = kept.filter((block) =>
    block.paragraphs.some((p) => p.lines.some((l) => l.words.length > 0)),
  ).length;

  if (units.length === 0) {
    return { text: '', confidence: 0, layoutComplexity: 'simple', columns: 0, blocks: 0, tableLike: false };
  }

  const lineHeight = Math.max(4, median(units.map((u) => u.box.y1 - u.box.y0)));
  const tree = arrange(units, lineHeight, 0);
  const ordered = flatten(tree);
  const columns = countColumns(tree);
  const tableLike = hasTable(tree);

  let text = '';
  for (let i = 0; i < ordered.length; i++) {
    const unit = ordered[i];
    if (!unit) continue;
    if (i > 0) text += ordered[i - 1]?.paragraph === unit.paragraph ? '\n' : '\n\n';
    text += unit.text;
  }

  return {
    text,
    confidence: Math.round((confidenceSum / wordCount) * 10) / 10,
    layoutComplexity: classify(columns, blockCount, tableLike),
    columns,
    blocks: blockCount,
    tableLike,
  };
}

export function classify(columns: number, blocks: number, tableLike: boolean): LayoutComplexity {
  if (columns >= 3 || tableLike || blocks > 10) return 'complex';
  if (columns === 2 || blocks > 4) return 'moderate';
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

  const gutters = columnGutters(units, lineHeight);
  if (gutters.length > 0) {
    return {
      kind: 'columns',
      children: splitByGutters(units, gutters).map((column) => arrange(column, lineHeight, depth + 1)),
      tableLike: looksLikeTable(units, gutters),
    };
  }

  const bands = horizontalBands(units);
  if (bands.length <= 1) return leaf(units);
  const sections = mergeBandsSharingGutters(bands, lineHeight);
  if (sections.length <= 1) return leaf(units);
  return { kind: 'stack', children: sections.map((section) => arrange(section, lineHeight, depth + 1)) };
}

/**
 * White-space gutters that no line crosses, dropping any that would leave a column narrower
 * than two line heights (bullets, list numbers, stray marks in the margin).
 */
function columnGutters(units: Unit[], lineHeight: number): Interval[] {
  let gutters = gaps(
    units.map((u) => ({ from: u.box.x0, to: u.box.x1 })),
    lineHeight / 2,
  );
  const minWidth = 2 * lineHeight;
  while (gutters.length > 0) {
    const columns = splitByGutters(units, gutters);
    const narrow = columns.findIndex(
      (column) => Math.max(...column.map((u) => u.box.x1)) - Math.min(...column.map((u) => u.box.x0)) < minWidth,
    );
    if (narrow < 0) return gutters;
    // Merge the narrow column into its neighbour by forgetting the gutter beside it.
    gutters = gutters.filter((_, i) => i !== (narrow === 0 ? 0 : narrow - 1));
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

/** Every gutter has lines on both sides, so no column comes back empty. */
function splitByGutters(units: Unit[], gutters: Interval[]): Unit[][] {
  const columns: Unit[][] = [...gutters, null].map(() => []);
  for (const unit of units) columns[columnOf(unit, gutters)]?.push(unit);
  return columns;
}

/** No line crosses a gutter, so its left edge alone says which column it is in. */
function columnOf(unit: Unit, gutters: Interval[]): number {
  return gutters.filter((gutter) => unit.box.x0 >= gutter.to).length;
}

/** Groups of lines separated by vertical white space, top to bottom. */
function horizontalBands(units: Unit[]): Unit[][] {
  const sorted = [...units].sort((a, b) => a.box.y0 - b.box.y0);
  const bands: Unit[][] = [];
  let current: Unit[] = [];
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
 * Joins consecutive bands cut by a common gutter into one section, so a two-column section
 * whose rows line up is still read column by column when the recursion splits it.
 */
function mergeBandsSharingGutters(bands: Unit[][], lineHeight: number): Unit[][] {
  const sections: Unit[][] = [];
  let current: Unit[] = [];
  let shared: Interval[] = [];
  for (const band of bands) {
    const own = columnGutters(band, lineHeight);
    const common = current.length > 0 ? intersect(shared, own, lineHeight / 2) : [];
    if (current.length > 0 && common.length > 0) {
      current.push(...band);
      shared = common;
      continue;
    }
    if (current.length > 0) sections.push(current);
    current = [...band];
    shared = own;
  }
  if (current.length > 0) sections.push(current);
  return sections;
}

function intersect(a: Interval[], b: Interval[], minGap: number): Interval[] {
  const out: Interval[] = [];
  for (const x of a) {
    for (const y of b) {
      const from = Math.max(x.from, y.from);
      const to = Math.min(x.to, y.to);
      if (to - from >= minGap) out.push({ from, to });
    }
  }
  return out;
}

function looksLikeTable(units: Unit[], gutters: Interval[]): boolean {
  const rows = horizontalBands(units).filter((band) => new Set(band.map((u) => columnOf(u, gutters))).size >= 2);
  if (rows.length < 3) return false;
  return median(rows.flat().map((unit) => unit.words)) <= 3;
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

function median(values: number[]): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
}
