import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { IMPORT_MAX_CARDS } from '@revisely/contracts';
import { clampCardText, htmlToCardText } from './anki-html.js';
import { scheduleFromAnki } from './anki-schedule.js';
import { importError, IMPORT_ERRORS } from './import-errors.js';
import { Warnings, type ImportCard, type MediaSource, type ParsedImport } from './import-card.js';
import { isZstd, MAX_COLLECTION_BYTES, PackageArchive } from './package-archive.js';
import { protoFields, protoMessages, protoNumber, protoString } from './protobuf-fields.js';

/**
 * Reads an Anki package (.apkg deck package or .colpkg collection) into import cards. Three
 * collection files exist: `collection.anki21b` (Anki 2.1.50+, zstd-compressed SQLite at schema 18,
 * note types and decks in their own tables, a protobuf media list, zstd-compressed media),
 * `collection.anki21` and `collection.anki2` (schema 11, note types and decks as JSON in `col`, a
 * JSON media list). A current package also carries a stub `collection.anki2` for old clients, so
 * the newest file present wins. See docs/import.md.
 */

const COLLECTION_FILES = ['collection.anki21b', 'collection.anki21', 'collection.anki2'] as const;
const FIELD_SEPARATOR = '\x1f';
/** Our own export nests every deck under this parent; importing it back drops the prefix. */
const REVISELY_PARENT = 'Revisely::';
const EXPLANATION_FIELDS = new Set(['explanation', 'extra', 'back extra', 'notes']);

interface NoteType {
  cloze: boolean;
  fields: string[];
  templates: Map<number, { qfmt: string; afmt: string }>;
}

export const WARN = {
  extraImages: 'Kept only the first image on a side of {n} card{s}.',
  extraSounds: 'Kept only the first sound of {n} card{s}.',
  unknownType: 'Skipped {n} card{s} whose note type could not be read.',
  emptyCard: 'Skipped {n} card{s} with nothing on the front.',
  clipped: 'Shortened {n} card{s} with a side over 5,000 characters.',
  missingMedia:
    'Left out {n} media file{s}: missing from the package, or not a JPEG, PNG or WEBP image or an MP3, OGG, WebM, MP4 or WAV sound.',
} as const;

export function readAnkiPackage(data: Buffer, fileName: string, now: number): ParsedImport {
  const archive = new PackageArchive(data);
  const collectionName = COLLECTION_FILES.find((name) => archive.has(name));
  if (!collectionName) throw importError(400, IMPORT_ERRORS.noCollection);
  const latest = collectionName === 'collection.anki21b';
  let collection = archive.read(collectionName, latest ? MAX_COLLECTION_BYTES / 4 : MAX_COLLECTION_BYTES);
  if (!collection) {
    if ((archive.entries.get(collectionName)?.originalSize ?? 0) > 0) throw importError(413, IMPORT_ERRORS.tooBig);
    throw importError(400, IMPORT_ERRORS.corrupt);
  }
  if (latest) collection = archive.unzstd(collection, MAX_COLLECTION_BYTES);

  const warnings = new Warnings();
  const cards = withCollectionFile(collection, (db) => readCollection(db, now, warnings));
  const skipped = cards.skipped;
  return {
    format: fileName.toLowerCase().endsWith('.colpkg') ? 'colpkg' : 'apkg',
    cards: cards.cards,
    skipped,
    warnings,
    deckNames: [...new Set(cards.cards.map((c) => c.deckName))],
    media: mediaSource(archive, latest),
    text: null,
  };
}

/**
 * SQLite reads a database from a file, so the collection is written to a private temp folder and
 * removed when reading ends, whatever happens. A WAL-mode header is switched to rollback mode so a
 * read-only open needs no -wal/-shm files beside it.
 */
