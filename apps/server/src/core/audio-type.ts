/**
 * Audio files identified by their first bytes (file names, package entry names and client MIME
 * types are never trusted). One rule for every way a clip arrives: a recording from the card
 * editor, or a sound inside an imported Anki package.
 */
export type AudioType = 'audio/webm' | 'audio/mp4' | 'audio/ogg' | 'audio/mpeg' | 'audio/wav';

const ascii = (b: Buffer, start: number, end: number) => b.toString('latin1', start, Math.min(end, b.length));

/** ISO-BMFF brands of still images (HEIF/AVIF): an 'ftyp' file with one of these is a photo, not a clip. */
const IMAGE_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'mif1', 'msf1', 'avif', 'avis']);

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
  if (ascii(b, 4, 8) === 'ftyp') {
    const size = b.readUInt32BE(0);
    const end = Math.min(b.length, size >= 16 ? size : 64);
    for (let offset = 8; offset + 4 <= end; offset += 4) {
      if (offset === 12) continue; // the minor version, not a brand
      if (IMAGE_BRANDS.has(ascii(b, offset, offset + 4))) return null;
    }
    return 'audio/mp4';
  }
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
