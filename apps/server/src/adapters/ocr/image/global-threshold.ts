import { otsu } from './page-finder.js';

/**
 * The cheap threshold for evenly lit pages (scans, screenshots, exports): one global cut at Otsu's
 * level instead of Sauvola's window statistics. Sauvola exists for shading and shadows; on paper
 * that is the same brightness everywhere it only costs time, and its cut (below the local mean)
 * thins small marks, which turned two full stops of a small-print scan into commas (docs/ocr.md).
 */

/** Side of the blocks whose paper brightness is compared. */
const BLOCK = 64;
/** Pixels sampled per block: every SAMPLE_STEP-th pixel of every SAMPLE_STEP-th row. */
const SAMPLE_STEP = 4;
/** Largest spread of paper brightness between blocks (10th to 90th percentile) still called even. */
const MAX_PAPER_SPREAD = 24;
/** Paper must be at least this much brighter than the ink cut for a global cut to be safe. */
const MIN_PAPER_MARGIN = 40;

/**
 * True when the paper is the same brightness all over: each block's paper level (its 90th
 * percentile, so text does not count) varies by at most MAX_PAPER_SPREAD grey levels across the
 * page. A shadow band, a lamp's fall-off or a dark desk edge makes it false.
 */
export function isEvenlyLit(grey: Uint8Array, width: number, height: number): boolean {
  const levels: number[] = [];
  const histogram = new Uint32Array(256);
  for (let by = 0; by + BLOCK <= height; by += BLOCK) {
    for (let bx = 0; bx + BLOCK <= width; bx += BLOCK) {
      histogram.fill(0);
      for (let y = by; y < by + BLOCK; y += SAMPLE_STEP) {
        const offset = y * width;
        for (let x = bx; x < bx + BLOCK; x += SAMPLE_STEP) histogram[grey[offset + x]!]!++;
      }
      const wanted = Math.ceil((BLOCK / SAMPLE_STEP) ** 2 * 0.9);
      let seen = 0;
      let level = 0;
      while (level < 255 && (seen += histogram[level]!) < wanted) level++;
      levels.push(level);
    }
  }
  if (levels.length < 4) return false;
  levels.sort((a, b) => a - b);
  const low = levels[Math.floor(levels.length * 0.1)]!;
  const high = levels[Math.floor(levels.length * 0.9)]!;
  return high - low <= MAX_PAPER_SPREAD;
}

/**
 * One global cut at Otsu's level: 0 for ink, 255 for paper. Undefined when the cut would sit too
 * close to the paper (faint ink or a picture), where the local threshold is the safer choice.
 */
export function globalThreshold(grey: Uint8Array): Uint8Array | undefined {
  const cut = otsu(grey);
  let paper = 0;
  let paperCount = 0;
  for (let i = 0; i < grey.length; i += 7) {
    if (grey[i]! >= cut) {
      paper += grey[i]!;
      paperCount++;
    }
  }
  if (paperCount === 0 || paper / paperCount - cut < MIN_PAPER_MARGIN) return undefined;
  const out = new Uint8Array(grey.length);
  for (let i = 0; i < grey.length; i++) out[i] = grey[i]! < cut ? 0 : 255;
  return out;
}
