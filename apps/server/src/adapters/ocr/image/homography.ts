import { setImmediate as yieldToEventLoop } from 'node:timers/promises';

/**
 * Plane-to-plane perspective maps (homographies) and a bilinear warp on raw pixel buffers. sharp
 * has affine transforms only, and a phone photo of a page held at an angle is a perspective view,
 * so flattening it needs the full 3×3 map.
 */
export interface Point {
  x: number;
  y: number;
}

/** Row-major 3×3 matrix; the last entry is 1. */
export type Homography = readonly number[];

/**
 * The homography taking each `from[i]` to `to[i]` (four points each, no three collinear), from the
 * standard 8×8 linear system with h33 = 1, solved by Gaussian elimination with partial pivoting.
 */
export function solveHomography(from: readonly Point[], to: readonly Point[]): Homography {
  if (from.length !== 4 || to.length !== 4) throw new Error('a homography needs four point pairs');
  const rows: number[][] = [];
  for (let i = 0; i < 4; i++) {
    const { x, y } = from[i]!;
    const { x: u, y: v } = to[i]!;
    rows.push([x, y, 1, 0, 0, 0, -u * x, -u * y, u]);
    rows.push([0, 0, 0, x, y, 1, -v * x, -v * y, v]);
  }
  for (let col = 0; col < 8; col++) {
    let pivot = col;
    for (let r = col + 1; r < 8; r++) if (Math.abs(rows[r]![col]!) > Math.abs(rows[pivot]![col]!)) pivot = r;
    if (Math.abs(rows[pivot]![col]!) < 1e-12) throw new Error('degenerate quadrilateral');
    [rows[col], rows[pivot]] = [rows[pivot]!, rows[col]!];
    const lead = rows[col]!;
    for (let r = 0; r < 8; r++) {
      if (r === col) continue;
      const row = rows[r]!;
      const factor = row[col]! / lead[col]!;
      if (factor === 0) continue;
      for (let c = col; c < 9; c++) row[c]! -= factor * lead[c]!;
    }
  }
  const h = rows.map((row, i) => row[8]! / row[i]!);
  return [...h, 1];
}

export function applyHomography(h: Homography, p: Point): Point {
  const w = h[6]! * p.x + h[7]! * p.y + h[8]!;
  return { x: (h[0]! * p.x + h[1]! * p.y + h[2]!) / w, y: (h[3]! * p.x + h[4]! * p.y + h[5]!) / w };
}

/** Row-major 2×3 affine map [a, b, c, d, e, f]: (x, y) → (a·x + b·y + c, d·x + e·y + f). */
export type AffineMap = readonly [number, number, number, number, number, number];

/** An affine step before the homography, and the rectangle its results must fall in. */
export interface PreMap {
  map: AffineMap;
  width: number;
  height: number;
}

export interface RawImage {
  data: Uint8Array;
  width: number;
  height: number;
  channels: number;
}

const SLICE_MS = 8;

/**
 * Output image of `width` × `height` whose pixel (x, y) is the source sampled bilinearly at
 * `outToSource(x, y)` (the inverse map, so every output pixel gets exactly one value). Pixels
 * that fall outside the source get `fill`. With `pre`, each output pixel first goes through
 * `pre.map` and then `outToSource`, and gets `fill` when the intermediate point is outside
 * `pre`'s rectangle (a turn applied inside the same pass, without resampling twice). Yields to the
 * event loop between slices of rows.
 */
