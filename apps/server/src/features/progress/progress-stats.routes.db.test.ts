import { randomUUID } from 'node:crypto';
import type { ProgressStatsResponse } from '@revisely/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, registerUser, type TestContext } from '../../../test/test-app.js';

// GET /api/progress/stats on SQLite and (TEST_DATABASE=postgres) PostgreSQL.

let t: TestContext;
const NOW = Date.parse('2026-11-25T10:00:00Z'); // Wednesday; this week's Monday is 23 November.
const DAY = 86_400_000;

type User = { token: string; userId: string };

beforeAll(async () => {
  t = await createTestApp({ startAt: NOW });
});
afterAll(async () => {
  await t.close();
});

async function stats(user: User, zone = 'Europe/London'): Promise<ProgressStatsResponse> {
  const res = await t.app.inject({
    method: 'GET',
    url: '/api/progress/stats',
    headers: { ...bearer(user.token), 'x-time-zone': zone },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

async function deckWithCards(user: User, count: number): Promise<{ deckId: string; cardIds: string[] }> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/flashcards/decks',
    headers: bearer(user.token),
    payload: {
      name: 'Cells',
      subject: 'Biology',
      cards: Array.from({ length: count }, (_, i) => ({ front: `Q${i}`, back: `A${i}` })),
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  const deck = res.json<{ id: string; cards: { id: string }[] }>();
  return { deckId: deck.id, cardIds: deck.cards.map((c) => c.id) };
}

/** A review-log row as the study service writes it; only the fields the charts read matter. */
async function log(
  user: User,
  card: { deckId: string; cardId: string },
  at: number,
  opts: { rating?: number; stateBefore?: number } = {},
) {
  await t.db
    .insertInto('review_logs')
    .values({
      id: randomUUID(),
      card_id: card.cardId,
      deck_id: card.deckId,
      user_id: user.userId,
      rating: opts.rating ?? 3,
      state_before: opts.stateBefore ?? 2,
      state_after: 2,
      due_before: at,
      due_after: at + 3 * DAY,
      stability_after: 3,
      difficulty_after: 5,
      elapsed_days: 3,
      scheduled_days: 3,
      response_time_ms: 4000,
      reviewed_at: at,
    })
    .execute();
}

async function schedule(cardId: string, state: number, dueAt: number) {
  await t.db.updateTable('cards').set({ state, due_at: dueAt }).where('id', '=', cardId).execute();
}

const reviewsOn = (s: ProgressStatsResponse) => Object.fromEntries(s.activity.days.map((d) => [d.date, d.reviews]));

describe('GET /api/progress/stats', () => {
  it('is empty for a new student, with 30 forecast days and no retention rate', async () => {
    const user = await registerUser(t.app);
    const s = await stats(user);
    expect(s.today).toBe('2026-11-25');
    expect(s.activity).toEqual({ from: '2025-11-24', days: [], totalReviews: 0, currentStreak: 0, longestStreak: 0 });
    expect(s.forecast.days).toHaveLength(30);
    expect(s.forecast.days[0]).toEqual({ date: '2026-11-25', due: 0 });
    expect(s.forecast.days[29]).toEqual({ date: '2026-12-24', due: 0 });
    expect(s.forecast.overdue).toBe(0);
    expect(s.retention).toEqual({ windowDays: 30, reviews: 0, passed: 0, rate: null, target: 0.9 });
    expect(s.week).toEqual({ from: '2026-11-23', cardsReviewed: 0 });
  });

  it('counts reviews per local day in the zone the student is in, across DST changes', async () => {
    const user = await registerUser(t.app);
    const { deckId, cardIds } = await deckWithCards(user, 1);
    const card = { deckId, cardId: cardIds[0]! };
    // 23:30 and 00:30 in Los Angeles: one UTC day, two local days there, one in London.
    await log(user, card, Date.parse('2026-11-21T07:30:00Z'));
    await log(user, card, Date.parse('2026-11-21T08:30:00Z'));
    // London's clocks go back at 01:00 UTC on 25 October: 00:30 BST and 23:30 GMT are both the 25th.
    await log(user, card, Date.parse('2026-10-24T23:30:00Z'));
    await log(user, card, Date.parse('2026-10-25T23:30:00Z'));
    // They go forward on 29 March: 23:30 GMT on the 28th is still the 28th.
    await log(user, card, Date.parse('2026-03-28T23:30:00Z'));
    // The first day shown (Monday 24 November 2025) counts; the Sunday before it does not.
    await log(user, card, Date.parse('2025-11-24T00:10:00Z'));
    await log(user, card, Date.parse('2025-11-23T23:50:00Z'));

    const london = await stats(user, 'Europe/London');
    expect(reviewsOn(london)).toEqual({
      '2025-11-24': 1,
      '2026-03-28': 1,
      '2026-10-25': 2,
      '2026-11-21': 2,
    });
    expect(london.activity.days.map((d) => d.date)).toEqual([...london.activity.days.map((d) => d.date)].sort());
    expect(london.activity.totalReviews).toBe(6);

    const la = await stats(user, 'America/Los_Angeles');
    // The US changes on 1 November, so both October evenings are still a day apart there.
    expect(reviewsOn(la)).toEqual({
      '2026-03-28': 1,
      '2026-10-24': 1,
      '2026-10-25': 1,
      '2026-11-20': 1,
      '2026-11-21': 1,
    });

    // Half-hour zone: 2026-11-21T07:30Z is 13:00 in Kolkata, 2025-11-23T23:50Z is 05:20 on the 24th.
    const kolkata = await stats(user, 'Asia/Kolkata');
    expect(reviewsOn(kolkata)).toMatchObject({ '2025-11-24': 2, '2026-11-21': 2 });
  });

  it('gives the streaks by the app’s rule and this week’s reviews from Monday', async () => {
    const user = await registerUser(t.app);
    t.clock.set(Date.parse('2026-11-20T08:00:00Z'));
    const { deckId, cardIds } = await deckWithCards(user, 3);
    const h = { ...bearer(user.token), 'x-time-zone': 'Europe/London' };
    const review = async (at: string, cardId: string) => {
      t.clock.set(Date.parse(at));
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/decks/${deckId}/review`,
        headers: h,
        payload: { cardId, quality: 'good', responseTimeMs: 3000 },
      });
      expect(res.statusCode, res.body).toBe(200);
    };
    try {
      await review('2026-11-20T09:00:00Z', cardIds[0]!); // Friday last week
      await review('2026-11-22T09:00:00Z', cardIds[1]!); // Sunday last week
      await review('2026-11-23T00:30:00Z', cardIds[2]!); // Monday 00:30
      await review('2026-11-24T18:00:00Z', cardIds[0]!);
      await review('2026-11-24T18:01:00Z', cardIds[1]!);
    } finally {
      t.clock.set(NOW);
    }
    const s = await stats(user);
    expect(s.activity.currentStreak).toBe(3); // 22–24, today not yet studied
    expect(s.activity.longestStreak).toBe(3);
    expect(s.week.cardsReviewed).toBe(3);
    expect(reviewsOn(s)).toEqual({ '2026-11-20': 1, '2026-11-22': 1, '2026-11-23': 1, '2026-11-24': 2 });
  });

  it('forecasts scheduled cards per local day, counting overdue cards today and leaving new cards out', async () => {
    const user = await registerUser(t.app);
    const { cardIds } = await deckWithCards(user, 7);
    const [overdue, learningToday, inThreeDays, lastDay, tooLate, lateEvening] = cardIds;
    await schedule(overdue!, 2, NOW - 5 * DAY);
    await schedule(learningToday!, 1, NOW + 3_600_000);
    await schedule(inThreeDays!, 3, NOW + 3 * DAY);
    await schedule(lastDay!, 2, Date.parse('2026-12-24T12:00:00Z'));
    await schedule(tooLate!, 2, Date.parse('2026-12-25T12:00:00Z'));
    // 23:30 UTC on the 28th: the 28th in London, the 29th in Tokyo.
    await schedule(lateEvening!, 2, Date.parse('2026-11-28T23:30:00Z'));
    // cardIds[6] stays new.

    const london = await stats(user, 'Europe/London');
    const due = london.forecast.days.map((d) => d.due);
    expect(london.forecast.overdue).toBe(1);
    expect(due[0]).toBe(2);
    expect(due[3]).toBe(2); // the relearning card and the late-evening one
    expect(due[29]).toBe(1);
    expect(due.reduce((a, b) => a + b, 0)).toBe(5);

    const tokyo = await stats(user, 'Asia/Tokyo');
    expect(tokyo.today).toBe('2026-11-25');
    expect(tokyo.forecast.days[3]).toEqual({ date: '2026-11-28', due: 1 });
    expect(tokyo.forecast.days[4]).toEqual({ date: '2026-11-29', due: 1 });
  });

  it('gives retention over review-state answers in the last 30 days only', async () => {
    const user = await registerUser(t.app);
    const { deckId, cardIds } = await deckWithCards(user, 1);
    const card = { deckId, cardId: cardIds[0]! };
    for (const rating of [1, 2, 3, 4, 3, 3, 3, 1]) await log(user, card, NOW - 2 * DAY, { rating });
    // New, learning and relearning answers are left out, whatever the rating.
    for (const stateBefore of [0, 1, 3]) await log(user, card, NOW - DAY, { rating: 3, stateBefore });
    await log(user, card, NOW - DAY, { rating: 1, stateBefore: 3 });
    // 30 local days back is 27 October; the 26th is outside the window.
    await log(user, card, Date.parse('2026-10-27T00:30:00Z'), { rating: 3 });
    await log(user, card, Date.parse('2026-10-26T12:00:00Z'), { rating: 1 });

    const s = await stats(user);
    expect(s.retention).toEqual({ windowDays: 30, reviews: 9, passed: 7, rate: 7 / 9, target: 0.9 });
  });

  it('never counts another student’s reviews or cards', async () => {
    const me = await registerUser(t.app);
    const other = await registerUser(t.app);
    const mine = await deckWithCards(me, 1);
    const theirs = await deckWithCards(other, 2);
    await schedule(mine.cardIds[0]!, 2, NOW + DAY);
    await log(me, { deckId: mine.deckId, cardId: mine.cardIds[0]! }, NOW - DAY, { rating: 3 });
    for (const cardId of theirs.cardIds) {
      await schedule(cardId, 2, NOW - DAY);
      await log(other, { deckId: theirs.deckId, cardId }, NOW - DAY, { rating: 1 });
      await log(other, { deckId: theirs.deckId, cardId }, NOW - 3 * 3_600_000, { rating: 1 });
    }
    const s = await stats(me);
    expect(s.activity.totalReviews).toBe(1);
    expect(s.forecast.overdue).toBe(0);
    expect(s.forecast.days.reduce((a, d) => a + d.due, 0)).toBe(1);
    expect(s.retention).toMatchObject({ reviews: 1, passed: 1, rate: 1 });
    expect(s.week.cardsReviewed).toBe(1);
    const theirStats = await stats(other);
    expect(theirStats.activity.totalReviews).toBe(4);
    expect(theirStats.retention).toMatchObject({ reviews: 4, passed: 0, rate: 0 });
  });

  it('requires a session', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/progress/stats' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toHaveProperty('error');
  });
});
