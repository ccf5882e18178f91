import { detectAudioType } from '../../core/audio-type.js';
import { checkImagePixels } from '../../core/image-pixels.js';
import { detectImageType, MAX_IMAGE_BYTES } from '../../core/image-type.js';
import type { FilePurpose } from '../../core/ports.js';

/** Imported sounds: pronunciation clips are kilobytes; 5 MB leaves room for a long one. */
export const MAX_IMPORTED_AUDIO_BYTES = 5 * 1024 * 1024;

const IMAGE_MIME = { jpeg: 'image/jpeg', png: 'image/png', webp: 'image/webp' } as const;

export interface CheckedMedia {
  data: Buffer;
  mimeType: string;
  purpose: Extract<FilePurpose, 'card_image' | 'card_audio'>;
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
