import { afterEach, describe, expect, it } from 'vitest';
import { biology, chemistry, NOW, NOW_SECS } from '../../../test/anki-export-fixtures.js';
import {
  closeOpenedPackages,
  colRow,
  type DeckJson,
  type ModelJson,
  openPackage,
} from '../../../test/anki-package-reader.js';
import { ANKI_DEFAULT_DECK_ID, ANKI_MODEL_ID, ANKI_PARENT_DECK_ID, buildAnkiPackage } from './anki-package.js';

// The package as a whole: the zip, the collection's schema, its col row, note type and decks.
// The notes and cards inside it: anki-package-notes.test.ts.

afterEach(closeOpenedPackages);

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

  it('is byte-for-byte reproducible for the same input and time', async () => {
    const a = await buildAnkiPackage([biology, chemistry], { now: NOW });
    const b = await buildAnkiPackage([biology, chemistry], { now: NOW });
    expect(a.equals(b)).toBe(true);
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
