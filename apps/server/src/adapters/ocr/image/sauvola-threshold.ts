import { setImmediate as yieldToEventLoop } from 'node:timers/promises';

/** Longest stretch of synchronous pixel work between yields, so requests keep flowing meanwhile. */
const SLICE_MS = 8;

/** Sauvola's dynamic range of the standard deviation for 8-bit images. */
const SAUVOLA_R = 128;

/**
 * Sauvola local threshold: a pixel is ink when it is darker than
 * mean · (1 + k · (stddev / R − 1)) over the window around it. Unlike one global (Otsu) cut, the
 * cut follows the paper's own brightness, so shadows and lighting gradients across a photo drop
 * out. Window sums come from running column sums updated row by row (the integral-image idea
 * with O(width) memory), so the cost is O(pixels) whatever the window size.
 * Returns 0 for ink and 255 for paper.
 */
export async function sauvolaThreshold(
  grey: Uint8Array,
  width: number,
  height: number,
  window: number,
  k: number,
): Promise<Uint8Array> {
  const out = new Uint8Array(width * height);
  const radius = Math.max(1, Math.floor(window / 2));
  // Column sums of v and v² over the rows currently inside the window, padded with radius + 1
  // zero columns on the left and radius on the right so the window's running sums need no edge
  // tests. Every sum is a whole number far below 2^53, so doubles hold it exactly in any order.
  const pad = radius + 1;
  const colSum = new Float64Array(width + 2 * radius + 1);
  const colSq = new Float64Array(width + 2 * radius + 1);
  // Columns inside the window at each x (fewer at the edges), so count is the same integer.
  const columns = new Int32Array(width);
  for (let x = 0; x < width; x++) columns[x] = Math.min(width - 1, x + radius) - Math.max(0, x - radius) + 1;
  const kOverR = k / SAUVOLA_R;
  const oneMinusK = 1 - k;
  let sliceStart = performance.now();
  // Hot loops, written out in place (a closure's captured arrays are reloaded on every access):
  // every index is in range by construction, hence the non-null assertions.
  for (let y = -radius; y < height; y++) {
    // Row y + radius enters the window and row y − radius − 1 leaves it, in one pass when both do.
    const added = (y + radius) * width;
    const removed = (y - radius - 1) * width;
    if (y + radius < height && y - radius - 1 >= 0) {
      for (let x = 0; x < width; x++) {
        const v = grey[added + x]!;
        const w = grey[removed + x]!;
        colSum[pad + x]! += v - w;
        colSq[pad + x]! += v * v - w * w;
      }
    } else if (y + radius < height) {
      for (let x = 0; x < width; x++) {
        const v = grey[added + x]!;
        colSum[pad + x]! += v;
        colSq[pad + x]! += v * v;
      }
    } else if (y - radius - 1 >= 0) {
      for (let x = 0; x < width; x++) {
        const w = grey[removed + x]!;
        colSum[pad + x]! -= w;
        colSq[pad + x]! -= w * w;
      }
    }
    if (y < 0) continue;
    const rows = Math.min(height - 1, y + radius) - Math.max(0, y - radius) + 1;
    let sum = 0;
    let sq = 0;
    for (let x = 0; x < Math.min(radius, width); x++) {
      sum += colSum[pad + x]!;
      sq += colSq[pad + x]!;
    }
    const offset = y * width;
    for (let x = 0; x < width; x++) {
      // Columns x + radius in, x − radius − 1 out (zero padding beyond the edges).
      sum += colSum[pad + x + radius]! - colSum[x]!;
      sq += colSq[pad + x + radius]! - colSq[x]!;
      const count = columns[x]! * rows;
      const mean = sum / count;
      // v > mean·(1 + k(σ/R − 1))  ⇔  v − mean(1 − k) > mean·(k/R)·σ; squared to skip the sqrt.
      const excess = grey[offset + x]! - mean * oneMinusK;
      if (excess <= 0) continue; // ink: out is 0 already
      const variance = Math.max(0, sq / count - mean * mean);
      const scale = mean * kOverR;
      if (excess * excess > scale * scale * variance) out[offset + x] = 255;
    }
    if (performance.now() - sliceStart > SLICE_MS) {
      await yieldToEventLoop();
      sliceStart = performance.now();
    }
  }
  return out;
}
