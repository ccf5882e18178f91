import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, registerUser, type TestContext } from '../../../test/test-app.js';

let t: TestContext;
const NOTES =
  'Energy is the capacity to do work. Power is the rate of doing work. Work done equals force multiplied by distance. Efficiency is useful output divided by total input.';

beforeAll(async () => {
  // Wednesday 25 November 2026, 10:00 in London.
  t = await createTestApp({ startAt: Date.parse('2026-11-25T10:00:00Z') });
});
afterAll(async () => {
  await t.close();
});

describe('progress API', () => {
  it('starts empty with the spec defaults', async () => {
    const u = await registerUser(t.app);
    const h = bearer(u.token);
    expect((await t.app.inject({ method: 'GET', url: '/api/progress', headers: h })).json()).toEqual({
      totalSummaries: 0,
      totalDecks: 0,
      flashcardsStudied: 0,
      weeklyProgress: { completed: 0, goal: 5 },
    });
    expect((await t.app.inject({ method: 'GET', url: '/api/progress/gamification', headers: h })).json()).toEqual({
      level: 1,
      totalXP: 0,
      levelProgress: 0,
      currentStreak: 0,
      nextLevelXP: 1000,
    });
    expect((await t.app.inject({ method: 'GET', url: '/api/progress/weekly', headers: h })).json()).toEqual({
      currentStreak: 0,
      longestStreak: 0,
      lastStudyDate: null,
      totalCardsReviewed: 0,
      totalStudyTime: 0,
      daysActive: 0,
    });
    const stats = (await t.app.inject({ method: 'GET', url: '/api/user/stats', headers: h })).json();
    expect(stats).toEqual({
      level: 1,
      totalXP: 0,
      currentStreak: 0,
      summariesCount: 0,
      createdAt: '2026-11-25T10:00:00.000Z',
    });
  });

  it('counts this week’s summaries from Monday in the user’s zone, XP, streaks and reviews', async () => {
    const u = await registerUser(t.app);
    const h = { ...bearer(u.token), 'x-time-zone': 'Europe/London' };
    const summary = (body: object) =>
      t.app.inject({
        method: 'POST',
        url: '/api/summaries',
        headers: h,
        payload: { subject: 'Physics', qualification: 'GCSE', topic: 'Energy', userEditedText: NOTES, ...body },
      });

    // Sunday 22 November (last week) and Monday/Wednesday this week.
    t.clock.set(Date.parse('2026-11-22T12:00:00Z'));
    expect((await summary({})).statusCode).toBe(201);
    t.clock.set(Date.parse('2026-11-23T00:30:00Z'));
    await summary({});
    t.clock.set(Date.parse('2026-11-25T10:00:00Z'));
    await summary({});

    const deck = (
      await t.app.inject({
        method: 'POST',
        url: '/api/flashcards/decks',
        headers: h,
        payload: {
          name: 'D',
          subject: 'Physics',
          cards: [
            { front: 'a', back: 'b' },
            { front: 'c', back: 'd' },
          ],
        },
      })
    ).json();
    await t.app.inject({
      method: 'POST',
      url: `/api/decks/${deck.id}/review`,
      headers: h,
      payload: { cardId: deck.cards[0].id, quality: 'good', responseTimeMs: 90_000 },
    });

    const progress = (await t.app.inject({ method: 'GET', url: '/api/progress', headers: h })).json();
    expect(progress).toEqual({
      totalSummaries: 3,
      totalDecks: 1,
      flashcardsStudied: 2,
      weeklyProgress: { completed: 2, goal: 5 },
    });

    const gam = (await t.app.inject({ method: 'GET', url: '/api/progress/gamification', headers: h })).json();
    expect(gam).toMatchObject({ level: 1, totalXP: 85, levelProgress: 8, nextLevelXP: 1000 });
    // Activity on the 22nd, 23rd and 25th: the gap on the 24th breaks the run.
    expect(gam.currentStreak).toBe(1);

    const weekly = (await t.app.inject({ method: 'GET', url: '/api/progress/weekly', headers: h })).json();
    expect(weekly).toEqual({
      currentStreak: 1,
      longestStreak: 2,
      lastStudyDate: '2026-11-25',
      totalCardsReviewed: 1,
      totalStudyTime: 2,
      daysActive: 3,
    });

    const stats = (await t.app.inject({ method: 'GET', url: '/api/user/stats', headers: h })).json();
    expect(stats).toMatchObject({ level: 1, totalXP: 85, currentStreak: 1, summariesCount: 3 });
  });

  it('reports a level-up when XP crosses a level', async () => {
    const u = await registerUser(t.app);
    const h = bearer(u.token);
    let last: { leveledUp: boolean; newLevel: number } | undefined;
    for (let i = 0; i < 40; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/summaries',
        headers: h,
        payload: { subject: 'Physics', qualification: 'GCSE', topic: `T${i}`, userEditedText: NOTES },
      });
      last = res.json();
      if (i < 39) expect(last!.leveledUp).toBe(false);
    }
    expect(last).toMatchObject({ leveledUp: true, newLevel: 2 });
  });

  it('requires a session', async () => {
    for (const url of ['/api/progress', '/api/progress/weekly', '/api/progress/gamification', '/api/user/stats']) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    }
  });
});
