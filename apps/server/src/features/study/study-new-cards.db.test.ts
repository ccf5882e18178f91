import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDeck, numberedCards, postReview } from '../../../test/study-fixtures.js';
import { createTestApp, registerUser, type TestContext } from '../../../test/test-app.js';
import { LocalStudyVersions } from '../../core/study-version.js';
import { StudyRepository } from './study.repository.js';

// The new cards of a due queue are read several decks at a time (one query per deck on SQLite,
// one statement for them all on PostgreSQL). The result must be what reading deck after deck gives: builder order within a
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
    // D5 has no cards at all: a deck that gives nothing moves the rest up.
    const sizes = [5, 20, 3, 20, 12, 0];
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
    // No deck, or only decks without new cards: no rows.
    expect(await repo.newCards(userId, new Map(), 40)).toEqual([]);
    expect(await repo.newCards(userId, new Map([[ids[5]!, 20]]), 40)).toEqual([]);
    // One deck only.
    const one = await repo.newCards(userId, allowance, 40, ids[1]);
    expect(one.map((c) => c.front_text)).toEqual(Array.from({ length: 20 }, (_, i) => `D1 ${i}`));
  });

  it('counts due learning and review cards and finds the next due time as the separate reads do', async () => {
    const repo = new StudyRepository(t.db, new LocalStudyVersions());
    const now = 1_800_000_000_000;
    const read = async () => {
      const [counts, next] = await Promise.all([repo.dueSeenCounts(userId, now), repo.nextDueAfter(userId, now)]);
      return { ...counts, next };
    };
    // Only new cards: nothing due, nothing to come.
    expect(await repo.dueSeenCountsAndNext(userId, now)).toEqual({ learning: 0, review: 0, next: null });
    const cards = await t.db.selectFrom('cards').select('id').where('user_id', '=', userId).orderBy('id').execute();
    // [state, due_at relative to now] for the first cards; the rest stay new.
    const seen: [number, number][] = [
      [1, -60_000],
      [3, 0],
      [2, -86_400_000],
      [2, -1],
      [2, 5_000],
      [1, 120_000],
      [3, 90_000],
    ];
    for (const [i, [state, offset]] of seen.entries()) {
      await t.db
        .updateTable('cards')
        .set({ state, due_at: now + offset })
        .where('id', '=', cards[i]!.id)
        .execute();
    }
    const expected = { learning: 2, review: 2, next: now + 5_000 };
    expect(await read()).toEqual(expected);
    expect(await repo.dueSeenCountsAndNext(userId, now)).toEqual(expected);
  });

  it('lists the decks with the new cards each introduced since a time as the separate reads do', async () => {
    const repo = new StudyRepository(t.db, new LocalStudyVersions());
    const read = async (since: number, deckId?: string) => {
      const [introduced, deckIds] = await Promise.all([
        repo.newIntroducedSince(userId, since),
        repo.userDeckIds(userId, deckId),
      ]);
      return new Map(deckIds.map((id) => [id, introduced.get(id) ?? 0]));
    };
    const decks = await t.db.selectFrom('decks').select(['id', 'name']).where('user_id', '=', userId).execute();
    const deck = (name: string) => decks.find((d) => d.name === name)!.id;
    // The test app's clock is its own: since 0 is every review, since far ahead none.
    const before = 0;
    // Two new cards of D3 and one of D4 studied (D3's again, still one card introduced).
    const fresh = (deckId: string) =>
      t.db
        .selectFrom('cards')
        .select('id')
        .where('deck_id', '=', deckId)
        .where('state', '=', 0)
        .orderBy('position')
        .execute();
    const [a, b] = await fresh(deck('D3'));
    const [c] = await fresh(deck('D4'));
    for (const [deckId, cardId] of [
      [deck('D3'), a!.id],
      [deck('D3'), a!.id],
      [deck('D3'), b!.id],
      [deck('D4'), c!.id],
    ] as const) {
      const res = await postReview(t.app, token, deckId, { cardId, quality: 'again', responseTimeMs: 1000 });
      expect(res.statusCode).toBe(200);
    }
    const all = await repo.decksWithIntroducedSince(userId, before);
    expect(new Map([...all].filter(([, n]) => n > 0))).toEqual(
      new Map([
        [deck('D3'), 2],
        [deck('D4'), 1],
      ]),
    );
    expect(all).toEqual(await read(before));
    expect(all.size).toBe(decks.length);
    // Since later: every deck at 0. One deck only.
    expect(
      [...(await repo.decksWithIntroducedSince(userId, Number.MAX_SAFE_INTEGER)).values()].every((n) => n === 0),
    ).toBe(true);
    expect(await repo.decksWithIntroducedSince(userId, before, deck('D3'))).toEqual(new Map([[deck('D3'), 2]]));
    expect(await repo.decksWithIntroducedSince(userId, before, deck('D0'))).toEqual(new Map([[deck('D0'), 0]]));
  });
});
