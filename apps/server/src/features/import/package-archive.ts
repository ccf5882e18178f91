import { Inflate } from 'fflate';
import { Decompress } from 'fzstd';
import { IMPORT_ERRORS, importError } from './import-errors.js';
import { entryDataRange, readZipDirectory, type ZipEntry } from '../../core/zip-archive.js';

/**
 * Reading an Anki package (a zip) without trusting it: entries are listed from the central
 * directory first (a package naming one file twice is refused: a check on one entry must hold for
 * the bytes inflated), their declared sizes checked against caps, and only the entries the import
 * needs are inflated. Declared sizes are a first filter only: inflation streams and every byte it
 * actually produces is counted against the entry's cap and the package's, stopping as soon as
 * either is passed. zstd output is counted and cut off the same way (a zip bomb costs at most the
 * caps, never the server's memory).
 */

/** The collection database, unpacked. Anki collections with 50,000 cards are far below this. */
export const MAX_COLLECTION_BYTES = 400 * 1024 * 1024;
/** Everything unpacked from one package: collection plus the media the cards use. */
export const MAX_UNPACKED_BYTES = 600 * 1024 * 1024;

/**
 * Compressed bytes handed to the inflater at a time. Deflate expands at most about 1,032 times, so
 * one step produces at most ~16 MB: the most a lying entry can inflate past its cap.
 */
const INFLATE_STEP = 16 * 1024;

const ZSTD_MAGIC = [0x28, 0xb5, 0x2f, 0xfd];

export function isZip(data: Uint8Array): boolean {
  return data.length >= 4 && data[0] === 0x50 && data[1] === 0x4b && (data[2] === 3 || data[2] === 5);
}

export function isZstd(data: Uint8Array): boolean {
  return ZSTD_MAGIC.every((b, i) => data[i] === b);
}

/** Thrown out of the inflater's callback to stop it once a cap is passed. */
class OverCap extends Error {
  constructor(readonly packageCap: boolean) {
    super('over cap');
  }
}

export class PackageArchive {
  readonly entries: Map<string, ZipEntry>;
  private unpacked = 0;

  constructor(private readonly data: Uint8Array) {
    if (!isZip(data)) throw importError(400, IMPORT_ERRORS.notZip);
    let list: ZipEntry[];
    try {
      list = readZipDirectory(data);
    } catch {
      throw importError(400, IMPORT_ERRORS.notZip);
    }
    const entries = new Map<string, ZipEntry>();
    for (const entry of list) {
      if (entries.has(entry.name)) throw importError(400, IMPORT_ERRORS.duplicateNames);
      entries.set(entry.name, entry);
    }
    this.entries = entries;
  }

  /** Bytes produced so far by inflating and zstd, counted as they came out. */
  get unpackedBytes(): number {
    return this.unpacked;
  }

  has(name: string): boolean {
    return this.entries.has(name);
  }

  /**
   * One entry's bytes, or null when absent or larger than `maxBytes` (declared or actual). 413 when
   * the package's unpacked cap is passed; 400 when the entry is damaged.
   */
  read(name: string, maxBytes: number): Uint8Array | null {
    const info = this.entries.get(name);
    if (!info || info.originalSize > maxBytes) return null;
    if (this.unpacked + info.originalSize > MAX_UNPACKED_BYTES) throw importError(413, IMPORT_ERRORS.tooBig);
    try {
      return this.inflate(info, maxBytes);
    } catch (error) {
      if (error instanceof OverCap) {
        if (error.packageCap) throw importError(413, IMPORT_ERRORS.tooBig);
        return null;
      }
      throw importError(400, IMPORT_ERRORS.corrupt);
    }
  }

  /**
   * Several entries' bytes. `limits` maps each wanted entry to its largest size; an entry that is
   * absent, larger, damaged, or past the package's unpacked cap is left out (the cards are still
   * imported, with a warning for the missing media).
   */
  readMany(limits: Map<string, number>): Map<string, Uint8Array> {
    const out = new Map<string, Uint8Array>();
    for (const [name, max] of limits) {
      const info = this.entries.get(name);
      if (!info || info.originalSize > max || this.unpacked + info.originalSize > MAX_UNPACKED_BYTES) continue;
      try {
        const bytes = this.inflate(info, max);
        if (bytes) out.set(name, bytes);
      } catch {
        // This entry only.
      }
    }
    return out;
  }

