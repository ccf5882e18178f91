import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { crc32, inflateRawSync } from 'node:zlib';
import SQLite from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import {
  ANKI_DEFAULT_DECK_ID,
  ANKI_MODEL_ID,
  ANKI_PARENT_DECK_ID,
  buildAnkiPackage,
  type AnkiDeckInput,
} from './anki-package.js';

const NOW = Date.UTC(2026, 10, 22, 10, 0, 0, 123);
const NOW_SECS = Math.floor(NOW / 1000);

const biology: AnkiDeckInput = {
  id: 'deck-bio-0001',
  name: 'Cell Biology',
  subject: 'Biology',
  topic: 'Cell Structure',
  cards: [
    {
      id: 'card-bio-1',
      front: 'What does <b>ATP</b> & ADP do?\nSecond line',
      back: 'Energy "currency" — über 😀',
      explanation: 'x < y > z',
    },
    // NFD input ("A" + combining ring) must come out NFC, as Anki normalises fields.
    { id: 'card-bio-2', front: 'A\u030angstr\u00f6m unit', back: 'β-oxidation', explanation: null },
    // A purely numeric front: sfld has integer affinity, which Anki relies on for numeric sorting.
    { id: 'card-bio-3', front: '42', back: 'The answer', explanation: '' },
    // CRLF, a tab and a stray unit separator, which would otherwise split the note into extra fields.
    { id: 'card-bio-4', front: 'Tab\there\r\nnext\x1fline', back: 'b', explanation: 'e' },
  ],
};

const chemistry: AnkiDeckInput = {
  id: 'deck-chem-0002',
  name: 'Organic Chemistry: Basics',
  subject: 'Chemistry',
  topic: null,
  cards: [
    { id: 'card-chem-1', front: 'What is &amp; in HTML?', back: 'An entity for "&"', explanation: 'Use &lt; for <' },
    { id: 'card-chem-2', front: '日本語の質問', back: 'Ответ', explanation: null },
  ],
};

// The HTML each card's fields must become: escaped, newlines as <br>, NFC, controls removed.
const expectedFields: Record<string, [string, string, string]> = {
  'card-bio-1': [
    'What does &lt;b&gt;ATP&lt;/b&gt; &amp; ADP do?<br>Second line',
    'Energy "currency" — über 😀',
    'x &lt; y &gt; z',
  ],
  'card-bio-2': ['\u00c5ngstr\u00f6m unit', 'β-oxidation', ''],
  'card-bio-3': ['42', 'The answer', ''],
  'card-bio-4': ['Tab\there<br>nextline', 'b', 'e'],
  'card-chem-1': ['What is &amp;amp; in HTML?', 'An entity for "&amp;"', 'Use &amp;lt; for &lt;'],
  'card-chem-2': ['日本語の質問', 'Ответ', ''],
};
// What Anki's stripper yields for each first field: the user's text without its line breaks.
const expectedSortFields: Record<string, string> = {
  'card-bio-1': 'What does <b>ATP</b> & ADP do?Second line',
  'card-bio-2': '\u00c5ngstr\u00f6m unit',
  'card-bio-3': '42',
  'card-bio-4': 'Tab\therenextline',
  'card-chem-1': 'What is &amp; in HTML?',
  'card-chem-2': '日本語の質問',
};

// ---- a minimal zip reader (yauzl is not installed), checking each entry's CRC ----