function withCollectionFile<T>(bytes: Uint8Array, read: (db: SQLite.Database) => T): T {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'revisely-import-'));
  try {
    const file = path.join(dir, 'collection.sqlite');
    const copy = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    if (copy.length >= 100 && copy.toString('latin1', 0, 15) === 'SQLite format 3' && copy[18] === 2) {
      copy[18] = 1;
      copy[19] = 1;
    }
    writeFileSync(file, copy, { mode: 0o600 });
    let db: SQLite.Database | null = null;
    try {
      db = new SQLite(file, { readonly: true, fileMustExist: true });
      // A hostile database may carry triggers or views calling functions; never run them.
      db.pragma('trusted_schema = OFF');
      return read(db);
    } catch (error) {
      // Our own refusals (too many cards) pass; anything SQLite or the decoding throws means damage.
      if (error instanceof Error && 'statusCode' in error) throw error;
      throw importError(400, IMPORT_ERRORS.corrupt);
    } finally {
      db?.close();
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

interface CardRow {
  did: number;
  ord: number;
  type: number;
  queue: number;
  due: number;
  ivl: number;
  factor: number;
  reps: number;
  lapses: number;
  odue: number;
  odid: number;
  data: string | null;
  guid: string;
  mid: number;
  flds: string;
}

function readCollection(db: SQLite.Database, now: number, warnings: Warnings) {
  const tables = new Set(
    db
      .prepare("SELECT name FROM sqlite_master WHERE type = 'table'")
      .pluck()
      .all()
      .map((n) => String(n)),
  );
  if (!tables.has('col') || !tables.has('notes') || !tables.has('cards')) throw importError(400, IMPORT_ERRORS.corrupt);
  const col = db.prepare('SELECT crt, models, decks FROM col LIMIT 1').get() as
    { crt: number; models: string; decks: string } | undefined;
  if (!col) throw importError(400, IMPORT_ERRORS.corrupt);
  const count = Number(db.prepare('SELECT count(*) FROM cards').pluck().get());
  if (count > IMPORT_MAX_CARDS) throw importError(422, IMPORT_ERRORS.tooManyCards);

  const schema18 = tables.has('notetypes') && tables.has('decks');
  const noteTypes = schema18 ? noteTypesFromTables(db) : noteTypesFromJson(col.models);
  const decks = schema18 ? decksFromTable(db) : decksFromJson(col.decks);
  const crt = Number(col.crt) || 0;

  const cards: ImportCard[] = [];
  let skipped = 0;
  const rows = db
    .prepare(
      `SELECT c.did, c.ord, c.type, c.queue, c.due, c.ivl, c.factor, c.reps, c.lapses, c.odue, c.odid, c.data,
              n.guid, n.mid, n.flds
       FROM cards c JOIN notes n ON n.id = c.nid
       ORDER BY c.did, n.id, c.ord`,
    )
    .iterate() as IterableIterator<CardRow>;
  for (const row of rows) {
    const type = noteTypes.get(Number(row.mid));
    if (!type) {
      skipped += 1;
      warnings.add(WARN.unknownType);
      continue;
    }
    const card = cardFromRow(row, type, deckName(decks, row), warnings);
    if (!card) {
      skipped += 1;
      warnings.add(WARN.emptyCard);
      continue;
    }
    card.schedule = row.type === 0 ? null : scheduleFromAnki({ ...row, data: row.data ?? '' }, crt, now);
    cards.push(card);
  }
  return { cards, skipped };
}

function deckName(decks: Map<number, string>, row: CardRow): string {
  const raw = decks.get(Number(row.odid) || Number(row.did)) ?? 'Default';
  const name = raw.startsWith(REVISELY_PARENT) ? raw.slice(REVISELY_PARENT.length) : raw;
  return name.trim() || 'Default';
}

/** Field names a template shows: `{{Front}}`, `{{type:Back}}`, `{{cloze:Text}}`; not sections or FrontSide. */
function templateFields(template: string): string[] {
  const names: string[] = [];
  for (const match of template.matchAll(/\{\{([^{}]+)\}\}/g)) {
    const inner = match[1]!.trim();
    if (/^[#/^!]/.test(inner)) continue;
    const name = inner.split(':').pop()!.trim();
    if (name !== 'FrontSide' && !names.includes(name)) names.push(name);
  }
  return names;
}

function cardFromRow(row: CardRow, type: NoteType, deck: string, warnings: Warnings): ImportCard | null {
  const values = String(row.flds).split(FIELD_SEPARATOR);
  const byName = new Map(type.fields.map((name, i) => [name, values[i] ?? '']));
  const template = type.templates.get(type.cloze ? 0 : Number(row.ord)) ?? type.templates.values().next().value;
  const questionFields = template ? templateFields(template.qfmt) : [];

  let frontHtml: string;
  let backHtml: string;
  let explanationHtml = '';
  if (type.cloze) {
    const textField = questionFields.find((n) => byName.has(n)) ?? type.fields[0] ?? '';
    frontHtml = byName.get(textField) ?? values[0] ?? '';
    const extra = type.fields.find((n) => n !== textField && EXPLANATION_FIELDS.has(n.toLowerCase()));
    backHtml = extra ? (byName.get(extra) ?? '') : '';
    // A deletion number the text no longer holds gives an empty card in Anki too.
    if (!new RegExp(`\\{\\{c${Number(row.ord) + 1}::`).test(frontHtml)) return null;
  } else {
    const answerFields = template ? templateFields(template.afmt).filter((n) => !questionFields.includes(n)) : [];
    const front = questionFields.filter((n) => byName.has(n));
    const back = answerFields.filter((n) => byName.has(n) && !EXPLANATION_FIELDS.has(n.toLowerCase()));
    const explanation = answerFields.find((n) => byName.has(n) && EXPLANATION_FIELDS.has(n.toLowerCase()));
    // A template naming no known field (hand-written HTML only): the first two fields.
    frontHtml = front.length ? join(front.map((n) => byName.get(n)!)) : (values[0] ?? '');
    backHtml = back.length || front.length ? join(back.map((n) => byName.get(n)!)) : (values[1] ?? '');
    explanationHtml = explanation ? (byName.get(explanation) ?? '') : '';
  }

  const front = htmlToCardText(frontHtml);
  const back = htmlToCardText(backHtml);
  const explanation = htmlToCardText(explanationHtml);
  if (!front.text && front.images.length === 0) return null;
  if (front.images.length > 1 || back.images.length + explanation.images.length > 1) warnings.add(WARN.extraImages);
  const sounds = [...front.sounds, ...back.sounds, ...explanation.sounds];
  if (sounds.length > 1) warnings.add(WARN.extraSounds);

  const sides = [front.text, back.text, explanation.text].map(clampCardText);
  if (sides.some((s) => s.clipped)) warnings.add(WARN.clipped);
  const ord = Number(row.ord);
  return {
    matchGuid: type.cloze || ord === 0 ? String(row.guid) : `${String(row.guid)}#card${ord + 1}`,
    clozeIndex: type.cloze ? ord + 1 : null,
    deckName: deck,
    front_text: sides[0]!.text,
    back_text: sides[1]!.text,
    explanation: sides[2]!.text || null,
    frontImage: front.images[0] ?? null,
    backImage: back.images[0] ?? explanation.images[0] ?? null,
    audio: sounds[0] ?? null,
    schedule: null,
  };
}

const join = (html: string[]) => html.filter((h) => h.trim() !== '').join('<br>');

function parseJson(text: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
  } catch {
    throw importError(400, IMPORT_ERRORS.corrupt);
  }
}

function noteTypesFromJson(models: string): Map<number, NoteType> {
  const out = new Map<number, NoteType>();
  for (const [id, raw] of Object.entries(parseJson(models))) {
    const model = raw as {
      type?: number;
      flds?: { name?: string; ord?: number }[];
      tmpls?: { ord?: number; qfmt?: string; afmt?: string }[];
    };
    const fields = [...(model.flds ?? [])].sort((a, b) => (a.ord ?? 0) - (b.ord ?? 0)).map((f) => String(f.name ?? ''));
    const templates = new Map(
      (model.tmpls ?? []).map((t, i) => [t.ord ?? i, { qfmt: String(t.qfmt ?? ''), afmt: String(t.afmt ?? '') }]),
    );
    out.set(Number(id), { cloze: model.type === 1, fields, templates });
  }
  return out;
}

function decksFromJson(decks: string): Map<number, string> {
  return new Map(
    Object.entries(parseJson(decks)).map(([id, deck]) => [Number(id), String((deck as { name?: string }).name ?? '')]),
  );
}

function noteTypesFromTables(db: SQLite.Database): Map<number, NoteType> {
  const out = new Map<number, NoteType>();
  const types = db.prepare('SELECT id, config FROM notetypes').all() as { id: number; config: Buffer }[];
  for (const t of types) {
    // NotetypeConfig.kind (field 1): 0 normal, 1 cloze.
    out.set(Number(t.id), { cloze: protoNumber(protoFields(t.config), 1) === 1, fields: [], templates: new Map() });
  }
  for (const f of db.prepare('SELECT ntid, ord, name FROM fields ORDER BY ntid, ord').all() as {
    ntid: number;
    ord: number;
    name: string;
  }[]) {
    out.get(Number(f.ntid))?.fields.push(String(f.name));
  }
  for (const t of db.prepare('SELECT ntid, ord, config FROM templates').all() as {
    ntid: number;
    ord: number;
    config: Buffer;
  }[]) {
    // CardTemplate.Config: q_format (1), a_format (2).
    const fields = protoFields(t.config);
    out.get(Number(t.ntid))?.templates.set(Number(t.ord), {
      qfmt: protoString(fields, 1) ?? '',
      afmt: protoString(fields, 2) ?? '',
    });
  }
  return out;
}

function decksFromTable(db: SQLite.Database): Map<number, string> {
  const rows = db.prepare('SELECT id, name FROM decks').all() as { id: number; name: string }[];
  // Schema 18 separates deck levels with \x1f where the JSON had '::'.
  return new Map(rows.map((d) => [Number(d.id), String(d.name).split(FIELD_SEPARATOR).join('::')]));
}

/**
 * The media list: legacy packages map zip entry names to file names in JSON ({"0": "cell.jpg"});
 * current ones hold a zstd-compressed protobuf MediaEntries (repeated entries = 1 of MediaEntry
 * { name = 1, size = 2, sha1 = 3, legacy_zip_filename = 255 }) whose position is the entry name,
 * and each media entry is itself zstd-compressed.
 */
function mediaSource(archive: PackageArchive, latest: boolean): MediaSource {
  let index: Map<string, string> | null = null;
  const load = (): Map<string, string> => {
    if (index) return index;
    index = new Map();
    const raw = archive.read('media', 64 * 1024 * 1024);
    if (!raw || raw.length === 0) return index;
    try {
      if (isZstd(raw)) {
        const list = archive.unzstd(raw, 64 * 1024 * 1024);
        protoMessages(protoFields(list), 1).forEach((entry, i) => {
          const fields = protoFields(entry);
          const name = protoString(fields, 1);
          const zipName = protoNumber(fields, 255);
          if (name) index!.set(name.normalize('NFC'), String(zipName ?? i));
        });
      } else {
        for (const [zipName, name] of Object.entries(parseJson(Buffer.from(raw).toString('utf8')))) {
          if (typeof name === 'string') index.set(name.normalize('NFC'), zipName);
        }
      }
    } catch {
      // A damaged media list loses the media, not the cards (each missing file is warned about).
    }
    return index;
  };
  /** The zip entry holding a media file the card names (percent-encoded or not). */
  const entryOf = (name: string): string | undefined => {
    const files = load();
    let decoded = name;
    try {
      decoded = decodeURIComponent(name);
    } catch {
      // Not percent-encoded.
    }
    return files.get(name.normalize('NFC')) ?? files.get(decoded.normalize('NFC'));
  };
  /** A stored entry as the file's bytes, or null when damaged or over `maxBytes` (the caller warns). */
  const decode = (stored: Uint8Array, maxBytes: number): Buffer | null => {
    try {
      const bytes = latest && isZstd(stored) ? archive.unzstd(stored, maxBytes) : stored;
      return bytes.length > maxBytes ? null : Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    } catch {
      // One damaged or oversized file loses that file only.
      return null;
    }
  };
  // Compressed media is at most slightly larger than the original; the cap applies again after.
  const STORED_SLACK = 1024;
  return {
    read(name, maxBytes) {
      const zipName = entryOf(name);
      if (zipName === undefined) return null;
      try {
        const stored = archive.read(zipName, maxBytes + STORED_SLACK);
        return stored ? decode(stored, maxBytes) : null;
      } catch {
        return null;
      }
    },
    readMany(wanted) {
      const entries = new Map<string, string>();
      const limits = new Map<string, number>();
      for (const [name, maxBytes] of wanted) {
        const zipName = entryOf(name);
        if (zipName === undefined) continue;
        entries.set(name, zipName);
        limits.set(zipName, Math.max(limits.get(zipName) ?? 0, maxBytes + STORED_SLACK));
      }
      const stored = archive.readMany(limits);
      const out = new Map<string, Buffer>();
      for (const [name, zipName] of entries) {
        const bytes = stored.get(zipName);
        const file = bytes ? decode(bytes, wanted.get(name)!) : null;
        if (file) out.set(name, file);
      }
      return out;
    },
  };
}
