import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { inflateRawSync } from 'node:zlib';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, registerUser, type TestContext } from '../../../test/test-app.js';
import { ANKI_CLOZE_MODEL_ID, ANKI_MODEL_ID } from './anki-package.js';

let t: TestContext;
let alice: { token: string };

/** Reads a stored or deflated entry from a zip by walking local file headers. */
function unzipEntry(zip: Buffer, name: string): Buffer | undefined {
  let offset = 0;
  while (offset + 30 <= zip.length && zip.readUInt32LE(offset) === 0x04034b50) {
    const method = zip.readUInt16LE(offset + 8);
    const compressed = zip.readUInt32LE(offset + 18);
    const nameLength = zip.readUInt16LE(offset + 26);
    const extraLength = zip.readUInt16LE(offset + 28);
    const entryName = zip.subarray(offset + 30, offset + 30 + nameLength).toString('utf8');
    const start = offset + 30 + nameLength + extraLength;
    const data = zip.subarray(start, start + compressed);
    if (entryName === name) return method === 8 ? inflateRawSync(data) : data;
    offset = start + compressed;
  }
  return undefined;
}

interface Note {
  id: number;
  guid: string;
  mid: number;
  flds: string;
}
interface Card {
  nid: number;
  ord: number;
  due: number;
}

async function exportDeck(cards: unknown[]) {
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/flashcards/decks',
    headers: bearer(alice.token),
    payload: { name: 'Chemistry', subject: 'Chemistry', cards },
  });
  expect(created.statusCode).toBe(201);
  const deck = created.json() as { id: string };
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/flashcards/export/anki',
    headers: bearer(alice.token),
    payload: { deckIds: [deck.id] },
  });
  expect(res.statusCode).toBe(200);
  const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'apkg-')), 'c.anki2');
  writeFileSync(file, unzipEntry(res.rawPayload, 'collection.anki2')!);
  const db = new Database(file, { readonly: true });
  try {
    return {
      deck,
      notes: db.prepare('select id, guid, mid, flds from notes order by id').all() as Note[],
      cards: db.prepare('select nid, ord, due from cards order by id').all() as Card[],
      models: JSON.parse((db.prepare('select models from col').get() as { models: string }).models) as Record<
        string,
        { type: number; name: string; flds: { name: string }[]; tmpls: { qfmt: string; afmt: string }[] }
      >,
    };
  } finally {
    db.close();
  }
}

beforeAll(async () => {
  t = await createTestApp();
  alice = await registerUser(t.app);
});
afterAll(async () => {
  await t.close();
});

describe('Anki export of cloze notes and maths', () => {
  it('writes a cloze note once with a card per deletion number, beside Basic notes', async () => {
    const text = 'Sodium is {{c1::Na}} and chlorine is {{c2::Cl::symbol}}.';
    const { notes, cards, models } = await exportDeck([
      { front: 'Basic?', back: 'Yes' },
      { front: text, back: 'Group 1 and 7' },
    ]);
    expect(notes).toHaveLength(2);
    const [basic, cloze] = notes;
    expect(basic!.mid).toBe(ANKI_MODEL_ID);
    expect(cloze!.mid).toBe(ANKI_CLOZE_MODEL_ID);
    expect(cloze!.flds.split('\x1f')).toEqual([text, 'Group 1 and 7', '']);
    const clozeCards = cards.filter((c) => c.nid === cloze!.id);
    expect(clozeCards.map((c) => c.ord).sort()).toEqual([0, 1]);
    // Siblings share the note's new-card position.
    expect(new Set(clozeCards.map((c) => c.due)).size).toBe(1);
    expect(cards.filter((c) => c.nid === basic!.id)).toEqual([expect.objectContaining({ ord: 0 })]);

    const model = models[String(ANKI_CLOZE_MODEL_ID)]!;
    expect(model.type).toBe(1);
    expect(model.flds.map((f) => f.name)).toEqual(['Text', 'Back Extra', 'Explanation']);
    expect(model.tmpls[0]!.qfmt).toBe('{{cloze:Text}}');
    expect(model.tmpls[0]!.afmt).toContain('{{cloze:Text}}');
    expect(models[String(ANKI_MODEL_ID)]!.type).toBe(0);

    // The same note exports with the same guid (re-importing updates it).
    const row = await t.db
      .selectFrom('cards')
      .select('note_guid')
      .where('front_text', '=', text)
      .executeTakeFirstOrThrow();
    expect(cloze!.guid).toBe(row.note_guid);
  });

  it('writes maths with the delimiters Anki renders, escaped as HTML, and keeps prices as text', async () => {
    const { notes, models } = await exportDeck([
      { front: 'Energy: $E = mc^2$ when $x < 1$', back: '$$\\ce{2H2 + O2 -> 2H2O}$$ costs $5' },
      { front: 'Already \\(a^2\\)', back: '\\[b\\]' },
    ]);
    expect(notes.map((n) => n.flds.split('\x1f').slice(0, 2))).toEqual([
      ['Energy: \\(E = mc^2\\) when \\(x &lt; 1\\)', '\\[\\ce{2H2 + O2 -&gt; 2H2O}\\] costs $5'],
      ['Already \\(a^2\\)', '\\[b\\]'],
    ]);
    // Basic cards only: no Cloze note type is written.
    expect(Object.keys(models)).toEqual([String(ANKI_MODEL_ID)]);
  });

  it('writes **bold** and *italic* as <b> and <i>, never inside maths, and keeps lone asterisks as text', async () => {
    const { notes } = await exportDeck([
      {
        front: 'Fill in the blank: Animal cells have no ____.',
        back: 'Animal cells have no **cell wall**, so they *burst* in water.',
      },
      { front: 'Work out $2*3*4$ and 2 * 3 * 4', back: '**<b>** is ***both***' },
    ]);
    expect(notes.map((n) => n.flds.split('\x1f').slice(0, 2))).toEqual([
      [
        'Fill in the blank: Animal cells have no ____.',
        'Animal cells have no <b>cell wall</b>, so they <i>burst</i> in water.',
      ],
      ['Work out \\(2*3*4\\) and 2 * 3 * 4', '<b>&lt;b&gt;</b> is <b><i>both</i></b>'],
    ]);
  });
});
