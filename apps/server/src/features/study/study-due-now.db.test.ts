import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cardRow as cardRowIn,
  createDeck,
  getDueQueue,
  LONDON,
  numberedCards,
  send,
  setDueAt,
} from '../../../test/study-fixtures.js';
import { createTestApp, registerUser, type TestContext } from '../../../test/test-app.js';
import { DUE_NOW_TOO_FAR } from './study-due-now.js';

let t: TestContext;
let user: { token: string };
let other: { token: string };
const DAY = 86_400_000;

const as = (who: { token: string }, method: 'GET' | 'POST', url: string, payload?: unknown) =>
  send(t.app, who.token, method, url, payload);

const makeDeck = (n: number, name: string) =>
  createDeck(t.app, user.token, { name, subject: 'Physics', topic: 'Forces', cards: numberedCards(n) }, LONDON);

const cardRow = (id: string) => cardRowIn(t.db, id);
const logCount = async (id: string) =>
  (await t.db.selectFrom('review_logs').select('id').where('card_id', '=', id).execute()).length;

beforeAll(async () => {
  t = await createTestApp();
  user = await registerUser(t.app);
  other = await registerUser(t.app, { email: 'other-due-now@example.com' });
});
afterAll(async () => {
  await t.close();
});

describe("POST /api/study/cards/:id/due-now (Add to today's reviews)", () => {
  it('makes a card due soon due now, keeping its FSRS state and review log, and it joins the session', async () => {
    const deck = await makeDeck(1, 'Due now');
    const cardId = deck.cards[0]!.id;
    expect((await as(user, 'POST', `/api/decks/${deck.id}/review`, { cardId, quality: 'easy' })).statusCode).toBe(200);
    // A review card due in 3 days, as a shorter interval would have left it.
    await setDueAt(t.db, cardId, t.clock.now() + 3 * DAY);
    const before = await cardRow(cardId);
    expect(before.state).toBe(2);
    const session = async () =>
      ((await as(user, 'GET', `/api/decks/${deck.id}/study`)).json() as { dueCards: { id: string }[] }).dueCards;
    expect(await session()).toEqual([]);
    // The cached cross-deck queue is built before the change and must not be served after it.
    const dueBefore = (await getDueQueue(t.app, user.token)).json() as { counts?: unknown };
    const logsBefore = await logCount(cardId);
    t.clock.advance(60_000);

    const res = await as(user, 'POST', `/api/study/cards/${cardId}/due-now`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ cardId, due: t.clock.now() });

    const after = await cardRow(cardId);
    expect(after.due_at).toBe(t.clock.now());
    for (const field of [
      'stability',
      'difficulty',
      'state',
      'reps',
      'lapses',
      'last_review_at',
      'scheduled_days',
    ] as const) {
      expect(after[field]).toEqual(before[field]);
    }
    expect(await logCount(cardId)).toBe(logsBefore);
    expect((await session()).map((c) => c.id)).toEqual([cardId]);
    const dueAfter = (await getDueQueue(t.app, user.token)).json();
    expect(JSON.stringify(dueAfter)).toContain(cardId);
    expect(JSON.stringify(dueBefore)).not.toContain(cardId);

    // Already due: 200, unchanged.
    t.clock.advance(60_000);
    const beforeAgain = await cardRow(cardId);
    const again = await as(user, 'POST', `/api/study/cards/${cardId}/due-now`);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ cardId, due: after.due_at });
    expect((await cardRow(cardId)).updated_at).toBe(beforeAgain.updated_at);

    // Reviewed now, it is an early review: scheduled by FSRS as usual, but no XP.
    const review = await as(user, 'POST', `/api/decks/${deck.id}/review`, { cardId, quality: 'good' });
    expect(review.statusCode).toBe(200);
    expect(review.json()).toMatchObject({ xpAwarded: 0 });
    expect(await logCount(cardId)).toBe(logsBefore + 1);
    expect((await cardRow(cardId)).due_at).toBeGreaterThan(t.clock.now());
  });

  it('leaves a new card as it is', async () => {
    const deck = await makeDeck(1, 'New');
    const cardId = deck.cards[0]!.id;
    const before = await cardRow(cardId);
    const res = await as(user, 'POST', `/api/study/cards/${cardId}/due-now`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ cardId, due: before.due_at });
    expect((await cardRow(cardId)).updated_at).toBe(before.updated_at);
  });

  it('refuses a card due more than 7 days ahead with 422', async () => {
    const deck = await makeDeck(1, 'Far');
    const cardId = deck.cards[0]!.id;
    await as(user, 'POST', `/api/decks/${deck.id}/review`, { cardId, quality: 'easy' });
    const far = t.clock.now() + 30 * DAY;
    await setDueAt(t.db, cardId, far);
    const res = await as(user, 'POST', `/api/study/cards/${cardId}/due-now`);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ error: DUE_NOW_TOO_FAR });
    expect((await cardRow(cardId)).due_at).toBe(far);
  });

  it("is 404 for another user's card and for an unknown one", async () => {
    const deck = await makeDeck(1, 'Mine');
    const cardId = deck.cards[0]!.id;
    await as(user, 'POST', `/api/decks/${deck.id}/review`, { cardId, quality: 'easy' });
    const before = await cardRow(cardId);
    const res = await as(other, 'POST', `/api/study/cards/${cardId}/due-now`);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toHaveProperty('error');
    expect((await cardRow(cardId)).due_at).toBe(before.due_at);
    expect((await as(user, 'POST', '/api/study/cards/no-such-card/due-now')).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'POST', url: `/api/study/cards/${cardId}/due-now` })).statusCode).toBe(401);
  });
});
