import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  activityDays,
  cardRow,
  createDeck,
  numberedCards,
  postReview,
  send,
  setDueAt,
  totalXp,
} from '../../../test/study-fixtures.js';
import { createTestApp, registerUser, type TestContext } from '../../../test/test-app.js';
import { NOTHING_TO_UNDO, UNDO_CHANGED, UNDO_NOT_LATEST } from './review.service.js';
import { DAILY_NEW_CARDS_PER_DECK, LEARN_AHEAD_MS } from './study.service.js';

// Issue 14: relearning and learn-ahead in the study calls, undo of the latest review, review all.

let t: TestContext;
const ZONE = 'Europe/London';
const DAY = 86_400_000;
const MINUTE = 60_000;

type User = { token: string; userId: string };

const call = (user: User, method: 'GET' | 'POST', url: string, payload?: object) =>
  send(t.app, user.token, method, url, payload, ZONE);

// Fronts carry the deck's name; created with the zone header like every request here.
const makeDeck = (user: User, n: number, name = 'Deck') =>
  createDeck(t.app, user.token, { name, subject: 'Physics', cards: numberedCards(n, (i) => `${name} Q${i}`) }, ZONE);

const review = (user: User, deckId: string, cardId: string, quality: string, reviewId?: string) =>
  postReview(t.app, user.token, deckId, { cardId, quality, ...(reviewId ? { reviewId } : {}) }, ZONE);

/** The scheduling columns, numbers normalised (PostgreSQL returns bigints as strings). */
async function schedulingOf(id: string) {
  const c = await cardRow(t.db, id);
  return {
    due_at: Number(c.due_at),
    stability: Number(c.stability),
    difficulty: Number(c.difficulty),
    elapsed_days: Number(c.elapsed_days),
    scheduled_days: Number(c.scheduled_days),
    learning_steps: Number(c.learning_steps),
    reps: Number(c.reps),
    lapses: Number(c.lapses),
    state: Number(c.state),
    last_review_at: c.last_review_at === null ? null : Number(c.last_review_at),
  };
}

