/**
 * The length of a WebM/Matroska clip in seconds, or null when it cannot be read.
 *
 * MediaRecorder writes a live stream: the Segment and its Clusters may have an unknown size (all
 * size bits set) and Info may have no Duration. So the reader walks the elements in order, stepping
 * INTO the master elements whose children it needs and over everything else by its size. Element
 * ids are unique across Matroska, so this flat walk needs no stack, and an unknown-size element
 * simply ends where the next one of its parent's begins. The length is the later of the declared
 * Duration and the last block's time plus one frame: a clip cannot declare itself shorter than it is.
 */

/** Each step moves forward by at least two bytes; the cap bounds the walk whatever the input. */
const MAX_ELEMENTS = 1_000_000;
/** A frame longer than this is not a recorder's (Opus frames are 2.5–60 ms). */
const MAX_FRAME_MS = 1000;
const OPUS_FRAME_NS = 20_000_000;

const ID = {
  segment: 0x18538067,
  info: 0x1549a966,
  timecodeScale: 0x2ad7b1,
  duration: 0x4489,
  tracks: 0x1654ae6b,
  trackEntry: 0xae,
  defaultDuration: 0x23e383,
  cluster: 0x1f43b675,
  clusterTimecode: 0xe7,
  simpleBlock: 0xa3,
  blockGroup: 0xa0,
  block: 0xa1,
  blockDuration: 0x9b,
} as const;

/** Masters the walk steps into; their children are read as they come. */
const ENTERED = new Set<number>([ID.segment, ID.info, ID.tracks, ID.trackEntry, ID.cluster, ID.blockGroup]);

/** A variable-length integer: its length from the leading zero bits of the first byte (1–8). */
function vintLength(first: number): number {
  for (let i = 0; i < 8; i += 1) if (first & (0x80 >> i)) return i + 1;
  return 0;
}

/** An element id keeps its marker bit; ids are 1–4 bytes. */
function readId(b: Buffer, at: number): { id: number; length: number } | null {
  const length = vintLength(b[at] ?? 0);
  if (length === 0 || length > 4 || at + length > b.length) return null;
  return { id: b.readUIntBE(at, length), length };
}

/** A data size without its marker bit; null value when every value bit is set (unknown size). */
function readSize(b: Buffer, at: number): { value: number | null; length: number } | null {
  const length = vintLength(b[at] ?? 0);
  if (length === 0 || at + length > b.length) return null;
  let value = (b[at]! & (0xff >> length)) as number;
  let allOnes = value === 0xff >> length;
  for (let i = 1; i < length; i += 1) {
    value = value * 256 + b[at + i]!;
    if (b[at + i] !== 0xff) allOnes = false;
  }
  return { value: allOnes ? null : value, length };
}

function readUint(b: Buffer, at: number, size: number): number | null {
  if (size < 1 || size > 8 || at + size > b.length) return null;
  let value = 0;
  for (let i = 0; i < size; i += 1) value = value * 256 + b[at + i]!;
  return value;
}

function readFloat(b: Buffer, at: number, size: number): number | null {
  if (at + size > b.length) return null;
  const value = size === 4 ? b.readFloatBE(at) : size === 8 ? b.readDoubleBE(at) : NaN;
  return Number.isFinite(value) && value >= 0 ? value : null;
}

export function webmDurationSeconds(b: Buffer): number | null {
  let scaleNs = 1_000_000; // TimecodeScale's default: timecodes in milliseconds
  let declared: number | null = null; // in timecode units
  let defaultFrameNs: number | null = null;
  let clusterTime: number | null = null;
  let lastBlockTime = -Infinity; // in timecode units
  let lastBlockFrames = 1;
  let lastGap = 0; // between the last two distinct block times, in timecode units
  let lastBlockDuration: number | null = null;

  const block = (at: number, size: number) => {
    const track = vintLength(b[at] ?? 0);
    if (clusterTime === null || track === 0 || size < track + 3 || at + track + 3 > b.length) return;
    const time = clusterTime + b.readInt16BE(at + track);
    const lacing = (b[at + track + 2]! >> 1) & 0x03;
    const frames = lacing !== 0 && size > track + 3 ? b[at + track + 3]! + 1 : 1;
    if (time > lastBlockTime) {
      if (Number.isFinite(lastBlockTime)) lastGap = time - lastBlockTime;
      lastBlockTime = time;
      lastBlockFrames = frames;
      lastBlockDuration = null;
    }
  };

  let at = 0;
  for (let steps = 0; at < b.length; steps += 1) {
    if (steps >= MAX_ELEMENTS) return null;
    const id = readId(b, at);
    const size = id && readSize(b, at + id.length);
    if (!id || !size) break; // a truncated tail: keep what was read
    const data = at + id.length + size.length;
    if (ENTERED.has(id.id) || size.value === null) {
      at = data; // read its children next (an unknown size of any element is read through too)
      continue;
    }
    const end = data + size.value;
    if (end > b.length && id.id !== ID.simpleBlock && id.id !== ID.block) break;
    switch (id.id) {
      case ID.timecodeScale:
        scaleNs = readUint(b, data, size.value) || scaleNs;
        break;
      case ID.duration:
        declared = readFloat(b, data, size.value) ?? declared;
        break;
      case ID.defaultDuration:
        defaultFrameNs = readUint(b, data, size.value) ?? defaultFrameNs;
        break;
      case ID.clusterTimecode:
        clusterTime = readUint(b, data, size.value);
        break;
      case ID.simpleBlock:
      case ID.block:
        // The header is enough: a recording cut off mid-block still counts up to that block.
        block(data, size.value);
        break;
      case ID.blockDuration:
        lastBlockDuration = readUint(b, data, size.value);
        break;
    }
    at = end;
  }

  const fromDeclared = declared !== null ? (declared * scaleNs) / 1e9 : null;
  if (!Number.isFinite(lastBlockTime)) return fromDeclared;
  // One frame past the last block's start: its BlockDuration, the track's DefaultDuration, the
  // spacing of the last two blocks (what Chromium gives: neither of the others), or for a lone
  // block Opus's usual 20 ms.
  const frameNs = Math.min(
    MAX_FRAME_MS * 1e6,
    lastBlockDuration !== null
      ? lastBlockDuration * scaleNs
      : (defaultFrameNs ?? (lastGap > 0 ? lastGap * scaleNs : OPUS_FRAME_NS)),
  );
  const fromBlocks = (Math.max(0, lastBlockTime) * scaleNs + frameNs * lastBlockFrames) / 1e9;
  return Math.max(fromBlocks, fromDeclared ?? 0);
}
