import { isKnownWord } from './wink.js';

/**
 * Tables in the notes, read as a student reads them: one labelled statement per row.
 *
 * Students paste tables from Word or Google Docs (cells separated by tabs), type them in Markdown
 * (`| Feature | Mitosis | Meiosis |`), and the OCR engine hands over a photographed table's rows with
 * tabs between the cells. Run together as words, a row means nothing ("Lithium Li 181C Fizzes
 * steadily", "Used for Growth and repair Making gametes") and became a point or a cloze. Each row is
 * rewritten as a bullet that names its cells by their column headings:
 *
 *   | Feature             | Mitosis | Meiosis |   →   - Number of divisions: mitosis 1; meiosis 2
 *   Metal  Symbol  Melting point                 →   - Lithium: symbol Li; melting point 181C
 *   Key term | Meaning                           →   - Osmosis: diffusion of water across a membrane
 *   A | B | A AND B  /  1 | 0 | 0                 →   - A = 1, B = 0, A AND B = 0
 *
 * so every row is a clearly labelled "term: details" item for the summary and the cards.
 */

/** A Markdown row has a pipe at the start or two between cells; one "a | b" is too often prose. */
const PIPE_ROW = /^\|.*\|$|\|.*\|/u;
/** The line under a Markdown header: `|---|:---:|`. */
const SEPARATOR_ROW = /^\|?\s*:?-{2,}:?\s*(?:\|\s*:?-{2,}:?\s*)*\|?$/u;
/** Cells this long are prose pasted into a grid, not a table worth rewriting. */
const MAX_CELL_CHARS = 160;
/** Columns beyond this are spreadsheets, not notes. */
const MAX_COLUMNS = 8;
/** A row whose first cell is a value (a truth table, a table of results) has no label to name it by. */
const VALUE_CELL = /^[-+−]?[\d.,]+\s*%?$|^(?:true|false|yes|no|t|f)$/iu;

/** A longer line is prose (or garbage), never a row: checked before any pattern reads it. */
const MAX_ROW_CHARS = MAX_COLUMNS * (MAX_CELL_CHARS + 3);

function cellsOf(line: string): string[] | undefined {
  if (line.length > MAX_ROW_CHARS) return undefined;
  if (line.includes('\t')) {
    const cells = line.trim().split(/\t+/u).map(tidyCell);
    return cells.length >= 2 ? cells : undefined;
  }
  if (!PIPE_ROW.test(line)) return undefined;
  let body = line.trim();
  if (body.startsWith('|')) body = body.slice(1);
  if (body.endsWith('|')) body = body.slice(0, -1);
  const cells = body.split('|').map(tidyCell);
  return cells.length >= 2 ? cells : undefined;
}

/** A cell's own bullets and a hyphen at its end would split or join the rewritten line. */
function tidyCell(cell: string): string {
  const spaced = cell.replace(/[•●▪■◦‣]/gu, ' ').replace(/\s+/gu, ' ');
  // Trailing spaces and dashes trimmed by a loop: /[\s-]+$/ would try every start of a long run.
  let end = spaced.length;
  while (end > 0 && (spaced[end - 1] === ' ' || spaced[end - 1] === '-')) end--;
  return spaced.slice(0, end).trim();
}

/** "Fizzes steadily" → "fizzes steadily", but a name ("Triple Entente", "Britain", "DNA") keeps its capital. */
export function lowerFirst(cell: string): string {
  const [word = '', second = ''] = cell.split(' ');
  const first = word.replace(/[,;.]+$/u, '');
  // ("Bosnian crisis", "Elizabethan audience": a word made from a name keeps its capital.)
  if (/(?:ian|an|ish|ese|ic)$/u.test(first)) return cell;
  if (/^(?:A|An|The)$/u.test(first) && /^\p{Ll}/u.test(second)) return cell.charAt(0).toLowerCase() + cell.slice(1);
  // ("Group 1", "Type 2", "Year 11": a name with its number.)
  if (/^\d/u.test(second)) return cell;
  // ("Na", "Li": a symbol of two letters is no word to lower.)
  if (first.length < 3 || !/^\p{Lu}\p{Ll}+$/u.test(first) || /^\p{Lu}/u.test(second)) return cell;
  return isKnownWord(first.toLowerCase()) ? cell.charAt(0).toLowerCase() + cell.slice(1) : cell;
}

