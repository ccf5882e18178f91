/**
 * Tiny but structurally valid voice clips of a chosen length, built byte by byte: WebM as
 * Chromium's MediaRecorder writes it (a live stream), MP4/M4A (plain and fragmented), Ogg/Opus and
 * MP3. The audio payloads are filler: only the containers are read.
 */

// ---- WebM / Matroska (EBML) ----

/** EBML data size as a minimal variable-length integer; `null` writes the 8-byte unknown size. */
function ebmlSize(n: number | null): Buffer {
  if (n === null) return Buffer.from([0x01, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff]);
  if (n < 0x7f) return Buffer.from([0x80 | n]);
  if (n < 0x3fff) return Buffer.from([0x40 | (n >> 8), n & 0xff]);
  const b = Buffer.alloc(4);
  b.writeUInt32BE(0x10000000 | n);
  return b;
}

function ebml(id: number, data: Buffer, unknownSize = false): Buffer {
  const idBytes = Buffer.from(
    id
      .toString(16)
      .padStart(2, '0')
      .match(/../g)!
      .map((h) => parseInt(h, 16)),
  );
  return Buffer.concat([idBytes, ebmlSize(unknownSize ? null : data.length), data]);
}

function uint(n: number, bytes: number): Buffer {
  const b = Buffer.alloc(bytes);
  b.writeUIntBE(n, 0, bytes);
  return b;
}

export interface WebmOptions {
  /** An Info Duration element in milliseconds (Chromium writes none). */
  declaredMs?: number;
  /** Blocks inside BlockGroups with a BlockDuration instead of SimpleBlocks. */
  blockGroups?: boolean;
  /** Known sizes on the Segment and Clusters instead of unknown ones. */
  knownSizes?: boolean;
}

/** A WebM/Opus clip: one 20 ms block per frame, a new cluster every second. */
export function webmClip(seconds: number, options: WebmOptions = {}): Buffer {
  const header = ebml(
    0x1a45dfa3,
    Buffer.concat([
      ebml(0x4286, uint(1, 1)),
      ebml(0x42f7, uint(1, 1)),
      ebml(0x4282, Buffer.from('webm', 'latin1')),
      ebml(0x4287, uint(4, 1)),
      ebml(0x4285, uint(2, 1)),
    ]),
  );
  const infoChildren = [ebml(0x2ad7b1, uint(1_000_000, 3))];
  if (options.declaredMs !== undefined) {
    const d = Buffer.alloc(8);
    d.writeDoubleBE(options.declaredMs);
    infoChildren.push(ebml(0x4489, d));
  }
  const tracks = ebml(
    0x1654ae6b,
    ebml(0xae, Buffer.concat([ebml(0xd7, uint(1, 1)), ebml(0x86, Buffer.from('A_OPUS', 'latin1'))])),
  );
  const clusters: Buffer[] = [];
  const frames = Math.round((seconds * 1000) / 20);
  for (let first = 0; first < frames; first += 50) {
    const parts = [ebml(0xe7, uint(first * 20, 4))];
    for (let i = first; i < Math.min(frames, first + 50); i += 1) {
      const block = Buffer.concat([
        Buffer.from([0x81]),
        uint((i - first) * 20, 2),
        Buffer.from([0x80, 0xfc, 0xff, 0xfe]),
      ]);
      parts.push(
        options.blockGroups
          ? ebml(0xa0, Buffer.concat([ebml(0xa1, block), ebml(0x9b, uint(20, 1))]))
          : ebml(0xa3, block),
      );
    }
    clusters.push(ebml(0x1f43b675, Buffer.concat(parts), !options.knownSizes));
  }
  const segment = ebml(
    0x18538067,
    Buffer.concat([ebml(0x1549a966, Buffer.concat(infoChildren)), tracks, ...clusters]),
    !options.knownSizes,
  );
  return Buffer.concat([header, segment]);
}

// ---- MP4 / M4A (ISO BMFF) ----

function box(type: string, ...payload: Buffer[]): Buffer {
  const body = Buffer.concat(payload);
  const size = Buffer.alloc(4);
  size.writeUInt32BE(body.length + 8);
  return Buffer.concat([size, Buffer.from(type, 'latin1'), body]);
}

/** A full box's version and flags. */
const full = (version: number, flags = 0) => Buffer.from([version, flags >> 16, (flags >> 8) & 0xff, flags & 0xff]);
const u32 = (n: number) => uint(n, 4);
const u64 = (n: number) => Buffer.concat([u32(Math.floor(n / 2 ** 32)), u32(n % 2 ** 32)]);

/** mvhd or mdhd: times, timescale and duration, version 0 (32-bit) or 1 (64-bit). */
function timesHeader(type: 'mvhd' | 'mdhd', version: 0 | 1, timescale: number, duration: number): Buffer {
  const times = version === 1 ? Buffer.concat([u64(0), u64(0)]) : Buffer.concat([u32(0), u32(0)]);
  const length = version === 1 ? u64(duration) : u32(duration);
  const rest = type === 'mvhd' ? Buffer.alloc(80) : Buffer.alloc(4);
  return box(type, full(version), times, u32(timescale), length, rest);
}

export interface Mp4Options {
  /** Fragments (moof/traf/trun) carry the samples and the headers say 0, as MediaRecorder writes. */
  fragmented?: boolean;
  /** Version 1 (64-bit) mvhd and mdhd. */
  version1?: boolean;
}

