import { afterEach, describe, expect, it } from 'vitest';
import {
  biology,
  chemistry,
  expectedFields,
  expectedSortFields,
  notesByCardId,
  NOW,
  NOW_SECS,
} from '../../../test/anki-export-fixtures.js';
import {
  ankiChecksum,
  ankiStripHtml,
  type CardRow,
  closeOpenedPackages,
  colRow,
  type DeckJson,
  type NoteRow,
  openPackage,
} from '../../../test/anki-package-reader.js';
import { ANKI_DEFAULT_DECK_ID, ANKI_MODEL_ID, buildAnkiPackage, type AnkiDeckInput } from './anki-package.js';

// The notes and cards an exported package holds: fields, guids, scheduling, deck names and tags.
// The package as a whole (zip, schema, note type, decks): anki-package.test.ts.

afterEach(closeOpenedPackages);

describe('buildAnkiPackage notes and cards', () => {
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
});
