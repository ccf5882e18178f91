/** A crop rectangle in the displayed image's pixels. */
export interface CropRect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Spec §9: the crop starts at 300×150 (capped by the image), or 200×100 before the image is measured. */
export const FALLBACK_CROP = { width: 200, height: 100 };
export const PREFERRED_CROP = { width: 300, height: 150 };
export const CROP_JPEG_QUALITY = 0.8;

const clamp = (v: number, min: number, max: number) => Math.min(Math.max(v, min), Math.max(min, max));

/** The starting rectangle, centred in an image shown at `w` × `h`. */
export function defaultCrop(w: number, h: number): CropRect {
  if (w <= 0 || h <= 0) return { x: 0, y: 0, ...FALLBACK_CROP };
  const width = Math.min(PREFERRED_CROP.width, w);
  const height = Math.min(PREFERRED_CROP.height, h);
  return { x: Math.round((w - width) / 2), y: Math.round((h - height) / 2), width, height };
}

/** Centres the rectangle on a clicked or dragged-to point, kept inside the image. */
export function centreOn(rect: CropRect, px: number, py: number, w: number, h: number): CropRect {
  return {
    ...rect,
    x: Math.round(clamp(px - rect.width / 2, 0, w - rect.width)),
    y: Math.round(clamp(py - rect.height / 2, 0, h - rect.height)),
  };
}

/** Moves by (dx, dy) (arrow keys), kept inside the image. */
export function moveBy(rect: CropRect, dx: number, dy: number, w: number, h: number): CropRect {
  return { ...rect, x: clamp(rect.x + dx, 0, w - rect.width), y: clamp(rect.y + dy, 0, h - rect.height) };
}

/**
 * Resizes around the rectangle's centre to `scale` of the largest 2:1 rectangle that fits the
 * image (at least 20 px), kept inside the image.
 */
export function resizeTo(rect: CropRect, scale: number, w: number, h: number): CropRect {
  const maxWidth = Math.min(w, h * 2);
  const width = Math.max(20, Math.round(maxWidth * clamp(scale, 0, 1)));
  const height = Math.max(10, Math.round(width / 2));
  const cx = rect.x + rect.width / 2;
  const cy = rect.y + rect.height / 2;
  return centreOn({ ...rect, width: Math.min(width, w), height: Math.min(height, h) }, cx, cy, w, h);
}

/** The whole image, for 'Use whole image' (issue 27 item 14: a crop is never forced). */
export function wholeImage(w: number, h: number): CropRect {
  return { x: 0, y: 0, width: Math.max(1, w), height: Math.max(1, h) };
}

/**
 * Free aspect: the rectangle's width and height as separate fractions of the image's (at least
 * 20 × 10 px), resized around its centre and kept inside the image.
 */
export function resizeFree(rect: CropRect, fw: number, fh: number, w: number, h: number): CropRect {
  const width = Math.min(w, Math.max(20, Math.round(w * clamp(fw, 0, 1))));
  const height = Math.min(h, Math.max(10, Math.round(h * clamp(fh, 0, 1))));
  const cx = rect.x + rect.width / 2;
  const cy = rect.y + rect.height / 2;
  return centreOn({ ...rect, width, height }, cx, cy, w, h);
}

/** The rectangle in the image's own pixels, for drawing from the full-resolution image. */
export function toNatural(rect: CropRect, shownWidth: number, naturalWidth: number): CropRect {
  const k = shownWidth > 0 ? naturalWidth / shownWidth : 1;
  return {
    x: Math.round(rect.x * k),
    y: Math.round(rect.y * k),
    width: Math.max(1, Math.round(rect.width * k)),
    height: Math.max(1, Math.round(rect.height * k)),
  };
}
