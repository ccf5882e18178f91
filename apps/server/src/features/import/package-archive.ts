import { unzipSync, type UnzipFileInfo } from 'fflate';
import { Decompress } from 'fzstd';
import { IMPORT_ERRORS, importError } from './import-errors.js';

/**
 * Reading an Anki package (a zip) without trusting it: entries are listed from the central
 * directory first, their declared sizes checked against caps, and only the entries the import needs
 * are inflated. fflate inflates into a buffer of the declared size, so an entry cannot grow past
 * what was checked; zstd output is counted as it streams and cut off at the cap (a zip bomb costs
 * at most the caps, never the server's memory).
 */

/** The collection database, unpacked. Anki collections with 50,000 cards are far below this. */
export const MAX_COLLECTION_BYTES = 400 * 1024 * 1024;
/** Everything unpacked from one package: collection plus the media the cards use. */
export const MAX_UNPACKED_BYTES = 600 * 1024 * 1024;

const ZSTD_MAGIC = [0x28, 0xb5, 0x2f, 0xfd];

export function isZip(data: Uint8Array): boolean {
  return data.length >= 4 && data[0] === 0x50 && data[1] === 0x4b && (data[2] === 3 || data[2] === 5);
}

export function isZstd(data: Uint8Array): boolean {
  return ZSTD_MAGIC.every((b, i) => data[i] === b);
}

export class PackageArchive {
  readonly entries: Map<string, UnzipFileInfo>;
  private unpacked = 0;

  constructor(private readonly data: Uint8Array) {
    if (!isZip(data)) throw importError(400, IMPORT_ERRORS.notZip);
    const entries = new Map<string, UnzipFileInfo>();
    try {
      unzipSync(data, {
        filter: (file) => {
          entries.set(file.name, file);
          return false;
        },
      });
    } catch {
      throw importError(400, IMPORT_ERRORS.notZip);
    }
    this.entries = entries;
  }

  has(name: string): boolean {
    return this.entries.has(name);
  }

  /** One entry's bytes, or null when absent or larger than `maxBytes` (declared or actual). */
  read(name: string, maxBytes: number): Uint8Array | null {
    const info = this.entries.get(name);
    if (!info || info.originalSize > maxBytes) return null;
    this.charge(info.originalSize);
    let out: Uint8Array | undefined;
    try {
      out = unzipSync(this.data, { filter: (file) => file.name === name })[name];
    } catch {
      throw importError(400, IMPORT_ERRORS.corrupt);
    }
    return out ?? null;
  }

  /**
   * Several entries' bytes in one pass over the archive (one `read` per entry walks the whole
   * central directory each time: quadratic for a package with 16,000 sound files). `limits` maps
   * each wanted entry to its largest size; an entry that is absent, larger, or past the package's
   * unpacked cap is left out.
   */
  readMany(limits: Map<string, number>): Map<string, Uint8Array> {
    const charged = new Map<string, number>();
    try {
      const out = unzipSync(this.data, {
        filter: (file) => {
          const max = limits.get(file.name);
          if (max === undefined || charged.has(file.name) || file.originalSize > max) return false;
          if (this.unpacked + file.originalSize > MAX_UNPACKED_BYTES) return false;
          this.unpacked += file.originalSize;
          charged.set(file.name, file.originalSize);
          return true;
        },
      });
      return new Map(Object.entries(out));
    } catch {
      // A damaged entry fails the whole pass: read them one at a time so only that one is lost.
      for (const size of charged.values()) this.unpacked -= size;
      const out = new Map<string, Uint8Array>();
      for (const [name, max] of limits) {
        try {
          const bytes = this.read(name, max);
          if (bytes) out.set(name, bytes);
        } catch {
          // This entry only.
        }
      }
      return out;
    }
  }

  /** Decompresses a zstd stream (Anki's current format), refusing output past `maxBytes`. */
  unzstd(data: Uint8Array, maxBytes: number): Uint8Array {
    const declared = zstdDeclaredSize(data);
    if (declared > maxBytes) throw importError(413, IMPORT_ERRORS.tooBig);
    const chunks: Uint8Array[] = [];
    let total = 0;
    const stream = new Decompress((chunk) => {
      total += chunk.length;
      if (total > maxBytes) throw importError(413, IMPORT_ERRORS.tooBig);
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
