import Database from 'better-sqlite3';
import { zipSync } from 'fflate';
import { SCHEMA_11 } from '../src/features/export/anki-schema.js';

/**
 * Anki packages made in the tests: a legacy one (schema 11 `collection.anki2`, JSON media list) and
 * a current one (schema 18 `collection.anki21b`, zstd, protobuf media list, zstd media), built with
 * better-sqlite3 and fflate. fzstd only decompresses, so zstd frames are written by hand with raw
 * (stored) blocks, which every zstd decoder must accept (RFC 8878 §3.1.1.2).
 */

export interface FixtureNote {
  guid: string;
  /** 'basic', 'reversed' (Basic (and reversed card)) or 'cloze'. */
  type: 'basic' | 'reversed' | 'cloze';
  fields: string[];
  deck: string;
  /** Review state per card ord; omitted cards are new. */
  reviews?: Record<
    number,
    {
      type: number;
      queue: number;
      due: number;
      ivl: number;
      factor: number;
      reps: number;
      lapses: number;
      data?: string;
    }
  >;
}

export interface FixturePackage {
  notes: FixtureNote[];
  /** File name → bytes. */
  media?: Record<string, Buffer>;
  /** Collection creation (seconds). */
  crt?: number;
}

const MODEL_IDS = { basic: 1001, reversed: 1002, cloze: 1003 } as const;
const MODELS = {
  basic: {
    name: 'Basic',
    type: 0,
    fields: ['Front', 'Back'],
    templates: [{ name: 'Card 1', qfmt: '{{Front}}', afmt: '{{FrontSide}}<hr id=answer>{{Back}}' }],
  },
  reversed: {
    name: 'Basic (and reversed card)',
    type: 0,
    fields: ['Front', 'Back'],
    templates: [
      { name: 'Card 1', qfmt: '{{Front}}', afmt: '{{FrontSide}}<hr id=answer>{{Back}}' },
      { name: 'Card 2', qfmt: '{{Back}}', afmt: '{{FrontSide}}<hr id=answer>{{Front}}' },
    ],
  },
  cloze: {
    name: 'Cloze',
    type: 1,
    fields: ['Text', 'Back Extra'],
    templates: [{ name: 'Cloze', qfmt: '{{cloze:Text}}', afmt: '{{cloze:Text}}<br>{{Back Extra}}' }],
  },
} as const;

const DEFAULT_CRT = 1_763_700_000; // 2025-11-21

function deckIds(notes: FixtureNote[]): Map<string, number> {
  const names = [...new Set(notes.map((n) => n.deck))];
  return new Map(names.map((name, i) => [name, 2000 + i]));
}

