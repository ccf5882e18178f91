import { checkImagePixels } from '../../core/image-pixels.js';
import { detectImageType, MAX_IMAGE_BYTES } from '../../core/image-type.js';
import type { FilePurpose } from '../../core/ports.js';

/** Imported sounds: pronunciation clips are kilobytes; 5 MB leaves room for a long one. */
export const MAX_IMPORTED_AUDIO_BYTES = 5 * 1024 * 1024;

const IMAGE_MIME = { jpeg: 'image/jpeg', png: 'image/png', webp: 'image/webp' } as const;

/** An audio file by its first bytes (names and extensions in a package are never trusted). */
export function detectAudioType(data: Buffer): string | null {
  const ascii = (start: number, end: number) => data.toString('latin1', start, end);
  if (data.length < 12) return null;
  if (ascii(0, 3) === 'ID3' || (data[0] === 0xff && (data[1]! & 0xe0) === 0xe0 && (data[1]! & 0x06) !== 0)) {
    return 'audio/mpeg';
  }
  if (ascii(0, 4) === 'OggS') return 'audio/ogg';
  if (data.readUInt32BE(0) === 0x1a45dfa3) return 'audio/webm';
  if (ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WAVE') return 'audio/wav';
  if (ascii(4, 8) === 'ftyp' && ['M4A ', 'M4B ', 'mp42', 'isom', 'mp41', 'iso2', 'dash'].includes(ascii(8, 12))) {
    return 'audio/mp4';
  }
  return null;
}

export interface CheckedMedia {
  data: Buffer;
  mimeType: string;
  purpose: FilePurpose;
}

/**
 * The photo checks (spec §5: by content, at most 15 MB, JPEG/PNG/WEBP, pixel cap) for an image, a
 * content sniff and a size cap for a sound; null when the file cannot be used (the caller warns).
 * The file store then strips image metadata as it does for photos.
 */
export async function checkCardMedia(data: Buffer, kind: 'image' | 'audio'): Promise<CheckedMedia | null> {
  if (kind === 'audio') {
    const mimeType = data.length <= MAX_IMPORTED_AUDIO_BYTES ? detectAudioType(data) : null;
    return mimeType ? { data, mimeType, purpose: 'card_audio' } : null;
  }
  if (data.length > MAX_IMAGE_BYTES) return null;
  const type = detectImageType(data);
  if (type !== 'jpeg' && type !== 'png' && type !== 'webp') return null;
  try {
    await checkImagePixels(data);
  } catch {
    return null;
  }
  return { data, mimeType: IMAGE_MIME[type], purpose: 'card_image' };
}
