import type { Point } from './homography.js';

/**
 * Finds the page in a phone photo: the largest bright region against a darker desk, and its four
 * corners. Works on a small, blurred greyscale copy (a few hundred pixels across), where text has
 * melted into the paper and only page and desk remain.
 */
export interface PageQuad {
  /** Corners in the small image's coordinates: top-left, top-right, bottom-right, bottom-left. */
  corners: [Point, Point, Point, Point];
  /** The page's share of the image area, 0–1. */
  areaFraction: number;
  /** Set when `growOverShading` took a grown quadrilateral, not the one the global cut found. */
  grown?: boolean;
}

/** A page this small is more likely a sheet lying on another sheet; leave such photos alone. */
const MIN_AREA_FRACTION = 0.2;
/** A "page" filling nearly the whole frame is a scan or a close crop: no desk to cut away. */
const MAX_AREA_FRACTION = 0.93;
/** The region must be convex enough to be one flat sheet (its pixels over its quadrilateral's area). */
const MIN_FILL = 0.9;
/** Paper must be clearly brighter than the desk, or the cut between them is guesswork. */
const MIN_CONTRAST = 30;

/**
 * Largest step between neighbouring pixels of the blurred search copy that is still the same
 * sheet: shading (a gradient, a vignette, a soft shadow) changes the paper by a level or two per
 * pixel there, a page edge against a dark desk by ten and more at its middle.
 */
const GROW_STEP = 6;

export interface FindPageOptions {
  /**
   * Grow the page found over the shading that one global cut split off it (below). Off by
   * default: on the photo set's dev split it mends the cut-outs that went through the text
   * (`quadratics-surds-3` 0.257 → 0.061, `existence-of-god-2` 0.284 → 0.096) but moves the edges
   * of 15 other cut-outs that were right, and 5 of them read worse (up to +0.06 CER). The page
   * reader asks for it only as a second cut-out, once the first one's reading shows it went
   * through the text and the uncut reading was not taken (docs/ocr.md, *Ninth round*).
   */
  growOverShading?: boolean;
}

export function findPage(
  grey: Uint8Array,
  width: number,
  height: number,
  options: FindPageOptions = {},
): PageQuad | undefined {
  const cut = otsu(grey);
  // Desk = dark pixels connected to the image border; a shadow on the page is not connected
  // to the border through dark pixels unless it reaches the edge, and the page is what remains.
  const found = pageRegion(width, height, (i) => grey[i]! < cut);
  if (found.length === 0) return undefined;
  const first = pageQuad(grey, width, height, found);
  if (!options.growOverShading) return first;
  // One global cut splits a page whose light falls off (a shaded corner, the far half of a tilted
  // page) and joins the dim part to the desk: the quadrilateral then cuts through the text. The
  // page found is grown over every neighbour that differs from it by no more than shading does,
  // and the grown page is taken when it is still one sheet against a darker desk (a page whose
  // edge melts into the desk grows over the desk and fails those checks): growing only adds.
  const grown = growRegion(grey, width, height, found);
  if (grown.count === found.length) return first;
  const regrown = pageRegion(width, height, (i) => grown.inPage[i] === 0);
  const second = regrown.length > found.length ? pageQuad(grey, width, height, regrown) : undefined;
  return second && (!first || second.areaFraction > first.areaFraction) ? { ...second, grown: true } : first;
}

/**
 * The largest 4-connected region of pixels that are not desk, where the desk is the pixels
 * `isDark` connected to the image border.
 */
function pageRegion(width: number, height: number, isDark: (i: number) => boolean): number[] {
  const label = new Uint8Array(width * height); // 0 unknown, 1 desk, 2 page
  const stack: number[] = [];
  const pushIfDesk = (i: number) => {
    if (label[i] === 0 && isDark(i)) {
      label[i] = 1;
      stack.push(i);
    }
  };
  for (let x = 0; x < width; x++) {
    pushIfDesk(x);
    pushIfDesk((height - 1) * width + x);
  }
  for (let y = 0; y < height; y++) {
    pushIfDesk(y * width);
    pushIfDesk(y * width + width - 1);
  }
  while (stack.length > 0) {
    const i = stack.pop()!;
    const x = i % width;
    if (x > 0) pushIfDesk(i - 1);
    if (x < width - 1) pushIfDesk(i + 1);
    if (i >= width) pushIfDesk(i - width);
    if (i < width * (height - 1)) pushIfDesk(i + width);
  }

  let best: number[] = [];
  // The neighbours are visited in place, not through a closure made for every pixel.
  const last = width * (height - 1);
  for (let start = 0; start < label.length; start++) {
    if (label[start] !== 0) continue;
    const region: number[] = [];
    label[start] = 2;
    stack.push(start);
    while (stack.length > 0) {
      const i = stack.pop()!;
      region.push(i);
      const x = i % width;
      if (x > 0 && label[i - 1] === 0) {
        label[i - 1] = 2;
        stack.push(i - 1);
      }
      if (x < width - 1 && label[i + 1] === 0) {
        label[i + 1] = 2;
        stack.push(i + 1);
      }
      if (i >= width && label[i - width] === 0) {
        label[i - width] = 2;
        stack.push(i - width);
      }
      if (i < last && label[i + width] === 0) {
        label[i + width] = 2;
        stack.push(i + width);
      }
    }
    if (region.length > best.length) best = region;
  }
  return best;
}

