import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, registerUser, type TestContext } from '../../../test/test-app.js';
import { PRACTICE_XP_DAILY_CAP } from './practice-xp.js';
import { OVERRIDES_NO_TAKE_BACK, OVERRIDES_ONLY_TEST, OVERRIDES_TOO_MANY } from './practice.service.js';

let t: TestContext;

beforeAll(async () => {
  t = await createTestApp({ startAt: Date.parse('2026-11-25T10:00:00Z') });
});
afterAll(async () => {
  await t.close();
});

async function userWithDeck() {
  const u = await registerUser(t.app);
  const h = { ...bearer(u.token), 'x-time-zone': 'Europe/London' };
  const deck = (
    await t.app.inject({
      method: 'POST',
      url: '/api/flashcards/decks',
      headers: h,
      payload: { name: 'Cells', cards: [{ front: 'Powerhouse of the cell?', back: 'Mitochondria' }] },
    })
  ).json<{ id: string; cards: { id: string; due: string; state: string }[] }>();
  return { h, deck };
}

const post = (h: Record<string, string>, payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/practice/results', headers: h, payload });

describe('practice results API', () => {
  it('awards capped XP per local day, marks the day active and leaves cards unscheduled', async () => {
    const { h, deck } = await userWithDeck();
    const before = (await t.app.inject({ method: 'GET', url: '/api/progress/gamification', headers: h })).json();

    const first = await post(h, {
      deckId: deck.id,
      mode: 'test',
      correct: 9,
      total: 10,
      durationMs: 60_000,
      overrides: 1,
    });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      xpAwarded: 8,
      practiceXpToday: 8,
      practiceXpCap: PRACTICE_XP_DAILY_CAP,
      bestMatchMs: null,
    });

    let total = 8;
    for (let i = 0; i < 5; i += 1) {
      const r = (await post(h, { deckId: deck.id, mode: 'learn', correct: 20, total: 25, durationMs: 1000 })).json();
      total += r.xpAwarded;
    }
    expect(total).toBe(PRACTICE_XP_DAILY_CAP);
    const after = (await t.app.inject({ method: 'GET', url: '/api/progress/gamification', headers: h })).json();
    expect(after.totalXP - before.totalXP).toBe(PRACTICE_XP_DAILY_CAP);
    expect(after.currentStreak).toBe(1);

    // The next local day has a fresh cap.
    t.clock.set(Date.parse('2026-11-26T10:00:00Z'));
    expect(
      (await post(h, { deckId: deck.id, mode: 'learn', correct: 3, total: 4, durationMs: 1000 })).json(),
    ).toMatchObject({
      xpAwarded: 3,
      practiceXpToday: 3,
    });
    t.clock.set(Date.parse('2026-11-25T10:00:00Z'));

    // The heatmap shows the day's practice sessions beside its reviews (none).
    const stats = (await t.app.inject({ method: 'GET', url: '/api/progress/stats', headers: h })).json();
    expect(stats.activity.days).toEqual([{ date: '2026-11-25', reviews: 0, practice: 6 }]);
    expect(stats.activity.totalReviews).toBe(0);

    // Practice is not a review: the card is still new, with no reviews logged.
    const cards = (
      await t.app.inject({ method: 'GET', url: `/api/flashcards/decks/${deck.id}/cards`, headers: h })
    ).json();
    expect(cards[0]).toMatchObject({ state: 'new', reps: 0, due: deck.cards[0]?.due });
  });

  it('keeps the best finished Match time per deck', async () => {
    const { h, deck } = await userWithDeck();
    const stats = () => t.app.inject({ method: 'GET', url: `/api/practice/decks/${deck.id}`, headers: h });
    expect((await stats()).json()).toEqual({ bestMatchMs: null });

    const match = (durationMs: number, correct = 6) =>
      post(h, { deckId: deck.id, mode: 'match', correct, total: 6, durationMs });
    expect((await match(15_000)).json()).toMatchObject({ bestMatchMs: 15_000, newBest: false, xpAwarded: 5 });
    expect((await match(12_400)).json()).toMatchObject({ bestMatchMs: 12_400, newBest: true });
    expect((await match(20_000)).json()).toMatchObject({ bestMatchMs: 12_400, newBest: false });
    // An unfinished game is no record, and earns nothing.
    expect((await match(1_000, 2)).json()).toMatchObject({ bestMatchMs: 12_400, xpAwarded: 0 });
    expect((await stats()).json()).toEqual({ bestMatchMs: 12_400 });
  });

  it("answers 404 for another user's deck and 400 with a JSON error for bad input", async () => {
    const { deck } = await userWithDeck();
    const other = await registerUser(t.app);
    const h = bearer(other.token);
    const stranger = await post(h, { deckId: deck.id, mode: 'match', correct: 6, total: 6, durationMs: 1 });
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json()).toEqual({ error: 'Deck not found' });
    expect((await t.app.inject({ method: 'GET', url: `/api/practice/decks/${deck.id}`, headers: h })).statusCode).toBe(
      404,
    );

    const bad = [
      { deckId: deck.id, mode: 'cram', correct: 1, total: 1, durationMs: 1 },
      { deckId: deck.id, mode: 'test', correct: 5, total: 4, durationMs: 1 },
      { deckId: deck.id, mode: 'test', correct: 1, total: 4, durationMs: 1, overrides: 2 },
      { deckId: deck.id, mode: 'test', correct: -1, total: 4, durationMs: 1 },
      { deckId: deck.id, mode: 'test', correct: 1, total: 0, durationMs: 1 },
      { deckId: deck.id, mode: 'test', correct: 1, total: 4, durationMs: 'soon' },
      { mode: 'test', correct: 1, total: 4, durationMs: 1 },
    ];
    for (const payload of bad) {
      const r = await post(h, payload);
      expect(r.statusCode, JSON.stringify(payload)).toBe(400);
      expect(typeof r.json().error).toBe('string');
    }
    expect((await t.app.inject({ method: 'POST', url: '/api/practice/results', payload: {} })).statusCode).toBe(401);
  });

  it("counts 'Mark as correct' after a Test was saved, without changing its XP", async () => {
    const { h, deck } = await userWithDeck();
    const saved = await post(h, { deckId: deck.id, mode: 'test', correct: 6, total: 10, durationMs: 1000 });
    expect(saved.statusCode).toBe(201);
    const { resultId, xpAwarded } = saved.json<{ resultId: string; xpAwarded: number }>();
    expect(xpAwarded).toBe(6);
    const xpBefore = (await t.app.inject({ method: 'GET', url: '/api/progress/gamification', headers: h })).json();
    const patch = (overrides: number, headers = h, id = resultId) =>
      t.app.inject({ method: 'PATCH', url: `/api/practice/results/${id}`, headers, payload: { overrides } });

    const first = await patch(2);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ resultId, correct: 8, total: 10, overrides: 2 });
    // The same total again (a retry) changes nothing; one more override adds one.
    expect((await patch(2)).json()).toEqual({ resultId, correct: 8, total: 10, overrides: 2 });
    expect((await patch(3)).json()).toEqual({ resultId, correct: 9, total: 10, overrides: 3 });
    const row = await t.db
      .selectFrom('practice_results')
      .select(['correct', 'overrides', 'xp'])
      .where('id', '=', resultId)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ correct: 9, overrides: 3, xp: 6 });
    const xpAfter = (await t.app.inject({ method: 'GET', url: '/api/progress/gamification', headers: h })).json();
    expect(xpAfter.totalXP).toBe(xpBefore.totalXP);

    expect((await patch(1)).json()).toEqual({ error: OVERRIDES_NO_TAKE_BACK });
    expect((await patch(5)).statusCode).toBe(422);
    expect((await patch(5)).json()).toEqual({ error: OVERRIDES_TOO_MANY });
    const other = await userWithDeck();
    expect((await patch(3, other.h)).statusCode).toBe(404);
    const learn = await post(h, { deckId: deck.id, mode: 'learn', correct: 1, total: 2, durationMs: 1000 });
    const learnPatch = await patch(1, h, learn.json<{ resultId: string }>().resultId);
    expect(learnPatch.statusCode).toBe(422);
    expect(learnPatch.json()).toEqual({ error: OVERRIDES_ONLY_TEST });
  });
});