async function progressOf(userId: string) {
  const logs = await t.db.selectFrom('review_logs').select('id').where('user_id', '=', userId).execute();
  const events = await t.db.selectFrom('xp_events').select('id').where('user_id', '=', userId).execute();
  return {
    xp: await totalXp(t.db, userId),
    days: await activityDays(t.db, userId),
    logs: logs.length,
    events: events.length,
  };
}

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('undo of the latest review', () => {
  it('restores the exact state, deletes the log and takes back XP and the day it started; walks back twice', async () => {
    const user = await registerUser(t.app);
    const deck = await makeDeck(user, 2, 'Undo');
    const [a, b] = deck.cards.map((c) => c.id) as [string, string];
    // A later local day, so the first review of it starts a new activity day.
    t.clock.advance(3 * DAY);
    const start = await progressOf(user.userId);
    const aBefore = await schedulingOf(a);
    const bBefore = await schedulingOf(b);

    const first = await review(user, deck.id, a, 'good', crypto.randomUUID());
    expect(first.statusCode).toBe(200);
    t.clock.advance(5_000);
    // Sent without a reviewId: the answer names the review so it can still be undone.
    const second = await review(user, deck.id, b, 'again');
    expect(second.statusCode).toBe(200);
    const secondId = second.json().reviewId as string;
    expect(secondId).toBeTruthy();
    const afterBoth = await progressOf(user.userId);
    expect(afterBoth.xp).toBe(start.xp + 10 + 2);
    expect(afterBoth.days.length).toBe(start.days.length + 1);
    expect(afterBoth.logs).toBe(2);

    t.clock.advance(5_000);
    // The first review is not the latest any more.
    const refused = await call(user, 'POST', '/api/study/undo', { reviewId: first.json().reviewId });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ error: UNDO_NOT_LATEST });

    const undoB = await call(user, 'POST', '/api/study/undo', { reviewId: secondId });
    expect(undoB.statusCode).toBe(200);
    expect(undoB.json()).toMatchObject({ xpRemoved: 2, card: { id: b, state: 'new', deck_name: 'Undo' } });
    expect(undoB.json().card.intervals.again).toBe('1min');
    expect(await schedulingOf(b)).toEqual(bBefore);
    const afterOne = await progressOf(user.userId);
    // The day stays: the first review of it is still there.
    expect(afterOne).toEqual({ ...afterBoth, xp: afterBoth.xp - 2, logs: 1, events: afterBoth.events - 1 });

    const undoA = await call(user, 'POST', '/api/study/undo', { reviewId: first.json().reviewId });
    expect(undoA.statusCode).toBe(200);
    expect(undoA.json()).toMatchObject({ xpRemoved: 10, card: { id: a, state: 'new' } });
    expect(await schedulingOf(a)).toEqual(aBefore);
    // Everything as before the session, the activity day included.
    expect(await progressOf(user.userId)).toEqual(start);

    const nothing = await call(user, 'POST', '/api/study/undo', {});
    expect(nothing.statusCode).toBe(409);
    expect(nothing.json()).toEqual({ error: NOTHING_TO_UNDO });
  });

  it('restores a review card after a lapse exactly, and the card can be reviewed again the same way', async () => {
    const user = await registerUser(t.app);
    const deck = await makeDeck(user, 1, 'Lapse');
    const card = deck.cards[0]!.id;
    expect((await review(user, deck.id, card, 'good')).statusCode).toBe(200);
    t.clock.advance(10 * DAY);
    const before = await schedulingOf(card);
    expect(before.state).toBe(2);
    const failed = await review(user, deck.id, card, 'again');
    expect(failed.json().card.state).toBe('relearning');
    const failedState = await schedulingOf(card);
    t.clock.advance(1_000);
    expect((await call(user, 'POST', '/api/study/undo')).statusCode).toBe(200);
    expect(await schedulingOf(card)).toEqual(before);
    // The same rating at the same moment schedules the same again (nothing of the undone one left).
    t.clock.advance(-1_000);
    await review(user, deck.id, card, 'again');
    expect(await schedulingOf(card)).toEqual(failedState);
  });

  it("answers 404 for another user's review and leaves it alone", async () => {
    const owner = await registerUser(t.app);
    const intruder = await registerUser(t.app);
    const deck = await makeDeck(owner, 1, 'Mine');
    const reviewId = crypto.randomUUID();
    await review(owner, deck.id, deck.cards[0]!.id, 'good', reviewId);
    const before = await progressOf(owner.userId);
    const res = await call(intruder, 'POST', '/api/study/undo', { reviewId });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'Review not found' });
    expect(await progressOf(owner.userId)).toEqual(before);
    // Without a reviewId the intruder can only reach their own (empty) history.
    expect((await call(intruder, 'POST', '/api/study/undo', {})).statusCode).toBe(409);
    expect(await progressOf(owner.userId)).toEqual(before);
    expect((await t.app.inject({ method: 'POST', url: '/api/study/undo', payload: {} })).statusCode).toBe(401);
  });

  it('refuses with 409 when the card was changed since the review', async () => {
    const user = await registerUser(t.app);
    const deck = await makeDeck(user, 1, 'Changed');
    const card = deck.cards[0]!.id;
    await review(user, deck.id, card, 'good');
    await setDueAt(t.db, card, t.clock.now() + 99 * DAY);
    const res = await call(user, 'POST', '/api/study/undo');
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: UNDO_CHANGED });
    expect((await progressOf(user.userId)).logs).toBe(1);
  });

  it('undoes through the deck-scoped route only a review of that deck', async () => {
    const user = await registerUser(t.app);
    const other = await registerUser(t.app);
    const first = await makeDeck(user, 1, 'First');
    const second = await makeDeck(user, 1, 'Second');
    await review(user, first.id, first.cards[0]!.id, 'good');
    t.clock.advance(1_000);
    await review(user, second.id, second.cards[0]!.id, 'good');
    const wrongDeck = await call(user, 'POST', `/api/decks/${first.id}/review/undo`, {});
    expect(wrongDeck.statusCode).toBe(409);
    expect(wrongDeck.json()).toEqual({ error: UNDO_NOT_LATEST });
    expect((await call(other, 'POST', `/api/decks/${second.id}/review/undo`, {})).statusCode).toBe(404);
    const res = await call(user, 'POST', `/api/decks/${second.id}/review/undo`, {});
    expect(res.statusCode).toBe(200);
    expect(res.json().card).toMatchObject({ id: second.cards[0]!.id, state: 'new' });
    expect((await call(user, 'POST', `/api/decks/${first.id}/review/undo`, {})).statusCode).toBe(200);
    expect((await progressOf(user.userId)).logs).toBe(0);
  });

  it('is documented in the OpenAPI description with its request and answers', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/openapi.json' })).json();
    const undo = doc.paths['/api/study/undo'].post;
    expect(Object.keys(undo.responses)).toEqual(expect.arrayContaining(['200', '404', '409']));
    expect(JSON.stringify(undo.requestBody)).toContain('reviewId');
    expect(doc.paths['/api/decks/{id}/review/undo'].post).toBeDefined();
    expect(doc.paths['/api/study/all'].get.responses['200']).toBeDefined();
  });

  it('rejects a malformed body with 400', async () => {
    const user = await registerUser(t.app);
    const res = await call(user, 'POST', '/api/study/undo', { reviewId: 42 });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatch(/reviewId/);
  });
});