/** An M4A clip (AAC at 48 kHz: 1024-sample frames). */
export function mp4Clip(seconds: number, options: Mp4Options = {}): Buffer {
  const version = options.version1 ? 1 : 0;
  const samples = Math.round(seconds * 48_000);
  const declared = options.fragmented ? 0 : samples;
  const tkhd = box('tkhd', full(0, 3), u32(0), u32(0), u32(1), u32(0), u32(0), Buffer.alloc(60));
  const hdlr = box('hdlr', full(0), u32(0), Buffer.from('soun', 'latin1'), Buffer.alloc(12), Buffer.from('\0'));
  const trak = box('trak', tkhd, box('mdia', timesHeader('mdhd', version, 48_000, declared), hdlr));
  const moovParts = [timesHeader('mvhd', version, 1000, Math.round((declared / 48_000) * 1000)), trak];
  if (options.fragmented) moovParts.push(box('mvex', box('trex', full(0), u32(1), u32(1), u32(1024), u32(0), u32(0))));
  const out = [box('ftyp', Buffer.from('M4A \0\0\0\0M4A isommp42', 'latin1')), box('moov', ...moovParts)];
  if (!options.fragmented) {
    out.push(box('mdat', Buffer.alloc(Math.ceil(samples / 1024) * 4, 0x21)));
    return Buffer.concat(out);
  }
  // One fragment a second; each sample's duration given in the trun (flags: duration and size).
  const perFragment = 47; // ≈ 1 s of 1024-sample frames
  const total = Math.ceil(samples / 1024);
  for (let first = 0, n = 1; first < total; first += perFragment, n += 1) {
    const count = Math.min(perFragment, total - first);
    const entries = Array.from({ length: count }, () => Buffer.concat([u32(1024), u32(4)]));
    const traf = box(
      'traf',
      box('tfhd', full(0, 0x020000), u32(1)),
      box('tfdt', full(1), u64(first * 1024)),
      box('trun', full(0, 0x000300), u32(count), ...entries),
    );
    out.push(box('moof', box('mfhd', full(0), u32(n)), traf), box('mdat', Buffer.alloc(count * 4, 0x21)));
  }
  return Buffer.concat(out);
}

// ---- Ogg / Opus ----

function oggPage(headerType: number, granule: bigint, sequence: number, packets: Buffer[]): Buffer {
  const lacing: number[] = [];
  for (const p of packets) {
    let n = p.length;
    while (n >= 255) {
      lacing.push(255);
      n -= 255;
    }
    lacing.push(n);
  }
  const head = Buffer.alloc(27);
  head.write('OggS', 0, 'latin1');
  head[5] = headerType;
  head.writeBigInt64LE(granule, 6);
  head.writeUInt32LE(0x5eed, 14);
  head.writeUInt32LE(sequence, 18);
  head[26] = lacing.length;
  return Buffer.concat([head, Buffer.from(lacing), ...packets]); // CRC left 0: readers here skip it
}

export const OPUS_PRE_SKIP = 312;

/** An Ogg/Opus clip: 20 ms packets, one page a second, granules counting 48 kHz samples. */
export function oggOpusClip(seconds: number): Buffer {
  const opusHead = Buffer.concat([Buffer.from('OpusHead', 'latin1'), Buffer.from([1, 1]), uint(0, 2), Buffer.alloc(7)]);
  opusHead.writeUInt16LE(OPUS_PRE_SKIP, 10);
  opusHead.writeUInt32LE(48_000, 12);
  const pages = [
    oggPage(0x02, 0n, 0, [opusHead]),
    oggPage(0, 0n, 1, [Buffer.concat([Buffer.from('OpusTags', 'latin1'), Buffer.alloc(8)])]),
  ];
  const packets = Math.round((seconds * 1000) / 20);
  for (let first = 0, seq = 2; first < packets; first += 50, seq += 1) {
    const count = Math.min(50, packets - first);
    const granule = BigInt((first + count) * 960 + OPUS_PRE_SKIP);
    const last = first + count >= packets;
    pages.push(
      oggPage(
        last ? 0x04 : 0,
        granule,
        seq,
        Array.from({ length: count }, () => Buffer.from([0xfc, 0xff, 0xfe])),
      ),
    );
  }
  return Buffer.concat(pages);
}

// ---- MP3 ----

/** MPEG-1 Layer III, 32 kbit/s, 44.1 kHz, mono: 104-byte frames of 1152 samples. */
const MP3_HEADER = [0xff, 0xfb, 0x10, 0xc0] as const;
const MP3_FRAME_BYTES = 104;

export interface Mp3Options {
  /** A Xing header in the first frame giving this many frames (the rest are still written). */
  xingFrames?: number;
  /** An ID3v2 tag before the first frame. */
  id3?: boolean;
}

export function mp3Clip(seconds: number, options: Mp3Options = {}): Buffer {
  const frames = Math.round((seconds * 44_100) / 1152);
  const frame = () => {
    const f = Buffer.alloc(MP3_FRAME_BYTES);
    Buffer.from(MP3_HEADER).copy(f);
    return f;
  };
  const out: Buffer[] = [];
  if (options.id3) {
    const body = Buffer.alloc(300, 0x20);
    out.push(Buffer.from([0x49, 0x44, 0x33, 4, 0, 0, 0, 0, 0x02, 0x2c]), body); // size 300, syncsafe
  }
  if (options.xingFrames !== undefined) {
    const info = frame();
    info.write('Xing', 4 + 17, 'latin1');
    info.writeUInt32BE(0x1, 4 + 17 + 4);
    info.writeUInt32BE(options.xingFrames, 4 + 17 + 8);
    out.push(info);
  }
  for (let i = 0; i < frames; i += 1) out.push(frame());
  return Buffer.concat(out);
}
