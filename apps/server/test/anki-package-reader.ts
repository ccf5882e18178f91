import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { crc32, inflateRawSync } from 'node:zlib';
import SQLite from 'better-sqlite3';
import { expect } from 'vitest';

/**
 * Reads an exported Anki package the way an importer does, for the export tests: a small zip
 * reader, the rows of a schema 11 collection, and Anki's own sort-field and checksum rules
 * re-implemented independently of the exporter.
 */

// ---- a minimal zip reader (yauzl is not installed), checking each entry's CRC ----

export function unzip(zip: Buffer): Map<string, Buffer> {
  let eocd = -1;
  for (let i = zip.length - 22; i >= 0; i -= 1) {
    if (zip.readUInt32LE(i) === 0x06054b50) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) throw new Error('no end of central directory record');
  const count = zip.readUInt16LE(eocd + 10);
  let offset = zip.readUInt32LE(eocd + 16);
  const files = new Map<string, Buffer>();
  for (let i = 0; i < count; i += 1) {
    if (zip.readUInt32LE(offset) !== 0x02014b50) throw new Error('bad central directory entry');
    const method = zip.readUInt16LE(offset + 10);
    const crc = zip.readUInt32LE(offset + 16);
    const compressedSize = zip.readUInt32LE(offset + 20);
    const size = zip.readUInt32LE(offset + 24);
    const nameLength = zip.readUInt16LE(offset + 28);
    const extraLength = zip.readUInt16LE(offset + 30);
    const commentLength = zip.readUInt16LE(offset + 32);
    const localOffset = zip.readUInt32LE(offset + 42);
    const name = zip.toString('utf8', offset + 46, offset + 46 + nameLength);
    offset += 46 + nameLength + extraLength + commentLength;

    if (zip.readUInt32LE(localOffset) !== 0x04034b50) throw new Error('bad local header');
    const dataStart = localOffset + 30 + zip.readUInt16LE(localOffset + 26) + zip.readUInt16LE(localOffset + 28);
    const raw = zip.subarray(dataStart, dataStart + compressedSize);
    const data = method === 8 ? inflateRawSync(raw) : method === 0 ? Buffer.from(raw) : null;
    if (data === null) throw new Error(`unsupported compression method ${method}`);
    if (data.length !== size || crc32(data) !== crc) throw new Error(`corrupt entry ${name}`);
    files.set(name, data);
  }
  return files;
}

// ---- independent re-implementations of what Anki computes ----

export function ankiStripHtml(html: string): string {
  const text = html.replace(/<!--.*?-->|<style.*?>.*?<\/style>|<script.*?>.*?<\/script>|<.*?>/gis, '');
  return text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&');
}

export function ankiChecksum(text: string): number {
  return parseInt(createHash('sha1').update(text, 'utf8').digest('hex').slice(0, 8), 16);
}

// ---- opening a package the way an importer does ----

export interface NoteRow {
  id: number;
  guid: string;
  mid: number;
  mod: number;
  usn: number;
  tags: string;
  flds: string;
  sfld: string | number;
  csum: number;
  flags: number;
  data: string;
}
export interface CardRow {
  id: number;
  nid: number;
  did: number;
  ord: number;
  mod: number;
  usn: number;
  type: number;
  queue: number;
  due: number;
  ivl: number;
  factor: number;
  reps: number;
  lapses: number;
  left: number;
  odue: number;
  odid: number;
  flags: number;
  data: string;
}
export interface ColRow {
  id: number;
  crt: number;
  mod: number;
  scm: number;
  ver: number;
  dty: number;
  usn: number;
  ls: number;
  conf: string;
  models: string;
  decks: string;
  dconf: string;
  tags: string;
}
export interface DeckJson {
  id: number;
  name: string;
  conf: number;
  dyn: number;
  usn: number;
  mod: number;
}
export interface ModelJson {
  id: number;
  name: string;
  type: number;
  sortf: number;
  css: string;
  flds: { name: string; ord: number }[];
  tmpls: { name: string; ord: number; qfmt: string; afmt: string }[];
  req: [number, string, number[]][];
}

export interface OpenedPackage {
  entries: string[];
  media: string;
  fileHeader: Buffer;
  db: SQLite.Database;
}

const cleanups: (() => void)[] = [];

/** Closes and deletes every package opened so far (call it from `afterEach`). */
export function closeOpenedPackages(): void {
  for (const cleanup of cleanups.splice(0)) cleanup();
}

export function openPackage(apkg: Buffer): OpenedPackage {
  const files = unzip(apkg);
  const collection = files.get('collection.anki2');
  const media = files.get('media');
  if (!collection || !media) throw new Error('package is missing collection.anki2 or media');
  const dir = mkdtempSync(path.join(tmpdir(), 'anki-package-test-'));
  const file = path.join(dir, 'collection.anki2');
  writeFileSync(file, collection);
  const db = new SQLite(file, { readonly: true, fileMustExist: true });
  cleanups.push(() => {
    db.close();
    rmSync(dir, { recursive: true, force: true });
  });
  return { entries: [...files.keys()], media: media.toString('utf8'), fileHeader: collection.subarray(0, 100), db };
}

export function colRow(db: SQLite.Database): ColRow {
  const rows = db.prepare('SELECT * FROM col').all() as ColRow[];
  expect(rows).toHaveLength(1);
  const [row] = rows;
  if (!row) throw new Error('no col row');
  return row;
}
