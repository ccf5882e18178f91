/**
 * Text size on a binarised page: the typical height of a text line, from the row profile of the
 * ink (each text line is a run of inky rows, the gaps between lines nearly empty). It sets the
 * resolution a flattened photo is warped to, so that its text lands near the size Tesseract reads
 * best instead of the photo's accidental size.
 */

/** A row belongs to a text line when it holds at least this share of the inkiest row's ink. */
const ROW_INK_SHARE = 0.08;

/**
 * Median height in pixels of the runs of inky rows (text lines, ascenders to descenders) after
 * turning the page level by `skewDegrees` (clockwise, as estimateSkew reports it). Undefined when
 * fewer than three lines are found (a picture, a blank page): no basis for rescaling.
 */
export function medianLineHeight(
  binary: Uint8Array,
  width: number,
  height: number,
  skewDegrees = 0,
): number | undefined {
  const radians = (skewDegrees * Math.PI) / 180;
  const sin = Math.sin(radians);
  const cos = Math.cos(radians);
  const diagonal = Math.ceil(Math.hypot(width, height));
  const rows = new Uint32Array(2 * diagonal + 2);
  // Hot loop: indices are in range by construction, hence the non-null assertions.
  for (let y = 0; y < height; y++) {
    const offset = y * width;
    for (let x = 0; x < width; x++) {
      if (binary[offset + x] !== 0) continue;
      rows[(y * cos - x * sin + diagonal + 0.5) | 0]!++;
    }
  }
  let peak = 0;
  for (const count of rows) peak = Math.max(peak, count);
  if (peak === 0) return undefined;
  const cut = peak * ROW_INK_SHARE;
  const runs: number[] = [];
  let run = 0;
  for (const count of rows) {
    if (count >= cut) run++;
    else {
      if (run >= 2) runs.push(run);
      run = 0;
    }
  }
  if (runs.length < 3) return undefined;
  runs.sort((a, b) => a - b);
  return runs[Math.floor(runs.length / 2)];
}

/** Most a photo with small text is enlarged by: beyond it the blur of the enlargement wins. */
const MAX_ENLARGEMENT = 2;

/**
 * How much to enlarge a level photo (`binary` its threshold) whose text lines are shorter than
 * smallTextLineHeight: towards smallTextTarget, at most MAX_ENLARGEMENT times and within
 * maxLongSide; 1 when no text lines are found or they are tall enough.
 */
export function smallTextEnlargement(
  binary: Uint8Array,
  width: number,
  height: number,
  options: { smallTextLineHeight: number; smallTextTarget: number; maxLongSide: number },
): number {
  const lineHeight = medianLineHeight(binary, width, height);
  if (lineHeight === undefined || lineHeight >= options.smallTextLineHeight) return 1;
  const room = options.maxLongSide / Math.max(width, height);
  return Math.max(1, Math.min(MAX_ENLARGEMENT, room, options.smallTextTarget / lineHeight));
}
