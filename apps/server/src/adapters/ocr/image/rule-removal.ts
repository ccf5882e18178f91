/**
 * Erases ruled lines (table borders, underlines, long rules) from a binary image: long, thin,
 * straight runs of ink, far longer than any letter stroke. Tesseract's layout analysis otherwise
 * takes a ruled table's grid for one big picture region and loses or merges its cells, and reads
 * rules as `|` or `_`.
 */

/** Shortest run counted as a rule: longer than any stroke of a letter at a readable size. */
export function minRuleLength(width: number, height: number): number {
  return Math.max(80, Math.round(0.06 * Math.min(width, height)));
}

/** Thickest ink counted as a rule; a filled bar or a heavy heading stroke is thicker. */
export function maxRuleThickness(width: number, height: number): number {
  return Math.max(6, Math.round(0.004 * Math.min(width, height)));
}

/** Pixels of thickening across a rule's direction, joining the pieces of a jagged, tilted rule. */
const JOIN = 2;

/** Share of a run's pixels that must be thin across it (crossings with other rules are thick). */
const THIN_SHARE = 0.8;

/**
 * Sets every horizontal or vertical run of ink (below 128: rotation leaves grey edges) at least
 * `minRun` long and at most `maxThickness` thick to paper (255), in place. Runs are found in the
 * original image, so a crossing of two rules goes with both. Returns the number of runs erased.
 * Every pass is row-major over typed arrays (column runs are counted per column while walking the
 * rows), and thickness is measured only along the rare long runs, so a full page takes tens of ms.
 */
export function removeRules(
  binary: Uint8Array,
  width: number,
  height: number,
  minRun: number,
  maxThickness = maxRuleThickness(width, height),
): number {
  const size = width * height;
  // A photographed rule is jagged and a little tilted, so it breaks into pieces shorter than a
  // rule; thickening the ink across the rule's direction first joins the pieces up again.
  const acrossRows = new Uint8Array(size); // ink thickened vertically: for horizontal rules
  const acrossColumns = new Uint8Array(size); // ink thickened horizontally: for vertical rules
  for (let y = 0; y < height; y++) {
    const row = y * width;
    for (let x = 0; x < width; x++) {
      if (binary[row + x]! >= 128) continue;
      for (let k = Math.max(0, y - JOIN); k <= Math.min(height - 1, y + JOIN); k++) acrossRows[k * width + x] = 1;
      for (let k = Math.max(0, x - JOIN); k <= Math.min(width - 1, x + JOIN); k++) acrossColumns[row + k] = 1;
    }
  }
  const limit = maxThickness + 2 * JOIN;
  // Thickness of the mask at (x, y) across the run's direction, counted up to limit + 1.
  const thickness = (mask: Uint8Array, x: number, y: number, dx: number, dy: number) => {
    let count = 1;
    for (let s = 1; count <= limit; s++) {
      const px = x + s * dx;
      const py = y + s * dy;
      if (px >= width || py >= height || mask[py * width + px] !== 1) break;
      count++;
    }
    for (let s = 1; count <= limit; s++) {
      const px = x - s * dx;
      const py = y - s * dy;
      if (px < 0 || py < 0 || mask[py * width + px] !== 1) break;
      count++;
    }
    return count;
  };
  const runs: { x: number; y: number; length: number; horizontal: boolean }[] = [];
  const columnRun = new Uint32Array(width);
  for (let y = 0; y <= height; y++) {
    let rowRun = 0;
    for (let x = 0; x <= width; x++) {
      const inside = x < width && y < height;
      const i = y * width + x;
      if (inside && acrossRows[i] === 1) rowRun++;
      else {
        if (rowRun >= minRun) runs.push({ x: x - rowRun, y, length: rowRun, horizontal: true });
        rowRun = 0;
      }
      if (x === width) continue;
      if (y < height && acrossColumns[i] === 1) columnRun[x]!++;
      else {
        if (columnRun[x]! >= minRun) runs.push({ x, y: y - columnRun[x]!, length: columnRun[x]!, horizontal: false });
        columnRun[x] = 0;
      }
    }
  }
  let erased = 0;
  const erase: number[] = [];
  for (const run of runs) {
    const mask = run.horizontal ? acrossRows : acrossColumns;
    let thin = 0;
    for (let k = 0; k < run.length; k++) {
      const x = run.horizontal ? run.x + k : run.x;
      const y = run.horizontal ? run.y : run.y + k;
      if (thickness(mask, x, y, run.horizontal ? 0 : 1, run.horizontal ? 1 : 0) <= limit) thin++;
    }
    if (thin < THIN_SHARE * run.length) continue;
    erased++;
    for (let k = 0; k < run.length; k++)
      erase.push(run.horizontal ? run.y * width + run.x + k : (run.y + k) * width + run.x);
  }
  // Erased after all runs are found, so a crossing of two rules is seen by both.
  for (const i of erase) binary[i] = 255;
  return erased;
}
