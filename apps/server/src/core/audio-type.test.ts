import { describe, expect, it } from 'vitest';
import { detectAudioType } from './audio-type.js';

const bytes = (...parts: (string | number[] | Buffer)[]) =>
  Buffer.concat(
    parts.map((p) => (typeof p === 'string' ? Buffer.from(p, 'latin1') : Buffer.isBuffer(p) ? p : Buffer.from(p))),
  );

describe('detectAudioType: one rule for recordings and imported sounds', () => {
  it.each([
    ['WebM', bytes([0x1a, 0x45, 0xdf, 0xa3], Buffer.alloc(8), 'webm', Buffer.alloc(20)), 'audio/webm'],
    ['M4A', bytes([0, 0, 0, 0x18], 'ftypM4A ', [0, 0, 0, 0], 'M4A isom', Buffer.alloc(8)), 'audio/mp4'],
    ['Ogg Opus', bytes('OggS', Buffer.alloc(24), 'OpusHead'), 'audio/ogg'],
    ['Ogg Vorbis', bytes('OggS', Buffer.alloc(24), [1], 'vorbis'), 'audio/ogg'],
    ['WAV', bytes('RIFF', [0, 0, 0, 0], 'WAVEfmt ', Buffer.alloc(8)), 'audio/wav'],
    ['MP3 with a tag', bytes('ID3', Buffer.alloc(20)), 'audio/mpeg'],
    ['MP3 frame, layer III', bytes([0xff, 0xfb, 0x90, 0x00], Buffer.alloc(20)), 'audio/mpeg'],
    ['MP2 frame, layer II', bytes([0xff, 0xfd, 0x90, 0x00], Buffer.alloc(20)), 'audio/mpeg'],
  ])('%s', (_name, data, type) => {
    expect(detectAudioType(data)).toBe(type);
  });

  it.each([
    ['a HEIC photo', bytes([0, 0, 0, 0x18], 'ftypheic', [0, 0, 0, 0], 'mif1heic', Buffer.alloc(8))],
    ['an AVIF photo', bytes([0, 0, 0, 0x18], 'ftypavif', [0, 0, 0, 0], 'mif1avif', Buffer.alloc(8))],
    ['a HEVC image sequence', bytes([0, 0, 0, 0x18], 'ftyphevs', [0, 0, 0, 0], 'hevsiso8', Buffer.alloc(8))],
    [
      'a Matroska video that is not WebM',
      bytes([0x1a, 0x45, 0xdf, 0xa3], Buffer.alloc(8), 'matroska', Buffer.alloc(8)),
    ],
    ['an Ogg stream of neither codec', bytes('OggS', Buffer.alloc(24), 'Theora', Buffer.alloc(8))],
    ['a reserved MPEG layer', bytes([0xff, 0xf9, 0x90, 0x00], Buffer.alloc(20))],
    ['a PNG', bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], Buffer.alloc(20))],
    ['too short', bytes('ID3')],
  ])('refuses %s', (_name, data) => {
    expect(detectAudioType(data)).toBeNull();
  });
});
