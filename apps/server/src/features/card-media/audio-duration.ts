import type { AudioType } from '../../core/audio-type.js';
import { mp4DurationSeconds } from './mp4-duration.js';
import { webmDurationSeconds } from './webm-duration.js';

/**
 * How long a voice clip plays, in seconds, read from its container (never decoded), or null when
 * it cannot be read. Each reader walks the bytes once, front to back, with a cap on the elements,
 * boxes, pages or frames it visits, so a hostile 1 MB file costs a few milliseconds at most.
 */
export function audioDurationSeconds(data: Buffer, type: AudioType): number | null {
  const seconds = isRecordedAudioType(type) ? READERS[type](data) : null;
  return seconds !== null && Number.isFinite(seconds) && seconds > 0 ? seconds : null;
}

/** The containers a clip recorded in the card editor comes in, whose length can be read. */
export type RecordedAudioType = Exclude<AudioType, 'audio/wav'>;

/** Whether a clip of this type can be measured, and so accepted as a recording. */
export function isRecordedAudioType(type: AudioType): type is RecordedAudioType {
  return type in READERS;
}

const READERS: Record<RecordedAudioType, (b: Buffer) => number | null> = {
  'audio/webm': webmDurationSeconds,
  'audio/mp4': mp4DurationSeconds,
  'audio/ogg': oggOpusDurationSeconds,
  'audio/mpeg': mp3DurationSeconds,
};

/** Each page is at least 27 bytes. */
const MAX_OGG_PAGES = 100_000;
const OPUS_RATE = 48_000;

/**
 * Ogg/Opus: the granule position of the stream's last page counts 48 kHz samples from the start,
 * including the encoder's pre-skip (OpusHead), which is not played.
 */
export function oggOpusDurationSeconds(b: Buffer): number | null {
  let serial: number | null = null;
  let preSkip = 0;
  let last: bigint | null = null;
  let at = 0;
  for (let pages = 0; at + 27 <= b.length && b.toString('latin1', at, at + 4) === 'OggS'; pages += 1) {
    if (pages >= MAX_OGG_PAGES) return null;
    const segments = b[at + 26]!;
    const bodyAt = at + 27 + segments;
    if (bodyAt > b.length) break;
    let bodyLength = 0;
    for (let i = 0; i < segments; i += 1) bodyLength += b[at + 27 + i]!;
    const pageSerial = b.readUInt32LE(at + 14);
    if (serial === null && b.toString('latin1', bodyAt, bodyAt + 8) === 'OpusHead' && bodyAt + 12 <= b.length) {
      serial = pageSerial;
      preSkip = b.readUInt16LE(bodyAt + 10);
    } else if (serial === pageSerial) {
      const granule = b.readBigInt64LE(at + 6);
      if (granule >= 0n) last = granule; // -1: no packet ends on this page
    }
    at = bodyAt + bodyLength;
  }
  if (serial === null || last === null) return null;
  return Math.max(0, Number(last) - preSkip) / OPUS_RATE;
}

// MPEG audio frame header tables: [MPEG-1, MPEG-2, MPEG-2.5] by the header's version bits.
const SAMPLE_RATES = [
  [44_100, 48_000, 32_000],
  [22_050, 24_000, 16_000],
  [11_025, 12_000, 8_000],
] as const;
const BITRATES_KBPS = {
  // [version 1 by layer I, II, III, version 2/2.5 by layer I, II/III]
  v1: [
    [0, 32, 64, 96, 128, 160, 192, 224, 256, 288, 320, 352, 384, 416, 448],
    [0, 32, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320, 384],
    [0, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320],
  ],
  v2: [
    [0, 32, 48, 56, 64, 80, 96, 112, 128, 144, 160, 176, 192, 224, 256],
    [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160],
  ],
} as const;

interface MpegFrame {
  length: number;
  samples: number;
  sampleRate: number;
  bitrate: number;
  /** Where a Xing/Info header would start (after the side information). */
  xingAt: number;
}

