import { randomUUID } from 'node:crypto';
import { newCardScheduling, replay, type Quality } from '@revisely/scheduler';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bearer, createTestApp, registerUser, type TestContext } from '../../../test/test-app.js';
import {
  activityDays as activityDaysOf,
  cardRow as cardRowIn,
  createDeck,
  numberedCards,
  postReview,
  postUndo,
  send,
  totalXp,
} from '../../../test/study-fixtures.js';
import { REVIEWED_AT_FUTURE, REVIEWED_AT_TOO_OLD } from './review.service.js';

// ADR 0023: reviews made offline arrive later with their own `reviewedAt`. Each is applied at its
// own time, counted once (XP, streak, heatmap on the day it was made in the student's zone), a
// repeat is answered as a duplicate, and a card also reviewed on another device is re-scheduled
// from the merged history in time order.

let t: TestContext;
let user: { token: string; userId: string };
// Auckland (UTC+13 in November): 11:00 UTC on the 21st is already the 22nd there.
const ZONE = 'Pacific/Auckland';
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const START = Date.parse('2026-11-22T10:00:00Z');

const review = (deckId: string, payload: object) => postReview(t.app, user.token, deckId, payload, ZONE);

const makeDeck = (n = 1) =>
  createDeck(t.app, user.token, { name: 'Offline', subject: 'Biology', topic: 'Cells', cards: numberedCards(n) });

const cardRow = (id: string) => cardRowIn(t.db, id);
const logsOf = (id: string) =>
  t.db.selectFrom('review_logs').selectAll().where('card_id', '=', id).orderBy('reviewed_at').execute();
const xpTotal = () => totalXp(t.db, user.userId);
const activityDays = () => activityDaysOf(t.db, user.userId);

beforeAll(async () => {
  t = await createTestApp({ startAt: START });
});
afterAll(async () => t?.close());
beforeEach(async () => {
  t.clock.set(START);
  user = await registerUser(t.app);
});