/** Card ords a note makes: one per template, or one per cloze number in the text. */
function cardOrds(note: FixtureNote): number[] {
  if (note.type === 'reversed') return [0, 1];
  if (note.type === 'basic') return [0];
  const numbers = [...(note.fields[0] ?? '').matchAll(/\{\{c(\d+)::/g)].map((m) => Number(m[1]));
  return [...new Set(numbers)].sort((a, b) => a - b).map((n) => n - 1);
}

function fillNotesAndCards(db: Database.Database, pkg: FixturePackage, decks: Map<string, number>) {
  const insertNote = db.prepare(
    "INSERT INTO notes (id, guid, mid, mod, usn, tags, flds, sfld, csum, flags, data) VALUES (?, ?, ?, 0, 0, '', ?, '', 0, 0, '')",
  );
  const insertCard = db.prepare(
    `INSERT INTO cards (id, nid, did, ord, mod, usn, type, queue, due, ivl, factor, reps, lapses, left, odue, odid, flags, data)
     VALUES (?, ?, ?, ?, 0, 0, ?, ?, ?, ?, ?, ?, ?, 0, 0, 0, 0, ?)`,
  );
  let id = 1_700_000_000_000;
  let position = 0;
  for (const note of pkg.notes) {
    const nid = ++id;
    insertNote.run(nid, note.guid, MODEL_IDS[note.type], note.fields.join('\x1f'));
    for (const ord of cardOrds(note)) {
      const r = note.reviews?.[ord];
      position += 1;
      insertCard.run(
        ++id,
        nid,
        decks.get(note.deck),
        ord,
        r?.type ?? 0,
        r?.queue ?? 0,
        r?.due ?? position,
        r?.ivl ?? 0,
        r?.factor ?? 0,
        r?.reps ?? 0,
        r?.lapses ?? 0,
        r?.data ?? '',
      );
    }
  }
}

/** A schema-11 collection (.apkg before Anki 2.1.50, and our own export's format). */
export function legacyPackage(pkg: FixturePackage, options: { collectionName?: string } = {}): Buffer {
  const db = new Database(':memory:');
  db.exec(SCHEMA_11);
  const decks = deckIds(pkg.notes);
  const models = Object.fromEntries(
    (Object.keys(MODELS) as (keyof typeof MODELS)[]).map((key) => {
      const m = MODELS[key];
      return [
        String(MODEL_IDS[key]),
        {
          id: MODEL_IDS[key],
          name: m.name,
          type: m.type,
          flds: m.fields.map((name, ord) => ({ name, ord })),
          tmpls: m.templates.map((t, ord) => ({ ...t, ord })),
        },
      ];
    }),
  );
  const deckJson = Object.fromEntries([
    ['1', { id: 1, name: 'Default' }],
    ...[...decks].map(([name, id]) => [String(id), { id, name }]),
  ]);
  db.prepare(
    "INSERT INTO col (id, crt, mod, scm, ver, dty, usn, ls, conf, models, decks, dconf, tags) VALUES (1, ?, 0, 0, 11, 0, 0, 0, '{}', ?, ?, '{}', '{}')",
  ).run(pkg.crt ?? DEFAULT_CRT, JSON.stringify(models), JSON.stringify(deckJson));
  fillNotesAndCards(db, pkg, decks);
  const collection = db.serialize();
  db.close();

  const names = Object.keys(pkg.media ?? {});
  const files: Record<string, Uint8Array> = {
    [options.collectionName ?? 'collection.anki2']: collection,
    media: Buffer.from(JSON.stringify(Object.fromEntries(names.map((n, i) => [String(i), n])))),
  };
  names.forEach((name, i) => (files[String(i)] = pkg.media![name]!));
  return Buffer.from(zipSync(files));
}

// --- the current format -------------------------------------------------------------------------

function varint(n: number): number[] {
  const out: number[] = [];
  let v = n;
  while (v >= 0x80) {
    out.push((v & 0x7f) | 0x80);
    v = Math.floor(v / 128);
  }
  out.push(v);
  return out;
}

/** A protobuf message from (field, value) pairs: numbers as varints, strings/bytes length-delimited. */
export function protobuf(fields: [number, number | string | Uint8Array][]): Buffer {
  const out: number[] = [];
  for (const [field, value] of fields) {
    if (typeof value === 'number') {
      out.push(...varint(field * 8), ...varint(value));
    } else {
      const bytes = typeof value === 'string' ? Buffer.from(value, 'utf8') : value;
      out.push(...varint(field * 8 + 2), ...varint(bytes.length), ...bytes);
    }
  }
  return Buffer.from(out);
}

/** A valid zstd frame holding `data` in raw blocks (no compression), with its content size. */
export function zstdFrame(data: Uint8Array): Buffer {
  const header = Buffer.alloc(9);
  header.writeUInt32LE(0xfd2fb528, 0);
  // Single segment (window = content size), 4-byte content size, no checksum, no dictionary.
  header[4] = 0b1010_0000;
  header.writeUInt32LE(data.length, 5);
  const parts: Buffer[] = [header];
  const BLOCK = 128 * 1024;
  for (let offset = 0; offset < data.length || offset === 0; offset += BLOCK) {
    const chunk = data.subarray(offset, offset + BLOCK);
    const last = offset + BLOCK >= data.length ? 1 : 0;
    const blockHeader = Buffer.alloc(3);
    blockHeader.writeUIntLE((chunk.length << 3) | last, 0, 3);
    parts.push(blockHeader, Buffer.from(chunk));
    if (data.length === 0) break;
  }
  return Buffer.concat(parts);
}

const SCHEMA_18_EXTRA = `
CREATE TABLE notetypes (id integer NOT NULL PRIMARY KEY, name text NOT NULL, mtime_secs integer NOT NULL, usn integer NOT NULL, config blob NOT NULL);
CREATE TABLE fields (ntid integer NOT NULL, ord integer NOT NULL, name text NOT NULL, config blob NOT NULL, PRIMARY KEY (ntid, ord));
CREATE TABLE templates (ntid integer NOT NULL, ord integer NOT NULL, name text NOT NULL, mtime_secs integer NOT NULL, usn integer NOT NULL, config blob NOT NULL, PRIMARY KEY (ntid, ord));
CREATE TABLE decks (id integer PRIMARY KEY NOT NULL, name text NOT NULL, mtime_secs integer NOT NULL, usn integer NOT NULL, common blob NOT NULL, kind blob NOT NULL);
`;

/** A schema-18 collection as Anki 2.1.50+ exports it (.apkg, or .colpkg with `collection: true`). */
export function currentPackage(pkg: FixturePackage): Buffer {
  const db = new Database(':memory:');
  db.exec(SCHEMA_11 + SCHEMA_18_EXTRA);
  const decks = deckIds(pkg.notes);
  db.prepare(
    "INSERT INTO col (id, crt, mod, scm, ver, dty, usn, ls, conf, models, decks, dconf, tags) VALUES (1, ?, 0, 0, 18, 0, 0, 0, '', '', '', '', '')",
  ).run(pkg.crt ?? DEFAULT_CRT);
  for (const key of Object.keys(MODELS) as (keyof typeof MODELS)[]) {
    const m = MODELS[key];
    // NotetypeConfig.kind = 1 for cloze (field 1), a CSS string (field 3) as Anki writes.
    db.prepare('INSERT INTO notetypes VALUES (?, ?, 0, 0, ?)').run(
      MODEL_IDS[key],
      m.name,
      protobuf([...(m.type === 1 ? ([[1, 1]] as [number, number][]) : []), [3, '.card {}']]),
    );
    m.fields.forEach((name, ord) =>
      db.prepare('INSERT INTO fields VALUES (?, ?, ?, ?)').run(MODEL_IDS[key], ord, name, Buffer.alloc(0)),
    );
    m.templates.forEach((t, ord) =>
      db.prepare('INSERT INTO templates VALUES (?, ?, ?, 0, 0, ?)').run(
        MODEL_IDS[key],
        ord,
        t.name,
        protobuf([
          [1, t.qfmt],
          [2, t.afmt],
        ]),
      ),
    );
  }
  db.prepare("INSERT INTO decks VALUES (1, 'Default', 0, 0, x'', x'')").run();
  for (const [name, id] of decks) {
    db.prepare("INSERT INTO decks VALUES (?, ?, 0, 0, x'', x'')").run(id, name.split('::').join('\x1f'));
  }
  fillNotesAndCards(db, pkg, decks);
  const collection = db.serialize();
  db.close();

  const names = Object.keys(pkg.media ?? {});
  const entries = names.map((name) =>
    protobuf([
      [1, name],
      [2, pkg.media![name]!.length],
    ]),
  );
  const files: Record<string, Uint8Array> = {
    // The stub old clients see, as Anki writes it.
    'collection.anki2': legacyCollectionStub(),
    'collection.anki21b': zstdFrame(collection),
    media: zstdFrame(protobuf(entries.map((e) => [1, e]))),
    meta: protobuf([[1, 3]]),
  };
  names.forEach((name, i) => (files[String(i)] = zstdFrame(pkg.media![name]!)));
  return Buffer.from(zipSync(files));
}

function legacyCollectionStub(): Buffer {
  const stub = legacyPackage({
    notes: [{ guid: 'stub', type: 'basic', fields: ['Please update to the latest Anki version', ''], deck: 'Default' }],
  });
  return stub; // any bytes do: a reader must pick collection.anki21b
}

/** The smallest MP3-looking clip (an ID3 header and silence). */
export const TINY_MP3 = Buffer.concat([Buffer.from('ID3\x03\x00\x00\x00\x00\x00\x00', 'latin1'), Buffer.alloc(64)]);