/** "Genetically identical?" as a row label loses its question mark: the row answers it. */
function label(cell: string): string {
  return cell.replace(/[?:]+$/u, '').trim();
}

/** One table row as the card generator reads it: its label and its cells named by their column headings. */
export interface TableRow {
  /** The first cell ("Lithium", "Number of divisions"); empty when the row has no label. */
  key: string;
  /** The other cells with their column headings, empty cells left out. */
  cells: { name: string; value: string }[];
  /** Columns are the things compared ("| Feature | Mitosis | Meiosis |"), rows the features. */
  comparison: boolean;
  /** The first cell is a value (a truth table, results): the row is an input–output pair. */
  valueKeyed: boolean;
}

/** Column headings that name a language: the table is a vocabulary list. */
export const LANGUAGE_NAME =
  /^(?:english|french|german|spanish|italian|latin|welsh|mandarin|chinese|urdu|arabic|polish|portuguese|japanese|russian|punjabi|bengali|gujarati|greek|hebrew|irish|gaelic)$/iu;

/** Marks a rewritten row's line so `parseBlocks` keeps it one item and attaches its `TableRow`. */
export const TABLE_ROW_MARK = '\uE000';

/** A corner cell naming the rows' features means the columns are the things compared. */
const COMPARISON_CORNER =
  /^(?:|features?|propert(?:y|ies)|characteristics?|aspects?|comparisons?|points?|factors?|criteri(?:a|on)|categor(?:y|ies))$/iu;

function rowOf(header: string[] | undefined, row: string[]): TableRow | undefined {
  if (row.every((c) => c === '')) return undefined;
  const names = header ?? row.map(() => '');
  const valueKeyed = VALUE_CELL.test(row[0] ?? '');
  const cells = (valueKeyed ? row : row.slice(1))
    .map((value, i) => ({ name: label(names[valueKeyed ? i : i + 1] ?? ''), value }))
    .filter((c) => c.value !== '');
  if (cells.length === 0) return undefined;
  const comparison =
    header !== undefined && !valueKeyed && row.length >= 3 && COMPARISON_CORNER.test(label(header[0] ?? ''));
  return { key: valueKeyed ? '' : label(row[0] ?? ''), cells, comparison, valueKeyed };
}

/** The row as a line of notes: "Lithium: symbol Li; melting point 181C", "A = 1, B = 0, A AND B = 0". */
function rowStatement(row: TableRow): string {
  if (row.valueKeyed) return row.cells.map((c) => (c.name ? `${c.name} = ${c.value}` : c.value)).join(', ');
  // A vocabulary list ("French | English"): '"Le camping" means "campsite"', a sentence, where
  // "Le camping: campsite" would read as a heading over nothing.
  const only = row.cells.length === 1 ? row.cells[0] : undefined;
  if (only && row.key && LANGUAGE_NAME.test(only.name)) return `"${row.key}" means "${only.value}"`;
  const named =
    row.cells.length === 1
      ? [row.cells[0]?.value ?? '']
      : row.cells.map((c) => (c.name ? `${lowerFirst(c.name)} ${lowerFirst(c.value)}` : c.value));
  return row.key === '' ? named.join('; ') : `${row.key}: ${named.join('; ')}`;
}

/** A header names columns: no cell is a bare value, and at most one is empty (the corner). */
function isHeader(cells: string[]): boolean {
  return cells.filter((c) => c === '').length <= 1 && cells.every((c) => !VALUE_CELL.test(c) && c.length <= 60);
}

/**
 * OCR can read two short headings as one cell ("Symbol Melting point" over "Li" and "181C"): a heading
 * cell is split where a capitalised word starts until there is one per column. Undefined when the
 * headings still cannot be lined up with the cells, so no cell is named by its neighbour's heading.
 */
function fitHeader(header: string[], columns: number): string[] | undefined {
  const cells = [...header];
  for (let i = 0; i < cells.length && cells.length < columns; i++) {
    const words = (cells[i] ?? '').split(' ');
    const at = words.findIndex((w, k) => k > 0 && /^\p{Lu}/u.test(w));
    if (at < 0) continue;
    cells.splice(i, 1, words.slice(0, at).join(' '), words.slice(at).join(' '));
  }
  return cells.length === columns ? cells : undefined;
}