describe('a review made offline', () => {
  it('is scheduled at its own time, and its XP and activity day belong to the day it was made', async () => {
    const deck = await makeDeck();
    const cardId = deck.cards[0]!.id;
    const created = await cardRow(cardId);
    // Made 23 hours ago (in Auckland that was the 22nd too, but 11:00 UTC on the 21st: the 22nd
    // there), synced now; then another two days on.
    const at = START - 23 * HOUR;
    const xpBefore = await xpTotal();
    const res = await review(deck.id, {
      cardId,
      quality: 'good',
      reviewId: randomUUID(),
      reviewedAt: new Date(at).toISOString(),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ xpAwarded: 0 });
    // The card was created now, so 23 hours ago it was not due yet: no XP (reviewing early earns
    // nothing), but the review still happened then.
    const [log] = await logsOf(cardId);
    expect(Number(log!.reviewed_at)).toBe(at);
    const expected = replay({ ...newCardScheduling(Number(created.due_at)) }, [
      { quality: 'good', reviewedAt: at },
    ]).card;
    const card = await cardRow(cardId);
    expect(Number(card.due_at)).toBe(expected.due_at);
    expect(Number(card.last_review_at)).toBe(at);
    expect(await xpTotal()).toBe(xpBefore);

    // A due card reviewed offline yesterday evening (Auckland) earns XP, on yesterday's date.
    t.clock.set(START + 3 * DAY);
    const yesterday = START + 2 * DAY - 2 * HOUR; // 2026-11-24T08:00Z = 21:00 on the 24th in Auckland
    const synced = await review(deck.id, {
      cardId,
      quality: 'good',
      reviewId: randomUUID(),
      reviewedAt: new Date(yesterday).toISOString(),
    });
    expect(synced.statusCode).toBe(200);
    expect(synced.json()).toMatchObject({ xpAwarded: 10 });
    expect(await xpTotal()).toBe(xpBefore + 10);
    expect(await activityDays()).toContain('2026-11-24');
    expect(await activityDays()).not.toContain('2026-11-25');
    const stats = await send(t.app, user.token, 'GET', '/api/progress/stats', undefined, ZONE);
    const days = stats.json<{ activity: { days: { date: string; reviews: number }[] } }>().activity.days;
    expect(days.find((d) => d.date === '2026-11-24')?.reviews).toBe(1);
    expect(days.find((d) => d.date === '2026-11-25')).toBeUndefined();
  });

  it('sent twice is answered as a duplicate and counted once', async () => {
    const deck = await makeDeck();
    const cardId = deck.cards[0]!.id;
    t.clock.set(START + HOUR);
    const payload = {
      cardId,
      quality: 'easy',
      reviewId: randomUUID(),
      reviewedAt: new Date(START + 30 * 60_000).toISOString(),
    };
    const first = await review(deck.id, payload);
    expect(first.statusCode).toBe(200);
    expect(first.json()).not.toHaveProperty('duplicate');
    const xp = await xpTotal();
    const again = await review(deck.id, payload);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ ...first.json(), duplicate: true });
    expect(await logsOf(cardId)).toHaveLength(1);
    expect(await xpTotal()).toBe(xp);
  });

  it('arriving after a later review from another device is merged in time order', async () => {
    const deck = await makeDeck();
    const cardId = deck.cards[0]!.id;
    const created = Number((await cardRow(cardId)).due_at);
    // Phone (offline): good at +1h and again at +3 days. Laptop (online): good at +2 days.
    const phone: { quality: Quality; at: number }[] = [
      { quality: 'good', at: START + HOUR },
      { quality: 'again', at: START + 3 * DAY },
    ];
    t.clock.set(START + 2 * DAY);
    const laptop = await review(deck.id, { cardId, quality: 'good', reviewId: randomUUID() });
    expect(laptop.statusCode).toBe(200);
    t.clock.set(START + 4 * DAY);
    for (const r of phone) {
      const res = await review(deck.id, {
        cardId,
        quality: r.quality,
        reviewId: randomUUID(),
        reviewedAt: new Date(r.at).toISOString(),
      });
      expect(res.statusCode).toBe(200);
    }
    const history = [
      { quality: 'good' as const, reviewedAt: START + HOUR },
      { quality: 'good' as const, reviewedAt: START + 2 * DAY },
      { quality: 'again' as const, reviewedAt: START + 3 * DAY },
    ];
    const expected = replay(newCardScheduling(created), history);
    const card = await cardRow(cardId);
    expect({
      due: Number(card.due_at),
      state: card.state,
      reps: card.reps,
      lapses: card.lapses,
      stability: card.stability,
      last: Number(card.last_review_at),
    }).toEqual({
      due: expected.card.due_at,
      state: expected.card.state,
      reps: expected.card.reps,
      lapses: expected.card.lapses,
      stability: expected.card.stability,
      last: START + 3 * DAY,
    });
    // All three reviews kept, and each log tells the merged story (the laptop's review now follows the phone's).
    const logs = await logsOf(cardId);
    expect(logs.map((l) => Number(l.reviewed_at))).toEqual(history.map((h) => h.reviewedAt));
    expect(logs.map((l) => Number(l.due_after))).toEqual(expected.steps.map((s) => s.due_at));
    expect(logs.map((l) => l.state_before)).toEqual([0, expected.steps[0]!.state, expected.steps[1]!.state]);
    // Undo still works on the merged history: it takes back the latest review (the phone's Again).
    const undo = await postUndo(t.app, user.token, {}, ZONE);
    expect(undo.statusCode).toBe(200);
    expect(Number((await cardRow(cardId)).due_at)).toBe(expected.steps[1]!.due_at);
  });

  it('refuses a reviewedAt in the future or too long ago (422), recording nothing', async () => {
    const deck = await makeDeck();
    const cardId = deck.cards[0]!.id;
    const future = await review(deck.id, {
      cardId,
      quality: 'good',
      reviewId: randomUUID(),
      reviewedAt: new Date(START + HOUR).toISOString(),
    });
    expect(future.statusCode).toBe(422);
    expect(future.json()).toEqual({ error: REVIEWED_AT_FUTURE });
    const old = await review(deck.id, {
      cardId,
      quality: 'good',
      reviewId: randomUUID(),
      reviewedAt: new Date(START - 31 * DAY).toISOString(),
    });
    expect(old.statusCode).toBe(422);
    expect(old.json()).toEqual({ error: REVIEWED_AT_TOO_OLD });
    const garbage = await review(deck.id, { cardId, quality: 'good', reviewedAt: 'yesterday' });
    expect(garbage.statusCode).toBe(400);
    // A minute of clock skew is accepted as now.
    const skewed = await review(deck.id, {
      cardId,
      quality: 'good',
      reviewId: randomUUID(),
      reviewedAt: new Date(START + 60_000).toISOString(),
    });
    expect(skewed.statusCode).toBe(200);
    const logs = await logsOf(cardId);
    expect(logs).toHaveLength(1);
    expect(Number(logs[0]!.reviewed_at)).toBe(START);
  });
});

describe('GET /api/study/offline-queue', () => {
  it('lists cards due within the days asked for, with their FSRS state, and new cards for those days', async () => {
    const deck = await makeDeck(3);
    const [reviewed, ,] = deck.cards.map((c) => c.id);
    expect((await review(deck.id, { cardId: reviewed, quality: 'good' })).statusCode).toBe(200);
    const res = await send(t.app, user.token, 'GET', '/api/study/offline-queue?days=3', undefined, ZONE);
    expect(res.statusCode).toBe(200);
    const body = res.json<{
      decks: { id: string; newAllowanceToday: number; examStart: number | null }[];
      cards: { id: string; scheduling: { due_at: number; state: number } }[];
      dailyNewCards: number;
      truncated: boolean;
    }>();
    const stored = await cardRow(reviewed!);
    const listed = body.cards.find((c) => c.id === reviewed);
    // Good on a new card is due in about 2 days: inside the 3-day window, with its stored state.
    expect(listed?.scheduling).toMatchObject({ due_at: Number(stored.due_at), state: stored.state });
    expect(body.cards.filter((c) => c.scheduling.state === 0)).toHaveLength(2);
    expect(body.decks).toContainEqual(expect.objectContaining({ id: deck.id, newAllowanceToday: 19, examStart: null }));
    expect(body.dailyNewCards).toBe(20);
    expect(body.truncated).toBe(false);
    const oneDay = await send(t.app, user.token, 'GET', '/api/study/offline-queue?days=1', undefined, ZONE);
    expect(oneDay.json<{ cards: { id: string }[] }>().cards.map((c) => c.id)).not.toContain(reviewed);
    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/study/offline-queue?days=30',
      headers: bearer(user.token),
    });
    expect(bad.statusCode).toBe(400);
  });
});
