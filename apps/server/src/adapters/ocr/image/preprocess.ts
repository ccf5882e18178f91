import { setImmediate as yieldToEventLoop } from 'node:timers/promises';
import sharp from 'sharp';
import { MAX_IMAGE_PIXELS } from '../../../core/image-pixels.js';
import { globalThreshold, isEvenlyLit } from './global-threshold.js';
import { findPageGeometry, removeShading, warpPage, type GreyImage } from './page-flatten.js';
import { minRuleLength, removeRules } from './rule-removal.js';
import { sauvolaThreshold } from './sauvola-threshold.js';
import { medianLineHeight, smallTextEnlargement } from './text-scale.js';

/**
 * Image clean-up before Tesseract. Every step here was kept because it lowered character error
 * rate on the fixtures, or because phone photos need it to be read at all; docs/ocr.md has the
 * measurements and the steps that were tried and dropped.
 */
export interface PreprocessOptions {
  /** Longer side cap in pixels. Only shrinks (smallTextLineHeight aside): upscaling noisy photos made them worse. */
  maxLongSide: number;
  /** Sauvola window side in pixels (odd); one to two text lines at the capped size. */
  sauvolaWindow: number;
  /** Sauvola sensitivity: higher keeps less of faint, low-contrast marks (paper texture, shadows). */
  sauvolaK: number;
  /** Largest skew searched, degrees either way. */
  maxSkewDegrees: number;
  /** Hand Tesseract the Sauvola result rather than the greyscale (which Tesseract thresholds with Otsu). */
  binarise: boolean;
  /** Straighten rotated photos; Tesseract's layout analysis loses lines that drift into each other. */
  deskew: boolean;
  /** Cut the page out of a photo of it lying on a darker desk and undo the perspective (page-flatten.ts). */
  flattenPage: boolean;
  /**
   * Grow the page found over the shading the page finder's global cut split off it
   * (page-finder.ts, `growOverShading`). Off by default: it mends a cut-out through the text but
   * moves right ones too, so the page reader asks for it only for a second cut-out, once the
   * first one's reading shows it went through the text (docs/ocr.md, *Ninth round*).
   */
  growPageOverShading: boolean;
  /**
   * Long side of a flattened page, pixels (at most maxLongSide): enough for Tesseract, fewer
   * pixels than a 12 MP photo's page (its time grows with pixels); small photos are enlarged.
   */
  flatLongSide: number;
  /**
   * Text line height (pixels, ascenders to descenders) a flattened page is scaled towards, within
   * flatMinLongSide..flatLongSide: large print is read as well and sooner at a smaller size, and
   * small print keeps the full size. 0 turns this off (always flatLongSide).
   */
  flatLineHeight: number;
  /** Smallest long side a flattened page is scaled down to for its text size. */
  flatMinLongSide: number;
  /**
   * Sauvola sensitivity once the page has been cut out of a photo: with the desk gone the paper is
   * the only background, and thin strokes of small, blurred photo text need a gentler cut.
   */
  flattenedSauvolaK: number;
  /**
   * Evenly lit pages (no desk, paper the same brightness all over) get one global Otsu cut
   * instead of Sauvola (global-threshold.ts): cheaper, and it keeps small marks whole.
   */
  globalThresholdWhenEven: boolean;
  /**
   * On an evenly lit page whose text lines (median, pixels) are shorter than this, Tesseract gets
   * the greyscale (rules erased) rather than black and white; 0 never.
   */
  greySmallTextLineHeight: number;
  /**
   * A photo that was not cut out (no page found, or read uncut) and is not evenly lit, whose text
   * lines (median, pixels) are shorter than this, is enlarged so they reach smallTextTarget (at
   * most twice, within maxLongSide): Tesseract misreads letters only a few pixels high. 0 never.
   */
  smallTextLineHeight: number;
  smallTextTarget: number;
  /** Divide out the paper's uneven lighting before thresholding (page-flatten.ts). */
  removeShading: boolean;
  /** Erase table borders and long rules from the binary image (rule-removal.ts). */
  removeRules: boolean;
}

export const DEFAULT_PREPROCESS_OPTIONS: Readonly<PreprocessOptions> = {
  maxLongSide: 3000,
  sauvolaWindow: 51,
  sauvolaK: 0.5,
  maxSkewDegrees: 10,
  binarise: true,
  deskew: true,
  flattenPage: true,
  growPageOverShading: false,
  flatLongSide: 2400,
  flatLineHeight: 0,
  flatMinLongSide: 1600,
  flattenedSauvolaK: 0.3,
  globalThresholdWhenEven: false,
  greySmallTextLineHeight: 12,
  smallTextLineHeight: 26,
  smallTextTarget: 38,
  removeShading: false,
  removeRules: true,
};