/** The run's rows as marked bullet lines; each row read is appended to `found`, in order. */
function rewriteRun(grid: string[][], found: TableRow[]): string[] {
  const columns = Math.max(...grid.map((r) => r.length));
  const header = grid.length >= 2 && isHeader(grid[0] ?? []) ? fitHeader(grid[0] ?? [], columns) : undefined;
  const body = header ? grid.slice(1) : grid;
  const out: string[] = [];
  for (const cells of body) {
    const row = rowOf(
      header,
      Array.from({ length: columns }, (_, i) => cells[i] ?? ''),
    );
    if (!row) continue;
    found.push(row);
    out.push(`${TABLE_ROW_MARK}- ${rowStatement(row)}`);
  }
  return ['', ...out, ''];
}

/** Lines of one wrapped row joined back at most. */
const MAX_WRAPPED_LINES = 3;

/** `line` is a row cut short by a line break that `next` finishes. */
function wrappedRow(line: string, next: string, columns: number): boolean {
  if (next.trim() === '' || SEPARATOR_ROW.test(next.trim())) return false;
  // Markdown: the row opened with a pipe but has not closed, and the next line closes it.
  if (line.trimStart().startsWith('|') && !line.trimEnd().endsWith('|')) return next.trimEnd().endsWith('|');
  if (!line.includes('\t')) return false;
  const have = cellsOf(line)?.length ?? 0;
  if (have >= columns) {
    // The last cell wrapped: "…⇥One firm (legal" / "monopoly = 25%+ market share)".
    const open =
      (line.match(/\(/gu)?.length ?? 0) > (line.match(/\)/gu)?.length ?? 0) || /\p{L}-$/u.test(line.trimEnd());
    return have === columns && !next.includes('\t') && /^\s*\p{Ll}/u.test(next) && (open || next.trim().length <= 40);
  }
  const joined = cellsOf(joinWrapped(line, next))?.length ?? 0;
  // (A full row of its own on the next line is the next row, not the rest of this one.)
  return joined === columns && (cellsOf(next)?.length ?? 0) < columns;
}

/** "ineffici-" + "ent (P > MC)" → "inefficient (P > MC)"; otherwise the two parts with a space. */
function joinWrapped(line: string, next: string): string {
  const head = line.trimEnd();
  const tail = next.trimStart();
  return /\p{L}-$/u.test(head) && /^\p{Ll}/u.test(tail) ? `${head.slice(0, -1)}${tail}` : `${head} ${tail}`;
}

/**
 * Rewrites every run of two or more table rows with the same number of cells (Markdown or
 * tab-separated) as one bullet per row. Anything else is returned unchanged. One pass over the lines.
 */
export function rewriteTables(raw: string): { text: string; rows: TableRow[] } {
  const rows: TableRow[] = [];
  // (A mark pasted in by the writer would misplace every row after it.)
  const text = raw.includes(TABLE_ROW_MARK) ? raw.replaceAll(TABLE_ROW_MARK, '') : raw;
  if (!text.includes('\t') && !text.includes('|')) return { text, rows };
  const lines = text.split('\n');
  const out: string[] = [];
  let run: string[][] = [];
  let runLines: string[] = [];
  const flush = (): void => {
    if (run.length >= 2) out.push(...rewriteRun(run, rows));
    else out.push(...runLines);
    run = [];
    runLines = [];
  };
  for (let i = 0; i < lines.length; i++) {
    let line = lines[i] ?? '';
    if (run.length > 0 && SEPARATOR_ROW.test(line.trim())) {
      runLines.push(line);
      continue;
    }
    // A row the page (or OCR) wrapped onto the next line: "Product⇥Homogeneous⇥Unique, no close" /
    // "substitutes⇥Usually differentiated", "| HTTP | Hypertext … sending" / "web pages |".
    const columns = run[0]?.length ?? 0;
    for (let extra = 0; extra < MAX_WRAPPED_LINES && run.length > 0 && i + 1 < lines.length; extra++) {
      if (!wrappedRow(line, lines[i + 1] ?? '', columns)) break;
      line = joinWrapped(line, lines[i + 1] ?? '');
      i++;
    }
    const cells = cellsOf(line);
    const fits =
      cells !== undefined &&
      cells.length <= MAX_COLUMNS &&
      cells.every((c) => c.length <= MAX_CELL_CHARS) &&
      (run.length === 0 || Math.abs(cells.length - (run[0]?.length ?? 0)) <= 1);
    if (!fits) {
      flush();
      out.push(line);
      continue;
    }
    run.push(cells);
    runLines.push(line);
  }
  flush();
  return { text: out.join('\n'), rows };
}