  /**
   * An entry's bytes, inflated in steps; throws OverCap past `maxBytes` or the package's cap. The
   * output starts at the declared size (never past the cap) and grows only if the entry lied.
   */
  private inflate(info: ZipEntry, maxBytes: number): Uint8Array {
    const { start, end } = entryDataRange(this.data, info);
    if (info.compression === 0) {
      if (info.size > maxBytes) throw new OverCap(false);
      this.count(info.size);
      return this.data.slice(start, end);
    }
    if (info.compression !== 8) throw new Error('unsupported compression');
    let out = new Uint8Array(Math.min(info.originalSize, maxBytes));
    let total = 0;
    const inflater = new Inflate((chunk) => {
      this.count(chunk.length);
      const needed = total + chunk.length;
      if (needed > maxBytes) throw new OverCap(false);
      if (needed > out.length) {
        const grown = new Uint8Array(Math.min(maxBytes, Math.max(needed, out.length * 2)));
        grown.set(out.subarray(0, total));
        out = grown;
      }
      out.set(chunk, total);
      total = needed;
    });
    for (let at = start; at < end; at += INFLATE_STEP) {
      inflater.push(this.data.subarray(at, Math.min(end, at + INFLATE_STEP)), false);
    }
    inflater.push(new Uint8Array(0), true);
    return total === out.length ? out : out.subarray(0, total);
  }

  private count(bytes: number) {
    this.unpacked += bytes;
    if (this.unpacked > MAX_UNPACKED_BYTES) throw new OverCap(true);
  }

  /** Decompresses a zstd stream (Anki's current format), refusing output past `maxBytes`. */
  unzstd(data: Uint8Array, maxBytes: number): Uint8Array {
    const declared = zstdDeclaredSize(data);
    if (declared > maxBytes) throw importError(413, IMPORT_ERRORS.tooBig);
    const chunks: Uint8Array[] = [];
    let total = 0;
    const stream = new Decompress((chunk) => {
      total += chunk.length;
      if (total > maxBytes || this.unpacked + total > MAX_UNPACKED_BYTES) throw importError(413, IMPORT_ERRORS.tooBig);
      chunks.push(chunk);
    });
    try {
      stream.push(data, true);
    } catch (error) {
      if (error instanceof Error && 'statusCode' in error) throw error;
      throw importError(400, IMPORT_ERRORS.corrupt);
    }
    this.charge(total);
    const out = new Uint8Array(total);
    let offset = 0;
    for (const chunk of chunks) {
      out.set(chunk, offset);
      offset += chunk.length;
    }
    return out;
  }

  private charge(bytes: number) {
    this.unpacked += bytes;
    if (this.unpacked > MAX_UNPACKED_BYTES) throw importError(413, IMPORT_ERRORS.tooBig);
  }
}

/**
 * The memory the first zstd frame asks for: its content size when given, else its window size
 * (fzstd allocates that before decoding a byte). Anything that is not a zstd frame is corrupt.
 */
export function zstdDeclaredSize(data: Uint8Array): number {
  if (data.length < 6 || !isZstd(data)) throw importError(400, IMPORT_ERRORS.corrupt);
  const flags = data[4]!;
  const singleSegment = (flags >> 5) & 1;
  const dictBytes = [0, 1, 2, 4][flags & 3]!;
  const fcsFlag = flags >> 6;
  const fcsBytes = fcsFlag === 0 ? singleSegment : 1 << fcsFlag;
  const pos = 5 + (singleSegment ? 0 : 1) + dictBytes;
  let contentSize = 0;
  for (let i = 0; i < fcsBytes; i++) contentSize += (data[pos + i] ?? 0) * 2 ** (8 * i);
  if (fcsBytes === 2) contentSize += 256;
  if (singleSegment) return contentSize;
  const descriptor = data[5]!;
  const base = 2 ** (10 + (descriptor >> 3));
  return Math.max(contentSize, base + (base / 8) * (descriptor & 7));
}
