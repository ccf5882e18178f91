import sharp from 'sharp';
import { solveHomography, warpPerspective, type Point } from './homography.js';
import { findPage } from './page-finder.js';

/**
 * Phone-photo geometry and lighting: cut the page out of the desk and undo the perspective, and
 * divide out slow changes in lighting. Both work on one-channel raw buffers.
 */
export interface GreyImage {
  data: Uint8Array;
  width: number;
  height: number;
}

/** Long side of the copy the page is searched in: the page's outline, not its text, is wanted. */
const SEARCH_LONG_SIDE = 320;
/**
 * Long side of every flattened page (about 200 dpi for A4): enough for Tesseract, fewer pixels
 * than a 12 MP photo's page (its time grows with pixels), and small photos are enlarged.
 */
const FLAT_LONG_SIDE = 2400;
/** How far the measured shape may be from A4's before the page is left the shape it looks. */
const A4_TOLERANCE = 0.15;
/** Share of the page cut off at each edge, so the desk's fringe and the paper's edge are not read. */
const INSET = 0.012;

/**
 * Finds the page (the largest bright quadrilateral against a darker desk) and warps it to a flat
 * rectangle of its own shape, FLAT_LONG_SIDE (at most `maxLongSide`) on its long side. Returns undefined when no page
 * stands out clearly, e.g. a scan or a photo filled edge to edge by the page.
 */
export async function flattenPage(image: GreyImage, maxLongSide: number): Promise<GreyImage | undefined> {
  const { data, width, height } = image;
  if (Math.min(width, height) < 64 || !hasDarkBorder(image)) return undefined;
  const small = await sharp(data, { raw: { width, height, channels: 1 } })
    .resize({ width: SEARCH_LONG_SIDE, height: SEARCH_LONG_SIDE, fit: 'inside' })
    .blur(1.5)
    // A one-channel raw input comes back as three (sRGB) unless asked otherwise.
    .extractChannel(0)
    .raw()
    .toBuffer({ resolveWithObject: true });
  const quad = findPage(small.data, small.info.width, small.info.height);
  if (!quad) return undefined;

  const sx = width / small.info.width;
  const sy = height / small.info.height;
  const full = quad.corners.map((p) => ({ x: p.x * sx, y: p.y * sy }));
  const centre = { x: full.reduce((s, p) => s + p.x, 0) / 4, y: full.reduce((s, p) => s + p.y, 0) / 4 };
  const corners = full.map((p) => ({ x: p.x + (centre.x - p.x) * 2 * INSET, y: p.y + (centre.y - p.y) * 2 * INSET }));
  const [tl, tr, br, bl] = corners as [Point, Point, Point, Point];
  const span = (a: Point, b: Point) => Math.hypot(a.x - b.x, a.y - b.y);
  let outWidth = Math.max(span(tl, tr), span(bl, br));
  let outHeight = Math.max(span(tl, bl), span(tr, br));
  // A perspective view foreshortens the far edge, so the photo's edge lengths do not give the
  // page's true shape; a sheet close to A4 (the UK's paper) is taken to be A4.
  for (const a4 of [Math.SQRT1_2, Math.SQRT2]) {
    const ratio = outWidth / outHeight;
    if (Math.abs(ratio / a4 - 1) > A4_TOLERANCE) continue;
    if (ratio < a4) outWidth = outHeight * a4;
    else outHeight = outWidth / a4;
  }
  // The warp resamples anyway, so a small page (a low-resolution photo) is enlarged at no extra
  // cost: thin strokes of small print then survive the threshold.
  const longSide = Math.max(outWidth, outHeight);
  const scale = Math.min(maxLongSide, FLAT_LONG_SIDE) / longSide;
  outWidth = Math.max(16, Math.round(outWidth * scale));
  outHeight = Math.max(16, Math.round(outHeight * scale));
  const rectangle: Point[] = [
    { x: 0, y: 0 },
    { x: outWidth - 1, y: 0 },
    { x: outWidth - 1, y: outHeight - 1 },
    { x: 0, y: outHeight - 1 },
  ];
  const outToSource = solveHomography(rectangle, corners);
  const warped = await warpPerspective({ data, width, height, channels: 1 }, outToSource, outWidth, outHeight, 255);
  return { data: warped.data, width: outWidth, height: outHeight };
}

/** Below this share of dark frame pixels there is no desk around the page (a scan, a close crop). */
const MIN_DARK_FRAME_SHARE = 0.005;
/** Desk must be this much darker than the paper, as page-finder.ts's MIN_CONTRAST. */
const FRAME_CONTRAST = 30;

/**
 * Cheap first check (a few thousand pixels) before the page search, which costs 30-60 ms even on
 * a scan: the page finder needs a darker desk reaching the image's edge, so a frame with
 * (almost) nothing darker than the page's paper means there is nothing to cut away.
 */
export function hasDarkBorder(image: GreyImage): boolean {
  const { data, width, height } = image;
  const inset = 2;
  const frame: number[] = [];
  for (let x = inset; x < width - inset; x++) {
    frame.push(data[inset * width + x]!, data[(height - 1 - inset) * width + x]!);
  }
  for (let y = inset; y < height - inset; y++) {
    frame.push(data[y * width + inset]!, data[y * width + width - 1 - inset]!);
  }
  // Paper brightness from a sparse sample of the whole image: paper is most of any page.
  const sample = new Uint8Array(Math.ceil(data.length / 97));
  for (let i = 0, j = 0; i < data.length; i += 97) sample[j++] = data[i]!;
  sample.sort();
  const paper = sample[Math.floor(sample.length * 0.9)]!;
  let dark = 0;
  for (const v of frame) if (v < paper - FRAME_CONTRAST) dark++;
  return dark >= frame.length * MIN_DARK_FRAME_SHARE;
}

/** Block size of the background estimate: larger than any letter, smaller than a lighting change. */
const BACKGROUND_BLOCK = 24;

/**
 * Divides each pixel by an estimate of the paper's brightness around it (the brightest value in
 * each block, smoothed and scaled back up), so shading and a shadow band become even white paper
 * while ink stays dark relative to it.
 */
export async function removeShading(image: GreyImage): Promise<GreyImage> {
  const { data, width, height } = image;
  const bw = Math.max(1, Math.ceil(width / BACKGROUND_BLOCK));
  const bh = Math.max(1, Math.ceil(height / BACKGROUND_BLOCK));
  const blocks = new Uint8Array(bw * bh);
  for (let y = 0; y < height; y++) {
    const row = Math.floor(y / BACKGROUND_BLOCK) * bw;
    const offset = y * width;
    for (let x = 0; x < width; x++) {
      const b = row + Math.floor(x / BACKGROUND_BLOCK);
      const v = data[offset + x]!;
      if (v > blocks[b]!) blocks[b] = v;
    }
  }
  const background = await sharp(blocks, { raw: { width: bw, height: bh, channels: 1 } })
    .median(3)
    .blur(1.2)
    .resize(width, height, { fit: 'fill', kernel: 'linear' })
    .extractChannel(0)
    .raw()
    .toBuffer();
  const out = new Uint8Array(width * height);
  for (let i = 0; i < out.length; i++) {
    const bg = Math.max(16, background[i]!);
    out[i] = Math.min(255, Math.round((data[i]! * 240) / bg));
  }
  return { data: out, width, height };
}