export interface PreprocessedImage {
  /**
   * Greyscale PGM, purely black (0) and white (255) when binarised: Tesseract reads it without a
   * decode step, and it carries no DPI to mislead it.
   */
  image: Buffer;
  /** True when `image` is purely black and white (native Tesseract then gets a one-bit PBM). */
  binary: boolean;
  width: number;
  height: number;
  /** The rotation that was removed (before thresholding), degrees clockwise; 0 when the page was already straight. */
  skewDegrees: number;
  /** True when the page was cut out of a photo of it on a desk and its perspective undone. */
  flattened?: boolean;
  /** True when that page was grown over its shading (`growPageOverShading`) beyond the first cut. */
  grown?: boolean;
}

/** Longest stretch of synchronous pixel work between yields, so requests keep flowing meanwhile. */
const SLICE_MS = 8;

/** Below this the rotation costs more (resampling blur) than the skew does. */
const MIN_SKEW_DEGREES = 0.2;

/** Long side of the small copy the skew is measured on: text lines still a few pixels tall. */
const SKEW_LONG_SIDE = 800;

/**
 * CPU milliseconds per preprocessing step (bench/ocr/ocr-profile.ts), when the caller asks; wall
 * milliseconds under `<step> (wall)`.
 */
export type StepTimes = Record<string, number>;

/**
 * Preprocessing's first step: the upload decoded, turned upright by its EXIF orientation, put on
 * white, capped at `maxLongSide` and made greyscale. Every reading of one upload starts from the
 * same result, so the page reader decodes once and hands it to each preprocessImage call.
 */
export async function decodeUpload(input: Buffer, maxLongSide: number): Promise<GreyImage> {
  // Flatten first: a transparent PNG's background would otherwise turn black and hide the text.
  const { data, info } = await sharp(input, { failOn: 'error', limitInputPixels: MAX_IMAGE_PIXELS })
    .rotate()
    .flatten({ background: '#ffffff' })
    .resize({ width: maxLongSide, height: maxLongSide, fit: 'inside', withoutEnlargement: true })
    .toColourspace('b-w')
    .raw()
    .toBuffer({ resolveWithObject: true });
  if (info.channels !== 1) throw new Error(`expected one greyscale channel, got ${info.channels}`);
  return { data, width: info.width, height: info.height };
}

/**
 * `input`: the upload, or its decodeUpload result at the same maxLongSide (not changed here).
 */
