/**
 * A zip's central directory, read without inflating anything (APPNOTE 4.3.12–4.3.16, with zip64),
 * plus inflation of one entry under a byte cap. Shared by readers of zip-based uploads: Office
 * documents, and Anki packages (the import's PackageArchive, which counts bytes across entries).
 * Read by hand rather than through fflate's unzipSync so that each entry's data offset is known
 * (one entry is inflated without walking the others) and so duplicate names are seen: unzipSync
 * keys its result by name, and an archive holding two entries of one name could get past a check
 * made on one and have the other read.
 */
import { Inflate } from 'fflate';

export interface ZipEntry {
  name: string;
  /** 0 stored, 8 deflate; anything else cannot be read. */
  compression: number;
  /** Bytes in the archive. */
  size: number;
  /** Bytes once inflated, as the archive declares them (not trusted: inflation is counted). */
  originalSize: number;
  /** Offset of the entry's local header. */
  headerOffset: number;
}

export class ZipFormatError extends Error {}

const EOCD = 0x06054b50;
const ZIP64_LOCATOR = 0x07064b50;
const ZIP64_EOCD = 0x06064b50;
const CENTRAL_HEADER = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;
const MAX_32 = 0xffffffff;
/** The end record (22 bytes) plus the longest comment it can carry. */
const EOCD_SEARCH = 22 + 0xffff;

/** Every entry, in central-directory order. Throws ZipFormatError when the directory is unreadable. */
export function readZipDirectory(data: Uint8Array): ZipEntry[] {
  const view = new DataView(data.buffer, data.byteOffset, data.byteLength);
  const u16 = (at: number) => (at + 2 <= data.length ? view.getUint16(at, true) : fail());
  const u32 = (at: number) => (at + 4 <= data.length ? view.getUint32(at, true) : fail());
  const u64 = (at: number) => u32(at) + u32(at + 4) * 2 ** 32;

  let end = data.length - 22;
  const lowest = Math.max(0, data.length - EOCD_SEARCH);
  while (end >= lowest && u32(end) !== EOCD) end--;
  if (end < lowest) fail();
  let count = u16(end + 10);
  let offset = u32(end + 16);
  if (end >= 20 && u32(end - 20) === ZIP64_LOCATOR) {
    const zip64End = u64(end - 12);
    if (u32(zip64End) !== ZIP64_EOCD) fail();
    count = u64(zip64End + 32);
    offset = u64(zip64End + 48);
  }
  // Each central header takes at least 46 bytes: a count the file cannot hold is a lie.
  if (count * 46 > data.length) fail();

  const entries: ZipEntry[] = [];
  for (let i = 0; i < count; i++) {
    if (u32(offset) !== CENTRAL_HEADER) fail();
    const flags = u16(offset + 8);
    const nameLength = u16(offset + 28);
    const extraLength = u16(offset + 30);
    const commentLength = u16(offset + 32);
    const nameStart = offset + 46;
    if (nameStart + nameLength + extraLength > data.length) fail();
    const nameBytes = data.subarray(nameStart, nameStart + nameLength);
    let originalSize = u32(offset + 24);
    let size = u32(offset + 20);
    let headerOffset = u32(offset + 42);
    // Zip64: the fields stored as 0xFFFFFFFF are in extra field 0x0001, in this order.
    if (originalSize === MAX_32 || size === MAX_32 || headerOffset === MAX_32) {
      const zip64 = findExtra(data, nameStart + nameLength, extraLength, u16);
      if (zip64 === null) fail();
      let at = zip64;
      if (originalSize === MAX_32) {
        originalSize = u64(at);
        at += 8;
      }
      if (size === MAX_32) {
        size = u64(at);
        at += 8;
      }
      if (headerOffset === MAX_32) headerOffset = u64(at);
    }
    entries.push({
      // Bit 11: the name is UTF-8; otherwise code page 437, read as Latin-1 as fflate does.
      name: flags & 0x800 ? new TextDecoder().decode(nameBytes) : String.fromCharCode(...nameBytes),
      compression: u16(offset + 10),
      size,
      originalSize,
      headerOffset,
    });
    offset = nameStart + nameLength + extraLength + commentLength;
  }
  return entries;
}

/** Where the entry's bytes start, checked to lie inside the archive. */
export function entryDataRange(data: Uint8Array, entry: ZipEntry): { start: number; end: number } {
  const view = new DataView(data.buffer, data.byteOffset, data.byteLength);
  const at = entry.headerOffset;
  if (at + 30 > data.length || view.getUint32(at, true) !== LOCAL_HEADER) fail();
  const start = at + 30 + view.getUint16(at + 26, true) + view.getUint16(at + 28, true);
  const end = start + entry.size;
  if (end > data.length) fail();
  return { start, end };
}

function findExtra(data: Uint8Array, start: number, length: number, u16: (at: number) => number): number | null {
  for (let at = start; at + 4 <= start + length;) {
    const id = u16(at);
    const size = u16(at + 2);
    if (id === 0x0001) return at + 4;
    at += 4 + size;
  }
  return null;
}

function fail(): never {
  throw new ZipFormatError('unreadable zip directory');
}

/** Thrown when an entry inflates past its cap: a zip bomb, or simply too much text. */
export class ZipTooLargeError extends Error {}

/**
 * The entry's bytes, inflated with a running count: past `maxBytes` inflation stops and
 * ZipTooLargeError is thrown, whatever size the archive declared.
 */
export function inflateEntry(data: Uint8Array, entry: ZipEntry, maxBytes: number): Uint8Array {
  const { start, end } = entryDataRange(data, entry);
  const raw = data.subarray(start, end);
  if (entry.compression === 0) {
    if (raw.length > maxBytes) throw new ZipTooLargeError('zip entry too large');
    return raw;
  }
  if (entry.compression !== 8) throw new ZipFormatError(`unsupported compression ${entry.compression}`);
  const chunks: Uint8Array[] = [];
  let total = 0;
  const inflate = new Inflate((chunk) => {
    total += chunk.length;
    if (total > maxBytes) throw new ZipTooLargeError('zip entry too large');
    chunks.push(chunk);
  });
  // Fed in slices so a bomb is stopped after at most one slice's worth of output past the cap.
  const SLICE = 4 * 1024;
  try {
    for (let at = 0; at < raw.length; at += SLICE)
      inflate.push(raw.subarray(at, Math.min(raw.length, at + SLICE)), false);
    inflate.push(new Uint8Array(0), true);
  } catch (error) {
    if (error instanceof ZipTooLargeError) throw error;
    throw new ZipFormatError('corrupt zip entry');
  }
  const out = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    out.set(chunk, offset);
    offset += chunk.length;
  }
  return out;
}
