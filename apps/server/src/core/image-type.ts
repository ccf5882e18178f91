import { detectImageSignature, MAX_IMAGE_BYTES, type ImageSignature } from '@revisely/contracts';
import { HttpError } from './http-error.js';

export type ImageType = ImageSignature | 'unknown';
export type AcceptedImageType = Exclude<ImageSignature, 'heic'>;

/** Spec §9: images up to 15 MB. */
export { MAX_IMAGE_BYTES };

/** Identifies an image by its first bytes; file names and client MIME types are never trusted. */
export function detectImageType(buffer: Buffer): ImageType {
  return detectImageSignature(buffer) ?? 'unknown';
}

/** "15MB" for the spec's limit; other limits (e.g. 5 MB attachments) name their own size. */
function megabytes(bytes: number): string {
  const mb = bytes / 1_048_576;
  return `${Number.isInteger(mb) ? mb : mb.toFixed(1)}MB`;
}

/**
 * The spec §5 image checks by content: size first (cheapest, and an oversized HEIC is still too
 * large), then type. Returns the accepted type so callers can store the right MIME type.
 */
export function validateImageUpload(buffer: Buffer, maxBytes: number = MAX_IMAGE_BYTES): AcceptedImageType {
  if (buffer.length > maxBytes) {
    throw new HttpError(413, `File Too Large: Image must be smaller than ${megabytes(maxBytes)}.`);
  }
  const type = detectImageType(buffer);
  if (type === 'heic') {
    throw new HttpError(
      415,
      "iPhone Photo Format Detected: HEIC/HEIF photos can't be read. Set your iPhone camera to 'Most Compatible' (Settings > Camera > Formats) or take the photo with the Camera button, then upload a JPEG or PNG.",
    );
  }
  if (type === 'unknown') {
    throw new HttpError(415, 'Unsupported File Type: Please upload a JPEG, PNG or WEBP image.');
  }
  return type;
}