/** The MPEG audio frame starting at `at`, or null when these bytes are not a valid header. */
function mpegFrame(b: Buffer, at: number): MpegFrame | null {
  if (at + 4 > b.length || b[at] !== 0xff || (b[at + 1]! & 0xe0) !== 0xe0) return null;
  const versionBits = (b[at + 1]! >> 3) & 0x03; // 0: 2.5, 2: 2, 3: 1
  const layerBits = (b[at + 1]! >> 1) & 0x03; // 1: III, 2: II, 3: I
  const bitrateIndex = b[at + 2]! >> 4;
  const rateIndex = (b[at + 2]! >> 2) & 0x03;
  if (versionBits === 1 || layerBits === 0 || bitrateIndex === 0 || bitrateIndex === 15 || rateIndex === 3) return null;
  const version = versionBits === 3 ? 0 : versionBits === 2 ? 1 : 2;
  const layer = 4 - layerBits; // 1, 2 or 3
  const padding = (b[at + 2]! >> 1) & 0x01;
  const mono = b[at + 3]! >> 6 === 3;
  const sampleRate = SAMPLE_RATES[version]![rateIndex]!;
  const table = version === 0 ? BITRATES_KBPS.v1[layer - 1]! : BITRATES_KBPS.v2[layer === 1 ? 0 : 1]!;
  const bitrate = table[bitrateIndex]! * 1000;
  const samples = layer === 1 ? 384 : layer === 3 && version !== 0 ? 576 : 1152;
  const length =
    layer === 1
      ? (Math.floor((12 * bitrate) / sampleRate) + padding) * 4
      : Math.floor(((samples / 8) * bitrate) / sampleRate) + padding;
  const sideInfo = version === 0 ? (mono ? 17 : 32) : mono ? 9 : 17;
  return { length, samples, sampleRate, bitrate, xingAt: at + 4 + sideInfo };
}

/** Bytes searched for the first frame after any ID3v2 tag. */
const MP3_SYNC_WINDOW = 64 * 1024;
const MAX_MP3_FRAMES = 100_000;

/**
 * MP3: the frame count of a Xing/Info or VBRI header when the first frame has one, else the frames
 * counted (each header gives its own length), else, past the cap, estimated from the bitrate.
 */
export function mp3DurationSeconds(b: Buffer): number | null {
  let at = 0;
  if (b.toString('latin1', 0, 3) === 'ID3' && b.length >= 10) {
    // ID3v2: a syncsafe size (7 bits a byte), plus a footer when flagged.
    const size = ((b[6]! & 0x7f) << 21) | ((b[7]! & 0x7f) << 14) | ((b[8]! & 0x7f) << 7) | (b[9]! & 0x7f);
    at = 10 + size + (b[5]! & 0x10 ? 10 : 0);
  }
  // The first frame is one whose successor starts where it says it ends (or which ends the file).
  let first: MpegFrame | null = null;
  const searchEnd = Math.min(b.length, at + MP3_SYNC_WINDOW);
  for (; at < searchEnd; at += 1) {
    first = mpegFrame(b, at);
    if (first && (at + first.length >= b.length || mpegFrame(b, at + first.length))) break;
    first = null;
  }
  if (!first) return null;

  const tag = b.toString('latin1', first.xingAt, first.xingAt + 4);
  if ((tag === 'Xing' || tag === 'Info') && first.xingAt + 12 <= b.length && b.readUInt32BE(first.xingAt + 4) & 0x1) {
    return (b.readUInt32BE(first.xingAt + 8) * first.samples) / first.sampleRate;
  }
  if (b.toString('latin1', at + 36, at + 40) === 'VBRI' && at + 54 <= b.length) {
    return (b.readUInt32BE(at + 50) * first.samples) / first.sampleRate;
  }

  let seconds = 0;
  let frames = 0;
  while (at < b.length) {
    const frame = mpegFrame(b, at);
    if (!frame || frame.length < 4) break; // the end of the audio (an ID3v1 tag, junk, a cut)
    if (frames >= MAX_MP3_FRAMES) {
      // Constant bitrate from here on: the remaining bytes at this frame's bitrate.
      return seconds + ((b.length - at) * 8) / frame.bitrate;
    }
    seconds += frame.samples / frame.sampleRate;
    frames += 1;
    at += frame.length;
  }
  return frames > 0 ? seconds : null;
}
