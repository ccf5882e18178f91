import sharp from 'sharp';
import { InputRejectedError } from './domain-errors.js';

/**
 * The most pixels any user image may declare (about a 8660 × 5770 photo; phone cameras are
 * 12–48 MP). A small file can declare huge dimensions (a decompression bomb); sharp would then
 * allocate gigabytes, so every place sharp opens a user image checks the header first and passes
 * this as `limitInputPixels`.
 */
export const MAX_IMAGE_PIXELS = 50_000_000;

export const TOO_MANY_PIXELS = 'Image Too Large: photos can be at most 50 megapixels. Please upload a smaller photo.';
export const UNREADABLE_IMAGE =
  'Unreadable Image: the file looks damaged or incomplete. Please upload the photo again.';

/** Reads only the image header (cheap); refuses images over MAX_IMAGE_PIXELS or unreadable ones (422). */
export async function checkImagePixels(image: Buffer): Promise<sharp.Metadata> {
  let metadata: sharp.Metadata;
  try {
    metadata = await sharp(image, { limitInputPixels: MAX_IMAGE_PIXELS }).metadata();
  } catch (error) {
    if (isPixelLimitError(error)) throw new InputRejectedError(TOO_MANY_PIXELS);
    throw new InputRejectedError(UNREADABLE_IMAGE);
  }
  const { width = 0, height = 0 } = metadata;
  if (width * height > MAX_IMAGE_PIXELS) throw new InputRejectedError(TOO_MANY_PIXELS);
  return metadata;
}

export function isPixelLimitError(error: unknown): boolean {
  return error instanceof Error && /pixel limit/i.test(error.message);
}
