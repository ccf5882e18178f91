import sharp from 'sharp';
import { MAX_IMAGE_PIXELS } from '../../../core/image-pixels.js';
import type { PreprocessedImage } from './preprocess.js';

/**
 * Longest side the plain reading hands Tesseract: a 12 MP phone photo (4000 × 3000) goes as it is;
 * only larger uploads are scaled down, since Tesseract's time grows with the pixels.
 */
const PLAIN_MAX_LONG_SIDE = 4000;

/**
 * The upload as plain Tesseract would read it: the file's own bytes whenever Tesseract can take
 * them as they are (a JPEG or PNG, upright, without transparency, at most PLAIN_MAX_LONG_SIDE);
 * otherwise turned by its EXIF tag, laid on white and scaled, as a PNG. None of our cleaning, so
 * what this reading finds is what Tesseract alone finds.
 */
export async function plainUpload(input: Buffer): Promise<PreprocessedImage> {
  const meta = await sharp(input, { limitInputPixels: MAX_IMAGE_PIXELS }).metadata();
  const width = meta.width ?? 0;
  const height = meta.height ?? 0;
  const turned = (meta.orientation ?? 1) > 1;
  const asIs =
    !turned &&
    !meta.hasAlpha &&
    (meta.format === 'jpeg' || meta.format === 'png') &&
    Math.max(width, height) <= PLAIN_MAX_LONG_SIDE;
  if (asIs) return { image: input, binary: false, width, height, skewDegrees: 0 };
  const { data, info } = await sharp(input, { limitInputPixels: MAX_IMAGE_PIXELS })
    .rotate()
    .flatten({ background: '#ffffff' })
    .resize({ width: PLAIN_MAX_LONG_SIDE, height: PLAIN_MAX_LONG_SIDE, fit: 'inside', withoutEnlargement: true })
    .png({ compressionLevel: 1 })
    .toBuffer({ resolveWithObject: true });
  return { image: data, binary: false, width: info.width, height: info.height, skewDegrees: 0 };
}