export async function warpPerspective(
  source: RawImage,
  outToSource: Homography,
  width: number,
  height: number,
  fill: number | ((x: number, y: number, channel: number) => number) = 255,
  pre?: PreMap,
): Promise<RawImage> {
  const { data, width: sw, height: sh, channels } = source;
  const out = new Uint8Array(width * height * channels);
  const [a, b, c, d, e, f, g, hh, i] = outToSource as [
    number,
    number,
    number,
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const [pa, pb, pc, pd, pe, pf] = pre?.map ?? [1, 0, 0, 0, 1, 0];
  const maxU = pre ? pre.width - 1 : Infinity;
  const maxV = pre ? pre.height - 1 : Infinity;
  if (channels === 1 && typeof fill === 'number') {
    await warpGrey(
      data,
      sw,
      sh,
      out,
      width,
      height,
      fill,
      [a, b, c, d, e, f, g, hh, i],
      [pa, pb, pc, pd, pe, pf],
      maxU,
      maxV,
    );
    return { data: out, width, height, channels };
  }
  let sliceStart = performance.now();
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const u = pa * x + pb * y + pc;
      const v = pd * x + pe * y + pf;
      const w = g * u + hh * v + i;
      const sx = (a * u + b * v + c) / w;
      const sy = (d * u + e * v + f) / w;
      const o = (y * width + x) * channels;
      if (!(u >= 0 && v >= 0 && u <= maxU && v <= maxV && sx >= 0 && sy >= 0 && sx <= sw - 1 && sy <= sh - 1)) {
        for (let ch = 0; ch < channels; ch++) out[o + ch] = typeof fill === 'number' ? fill : fill(x, y, ch);
        continue;
      }
      const x0 = Math.min(sw - 2, Math.floor(sx));
      const y0 = Math.min(sh - 2, Math.floor(sy));
      const fx = sx - x0;
      const fy = sy - y0;
      const p00 = (y0 * sw + x0) * channels;
      const p10 = p00 + channels;
      const p01 = p00 + sw * channels;
      const p11 = p01 + channels;
      for (let ch = 0; ch < channels; ch++) {
        const top = data[p00 + ch]! + (data[p10 + ch]! - data[p00 + ch]!) * fx;
        const bottom = data[p01 + ch]! + (data[p11 + ch]! - data[p01 + ch]!) * fx;
        out[o + ch] = top + (bottom - top) * fy + 0.5;
      }
    }
    if (performance.now() - sliceStart > SLICE_MS) {
      await yieldToEventLoop();
      sliceStart = performance.now();
    }
  }
  return { data: out, width, height, channels };
}

/**
 * The one-channel, constant-fill case of warpPerspective (every page flattened for OCR), about
 * twice as fast: along a row every coordinate changes by a constant step, so the maps cost
 * additions, and one division per pixel.
 */
async function warpGrey(
  data: Uint8Array,
  sw: number,
  sh: number,
  out: Uint8Array,
  width: number,
  height: number,
  fill: number,
  [a, b, c, d, e, f, g, hh, i]: readonly number[],
  [pa, pb, pc, pd, pe, pf]: AffineMap,
  maxU: number,
  maxV: number,
): Promise<void> {
  // The homography after the affine step, as one 3×3 map of the output pixel.
  const m0 = a! * pa + b! * pd;
  const m1 = a! * pb + b! * pe;
  const m2 = a! * pc + b! * pf + c!;
  const m3 = d! * pa + e! * pd;
  const m4 = d! * pb + e! * pe;
  const m5 = d! * pc + e! * pf + f!;
  const m6 = g! * pa + hh! * pd;
  const m7 = g! * pb + hh! * pe;
  const m8 = g! * pc + hh! * pf + i!;
  const lastX = sw - 1;
  const lastY = sh - 1;
  let sliceStart = performance.now();
  for (let y = 0; y < height; y++) {
    let u = pb * y + pc;
    let v = pe * y + pf;
    let nx = m1 * y + m2;
    let ny = m4 * y + m5;
    let nw = m7 * y + m8;
    let o = y * width;
    for (let x = 0; x < width; x++, o++, u += pa, v += pd, nx += m0, ny += m3, nw += m6) {
      const sx = nx / nw;
      const sy = ny / nw;
      if (!(u >= 0 && v >= 0 && u <= maxU && v <= maxV && sx >= 0 && sy >= 0 && sx <= lastX && sy <= lastY)) {
        out[o] = fill;
        continue;
      }
      const x0 = Math.min(sw - 2, sx | 0);
      const y0 = Math.min(sh - 2, sy | 0);
      const fx = sx - x0;
      const fy = sy - y0;
      const p00 = y0 * sw + x0;
      // Hot loop: indices are in range by construction, hence the non-null assertions.
      const top = data[p00]! + (data[p00 + 1]! - data[p00]!) * fx;
      const bottom = data[p00 + sw]! + (data[p00 + sw + 1]! - data[p00 + sw]!) * fx;
      out[o] = top + (bottom - top) * fy + 0.5;
    }
    if (performance.now() - sliceStart > SLICE_MS) {
      await yieldToEventLoop();
      sliceStart = performance.now();
    }
  }
}
