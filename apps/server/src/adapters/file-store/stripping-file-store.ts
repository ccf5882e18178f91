import sharp from 'sharp';
import {
  checkImagePixels,
  isPixelLimitError,
  MAX_IMAGE_PIXELS,
  TOO_MANY_PIXELS,
  UNREADABLE_IMAGE,
} from '../../core/image-pixels.js';
import { InputRejectedError } from '../../core/domain-errors.js';
import type { FileStore } from './file-store.js';

type ImageFormat = 'jpeg' | 'png' | 'webp';
const FORMAT_BY_EXTENSION: Record<string, ImageFormat> = { jpg: 'jpeg', jpeg: 'jpeg', png: 'png', webp: 'webp' };

/**
 * Wraps any store so photos are kept without EXIF, XMP, IPTC or text metadata: phone photos carry
 * GPS coordinates, camera serials and times the student never meant to share (a photo can be
 * mailed to the team as a feedback attachment). The EXIF orientation is applied to the pixels
 * first, so the stored photo still shows the right way up. An image with nothing to strip is
 * stored byte for byte, sparing a JPEG a needless lossy re-encode. sharp does not report a JPEG's
 * comment (COM) segments, or other applications' segments and bytes after the image, so those are
 * looked for here (a security review found typed comments kept in stored photos).
 */
export class MetadataStrippingFileStore implements FileStore {
  /** Present when the wrapped store can list (the orphan sweep needs it). */
  readonly list?: () => AsyncIterable<{ key: string; storedAt: number }>;

  constructor(private readonly inner: FileStore) {
    if (inner.list) this.list = () => inner.list!();
  }

  async put(key: string, data: Buffer): Promise<void> {
    const format = FORMAT_BY_EXTENSION[key.split('.').pop()?.toLowerCase() ?? ''];
    await this.inner.put(key, format ? await stripMetadata(data, format) : data);
  }

  get(key: string): Promise<Buffer | null> {
    return this.inner.get(key);
  }

  delete(key: string): Promise<void> {
    return this.inner.delete(key);
  }
}

export async function stripMetadata(data: Buffer, format: ImageFormat): Promise<Buffer> {
  const metadata = await checkImagePixels(data);
  const hasMetadata = Boolean(
    metadata.exif ||
    metadata.xmp ||
    metadata.iptc ||
    metadata.comments?.length ||
    (metadata.orientation ?? 1) > 1 ||
    (format === 'jpeg' && jpegHasExtras(data)),
  );
  if (!hasMetadata) return data;
  try {
    // rotate() with no angle applies the EXIF orientation; sharp writes no metadata unless asked.
    const image = sharp(data, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'error' }).rotate();
    if (format === 'jpeg') return await image.jpeg({ quality: 90 }).toBuffer();
    if (format === 'png') return await image.png().toBuffer();
    return await image.webp({ quality: 90 }).toBuffer();
  } catch (error) {
    if (isPixelLimitError(error)) throw new InputRejectedError(TOO_MANY_PIXELS);
    throw new InputRejectedError(UNREADABLE_IMAGE);
  }
}

const JPEG_COMMENT = 0xfe;

/**
 * Whether a JPEG carries anything besides the picture that sharp's metadata does not name: a
 * comment (COM) segment anywhere (entropy-coded data escapes 0xFF, so FF FE is always a marker, and
 * comments may sit between the scans of a progressive JPEG), an application segment other than
 * JFIF (APP0), an ICC profile (APP2) or Adobe's colour marker (APP14), or bytes after the end.
 * A false alarm only costs a re-encode.
 */
export function jpegHasExtras(data: Buffer): boolean {
  if (data.length < 4 || data[0] !== 0xff || data[1] !== 0xd8) return false;
  for (let at = data.indexOf(0xff, 2); at !== -1 && at + 1 < data.length; at = data.indexOf(0xff, at + 1)) {
    if (data[at + 1] === JPEG_COMMENT) return true;
  }
  const end = data.lastIndexOf(Buffer.from([0xff, 0xd9]));
  if (end !== -1 && data.subarray(end + 2).some((byte) => byte !== 0)) return true;
  let at = 2;
  while (at + 4 <= data.length && data[at] === 0xff) {
    const marker = data[at + 1]!;
    if (marker === 0xff) {
      at += 1;
      continue;
    }
    // Start of scan or end of image: the segments that could carry metadata are behind us.
    if (marker === 0xda || marker === 0xd9) return false;
    const length = data.readUInt16BE(at + 2);
    if (marker >= 0xe0 && marker <= 0xef) {
      const isIcc = marker === 0xe2 && data.subarray(at + 4, at + 16).toString('latin1') === 'ICC_PROFILE\0';
      if (marker !== 0xe0 && marker !== 0xee && !isIcc) return true;
    }
    at += 2 + length;
  }
  return false;
}
