import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDeck, numberedCards } from '../../../test/study-fixtures.js';
import { createTestApp, registerUser, type TestContext } from '../../../test/test-app.js';
import { LocalStudyVersions } from '../../core/study-version.js';
import { StudyRepository } from './study.repository.js';

// The new cards of a due queue are read several decks at a time (one round trip each on
// PostgreSQL). The result must be what reading deck after deck gives: builder order within a
// deck, decks in id order, at most each deck's allowance and `limit` in all, also when a deck
// holds fewer new cards than its allowance.

let t: TestContext;
let token: string;
let userId: string;

beforeAll(async () => {
  t = await createTestApp();
  ({ token, userId } = await registerUser(t.app));
});
afterAll(async () => {
  await t.close();
});

// Fronts `D0 0`, `D0 1`…, every back `A`: the test compares fronts across decks.
async function makeDeck(name: string, n: number): Promise<string> {
  const front = (i: number) => `${name} ${i}`;
  return (await createDeck(t.app, token, { name, subject: 'Physics', cards: numberedCards(n, front, () => 'A') })).id;
}

describe('new cards for the due queue', () => {
  it('takes each deck in turn up to its allowance, for every limit', async () => {
    const sizes = [5, 20, 3, 20, 12];
    const ids: string[] = [];
    for (const [i, n] of sizes.entries()) ids.push(await makeDeck(`D${i}`, n));
    const repo = new StudyRepository(t.db, new LocalStudyVersions());
    const allowance = new Map(ids.map((id, i) => [id, i === 3 ? 7 : 20]));
    // Deck after deck (the reference).
    const inOrder = async (limit: number) => {
      const out: string[] = [];
      for (const id of [...ids].sort((a, b) => a.localeCompare(b))) {
        if (out.length >= limit) break;
        const rows = await t.db
          .selectFrom('cards')
          .select('front_text')
          .where('deck_id', '=', id)
          .where('state', '=', 0)
          .orderBy('position')
          .limit(Math.min(allowance.get(id)!, limit - out.length))
          .execute();
        out.push(...rows.map((r) => r.front_text));
      }
      return out;
    };
    for (const limit of [1, 4, 5, 6, 19, 25, 28, 30, 40, 47, 60, 100]) {
      const got = await repo.newCards(userId, allowance, limit);
      expect(
        got.map((c) => c.front_text),
        `limit ${limit}`,
      ).toEqual(await inOrder(limit));
      expect(got.every((c) => c.deck_name.startsWith('D'))).toBe(true);
    }
    // One deck only.
    const one = await repo.newCards(userId, allowance, 40, ids[1]);
    expect(one.map((c) => c.front_text)).toEqual(Array.from({ length: 20 }, (_, i) => `D1 ${i}`));
  });
});