describe('relearning and learn-ahead', () => {
  it('includes a failed card in the study call within the learn-ahead window, and says when the next card is due', async () => {
    const user = await registerUser(t.app);
    const deck = await makeDeck(user, 2, 'Relearn');
    const [a, b] = deck.cards.map((c) => c.id) as [string, string];
    const failed = (await review(user, deck.id, a, 'again')).json();
    // A card still learning comes with fresh previews, for showing it again in the session.
    expect(failed.card.state).toBe('learning');
    expect(failed.intervals.again).toBe('1min');
    const passed = (await review(user, deck.id, b, 'good')).json();
    expect(passed.intervals).toBeUndefined();
    // 'Study Again' at once: card a's 1-minute step has not passed, but it is within the window.
    const res = await call(user, 'GET', `/api/decks/${deck.id}/study`);
    expect(res.json().dueCards.map((c: { id: string }) => c.id)).toEqual([a]);
    expect(res.json().dueCards[0].state).toBe('learning');
    // Card b is next, in about 2 days (Good on a new card).
    const next = Date.parse(res.json().nextDueAt);
    expect(next).toBeGreaterThan(t.clock.now() + DAY);
    expect(next).toBeLessThan(t.clock.now() + 6 * DAY);
    // The dashboard's due counts keep the spec's meaning: only what is due now.
    expect((await call(user, 'GET', '/api/flashcards/review/due')).json().learningCards).toBe(0);

    // Relearning step of 10 minutes after a lapse: inside the window; a review card due later is not.
    t.clock.advance(3 * DAY);
    await review(user, deck.id, a, 'good');
    await review(user, deck.id, b, 'good');
    t.clock.advance(10 * DAY);
    // Both due again (whatever their fuzzed intervals came out as).
    await t.db
      .updateTable('cards')
      .set({ due_at: t.clock.now() - MINUTE })
      .where('deck_id', '=', deck.id)
      .execute();
    await review(user, deck.id, a, 'again');
    const late = await call(user, 'GET', `/api/decks/${deck.id}/study`);
    // Learning cards due now come first, those due within the window (a's 10-minute step) last.
    expect(late.json().dueCards.map((c: { id: string; state: string }) => [c.id, c.state])).toEqual([
      [b, 'review'],
      [a, 'relearning'],
    ]);
    t.clock.advance(10 * MINUTE);
    const now = await call(user, 'GET', `/api/decks/${deck.id}/study`);
    expect(now.json().dueCards.map((c: { id: string }) => c.id)).toEqual([a, b]);
    // Review all orders by due time alone: b has waited longer.
    const ids = (await call(user, 'GET', '/api/study/all')).json().dueCards.map((c: { id: string }) => c.id);
    expect(ids).toEqual([b, a]);
    t.clock.advance(LEARN_AHEAD_MS);
    await review(user, deck.id, a, 'good');
    await review(user, deck.id, b, 'good');
    const done = await call(user, 'GET', `/api/decks/${deck.id}/study`);
    expect(done.json().dueCards).toEqual([]);
    expect(Date.parse(done.json().nextDueAt)).toBeGreaterThan(t.clock.now());
  });

  it('does not include a learning card due beyond the window', async () => {
    const user = await registerUser(t.app);
    const deck = await makeDeck(user, 1, 'Window');
    const card = deck.cards[0]!.id;
    await review(user, deck.id, card, 'again');
    await setDueAt(t.db, card, t.clock.now() + LEARN_AHEAD_MS + MINUTE);
    const res = await call(user, 'GET', `/api/decks/${deck.id}/study`);
    expect(res.json().dueCards).toEqual([]);
    expect(res.json().nextDueAt).toBe(new Date(t.clock.now() + LEARN_AHEAD_MS + MINUTE).toISOString());
  });
});

