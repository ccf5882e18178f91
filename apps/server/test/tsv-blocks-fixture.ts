// Tesseract TSV laid out block by block, each line with its own box: for the OCR layout rules'
// tests that depend on where lines sit (a line's tail read apart, a table's columns).

export interface FixtureLine {
  words: string[];
  x0: number;
  x1: number;
  y0: number;
}

/** Every line this many pixels high; every word read at this confidence. */
const LINE_HEIGHT = 30;
const CONFIDENCE = 95;

export function tsvOfBlocks(blocks: readonly (readonly FixtureLine[])[]): string {
  const rows = ['level\tpage_num\tblock_num\tpar_num\tline_num\tword_num\tleft\ttop\twidth\theight\tconf\ttext'];
  blocks.forEach((lines, b) => {
    const x0 = Math.min(...lines.map((l) => l.x0));
    const x1 = Math.max(...lines.map((l) => l.x1));
    const y0 = Math.min(...lines.map((l) => l.y0));
    const y1 = Math.max(...lines.map((l) => l.y0 + LINE_HEIGHT));
    const box = `${x0}\t${y0}\t${x1 - x0}\t${y1 - y0}`;
    rows.push(`2\t1\t${b + 1}\t0\t0\t0\t${box}\t-1\t`, `3\t1\t${b + 1}\t1\t0\t0\t${box}\t-1\t`);
    lines.forEach((line, n) => {
      rows.push(`4\t1\t${b + 1}\t1\t${n + 1}\t0\t${line.x0}\t${line.y0}\t${line.x1 - line.x0}\t${LINE_HEIGHT}\t-1\t`);
      const step = (line.x1 - line.x0) / line.words.length;
      line.words.forEach((word, i) => {
        const left = Math.round(line.x0 + i * step);
        const wide = Math.round(step - 10);
        rows.push(
          `5\t1\t${b + 1}\t1\t${n + 1}\t${i + 1}\t${left}\t${line.y0}\t${wide}\t${LINE_HEIGHT}\t${CONFIDENCE}\t${word}`,
        );
      });
    });
  });
  return rows.join('\n');
}

/** A table's column as a block of one-word lines, one a row (rows 60 px apart from `top`); `undefined`: an empty cell. */
export function column(x0: number, cells: readonly (string | undefined)[], top = 200): FixtureLine[] {
  return cells.flatMap((cell, i) => (cell ? [{ words: [cell], x0, x1: x0 + 50, y0: top + i * 60 }] : []));
}
