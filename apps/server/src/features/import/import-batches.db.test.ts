import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registerUser, type TestContext } from '../../../test/test-app.js';
import { LocalStudyVersions } from '../../core/study-version.js';
import { ImportRepository, type ImportWrite } from './import.repository.js';

let t: TestContext;
let userId: string;
let repo: ImportRepository;

beforeAll(async () => {
  t = await createTestApp();
  userId = (await registerUser(t.app)).userId;
  repo = new ImportRepository(t.db, new LocalStudyVersions());
});
afterAll(async () => {
  await t.close();
});

const card = (deckId: string, i: number): ImportWrite['inserts'][number] => ({
  id: randomUUID(),
  deck_id: deckId,
  user_id: userId,
  front_text: `q${i}`,
  back_text: `a${i}`,
  explanation: null,
  text_bytes: 4,
  due_at: 0,
  stability: 0,
  difficulty: 0,
  elapsed_days: 0,
  scheduled_days: 0,
  learning_steps: 0,
  reps: 0,
  lapses: 0,
  state: 0,
  last_review_at: null,
  created_at: 0,
  updated_at: 0,
});
const count = async (table: 'cards' | 'decks') =>
  Number(
    (
      await t.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('user_id', '=', userId)
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('an import written in batches (ADR 0024)', () => {
  it('writes every card of a file larger than one batch, in order', async () => {
    const deckId = randomUUID();
    const inserts = Array.from({ length: 4_500 }, (_, i) => card(deckId, i));
    await repo.write({ userId, now: 0, newDecks: [{ id: deckId, name: 'Big' }], inserts, updates: [] }, async () => {});
    expect(await count('cards')).toBe(4_500);
    const last = await t.db
      .selectFrom('cards')
      .select(['front_text', 'position'])
      .where('deck_id', '=', deckId)
      .orderBy('position', 'desc')
      .executeTakeFirstOrThrow();
    expect(last).toEqual({ front_text: 'q4499', position: 4_499 });
  });

  it('takes back the batches already committed when a later one fails: nothing half-imported', async () => {
    const before = { cards: await count('cards'), decks: await count('decks') };
    const deckId = randomUUID();
    const inserts = Array.from({ length: 3_000 }, (_, i) => card(deckId, i));
    // The 2,500th card names a deck that does not exist: its batch (a later one) fails.
    inserts[2_499] = card('no-such-deck', 2_499);
    let unrecorded = false;
    await expect(
      repo.write(
        { userId, now: 0, newDecks: [{ id: deckId, name: 'Broken' }], inserts, updates: [] },
        async () => {},
        async () => {
          unrecorded = true;
        },
      ),
    ).rejects.toThrow();
    expect(unrecorded).toBe(true);
    expect({ cards: await count('cards'), decks: await count('decks') }).toEqual(before);
  });
});
