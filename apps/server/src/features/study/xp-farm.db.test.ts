import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createDeck,
  LONDON,
  postReview,
  postUndo,
  send,
  setDueAt,
  totalXp as totalXpOf,
} from '../../../test/study-fixtures.js';
import { createTestApp, registerUser, type TestContext } from '../../../test/test-app.js';

// docs/gamification.md: a card brought forward with "Add to today's reviews" earns no review XP
// while it is still as brought forward (undo restores that) nor on the local day it was brought
// forward, so bring forward → review → undo → review cannot be repeated for XP.

let t: TestContext;
let user: { token: string; userId: string };
const DAY = 86_400_000;
const MINUTE = 60_000;

const as = (method: 'GET' | 'POST', url: string, payload?: object) => send(t.app, user.token, method, url, payload);

const totalXp = () => totalXpOf(t.db, user.userId);

async function reviewed(deckId: string, cardId: string, quality: string): Promise<number> {
  const res = await postReview(t.app, user.token, deckId, { cardId, quality });
  expect(res.statusCode).toBe(200);
  return res.json<{ xpAwarded: number }>().xpAwarded;
}

async function undone(): Promise<number> {
  const res = await postUndo(t.app, user.token);
  expect(res.statusCode).toBe(200);
  return res.json<{ xpRemoved: number }>().xpRemoved;
}

async function bringForward(cardId: string) {
  const res = await as('POST', `/api/study/cards/${cardId}/due-now`);
  expect(res.statusCode).toBe(200);
  expect(res.json<{ due: number }>().due).toBe(t.clock.now());
}

const dueInThreeDays = (cardId: string) => setDueAt(t.db, cardId, t.clock.now() + 3 * DAY);

/** A review card due in three days (as after a first review and some days of study). */
async function reviewCard() {
  const deck = await createDeck(
    t.app,
    user.token,
    { name: 'Farm', subject: 'Physics', cards: [{ front: 'Q', back: 'A' }] },
    LONDON,
  );
  const cardId = deck.cards[0]!.id;
  await reviewed(deck.id, cardId, 'easy');
  await dueInThreeDays(cardId);
  t.clock.advance(MINUTE);
  return { deckId: deck.id, cardId };
}

beforeAll(async () => {
  t = await createTestApp();
  user = await registerUser(t.app);
});
afterAll(async () => {
  await t.close();
});

describe('XP for a card brought forward', () => {
  it('bring forward → review → undo → review, repeated, earns no XP', async () => {
    const { deckId, cardId } = await reviewCard();
    const start = await totalXp();
    const awarded: number[] = [];
    for (let cycle = 0; cycle < 3; cycle++) {
      // Due within the week again (the farmer picks such cards), so it can be brought forward.
      if (cycle > 0) await dueInThreeDays(cardId);
      await bringForward(cardId);
      t.clock.advance(MINUTE);
      awarded.push(await reviewed(deckId, cardId, 'good'));
      expect(await undone()).toBe(0);
      // The undo put the card back as brought forward: re-rated, it is still an early review.
      awarded.push(await reviewed(deckId, cardId, 'good'));
      t.clock.advance(MINUTE);
    }
    // Before the rule, the re-rating after each undo earned 10 XP: 30 in three cycles.
    expect(awarded).toEqual([0, 0, 0, 0, 0, 0]);
    expect(await totalXp()).toBe(start);
  });

  it('earns nothing for its learning steps that day, nor for the restored card on a later day', async () => {
    const { deckId, cardId } = await reviewCard();
    const start = await totalXp();
    await bringForward(cardId);
    t.clock.advance(MINUTE);
    // Forgotten: relearning, due again in minutes, the same day.
    expect(await reviewed(deckId, cardId, 'again')).toBe(0);
    t.clock.advance(15 * MINUTE);
    expect(await reviewed(deckId, cardId, 'good')).toBe(0);
    expect(await undone()).toBe(0);
    expect(await undone()).toBe(0);
    // The next day the card is still as brought forward (undo restored it): still early.
    t.clock.advance(DAY);
    expect(await reviewed(deckId, cardId, 'good')).toBe(0);
    expect(await totalXp()).toBe(start);

    // Once the card really comes due, on a later day, its review earns XP as usual.
    const card = await t.db.selectFrom('cards').select('due_at').where('id', '=', cardId).executeTakeFirstOrThrow();
    t.clock.set(Number(card.due_at) + DAY);
    expect(await reviewed(deckId, cardId, 'good')).toBe(10);
    expect(await totalXp()).toBe(start + 10);
  });

  it('a due card rated, undone and rated again earns its XP once', async () => {
    const { deckId, cardId } = await reviewCard();
    t.clock.advance(4 * DAY);
    const start = await totalXp();
    expect(await reviewed(deckId, cardId, 'good')).toBe(10);
    expect(await undone()).toBe(10);
    expect(await reviewed(deckId, cardId, 'good')).toBe(10);
    expect(await totalXp()).toBe(start + 10);
  });
});