describe('review all due', () => {
  it("serves every deck's due cards in due order, new cards last within each deck's allowance", async () => {
    const user = await registerUser(t.app);
    const other = await registerUser(t.app);
    await makeDeck(other, 3, 'Not yours');
    const physics = await makeDeck(user, DAILY_NEW_CARDS_PER_DECK + 5, 'Physics');
    const biology = await makeDeck(user, 4, 'Biology');
    const now = t.clock.now();
    // Seen cards due at different times across the two decks (one not yet due).
    const seen: [string, number][] = [
      [biology.cards[0]!.id, now - 3 * DAY],
      [physics.cards[0]!.id, now - 2 * DAY],
      [biology.cards[1]!.id, now - DAY],
      [physics.cards[1]!.id, now + DAY],
    ];
    for (const [id, due] of seen) {
      await t.db
        .updateTable('cards')
        .set({
          state: 2,
          due_at: due,
          stability: 5,
          difficulty: 5,
          reps: 2,
          scheduled_days: 5,
          last_review_at: due - 5 * DAY,
        })
        .where('id', '=', id)
        .execute();
    }
    const res = await call(user, 'GET', '/api/study/all');
    expect(res.statusCode).toBe(200);
    const cards = res.json().dueCards as { id: string; state: string; deck_name: string; deck_id: string }[];
    expect(cards.slice(0, 3).map((c) => c.id)).toEqual(seen.slice(0, 3).map(([id]) => id));
    expect(cards.slice(0, 3).map((c) => c.deck_name)).toEqual(['Biology', 'Physics', 'Biology']);
    const fresh = cards.slice(3);
    expect(fresh.every((c) => c.state === 'new')).toBe(true);
    // Physics has 23 new cards left but a daily allowance of 20; Biology has 2.
    expect(fresh.filter((c) => c.deck_id === physics.id)).toHaveLength(DAILY_NEW_CARDS_PER_DECK);
    expect(fresh.filter((c) => c.deck_id === biology.id)).toHaveLength(2);
    expect(cards.some((c) => c.deck_name === 'Not yours')).toBe(false);

    // Introducing 5 Physics cards today leaves 15 of its allowance.
    for (const c of fresh.filter((f) => f.deck_id === physics.id).slice(0, 5)) {
      await review(user, physics.id, c.id, 'good');
    }
    const after = (await call(user, 'GET', '/api/study/all')).json().dueCards as typeof cards;
    expect(after.filter((c) => c.deck_id === physics.id && c.state === 'new')).toHaveLength(
      DAILY_NEW_CARDS_PER_DECK - 5,
    );
    // Same rule as the deck's own session.
    const deckSession = (await call(user, 'GET', `/api/decks/${physics.id}/study`)).json().dueCards as typeof cards;
    expect(deckSession.filter((c) => c.state === 'new')).toHaveLength(DAILY_NEW_CARDS_PER_DECK - 5);
    expect((await t.app.inject({ method: 'GET', url: '/api/study/all' })).statusCode).toBe(401);
  });

  it('says the next review is tomorrow when only new cards beyond the allowance are left', async () => {
    const user = await registerUser(t.app);
    const deck = await makeDeck(user, DAILY_NEW_CARDS_PER_DECK + 1, 'Allowance');
    for (const c of deck.cards.slice(0, DAILY_NEW_CARDS_PER_DECK)) await review(user, deck.id, c.id, 'easy');
    const res = (await call(user, 'GET', '/api/study/all')).json();
    expect(res.dueCards).toEqual([]);
    const next = Date.parse(res.nextDueAt);
    expect(next).toBeGreaterThan(t.clock.now());
    expect(next).toBeLessThanOrEqual(t.clock.now() + DAY);
  });
});
