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
 * stored byte for byte, sparing a JPEG a needless lossy re-encode.
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
    metadata.exif || metadata.xmp || metadata.iptc || metadata.comments?.length || (metadata.orientation ?? 1) > 1,
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
