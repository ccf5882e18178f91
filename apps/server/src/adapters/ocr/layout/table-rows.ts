import type { Box } from '../types.js';

/**
 * Tables read row by row. Tesseract reads a table column by column (each column of cells becomes
 * one paragraph), while a student reads it row by row; this finds a run of text rows whose cells
 * line up in consistent columns and returns its rows, cells left to right, separated by tabs.
 */
export interface TableLine {
  box: Box;
  text: string;
  words: number;
  /** The cell's first word came straight after a bar read from a vertical rule. */
  ruled?: boolean;
}

export interface TableRegion {
  /** Vertical extent of the table's rows; lines whose middle lies inside belong to it. */
  top: number;
  bottom: number;
  /** Each row's cells, left to right, joined by a tab. */
  rows: string[];
}

/** Rows of cells needed before a grid counts as a table rather than a coincidence. */
const MIN_ROWS = 3;
/** Table cells are short; running text in columns has longer lines. */
const MAX_MEDIAN_WORDS = 3;
/**
 * In running text the lines of a column are nearly as wide as the column; table cells in at
 * least one column vary widely ("Symbol": Li, Na, K), so some column's median cell is well
 * short of its widest.
 */
const MAX_MEDIAN_TO_WIDEST = 0.6;
/**
 * Or: rows spaced well apart. Running text is set at about 1.2–1.5 line heights; table rows have
 * padding (and rules) between them, so a grid of short cells spaced like this is a table even
 * when Tesseract merged a row's first cells into one line of even width.
 */
const MIN_ROW_PITCH = 1.8;
/**
 * Or: cells drawn between rules. A photographed vertical rule is rarely straight enough for the
 * rule removal, and Tesseract reads its remnant as a bar before the cell's first word ("| Lab
 * experiment | High control"); running text has none. When half the cells start after one, the
 * grid is a ruled table whatever its row spacing or cell widths.
 */
const MIN_RULED_SHARE = 0.5;

const middle = (box: Box) => (box.y0 + box.y1) / 2;

/** Lines grouped into rows by vertical overlap, top to bottom; each row's lines left to right. */
export function groupRows(lines: readonly TableLine[]): TableLine[][] {
  const sorted = [...lines].sort((a, b) => middle(a.box) - middle(b.box));
  const rows: { lines: TableLine[]; y0: number; y1: number }[] = [];
  for (const line of sorted) {
    const last = rows.at(-1);
    const height = line.box.y1 - line.box.y0;
    if (last) {
      const overlap = Math.min(last.y1, line.box.y1) - Math.max(last.y0, line.box.y0);
      if (overlap >= 0.5 * Math.min(height, last.y1 - last.y0)) {
        last.lines.push(line);
        last.y0 = Math.min(last.y0, line.box.y0);
        last.y1 = Math.max(last.y1, line.box.y1);
        continue;
      }
    }
    rows.push({ lines: [line], y0: line.box.y0, y1: line.box.y1 });
  }
  return rows.map((row) => row.lines.sort((a, b) => a.box.x0 - b.box.x0));
}

/** A row of separate cells: two or more lines with at least a line height of space between them. */
function isCellRow(row: TableLine[], lineHeight: number): boolean {
  if (row.length < 2) return false;
  return row.every((line, i) => i === 0 || line.box.x0 - (row[i - 1]?.box.x1 ?? 0) >= lineHeight);
}

/** Left edges clustered within a tolerance; each cluster lists the rows it appears in. */
function columnsOf(rows: TableLine[][], tolerance: number): { x: number; rows: Set<number>; widths: number[] }[] {
  const columns: { x: number; rows: Set<number>; widths: number[] }[] = [];
  rows.forEach((row, r) => {
    for (const cell of row) {
      const column = columns.find((c) => Math.abs(c.x - cell.box.x0) <= tolerance);
      if (column) {
        column.rows.add(r);
        column.widths.push(cell.box.x1 - cell.box.x0);
      } else columns.push({ x: cell.box.x0, rows: new Set([r]), widths: [cell.box.x1 - cell.box.x0] });
    }
  });
  return columns;
}

/**
 * The largest table on the page: the longest run of consecutive cell rows (at least three) whose
 * cells start in at least two consistent columns, with short cells of varying width. Undefined
 * when there is none.
 */
export function findTable(lines: readonly TableLine[], lineHeight: number): TableRegion | undefined {
  const rows = groupRows(lines);
  let best: TableLine[][] = [];
  let run: TableLine[][] = [];
  for (const row of [...rows, []]) {
    if (isCellRow(row, lineHeight)) {
      run.push(row);
      continue;
    }
    if (run.length > best.length && isGrid(run, lineHeight)) best = run;
    run = [];
  }
  if (best.length < MIN_ROWS) return undefined;
  const boxes = best.flat().map((line) => line.box);
  return {
    top: Math.min(...boxes.map((b) => b.y0)),
    bottom: Math.max(...boxes.map((b) => b.y1)),
    // A tab between cells: the notes' text preparation reads each row by its column headings.
    rows: best.map((row) => row.map((line) => line.text.replace(/\s+/g, ' ').trim()).join('\t')),
  };
}

function isGrid(rows: TableLine[][], lineHeight: number): boolean {
  if (rows.length < MIN_ROWS) return false;
  const columns = columnsOf(rows, 1.5 * lineHeight).filter((c) => c.rows.size >= Math.max(MIN_ROWS, rows.length / 2));
  if (columns.length < 2) return false;
  const cells = rows.flat();
  if (median(cells.map((line) => line.words)) > MAX_MEDIAN_WORDS) return false;
  if (cells.filter((cell) => cell.ruled === true).length >= MIN_RULED_SHARE * cells.length) return true;
  const tops = rows.map((row) => Math.min(...row.map((line) => line.box.y0)));
  const pitch = median(tops.slice(1).map((top, i) => top - (tops[i] ?? 0)));
  if (pitch >= MIN_ROW_PITCH * lineHeight) return true;
  return columns.some((c) => median(c.widths) <= MAX_MEDIAN_TO_WIDEST * Math.max(...c.widths));
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
}
