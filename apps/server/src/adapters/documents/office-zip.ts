import { inflateEntry, ZipFormatError, ZipTooLargeError, type ZipEntry } from '../../core/zip-archive.js';
import { DocumentReadError } from './document-reader.js';

/** One XML part inflates to at most this (a long Word document's body is a few MB). */
const MAX_PART_BYTES = 40 * 1024 * 1024;
/** All parts read from one document together (a zip bomb stops here, whatever it declares). */
const MAX_TOTAL_BYTES = 120 * 1024 * 1024;
/** Office files have a few hundred entries; a directory of millions is an attack. */
const MAX_ENTRIES = 10_000;

/**
 * The parts of an Office zip, inflated on demand with per-part and running-total caps: past them
 * the document is refused as too much text (422), not read until memory runs out.
 */
export class OfficeZip {
  private readonly byName = new Map<string, ZipEntry>();
  private inflated = 0;

  constructor(
    private readonly data: Uint8Array,
    entries: ZipEntry[],
  ) {
    if (entries.length > MAX_ENTRIES) throw new DocumentReadError('too-much-text');
    for (const entry of entries) {
      // Two entries of one name: which one a reader picks is up to it, so refuse the file.
      if (this.byName.has(entry.name)) throw new DocumentReadError('corrupt');
      this.byName.set(entry.name, entry);
    }
  }

  names(): string[] {
    return [...this.byName.keys()];
  }

  has(name: string): boolean {
    return this.byName.has(name);
  }

  bytes(name: string): Uint8Array | null {
    const entry = this.byName.get(name);
    if (!entry) return null;
    try {
      const out = inflateEntry(this.data, entry, Math.min(MAX_PART_BYTES, MAX_TOTAL_BYTES - this.inflated));
      this.inflated += out.length;
      return out;
    } catch (error) {
      if (error instanceof ZipTooLargeError) throw new DocumentReadError('too-much-text');
      if (error instanceof ZipFormatError) throw new DocumentReadError('corrupt');
      throw error;
    }
  }

  text(name: string): string | null {
    const bytes = this.bytes(name);
    return bytes === null ? null : new TextDecoder().decode(bytes);
  }
}