export async function preprocessImage(
  input: Buffer | GreyImage,
  overrides: Readonly<Partial<PreprocessOptions>> = DEFAULT_PREPROCESS_OPTIONS,
  steps?: StepTimes,
): Promise<PreprocessedImage> {
  const options: PreprocessOptions = { ...DEFAULT_PREPROCESS_OPTIONS, ...overrides };
  const timed = async <T>(name: string, work: () => Promise<T> | T): Promise<T> => {
    if (!steps) return work();
    const start = process.cpuUsage();
    const wallStart = performance.now();
    const result = await work();
    const used = process.cpuUsage(start);
    steps[name] = (steps[name] ?? 0) + (used.user + used.system) / 1000;
    steps[`${name} (wall)`] = (steps[`${name} (wall)`] ?? 0) + performance.now() - wallStart;
    return result;
  };
  const decoded = Buffer.isBuffer(input)
    ? await timed('decode', () => decodeUpload(input, options.maxLongSide))
    : input;

  const page = options.flattenPage
    ? await timed('page search', () =>
        findPageGeometry(decoded, Math.min(options.maxLongSide, options.flatLongSide), {
          growOverShading: options.growPageOverShading,
        }),
      )
    : undefined;
  const k = page ? options.flattenedSauvolaK : options.sauvolaK;
  let window = options.sauvolaWindow;
  const evenlyLit =
    !page &&
    (options.globalThresholdWhenEven || options.greySmallTextLineHeight > 0) &&
    (await timed('threshold', () => isEvenlyLit(decoded.data, decoded.width, decoded.height)));
  const threshold = (image: GreyImage) =>
    timed('threshold', () => {
      const global = evenlyLit && options.globalThresholdWhenEven ? globalThreshold(image.data) : undefined;
      return global ?? sauvolaThreshold(image.data, image.width, image.height, window, k);
    });
  const skew = (binary: Uint8Array, width: number, height: number) =>
    options.deskew
      ? timed('skew estimate', () => estimateSkew(binary, width, height, options.maxSkewDegrees))
      : Promise.resolve(0);

  // The full-size image is resampled at most once and thresholded after that, so the result is
  // purely black and white (a one-bit PBM for native Tesseract) with no second blur.
  let grey = decoded;
  let binary: Uint8Array | undefined;
  let skewDegrees = 0;
  if (page) {
    // Skew measured on a small flattened copy (thresholded the same way, window scaled with it),
    // then the page's warp and the turn in one pass at full size.
    const scale = Math.min(1, SKEW_LONG_SIDE / Math.max(page.width, page.height));
    const small = await timed('skew estimate', () => warpPage(decoded, page, scale));
    const smallWindow = Math.max(3, Math.round(options.sauvolaWindow * scale) | 1);
    const smallBinary = await timed('skew estimate', () =>
      sauvolaThreshold(small.data, small.width, small.height, smallWindow, k),
    );
    // The page is resampled anyway, so even a small turn costs nothing extra here.
    skewDegrees = await skew(smallBinary, small.width, small.height);
    const fullScale = await timed('skew estimate', () =>
      textScale(smallBinary, small.width, small.height, skewDegrees, scale, page, options),
    );
    window = Math.max(3, Math.round(options.sauvolaWindow * fullScale) | 1);
    grey = await timed('warp', () => warpPage(decoded, page, fullScale, skewDegrees));
  } else {
    // A scan's skew from its full-size threshold, which is the result when (as usual) it is level.
    binary = await threshold(grey);
    const degrees = await skew(binary, grey.width, grey.height);
    if (Math.abs(degrees) >= MIN_SKEW_DEGREES) {
      skewDegrees = degrees;
      grey = await timed('rotate', () => rotate(decoded, degrees));
      binary = undefined;
    }
    const factor =
      evenlyLit || options.smallTextLineHeight <= 0
        ? 1
        : await timed('text size', async () =>
            smallTextEnlargement(binary ?? (await threshold(grey)), grey.width, grey.height, options),
          );
    if (factor > 1) {
      grey = await timed('enlarge', () => resize(grey, factor));
      window = Math.max(3, Math.round(options.sauvolaWindow * factor) | 1);
      binary = undefined;
    }
  }
  if (options.removeShading) {
    grey = await timed('shading', () => removeShading(grey));
    binary = undefined;
  }

  const { width, height } = grey;
  const flattened = page !== undefined;
  const grown = page?.grown === true ? { grown: true } : {};
  if (!options.binarise)
    return { image: toPgm(grey.data, width, height), binary: false, width, height, skewDegrees, flattened, ...grown };
  const ink = binary ?? (await threshold(grey));
  // Small print on an evenly lit page goes to Tesseract as greyscale (global-threshold.ts): its
  // recogniser reads the anti-aliased edges that tell a full stop from a comma, and its own Otsu
  // cut equals ours there. Rules are still erased, from the greyscale too.
  const keepGrey =
    evenlyLit &&
    options.greySmallTextLineHeight > 0 &&
    (await timed(
      'text size',
      () => (medianLineHeight(ink, width, height) ?? Infinity) < options.greySmallTextLineHeight,
    ));
  const before = keepGrey && options.removeRules ? Uint8Array.from(ink) : undefined;
  if (options.removeRules)
    await timed('rule removal', () => removeRules(ink, width, height, minRuleLength(width, height)));
  if (keepGrey) {
    const out = grey === decoded ? Uint8Array.from(grey.data) : grey.data;
    if (before) for (let i = 0; i < out.length; i++) if (before[i] !== ink[i]) out[i] = 255;
    return { image: toPgm(out, width, height), binary: false, width, height, skewDegrees, flattened, ...grown };
  }
  return { image: toPgm(ink, width, height), binary: true, width, height, skewDegrees, flattened, ...grown };
}

/**
 * Scale of the full-size warp relative to the page's flatLongSide rectangle: the text's line
 * height, measured on the small copy, brought to flatLineHeight where the bounds allow.
 */
function textScale(
  smallBinary: Uint8Array,
  width: number,
  height: number,
  skewDegrees: number,
  smallScale: number,
  page: { width: number; height: number },
  options: Readonly<PreprocessOptions>,
): number {
  if (options.flatLineHeight <= 0) return 1;
  const lineHeight = medianLineHeight(smallBinary, width, height, skewDegrees);
  if (lineHeight === undefined) return 1;
  const longSide = Math.max(page.width, page.height);
  const wanted = (longSide * options.flatLineHeight) / (lineHeight / smallScale);
  return Math.min(longSide, Math.max(options.flatMinLongSide, wanted)) / longSide;
}

