import sharp from 'sharp';
import { solveHomography, warpPerspective, type AffineMap, type Homography, type Point } from './homography.js';
import { findPage, type FindPageOptions } from './page-finder.js';

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
/** How far the measured shape may be from A4's before the page is left the shape it looks. */
const A4_TOLERANCE = 0.15;
/** Share of the page cut off at each edge, so the desk's fringe and the paper's edge are not read. */
const INSET = 0.012;

/** Where the page lies in the photo and the flat rectangle it becomes. */
export interface PageGeometry {
  /** Maps a pixel of the flat rectangle to its place in the photo. */
  outToSource: Homography;
  width: number;
  height: number;
  /** The page was grown over its shading (`FindPageOptions.growOverShading`), not the first cut. */
  grown?: boolean;
}

/**
 * Finds the page (the largest bright quadrilateral against a darker desk) and the flat rectangle
 * of its own shape, `longSide` pixels on its long side, that it maps to.
 * Returns undefined when no page stands out clearly, e.g. a scan or a photo filled edge to edge
 * by the page. Nothing is warped yet: the caller measures the text's skew on a small copy first
 * so that the full-size warp happens once (warpPage).
 */
export async function findPageGeometry(
  image: GreyImage,
  longSide: number,
  options: FindPageOptions = {},
): Promise<PageGeometry | undefined> {
  const { data, width, height } = image;
  if (Math.min(width, height) < 64 || !hasDarkBorder(image)) return undefined;
  const small = await sharp(data, { raw: { width, height, channels: 1 } })
    .resize({ width: SEARCH_LONG_SIDE, height: SEARCH_LONG_SIDE, fit: 'inside' })
    .blur(1.5)
    // A one-channel raw input comes back as three (sRGB) unless asked otherwise.
    .extractChannel(0)
    .raw()
    .toBuffer({ resolveWithObject: true });
  const quad = findPage(small.data, small.info.width, small.info.height, options);
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
  const scale = longSide / Math.max(outWidth, outHeight);
  outWidth = Math.max(16, Math.round(outWidth * scale));
  outHeight = Math.max(16, Math.round(outHeight * scale));
  const rectangle: Point[] = [
    { x: 0, y: 0 },
    { x: outWidth - 1, y: 0 },
    { x: outWidth - 1, y: outHeight - 1 },
    { x: 0, y: outHeight - 1 },
  ];
  const geometry = { outToSource: solveHomography(rectangle, corners), width: outWidth, height: outHeight };
  return quad.grown ? { ...geometry, grown: true } : geometry;
}

/**
 * Warps the page to its flat rectangle, `scale` times its size (a small copy for measuring skew),
 * turned by `skewDegrees` (clockwise, as estimateSkew reports it) about its centre so the text
 * comes out level: perspective and skew in one resampling pass. Whatever the turn brings in from
 * beyond the page's edges is paper white, not desk.
 */
export async function warpPage(image: GreyImage, page: PageGeometry, scale = 1, skewDegrees = 0): Promise<GreyImage> {
  const width = Math.max(16, Math.round(page.width * scale));
  const height = Math.max(16, Math.round(page.height * scale));
  const radians = (skewDegrees * Math.PI) / 180;
  const cos = Math.cos(radians);
  const sin = Math.sin(radians);
  // Output pixel → page rectangle (full size): undo the scale, then turn about the centre so a
  // level output line samples the page along its tilted line.
  const cx = (width - 1) / 2;
  const cy = (height - 1) / 2;
  const pcx = (page.width - 1) / 2;
  const pcy = (page.height - 1) / 2;
  const outToPage: AffineMap = [
    cos / scale,
    -sin / scale,
    pcx - (cx * cos - cy * sin) / scale,
    sin / scale,
    cos / scale,
    pcy - (cx * sin + cy * cos) / scale,
  ];
  const warped = await warpPerspective(
    { data: image.data, width: image.width, height: image.height, channels: 1 },
    page.outToSource,
    width,
    height,
    255,
    { map: outToPage, width: page.width, height: page.height },
  );
  return { data: warped.data, width, height };
}

/**
 * Finds the page and warps it flat at full size with no skew correction (page-flatten.test.ts;
 * preprocessing uses findPageGeometry and warpPage to measure the skew first).
 */
export async function flattenPage(image: GreyImage, longSide: number): Promise<GreyImage | undefined> {
  const page = await findPageGeometry(image, longSide);
  return page ? warpPage(image, page) : undefined;
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
