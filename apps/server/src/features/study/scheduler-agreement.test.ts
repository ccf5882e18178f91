import * as browser from '@revisely/scheduler';
import { fsrs, generatorParameters, Rating, type Card, type Grade } from 'ts-fsrs';
import { describe, expect, it } from 'vitest';
import { previewForExam, scheduleForExam } from './exam-schedule.js';
import type { SchedulingFields } from './scheduler.js';

/**
 * Offline reviews are scheduled in the browser with @revisely/scheduler and later again by the
 * server (ADR 0023). Both must agree exactly: same due time, stability, difficulty and state after
 * every review, and the same button labels before it, on 1,000 random histories (early, late and
 * on-time reviews, lapses, decks with and without exam dates).
 */

/** mulberry32: a seeded generator, so a failure names a history that can be replayed. */
function random(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const QUALITIES = ['again', 'hard', 'good', 'easy'] as const;
const GRADE: Record<(typeof QUALITIES)[number], Grade> = {
  again: Rating.Again,
  hard: Rating.Hard,
  good: Rating.Good,
  easy: Rating.Easy,
};
const MINUTE = 60_000;
const DAY = 86_400_000;

/** The same parameters written out again: a change to the shared ones must be deliberate. */
const reference = fsrs(
  generatorParameters({
    request_retention: 0.9,
    enable_fuzz: true,
    enable_short_term: true,
    learning_steps: ['1m'],
    relearning_steps: ['10m'],
  }),
);

function history(seed: number) {
  const next = random(seed);
  const start = Date.UTC(2026, 0, 1) + Math.floor(next() * 365 * DAY);
  const plan = next() < 0.3 ? { examStart: start + Math.floor((3 + next() * 90) * DAY), target: 0.9 } : null;
  const reviews: { quality: (typeof QUALITIES)[number]; at: number }[] = [];
  let at = start;
  const count = 1 + Math.floor(next() * 15);
  for (let i = 0; i < count; i++) {
    const kind = next();
    // Minutes (learning steps and early reviews), hours, or days (on time and overdue).
    at +=
      kind < 0.3
        ? Math.floor(next() * 30 * MINUTE)
        : kind < 0.5
          ? Math.floor(next() * 20 * 60 * MINUTE)
          : Math.floor(next() * 60 * DAY);
    reviews.push({ quality: QUALITIES[Math.floor(next() * 4)]!, at });
  }
  return { start, plan, reviews };
}

describe('browser and server scheduling agree', () => {
  it('on 1,000 random review histories', () => {
    let compared = 0;
    for (let seed = 1; seed <= 1000; seed++) {
      const { start, plan, reviews } = history(seed);
      // The server's card is a database row; the browser's came through JSON (the offline queue
      // response, then IndexedDB).
      let server: SchedulingFields = browser.newCardScheduling(start);
      let offline: browser.SchedulingFields = JSON.parse(JSON.stringify(server)) as browser.SchedulingFields;
      let plain: Card = browser.toFsrsCard(server);
      for (const review of reviews) {
        expect(browser.previewForExam(offline, review.at, plan), `seed ${seed}`).toEqual(
          previewForExam(server, review.at, plan),
        );
        server = scheduleForExam(server, review.quality, review.at, plan).next;
        offline = JSON.parse(
          JSON.stringify(browser.scheduleForExam(offline, review.quality, review.at, plan).next),
        ) as browser.SchedulingFields;
        expect(offline, `seed ${seed} at ${review.at}`).toEqual(server);
        if (!plan) {
          plain = reference.next(plain, new Date(review.at), GRADE[review.quality]).card;
          expect(browser.fromFsrsCard(plain), `seed ${seed} (plain ts-fsrs)`).toEqual(server);
        }
        compared++;
      }
      // Replaying the whole history at once (the server's merge of two devices) lands on the same card.
      const replayed = browser.replay(
        browser.newCardScheduling(start),
        reviews.map((r) => ({ quality: r.quality, reviewedAt: r.at })),
      );
      if (!plan) expect(replayed.card).toEqual(server);
    }
    expect(compared).toBeGreaterThan(5000);
  });
});
