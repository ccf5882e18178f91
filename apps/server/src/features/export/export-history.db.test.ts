import SQLite from 'better-sqlite3';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, registerUser, type TestContext } from '../../../test/test-app.js';

let t: TestContext;
let token: string;
let deck: { id: string; cards: { id: string }[] };

beforeAll(async () => {
  t = await createTestApp();
  token = (await registerUser(t.app)).token;
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/flashcards/decks',
    headers: bearer(token),
    payload: {
      name: 'Biology::Cells',
      cards: [
        { front: 'Mitochondria?', back: 'Respiration' },
        { front: 'Ribosome?', back: 'Protein synthesis' },
      ],
    },
  });
  deck = created.json();
  const review = await t.app.inject({
    method: 'POST',
    url: `/api/decks/${deck.id}/review`,
    headers: bearer(token),
    payload: { cardId: deck.cards[0]!.id, quality: 'easy', responseTimeMs: 3000 },
  });
  expect(review.statusCode).toBe(200);
});
afterAll(async () => {
  await t.close();
});

const exportAnki = (payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/flashcards/export/anki', headers: bearer(token), payload });
const collection = (apkg: Buffer) => new SQLite(Buffer.from(unzipSync(new Uint8Array(apkg))['collection.anki2']!));
const deckNames = (db: SQLite.Database) =>
  Object.values(JSON.parse((db.prepare('SELECT decks FROM col').get() as { decks: string }).decks) as object)
    .map((d: { name: string }) => d.name)
    .sort();

describe('Anki export keeps progress (issue 27 item 16)', () => {
  it('carries each card’s schedule and review history, under the deck path the student gave', async () => {
    const res = await exportAnki({ deckIds: [deck.id] });
    expect(res.statusCode).toBe(200);
    const db = collection(res.rawPayload);
    const cards = db.prepare('SELECT type, queue, reps FROM cards ORDER BY id').all();
    expect(cards).toEqual([
      { type: 2, queue: 2, reps: 1 },
      { type: 0, queue: 0, reps: 0 },
    ]);
    const revlog = db.prepare('SELECT ease, type, time FROM revlog').all();
    expect(revlog).toEqual([{ ease: 4, type: 0, time: 3000 }]);
    expect(deckNames(db)).toEqual(['Biology', 'Biology::Cells', 'Default']);
    db.close();
  });

  it('nests the decks under Revisely when asked', async () => {
    const res = await exportAnki({ deckIds: [deck.id], parentDeck: true });
    const db = collection(res.rawPayload);
    expect(deckNames(db)).toEqual(['Default', 'Revisely', 'Revisely::Biology:Cells']);
    db.close();
  });

  it('streams the data export as one JSON document holding every card and review', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/user/export', headers: bearer(token) });
    expect(res.statusCode).toBe(200);
    const data = res.json<{ decks: { cards: { front_text: string }[] }[]; reviewLog: { rating: string }[] }>();
    expect(data.decks[0]!.cards.map((c) => c.front_text)).toEqual(['Mitochondria?', 'Ribosome?']);
    expect(data.reviewLog.map((r) => r.rating)).toEqual(['easy']);
  });
});
