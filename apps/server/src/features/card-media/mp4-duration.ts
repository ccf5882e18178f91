/**
 * The length of an MP4/M4A clip in seconds, or null when it cannot be read.
 *
 * A plain file says it in `moov/mvhd` (timescale and duration, version 0 or 1) and in each track's
 * `mdhd`. A fragmented one (what MediaRecorder writes: Chromium's `audio/mp4`, Safari's) may carry
 * zero there and its samples in `moof/traf/trun` boxes, so those are summed too: a fragment ends at
 * its `tfdt` decode time plus its samples' durations. The length is the longest of these, so a
 * header cannot make a clip look shorter than its samples play.
 */

/** Boxes walked at most (each is at least 8 bytes, so a 1 MB clip has fewer). */
const MAX_BOXES = 200_000;
/** Unknown-duration marker of a version 0 header. */
const UNKNOWN_32 = 0xffffffff;

const CONTAINERS = new Set(['moov', 'trak', 'mdia', 'mvex', 'moof', 'traf']);

interface Track {
  timescale: number;
  defaultSampleDuration: number;
}

function readUint64(b: Buffer, at: number): number {
  return b.readUInt32BE(at) * 2 ** 32 + b.readUInt32BE(at + 4);
}

/** The timescale and duration of an `mvhd` or `mdhd` payload (after the version and flags). */
function headerTimes(b: Buffer, at: number, end: number): { timescale: number; duration: number | null } | null {
  const version = b[at];
  const body = at + 4;
  if (version === 1) {
    if (body + 28 > end) return null;
    const duration = readUint64(b, body + 20);
    return { timescale: b.readUInt32BE(body + 16), duration: duration === 2 ** 64 - 1 ? null : duration };
  }
  if (body + 16 > end) return null;
  const duration = b.readUInt32BE(body + 12);
  return { timescale: b.readUInt32BE(body + 8), duration: duration === UNKNOWN_32 ? null : duration };
}

export function mp4DurationSeconds(b: Buffer): number | null {
  let best: number | null = null;
  const found = (seconds: number) => {
    if (Number.isFinite(seconds) && seconds >= 0) best = Math.max(best ?? 0, seconds);
  };
  const tracks = new Map<number, Track>();
  let trackId = 0; // of the `trak` or `traf` being read
  let mediaTimescale = 0; // the last `mdhd`'s, until its track's `tkhd` id is known
  let fragment = { base: 0, defaultDuration: 0, total: 0 };
  const endFragment = () => {
    const track = tracks.get(trackId) ?? [...tracks.values()][0];
    if (track && track.timescale > 0 && fragment.total > 0) found((fragment.base + fragment.total) / track.timescale);
  };

  // Boxes are walked in file order with a stack of open containers, so nesting costs no recursion;
  // a track fragment is totalled when the walk leaves it.
  const open: { end: number; type: string }[] = [];
  const close = (upTo: number) => {
    while (open.length > 0 && upTo >= open[open.length - 1]!.end) {
      if (open.pop()!.type === 'traf') endFragment();
    }
  };
  let at = 0;
  for (let steps = 0; at < b.length; steps += 1) {
    if (steps >= MAX_BOXES) return null;
    close(at);
    const parentEnd = open[open.length - 1]?.end ?? b.length;
    if (at + 8 > parentEnd) {
      at = parentEnd; // padding too short for a box
      continue;
    }
    let size = b.readUInt32BE(at);
    const type = b.toString('latin1', at + 4, at + 8);
    let header = 8;
    if (size === 1) {
      if (at + 16 > parentEnd) break;
      size = readUint64(b, at + 8);
      header = 16;
    } else if (size === 0) {
      size = parentEnd - at; // to the end of its parent
    }
    if (size < header) break; // a corrupt box: keep what was read
    const end = Math.min(at + size, parentEnd);
    if (CONTAINERS.has(type)) {
      if (type === 'traf') {
        trackId = 0;
        fragment = { base: 0, defaultDuration: 0, total: 0 };
      }
      open.push({ end, type });
      at += header;
      continue;
    }
    readBox(type, at + header, end);
    at = end;
  }
  close(Infinity);
  return best;

  function readBox(type: string, data: number, end: number) {
    if (data + 4 > end) return;
    switch (type) {
      case 'mvhd': {
        const times = headerTimes(b, data, end);
        if (times && times.timescale > 0 && times.duration !== null) found(times.duration / times.timescale);
        break;
      }
      case 'tkhd': {
        // track_ID follows the two times (4 or 8 bytes each, by version).
        const idAt = data + 4 + (b[data] === 1 ? 16 : 8);
        if (idAt + 4 <= end) {
          trackId = b.readUInt32BE(idAt);
          tracks.set(trackId, { timescale: mediaTimescale, defaultSampleDuration: 0 });
        }
        break;
      }
      case 'mdhd': {
        const times = headerTimes(b, data, end);
        if (!times || times.timescale === 0) break;
        mediaTimescale = times.timescale;
        const track = tracks.get(trackId);
        if (track) track.timescale = times.timescale;
        else tracks.set(trackId, { timescale: times.timescale, defaultSampleDuration: 0 });
        if (times.duration !== null) found(times.duration / times.timescale);
        break;
      }
      case 'trex': {
        if (data + 16 > end) break;
        const track = tracks.get(b.readUInt32BE(data + 4));
        if (track) track.defaultSampleDuration = b.readUInt32BE(data + 12);
        break;
      }
      case 'tfhd': {
        if (data + 8 > end) break;
        const flags = b.readUIntBE(data + 1, 3);
        trackId = b.readUInt32BE(data + 4);
        const field = data + 8 + (flags & 0x1 ? 8 : 0) + (flags & 0x2 ? 4 : 0);
        fragment.defaultDuration = tracks.get(trackId)?.defaultSampleDuration ?? 0;
        if (flags & 0x8 && field + 4 <= end) fragment.defaultDuration = b.readUInt32BE(field);
        break;
      }
      case 'tfdt': {
        if (b[data] === 1 ? data + 12 <= end : data + 8 <= end) {
          fragment.base = b[data] === 1 ? readUint64(b, data + 4) : b.readUInt32BE(data + 4);
        }
        break;
      }
      case 'trun': {
        if (data + 8 > end) break;
        const flags = b.readUIntBE(data + 1, 3);
        const count = b.readUInt32BE(data + 4);
        let field = data + 8 + (flags & 0x1 ? 4 : 0) + (flags & 0x4 ? 4 : 0);
        if (!(flags & 0x100)) {
          fragment.total += count * fragment.defaultDuration;
          break;
        }
        const stride = 4 * (1 + (flags & 0x200 ? 1 : 0) + (flags & 0x400 ? 1 : 0) + (flags & 0x800 ? 1 : 0));
        // Bounded by the box: a count larger than its bytes is read only as far as they go.
        for (let i = 0; i < count && field + 4 <= end; i += 1, field += stride) fragment.total += b.readUInt32BE(field);
        break;
      }
    }
  }
}
