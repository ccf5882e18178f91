import { ftypBrands, HEIF_BRANDS } from '@revisely/contracts';

/**
 * Audio files identified by their first bytes (file names, package entry names and client MIME
 * types are never trusted). One rule for every way a clip arrives: a recording from the card
 * editor, or a sound inside an imported Anki package.
 */
export type AudioType = 'audio/webm' | 'audio/mp4' | 'audio/ogg' | 'audio/mpeg' | 'audio/wav';

const ascii = (b: Buffer, start: number, end: number) => b.toString('latin1', start, Math.min(end, b.length));

/**
 * WebM (an EBML header with the 'webm' doc type, what Chromium and Firefox record), MP4/M4A (an
 * 'ftyp' box with no image brand, what Safari records), Ogg (Opus or Vorbis), MP3 (an ID3 tag or an
 * MPEG audio frame header) and WAV (RIFF/WAVE, common in Anki decks). Null for anything else.
 */
export function detectAudioType(b: Buffer): AudioType | null {
  if (b.length < 12) return null;
  if (b[0] === 0x1a && b[1] === 0x45 && b[2] === 0xdf && b[3] === 0xa3) {
    return ascii(b, 4, 64).includes('webm') ? 'audio/webm' : null;
  }
  // An 'ftyp' file with a HEIF/AVIF brand is a photo, not a clip.
  const brands = ftypBrands(b);
  if (brands) return brands.some((brand) => HEIF_BRANDS.has(brand)) ? null : 'audio/mp4';
  if (ascii(b, 0, 4) === 'OggS') {
    const head = ascii(b, 0, 128);
    return head.includes('OpusHead') || head.includes('vorbis') ? 'audio/ogg' : null;
  }
  if (ascii(b, 0, 4) === 'RIFF' && ascii(b, 8, 12) === 'WAVE') return 'audio/wav';
  if (ascii(b, 0, 3) === 'ID3') return 'audio/mpeg';
  // An MPEG audio frame header: 11 sync bits and a layer (I, II or III; 00 is reserved).
  if (b[0] === 0xff && (b[1]! & 0xe0) === 0xe0 && (b[1]! & 0x06) !== 0) return 'audio/mpeg';
  return null;
}
