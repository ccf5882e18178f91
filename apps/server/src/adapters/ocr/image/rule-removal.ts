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
  // Paper is most of a page: four pixels at a time are passed over while all four are paper (each
  // byte's top bit set, so 128 and up), and only ink is thickened.
  const words =
    binary.byteOffset % 4 === 0 ? new Uint32Array(binary.buffer, binary.byteOffset, size >> 2) : new Uint32Array(0);
  for (let word = 0; word < words.length; word++) {
    if ((~words[word]! & 0x80808080) === 0) continue;
    for (let i = word * 4; i < word * 4 + 4; i++)
      if (binary[i]! < 128) thicken(acrossRows, acrossColumns, width, height, i);
  }
  for (let i = words.length * 4; i < size; i++)
    if (binary[i]! < 128) thicken(acrossRows, acrossColumns, width, height, i);
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
  // Both masks are new arrays, so their 32-bit words line up with their bytes: four pixels with no
  // ink are passed over with one read.
  const rowWords = new Uint32Array(acrossRows.buffer, 0, size >> 2);
  const columnWords = new Uint32Array(acrossColumns.buffer, 0, size >> 2);
  for (let y = 0; y < height; y++) {
    const row = y * width;
    const end = row + width;
    for (let i = row; i < end;) {
      if ((i & 3) === 0 && i + 4 <= end && rowWords[i >> 2] === 0) {
        i += 4;
        continue;
      }
      if (acrossRows[i] !== 1) {
        i++;
        continue;
      }
      let j = i + 1;
      while (j < end && acrossRows[j] === 1) j++;
      if (j - i >= minRun) runs.push({ x: i - row, y, length: j - i, horizontal: true });
      i = j;
    }
  }
  // Column runs are counted per column while walking the rows, which keeps the reads row-major.
  const columnRun = new Uint32Array(width);
  const endColumnRun = (x: number, y: number) => {
    if (columnRun[x]! >= minRun) runs.push({ x, y: y - columnRun[x]!, length: columnRun[x]!, horizontal: false });
    columnRun[x] = 0;
  };
  for (let y = 0; y < height; y++) {
    const row = y * width;
    for (let x = 0; x < width;) {
      const i = row + x;
      if ((i & 3) === 0 && x + 4 <= width && columnWords[i >> 2] === 0) {
        if (columnRun[x] !== 0) endColumnRun(x, y);
        if (columnRun[x + 1] !== 0) endColumnRun(x + 1, y);
        if (columnRun[x + 2] !== 0) endColumnRun(x + 2, y);
        if (columnRun[x + 3] !== 0) endColumnRun(x + 3, y);
        x += 4;
        continue;
      }
      if (acrossColumns[i] === 1) columnRun[x]!++;
      else if (columnRun[x] !== 0) endColumnRun(x, y);
      x++;
    }
  }
  for (let x = 0; x < width; x++) if (columnRun[x] !== 0) endColumnRun(x, height);
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

/** Marks the ink pixel `i` in both masks: JOIN pixels up and down, and JOIN left and right. */
function thicken(acrossRows: Uint8Array, acrossColumns: Uint8Array, width: number, height: number, i: number): void {
  const y = (i / width) | 0;
  const x = i - y * width;
  const last = Math.min(height - 1, y + JOIN) * width + x;
  for (let j = Math.max(0, y - JOIN) * width + x; j <= last; j += width) acrossRows[j] = 1;
  const row = y * width;
  const lastColumn = row + Math.min(width - 1, x + JOIN);
  for (let j = row + Math.max(0, x - JOIN); j <= lastColumn; j++) acrossColumns[j] = 1;
}