function unzip(zip: Buffer): Map<string, Buffer> {
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

function ankiStripHtml(html: string): string {
  const text = html.replace(/<!--.*?-->|<style.*?>.*?<\/style>|<script.*?>.*?<\/script>|<.*?>/gis, '');
  return text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&');
}

function ankiChecksum(text: string): number {
  return parseInt(createHash('sha1').update(text, 'utf8').digest('hex').slice(0, 8), 16);
}

// ---- opening a package the way an importer does ----

interface NoteRow {
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
interface CardRow {
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
interface ColRow {
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
interface DeckJson {
  id: number;
  name: string;
  conf: number;
  dyn: number;
  usn: number;
  mod: number;
}
interface ModelJson {
  id: number;
  name: string;
  type: number;
  sortf: number;
  css: string;
  flds: { name: string; ord: number }[];
  tmpls: { name: string; ord: number; qfmt: string; afmt: string }[];
  req: [number, string, number[]][];
}

interface OpenedPackage {
  entries: string[];
  media: string;
  fileHeader: Buffer;
  db: SQLite.Database;
}

const cleanups: (() => void)[] = [];
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
});

function openPackage(apkg: Buffer): OpenedPackage {
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

function notesByCardId(db: SQLite.Database): Map<string, NoteRow> {
  const notes = db.prepare('SELECT * FROM notes').all() as NoteRow[];
  const byCard = new Map<string, NoteRow>();
  for (const note of notes) {
    const match = Object.entries(expectedFields).find(([, fields]) => fields.join('\x1f') === note.flds);
    if (!match) throw new Error(`unexpected note fields ${JSON.stringify(note.flds)}`);
    byCard.set(match[0], note);
  }
  return byCard;
}

function colRow(db: SQLite.Database): ColRow {
  const rows = db.prepare('SELECT * FROM col').all() as ColRow[];
  expect(rows).toHaveLength(1);
  const [row] = rows;
  if (!row) throw new Error('no col row');
  return row;
}

const SCHEMA_11: Record<string, string[]> = {
  col: ['id', 'crt', 'mod', 'scm', 'ver', 'dty', 'usn', 'ls', 'conf', 'models', 'decks', 'dconf', 'tags'],
  notes: ['id', 'guid', 'mid', 'mod', 'usn', 'tags', 'flds', 'sfld', 'csum', 'flags', 'data'],
  cards: [
    'id',
    'nid',
    'did',
    'ord',
    'mod',
    'usn',
    'type',
    'queue',
    'due',
    'ivl',
    'factor',
    'reps',
    'lapses',
    'left',
    'odue',
    'odid',
    'flags',
    'data',
  ],
  revlog: ['id', 'cid', 'usn', 'ease', 'ivl', 'lastIvl', 'factor', 'time', 'type'],
  graves: ['usn', 'oid', 'type'],
};
const TEXT_COLUMNS = new Set(['conf', 'models', 'decks', 'dconf', 'col.tags', 'guid', 'notes.tags', 'flds', 'data']);
const INDEXES: Record<string, [string, string[]]> = {
  ix_notes_usn: ['notes', ['usn']],
  ix_cards_usn: ['cards', ['usn']],
  ix_revlog_usn: ['revlog', ['usn']],
  ix_cards_nid: ['cards', ['nid']],
  ix_cards_sched: ['cards', ['did', 'queue', 'due']],
  ix_revlog_cid: ['revlog', ['cid']],
  ix_notes_csum: ['notes', ['csum']],
};

describe('buildAnkiPackage', () => {
  it('writes a legacy package: collection.anki2 and an empty media manifest', async () => {
    const pkg = openPackage(await buildAnkiPackage([biology, chemistry], { now: NOW }));
    expect(pkg.entries.sort()).toEqual(['collection.anki2', 'media']);
    expect(JSON.parse(pkg.media)).toEqual({});
    expect(pkg.fileHeader.toString('latin1', 0, 16)).toBe('SQLite format 3\0');
    // Rollback-journal file format (1/1), not WAL (2/2), so old SQLite builds inside Anki can read it.
    expect([pkg.fileHeader[18], pkg.fileHeader[19]]).toEqual([1, 1]);
    expect(pkg.db.pragma('integrity_check', { simple: true })).toBe('ok');
  });

  it("has exactly Anki's schema 11 tables, columns and indexes", async () => {
    const { db } = openPackage(await buildAnkiPackage([biology, chemistry], { now: NOW }));
    const tables = (
      db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'").all() as {
        name: string;
      }[]
    ).map((t) => t.name);
    expect(tables.sort()).toEqual(Object.keys(SCHEMA_11).sort());

    for (const [table, columns] of Object.entries(SCHEMA_11)) {
      const info = db.pragma(`table_info(${table})`) as { name: string; type: string; notnull: number; pk: number }[];
      expect(info.map((c) => c.name)).toEqual(columns);
      for (const column of info) {
        const isText = TEXT_COLUMNS.has(column.name) || TEXT_COLUMNS.has(`${table}.${column.name}`);
        expect(column.type.toLowerCase(), `${table}.${column.name}`).toBe(isText ? 'text' : 'integer');
        expect(column.notnull || column.pk, `${table}.${column.name} not null`).toBeTruthy();
      }
      // Every table but graves has an integer primary key on id, as in Anki.
      expect(info.filter((c) => c.pk).map((c) => c.name)).toEqual(table === 'graves' ? [] : ['id']);
    }

    const indexes = db.prepare("SELECT name, tbl_name FROM sqlite_master WHERE type = 'index'").all() as {
      name: string;
      tbl_name: string;
    }[];
    expect(indexes.map((i) => i.name).sort()).toEqual(Object.keys(INDEXES).sort());
    for (const index of indexes) {
      const [table, columns] = INDEXES[index.name] ?? ['', []];
      expect(index.tbl_name).toBe(table);
      expect((db.pragma(`index_info(${index.name})`) as { name: string }[]).map((c) => c.name)).toEqual(columns);
    }
  });

  it('has one col row at version 11 with valid JSON conf, models, decks, dconf and tags', async () => {
    const { db } = openPackage(await buildAnkiPackage([biology, chemistry], { now: NOW }));
    const col = colRow(db);
    expect(col).toMatchObject({ id: 1, ver: 11, mod: NOW, scm: NOW, dty: 0, usn: 0, ls: 0 });
    expect(col.crt).toBeLessThanOrEqual(NOW_SECS);
    expect(NOW_SECS - col.crt).toBeLessThan(86_400);

    const conf = JSON.parse(col.conf) as Record<string, unknown>;
    expect(conf).toMatchObject({ curDeck: 1, activeDecks: [1], curModel: ANKI_MODEL_ID, nextPos: 7 });
    expect(JSON.parse(col.tags)).toEqual({});

    const dconf = JSON.parse(col.dconf) as Record<string, { id: number; name: string; new: { perDay: number } }>;
    expect(Object.keys(dconf)).toEqual(['1']);
    expect(dconf['1']).toMatchObject({ id: 1, name: 'Default', new: { perDay: 20 } });

    const models = JSON.parse(col.models) as Record<string, ModelJson>;
    expect(typeof JSON.parse(col.decks)).toBe('object');
    expect(Object.keys(models)).toEqual([String(ANKI_MODEL_ID)]);
  });

  it('defines one fixed Basic-style note type with Front, Back and Explanation', async () => {
    const { db } = openPackage(await buildAnkiPackage([biology, chemistry], { now: NOW }));
    // The id is part of the format contract: changing it makes every re-import duplicate notes.
    expect(ANKI_MODEL_ID).toBe(1_732_269_600_000);
    const models = JSON.parse(colRow(db).models) as Record<string, ModelJson>;
    const model = models[String(ANKI_MODEL_ID)];
    if (!model) throw new Error('model missing');
    expect(model).toMatchObject({ id: ANKI_MODEL_ID, type: 0, sortf: 0, req: [[0, 'all', [0]]] });
    expect(model.flds.map((f) => [f.ord, f.name])).toEqual([
      [0, 'Front'],
      [1, 'Back'],
      [2, 'Explanation'],
    ]);
    expect(model.tmpls).toHaveLength(1);
    const [template] = model.tmpls;
    expect(template?.ord).toBe(0);
    expect(template?.qfmt).toBe('{{Front}}');
    const afmt = template?.afmt ?? '';
    const order = [
      '{{FrontSide}}',
      '<hr id=answer>',
      '{{Back}}',
      '{{#Explanation}}',
      '{{Explanation}}',
      '{{/Explanation}}',
    ];
    const positions = order.map((part) => afmt.indexOf(part));
    expect(positions.every((p) => p >= 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    expect(model.css).toContain('.card');

    // The fixed model id must not change with the clock.
    const later = openPackage(await buildAnkiPackage([biology], { now: NOW + 86_400_000 }));
    expect(Object.keys(JSON.parse(colRow(later.db).models) as object)).toEqual([String(ANKI_MODEL_ID)]);
  });

  it('creates Default, the Revisely parent and one stable deck per exported deck', async () => {
    const { db } = openPackage(await buildAnkiPackage([biology, chemistry], { now: NOW }));
    const decks = JSON.parse(colRow(db).decks) as Record<string, DeckJson>;
    const list = Object.values(decks);
    for (const [key, deck] of Object.entries(decks)) {
      expect(key).toBe(String(deck.id));
      expect(Number.isSafeInteger(deck.id) && deck.id > 0).toBe(true);
      expect(deck).toMatchObject({ dyn: 0, conf: 1 });
    }
    expect(list.map((d) => d.name).sort()).toEqual([
      'Default',
      'Revisely',
      'Revisely::Cell Biology',
      'Revisely::Organic Chemistry: Basics',
    ]);
    expect(decks[String(ANKI_DEFAULT_DECK_ID)]?.name).toBe('Default');
    expect(decks[String(ANKI_PARENT_DECK_ID)]?.name).toBe('Revisely');
    expect(new Set(list.map((d) => d.id)).size).toBe(4);

    // Same Revisely deck → same Anki deck id, whatever the time, order or company.
    const idByName = new Map(list.map((d) => [d.name, d.id]));
    const again = openPackage(await buildAnkiPackage([chemistry], { now: NOW + 999_999 }));
    const againDecks = Object.values(JSON.parse(colRow(again.db).decks) as Record<string, DeckJson>);
    const chem = againDecks.find((d) => d.name === 'Revisely::Organic Chemistry: Basics');
    expect(chem?.id).toBe(idByName.get('Revisely::Organic Chemistry: Basics'));
    expect(againDecks.find((d) => d.name === 'Revisely')?.id).toBe(ANKI_PARENT_DECK_ID);
  });

  it('writes one note per card with escaped \\x1f-joined fields, Anki sfld and csum, and tags', async () => {
    const { db } = openPackage(await buildAnkiPackage([biology, chemistry], { now: NOW }));
    const notes = notesByCardId(db);
    expect(notes.size).toBe(6);
    expect(db.prepare('SELECT count(*) AS n FROM notes').get()).toEqual({ n: 6 });

    for (const [cardId, note] of notes) {
      const fields = note.flds.split('\x1f');
      expect(fields).toEqual(expectedFields[cardId]);
      const [front = ''] = fields;
      const stripped = ankiStripHtml(front);
      expect(stripped).toBe(expectedSortFields[cardId]);
      // sfld has integer affinity in Anki's schema, so a numeric front is stored as a number.
      expect(String(note.sfld)).toBe(stripped);
      expect(note.csum).toBe(ankiChecksum(stripped));
      expect(note).toMatchObject({ mid: ANKI_MODEL_ID, mod: NOW_SECS, usn: -1, flags: 0, data: '' });
      expect(Number.isSafeInteger(note.id) && note.id > 0).toBe(true);
      expect(note.guid).toMatch(/^[A-Za-z0-9!#$%&()*+,\-./:;<=>?@[\]^_`{|}~]{1,11}$/);
      expect(note.tags).toBe(cardId.startsWith('card-bio') ? ' Biology Cell_Structure ' : ' Chemistry ');
    }
    expect(typeof notes.get('card-bio-3')?.sfld).toBe('number');
    // A known vector, so the checksum is not merely self-consistent.
    expect(ankiChecksum('42')).toBe(0x92cfceb3);
    expect(notes.get('card-bio-3')?.csum).toBe(0x92cfceb3);

    const guids = [...notes.values()].map((n) => n.guid);
    expect(new Set(guids).size).toBe(guids.length);
    expect(new Set([...notes.values()].map((n) => n.id)).size).toBe(6);
  });

  it('gives each card the same guid on every export and a different one from every other card', async () => {
    const first = notesByCardId(openPackage(await buildAnkiPackage([biology, chemistry], { now: NOW })).db);
    const reordered: AnkiDeckInput[] = [{ ...chemistry, cards: [...chemistry.cards].reverse() }, biology];
    const second = notesByCardId(openPackage(await buildAnkiPackage(reordered, { now: NOW + 3_600_000 })).db);
    for (const [cardId, note] of first) expect(second.get(cardId)?.guid, cardId).toBe(note.guid);
    // Only the guid is the identity: the ids follow the export time, as Anki's do.
    expect(second.get('card-bio-1')?.mod).toBe(NOW_SECS + 3600);
  });

  it('writes every card as a new card in its deck, due in export order', async () => {
    const { db } = openPackage(await buildAnkiPackage([biology, chemistry], { now: NOW }));
    const decks = Object.values(JSON.parse(colRow(db).decks) as Record<string, DeckJson>);
    const deckIdOf = (name: string) => decks.find((d) => d.name === name)?.id;
    const notes = notesByCardId(db);
    const cards = db.prepare('SELECT * FROM cards ORDER BY due').all() as CardRow[];
    expect(cards).toHaveLength(6);

    const order = [...biology.cards, ...chemistry.cards].map((c) => c.id);
    cards.forEach((card, index) => {
      const cardId = order[index] ?? '';
      expect(card.nid, cardId).toBe(notes.get(cardId)?.id);
      expect(card.did, cardId).toBe(
        deckIdOf(cardId.startsWith('card-bio') ? 'Revisely::Cell Biology' : 'Revisely::Organic Chemistry: Basics'),
      );
      expect(card).toMatchObject({
        ord: 0,
        mod: NOW_SECS,
        usn: -1,
        type: 0,
        queue: 0,
        due: index + 1,
        ivl: 0,
        factor: 0,
        reps: 0,
        lapses: 0,
        left: 0,
        odue: 0,
        odid: 0,
        flags: 0,
        data: '',
      });
    });
    expect(new Set(cards.map((c) => c.id)).size).toBe(6);
    // Every card points at an existing note, and every note has exactly one card.
    expect(
      db
        .prepare('SELECT count(*) AS n FROM cards LEFT JOIN notes ON notes.id = cards.nid WHERE notes.id IS NULL')
        .get(),
    ).toEqual({ n: 0 });
    expect(db.prepare('SELECT count(DISTINCT nid) AS n FROM cards').get()).toEqual({ n: 6 });
    expect(db.prepare('SELECT count(*) AS n FROM revlog').get()).toEqual({ n: 0 });
    expect(db.prepare('SELECT count(*) AS n FROM graves').get()).toEqual({ n: 0 });
  });

  it('is byte-for-byte reproducible for the same input and time', async () => {
    const a = await buildAnkiPackage([biology, chemistry], { now: NOW });
    const b = await buildAnkiPackage([biology, chemistry], { now: NOW });
    expect(a.equals(b)).toBe(true);
  });

  it('keeps deck names flat and unique, skips repeated decks and cards, and tags only what is set', async () => {
    const nested: AnkiDeckInput = {
      id: 'deck-nested',
      name: '  Maths::Algebra "Core"  ',
      subject: null,
      topic: null,
      cards: [{ id: 'card-n-1', front: 'Q', back: 'A', explanation: null }],
    };
    const sameName: AnkiDeckInput = {
      id: 'deck-dup-9999',
      name: 'cell biology',
      subject: 'Biology',
      topic: 'Biology',
      cards: [],
    };
    const blank: AnkiDeckInput = { id: 'deck-blank', name: ' \n ', subject: '  ', topic: 'Year 10  Exams', cards: [] };
    const repeatedCard: AnkiDeckInput = { ...nested, id: 'deck-other', name: 'Other', cards: nested.cards };
    const { db } = openPackage(
      await buildAnkiPackage([biology, nested, biology, sameName, blank, repeatedCard], { now: NOW }),
    );

    const decks = Object.values(JSON.parse(colRow(db).decks) as Record<string, DeckJson>);
    expect(decks.map((d) => d.name).sort()).toEqual([
      'Default',
      'Revisely',
      'Revisely::Cell Biology',
      'Revisely::Maths:Algebra Core',
      'Revisely::Other',
      'Revisely::Untitled deck',
      'Revisely::cell biology (deck-dup)',
    ]);
    expect(new Set(decks.map((d) => d.id)).size).toBe(decks.length);
    expect(decks.every((d) => d.id !== ANKI_DEFAULT_DECK_ID || d.name === 'Default')).toBe(true);

    const notes = db.prepare('SELECT guid, tags, flds FROM notes').all() as Pick<NoteRow, 'guid' | 'tags' | 'flds'>[];
    expect(notes).toHaveLength(biology.cards.length + 1);
    expect(new Set(notes.map((n) => n.guid)).size).toBe(notes.length);
    expect(notes.find((n) => n.flds === 'Q\x1fA\x1f')?.tags).toBe('');
    expect(db.prepare('SELECT count(*) AS n FROM cards').get()).toEqual({ n: biology.cards.length + 1 });

    const tagsOnly = openPackage(
      await buildAnkiPackage([{ ...blank, cards: [{ id: 'c', front: 'f', back: 'b', explanation: null }] }], {
        now: NOW,
      }),
    );
    expect(tagsOnly.db.prepare('SELECT tags FROM notes').get()).toEqual({ tags: ' Year_10_Exams ' });
    const dedupedTags = openPackage(
      await buildAnkiPackage([{ ...sameName, cards: [{ id: 'c', front: 'f', back: 'b', explanation: null }] }], {
        now: NOW,
      }),
    );
    expect(dedupedTags.db.prepare('SELECT tags FROM notes').get()).toEqual({ tags: ' Biology ' });
  });

  it('writes a valid, empty collection when there is nothing to export', async () => {
    const { db } = openPackage(await buildAnkiPackage([], { now: NOW }));
    const col = colRow(db);
    expect(col.ver).toBe(11);
    expect((JSON.parse(col.conf) as { nextPos: number }).nextPos).toBe(1);
    expect(
      Object.values(JSON.parse(col.decks) as Record<string, DeckJson>)
        .map((d) => d.name)
        .sort(),
    ).toEqual(['Default', 'Revisely']);
    expect(db.prepare('SELECT count(*) AS n FROM notes').get()).toEqual({ n: 0 });
  });
});