async function resize(image: GreyImage, factor: number): Promise<GreyImage> {
  const { data, info } = await sharp(image.data, { raw: { width: image.width, height: image.height, channels: 1 } })
    .resize({ width: Math.round(image.width * factor), height: Math.round(image.height * factor), kernel: 'lanczos3' })
    .extractChannel(0)
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

/** Turns a greyscale image by `skewDegrees` anticlockwise (undoing a clockwise skew), on white. */
async function rotate(image: GreyImage, skewDegrees: number): Promise<GreyImage> {
  const { data, info } = await sharp(image.data, { raw: { width: image.width, height: image.height, channels: 1 } })
    .rotate(-skewDegrees, { background: '#ffffff' })
    .extractChannel(0)
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

function toPgm(pixels: Uint8Array, width: number, height: number): Buffer {
  return Buffer.concat([Buffer.from(`P5\n${width} ${height}\n255\n`, 'latin1'), pixels]);
}

/** Upper bound on ink pixels sampled for the skew search; enough for a stable peak on a full page. */
const MAX_SKEW_SAMPLES = 40_000;

/**
 * Page skew by projection profile: rotate the ink pixels' coordinates by each candidate angle,
 * histogram them by row and keep the angle whose rows are sharpest (largest sum of squared row
 * counts): text lines then fall into few rows with empty gaps between. Coarse 0.5° steps, then
 * 0.1° around the best, on all samples.
 * Returns degrees clockwise (text running downhill to the right is positive).
 */
export async function estimateSkew(
  binary: Uint8Array,
  width: number,
  height: number,
  maxDegrees: number,
): Promise<number> {
  let ink = 0;
  for (let i = 0; i < binary.length; i++) if (binary[i] === 0) ink++;
  // Too little ink to tell lines apart, or a page that is mostly ink (a photo, not notes).
  if (ink < 50 || ink > binary.length / 2) return 0;

  // Every step-th ink pixel in raster order: all rows stay represented, so row bins are not aliased.
  const step = Math.max(1, Math.ceil(ink / MAX_SKEW_SAMPLES));
  const xs = new Int32Array(Math.floor(ink / step));
  const ys = new Int32Array(xs.length);
  let n = 0;
  let seen = 0;
  for (let y = 0; y < height && n < xs.length; y++) {
    const offset = y * width;
    for (let x = 0; x < width; x++) {
      if (binary[offset + x] !== 0 || ++seen % step !== 0) continue;
      xs[n] = x;
      ys[n] = y;
      if (++n === xs.length) break;
    }
  }

  const samples = n;
  const diagonal = Math.ceil(Math.hypot(width, height));
  const bins = new Uint32Array(2 * diagonal + 2);
  // Hot loop: indices are in range by construction, hence the non-null assertions.
  const score = (degrees: number, stride: number): number => {
    const radians = (degrees * Math.PI) / 180;
    const sin = Math.sin(radians);
    const cos = Math.cos(radians);
    bins.fill(0);
    for (let i = 0; i < samples; i += stride) {
      const row = (ys[i]! * cos - xs[i]! * sin + diagonal + 0.5) | 0;
      bins[row]!++;
    }
    let total = 0;
    for (let i = 0; i < bins.length; i++) total += bins[i]! * bins[i]!;
    return total;
  };

  let sliceStart = performance.now();
  const search = async (from: number, to: number, increment: number, stride: number) => {
    // Level text wins ties: a page with no clear lines stays as it is.
    let best = { angle: 0, score: from <= 0 && to >= 0 ? score(0, stride) : -1 };
    for (let angle = from; angle <= to + 1e-9; angle += increment) {
      const value = score(angle, stride);
      if (value > best.score) best = { angle, score: value };
      if (performance.now() - sliceStart > SLICE_MS) {
        await yieldToEventLoop();
        sliceStart = performance.now();
      }
    }
    return best;
  };
  // The coarse pass only has to land on the right peak, so a quarter of the samples will do.
  const coarse = await search(-maxDegrees, maxDegrees, 0.5, 4);
  const fine = await search(coarse.angle - 0.4, coarse.angle + 0.4, 0.1, 1);
  return Math.round(fine.angle * 10) / 10;
}
