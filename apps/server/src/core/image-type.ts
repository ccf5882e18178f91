import { HttpError } from './http-error.js';

export type ImageType = 'jpeg' | 'png' | 'webp' | 'heic' | 'unknown';
export type AcceptedImageType = Extract<ImageType, 'jpeg' | 'png' | 'webp'>;

/** Spec §9: images up to 15 MB. */
export const MAX_IMAGE_BYTES = 15_728_640;

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/**
 * ISO-BMFF brands of the HEIF family (HEIC stills and sequences, generic HEIF, AVIF). The spec
 * rejects HEIC/HEIF; sharp's prebuilt libvips cannot decode HEVC and most browsers cannot show
 * these files, so the whole container family gets the iPhone advice rather than a vague error.
 */
const HEIF_BRANDS = new Set([
  'heic',
  'heix',
  'hevc',
  'hevx',
  'heim',
  'heis',
  'hevm',
  'hevs',
  'mif1',
  'msf1',
  'avif',
  'avis',
]);

const ascii = (buffer: Buffer, start: number, end: number) => buffer.toString('latin1', start, end);

function startsWith(buffer: Buffer, bytes: readonly number[]): boolean {
  return buffer.length >= bytes.length && bytes.every((byte, i) => buffer[i] === byte);
}

/** Reads the 'ftyp' box: the major brand and every compatible brand, since some encoders put 'mif1' first. */
function isHeifFamily(buffer: Buffer): boolean {
  if (buffer.length < 16 || ascii(buffer, 4, 8) !== 'ftyp') return false;
  const boxSize = buffer.readUInt32BE(0);
  // A size of 0 or 1 means "to end of file" or a 64-bit size; the brands still follow at offset 16.
  const end = Math.min(buffer.length, boxSize >= 16 ? boxSize : 64);
  if (HEIF_BRANDS.has(ascii(buffer, 8, 12))) return true;
  for (let offset = 16; offset + 4 <= end; offset += 4) {
    if (HEIF_BRANDS.has(ascii(buffer, offset, offset + 4))) return true;
  }
  return false;
}

/** Identifies an image by its first bytes; file names and client MIME types are never trusted. */
export function detectImageType(buffer: Buffer): ImageType {
  if (startsWith(buffer, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(buffer, PNG_SIGNATURE)) return 'png';
  if (buffer.length >= 12 && ascii(buffer, 0, 4) === 'RIFF' && ascii(buffer, 8, 12) === 'WEBP') return 'webp';
  if (isHeifFamily(buffer)) return 'heic';
  return 'unknown';
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