/** The region, grown over every 4-neighbour within GROW_STEP grey levels of a pixel already in it. */
export function growRegion(
  grey: Uint8Array,
  width: number,
  height: number,
  region: readonly number[],
): { inPage: Uint8Array; count: number } {
  const inPage = new Uint8Array(width * height);
  const stack: number[] = [];
  for (const i of region) {
    inPage[i] = 1;
    stack.push(i);
  }
  let count = region.length;
  const last = width * (height - 1);
  while (stack.length > 0) {
    const i = stack.pop()!;
    const x = i % width;
    const v = grey[i]!;
    // Left, right, up, down, in that order; in place rather than through a closure per pixel.
    for (let n = 0; n < 4; n++) {
      if (n === 0 ? x === 0 : n === 1 ? x === width - 1 : n === 2 ? i < width : i >= last) continue;
      const j = n === 0 ? i - 1 : n === 1 ? i + 1 : n === 2 ? i - width : i + width;
      if (inPage[j] === 0 && Math.abs(grey[j]! - v) <= GROW_STEP) {
        inPage[j] = 1;
        count++;
        stack.push(j);
      }
    }
  }
  return { inPage, count };
}

/** The region's corners, when it passes as one flat sheet clearly brighter than the desk. */
function pageQuad(grey: Uint8Array, width: number, height: number, best: readonly number[]): PageQuad | undefined {
  // Corners as extreme points along the diagonals; right for any tilt under 45°.
  let tl = best[0]!;
  let tr = tl;
  let br = tl;
  let bl = tl;
  const sum = (i: number) => (i % width) + Math.floor(i / width);
  const diff = (i: number) => (i % width) - Math.floor(i / width);
  let pageSum = 0;
  for (const i of best) {
    pageSum += grey[i]!;
    if (sum(i) < sum(tl)) tl = i;
    if (sum(i) > sum(br)) br = i;
    if (diff(i) > diff(tr)) tr = i;
    if (diff(i) < diff(bl)) bl = i;
  }
  const point = (i: number): Point => ({ x: (i % width) + 0.5, y: Math.floor(i / width) + 0.5 });
  const corners: [Point, Point, Point, Point] = [point(tl), point(tr), point(br), point(bl)];
  const area = polygonArea(corners);
  const areaFraction = area / (width * height);
  if (areaFraction < MIN_AREA_FRACTION || areaFraction > MAX_AREA_FRACTION) return undefined;
  if (best.length / area < MIN_FILL) return undefined;
  const deskCount = width * height - best.length;
  let total = 0;
  for (let i = 0; i < grey.length; i++) total += grey[i]!;
  const deskMean = deskCount > 0 ? (total - pageSum) / deskCount : 255;
  if (pageSum / best.length - deskMean < MIN_CONTRAST) return undefined;
  return { corners, areaFraction };
}

/** Shoelace formula; corners in order around the polygon. */
export function polygonArea(points: readonly Point[]): number {
  let twice = 0;
  for (let i = 0; i < points.length; i++) {
    const a = points[i]!;
    const b = points[(i + 1) % points.length]!;
    twice += a.x * b.y - b.x * a.y;
  }
  return Math.abs(twice) / 2;
}

/** Otsu's global threshold: the cut that best separates the histogram into two classes. */
export function otsu(grey: Uint8Array): number {
  const histogram = new Float64Array(256);
  for (let i = 0; i < grey.length; i++) histogram[grey[i]!]!++;
  let sumAll = 0;
  for (let v = 0; v < 256; v++) sumAll += v * histogram[v]!;
  let weightBelow = 0;
  let sumBelow = 0;
  let bestCut = 128;
  let bestVariance = -1;
  for (let v = 0; v < 256; v++) {
    weightBelow += histogram[v]!;
    if (weightBelow === 0) continue;
    const weightAbove = grey.length - weightBelow;
    if (weightAbove === 0) break;
    sumBelow += v * histogram[v]!;
    const meanBelow = sumBelow / weightBelow;
    const meanAbove = (sumAll - sumBelow) / weightAbove;
    const variance = weightBelow * weightAbove * (meanBelow - meanAbove) ** 2;
    if (variance > bestVariance) {
      bestVariance = variance;
      bestCut = v + 1;
    }
  }
  return bestCut;
}
