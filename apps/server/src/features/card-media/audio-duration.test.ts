import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { mp3Clip, mp4Clip, oggOpusClip, webmClip } from '../../../test/audio-fixtures.js';
import { audioDurationSeconds } from './audio-duration.js';
import { type AudioType, detectAudioType } from '../../core/audio-type.js';

const fixture = (name: string) => readFileSync(new URL(`../../../test/fixtures/audio/${name}`, import.meta.url));

/** Detected by content as the upload route does, then measured. */
const measure = (clip: Buffer) => {
  const type = detectAudioType(clip);
  expect(type).not.toBeNull();
  return audioDurationSeconds(clip, type as AudioType);
};

describe('audioDurationSeconds', () => {
  it('reads a live WebM stream: unknown sizes, no Duration, timed by its last block', () => {
    expect(measure(webmClip(10))).toBeCloseTo(10, 2);
    expect(measure(webmClip(40))).toBeCloseTo(40, 2);
    expect(measure(webmClip(12, { knownSizes: true, blockGroups: true }))).toBeCloseTo(12, 2);
    // A lone block (stopped at once) still has a length: one 20 ms frame.
    expect(measure(webmClip(0.02))).toBeCloseTo(0.02, 3);
  });

  it('never lets a WebM Duration element make a clip shorter than its blocks', () => {
    expect(measure(webmClip(40, { declaredMs: 5_000 }))).toBeCloseTo(40, 2);
    expect(measure(webmClip(3, { declaredMs: 45_000 }))).toBeCloseTo(45, 2);
  });

  it('reads plain MP4 (mvhd/mdhd, versions 0 and 1) and fragmented MP4 (trun sample durations)', () => {
    expect(measure(mp4Clip(10))).toBeCloseTo(10, 2);
    expect(measure(mp4Clip(40, { version1: true }))).toBeCloseTo(40, 2);
    expect(measure(mp4Clip(10, { fragmented: true }))).toBeCloseTo(10, 1);
    expect(measure(mp4Clip(40, { fragmented: true }))).toBeCloseTo(40, 1);
  });

  it('reads Ogg/Opus from the last granule position less the pre-skip', () => {
    expect(measure(oggOpusClip(10))).toBeCloseTo(10, 3);
    expect(measure(oggOpusClip(40))).toBeCloseTo(40, 3);
  });

  it('reads MP3 from a Xing frame count, or by counting frames after an ID3 tag', () => {
    expect(measure(mp3Clip(10))).toBeCloseTo(10, 1);
    expect(measure(mp3Clip(40, { id3: true }))).toBeCloseTo(40, 1);
    // The Xing header is believed when present: 1000 frames of 1152 samples at 44.1 kHz.
    expect(measure(mp3Clip(1, { xingFrames: 1000 }))).toBeCloseTo(26.12, 2);
  });

  it('measures what Chromium’s MediaRecorder wrote (fake microphone, 1.5 s, WebM and MP4)', () => {
    const webm = fixture('chromium-voice.webm');
    expect(measure(webm)).toBeGreaterThan(1.3);
    expect(measure(webm)).toBeLessThan(1.8);
    // Without the Duration Chromium now writes at the end, the blocks alone give the same length.
    const durationAt = webm.indexOf(Buffer.from([0x44, 0x89, 0x84]));
    expect(durationAt).toBeGreaterThan(0);
    const noDuration = Buffer.from(webm);
    noDuration.fill(0, durationAt + 3, durationAt + 7);
    expect(measure(noDuration)).toBeCloseTo(measure(webm)!, 1);

    const m4a = fixture('chromium-voice.m4a');
    expect(measure(m4a)).toBeGreaterThan(1.3);
    expect(measure(m4a)).toBeLessThan(1.8);
  });

  it('returns null for clips with no readable length, without throwing', () => {
    const webmHeaderOnly = webmClip(5).subarray(0, 40);
    expect(audioDurationSeconds(webmHeaderOnly, 'audio/webm')).toBeNull();
    expect(audioDurationSeconds(mp4Clip(5).subarray(0, 60), 'audio/mp4')).toBeNull();
    expect(audioDurationSeconds(oggOpusClip(5).subarray(0, 80), 'audio/ogg')).toBeNull();
    expect(audioDurationSeconds(Buffer.from('ID3 but then nothing like a frame at all'), 'audio/mpeg')).toBeNull();
    for (const type of ['audio/webm', 'audio/mp4', 'audio/ogg', 'audio/mpeg'] as const) {
      expect(audioDurationSeconds(Buffer.alloc(0), type)).toBeNull();
      for (let i = 0; i < 50; i += 1) {
        const value = audioDurationSeconds(randomBytes(2000), type);
        expect(value === null || value > 0).toBe(true);
      }
    }
  });

  it('keeps what a cut-off recording holds up to where it stops', () => {
    const clip = webmClip(20);
    expect(measure(clip.subarray(0, Math.floor(clip.length / 2)))).toBeGreaterThan(5);
    expect(measure(oggOpusClip(20).subarray(0, 5000))).toBeGreaterThan(5);
  });

  it('stays bounded on hostile structures: huge counts, nested unknown sizes, endless tiny boxes', () => {
    // A trun claiming 2^32 - 1 samples in a few bytes reads only the entries present.
    const trun = mp4Clip(2, { fragmented: true });
    const countAt = trun.indexOf(Buffer.from('trun', 'latin1')) + 8;
    trun.writeUInt32BE(0xffffffff, countAt);
    expect(audioDurationSeconds(trun, 'audio/mp4')).toBeLessThan(5);
    // 1 MB of unknown-size EBML masters, and 1 MB of empty 8-byte MP4 boxes.
    const header = webmClip(1).subarray(0, 40);
    const masters = Buffer.alloc(1_000_000);
    for (let at = 0; at + 12 <= masters.length; at += 12) {
      masters.set([0x1f, 0x43, 0xb6, 0x75, 0x01, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff], at);
    }
    expect(audioDurationSeconds(Buffer.concat([header, masters]), 'audio/webm')).toBeNull();
    const boxes = Buffer.alloc(1_000_000);
    for (let at = 0; at + 8 <= boxes.length; at += 8) boxes.set([0, 0, 0, 8, 0x66, 0x72, 0x65, 0x65], at);
    expect(audioDurationSeconds(Buffer.concat([mp4Clip(1).subarray(0, 28), boxes]), 'audio/mp4')).toBeNull();
  });
});
