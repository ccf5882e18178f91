/**
 * A sign that the cleaned reading lost cells of a table: a row with fewer cells than the rows
 * above and below it, in a table whose rows are otherwise full. The reading order writes a table
 * found in the layout (table-rows.ts) one row a line, its cells joined by tabs, so a cell the
 * engine did not read shortens its row. A lost cell is text the student does not have, yet the
 * page's words are sure and no line is cut, so nothing else doubts the page: dev
 * `uk-climate-data-1` read "May 85 12.4 47" and "Jul 96 17.8 55", Keswick's 11.2 and 15.3 lost
 * between full rows (CER 0.030; the page cut out again grown over its shading read them, 0.007).
 * A table's first row (its heading, often cells run together) and its last (a total, a note) may
 * be short by design, so only a row between two full ones counts; so may a table with blank cells
 * throughout (a timeline with empty columns), so more than half its rows must be full.
 */

/** The rows of tables in `text` with a hole, as written; none on a page whose tables are whole. */
export function tableHoles(text: string): string[] {
  const holes: string[] = [];
  let table: string[] = [];
  const close = () => {
    const cells = table.map((row) => row.split('\t').length);
    const full = Math.max(0, ...cells);
    if (cells.filter((n) => n === full).length > cells.length / 2) {
      cells.forEach((n, i) => {
        const fullBefore = cells.slice(0, i).includes(full);
        const fullAfter = cells.slice(i + 1).includes(full);
        if (n < full && fullBefore && fullAfter) holes.push(table[i]!);
      });
    }
    table = [];
  };
  for (const line of text.split('\n')) {
    if (line.includes('\t')) table.push(line);
    else close();
  }
  close();
  return holes;
}
