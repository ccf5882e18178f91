import { newCardScheduling, schedule } from '@revisely/scheduler';
import { REVIEW_XP, type ReviewResponse } from '@revisely/contracts';
import { describe, expect, it } from 'vitest';
import { pendingReviewXp, pendingXpOf } from './offline-study-xp';

const NOW = Date.parse('2026-11-28T09:00:00Z');
const DAY = 86_400_000;

describe('XP of ratings made offline', () => {
  it('is what the server awards for a card that was due: 2, 5, 10 and 10 (docs/gamification.md)', () => {
    const due = schedule(newCardScheduling(NOW - 10 * DAY), 'good', NOW - 10 * DAY).next;
    expect(due.due_at).toBeLessThanOrEqual(NOW);
    expect(pendingReviewXp(due, 'again', NOW)).toBe(2);
    expect(pendingReviewXp(due, 'hard', NOW)).toBe(5);
    expect(pendingReviewXp(due, 'good', NOW)).toBe(10);
    expect(pendingReviewXp(due, 'easy', NOW)).toBe(10);
    expect(REVIEW_XP).toEqual({ again: 2, hard: 5, good: 10, easy: 10 });
    // A new card is due from the moment it was made.
    expect(pendingReviewXp(newCardScheduling(NOW - DAY), 'good', NOW)).toBe(10);
  });

  it('is nothing for a card rated before it was due (a learning card shown again early)', () => {
    const learning = schedule(newCardScheduling(NOW), 'again', NOW).next;
    expect(learning.due_at).toBeGreaterThan(NOW);
    expect(pendingReviewXp(learning, 'good', NOW)).toBe(0);
  });

  it("is read from an offline answer, and is 0 for the server's answers", () => {
    const answer = { xpAwarded: 0, leveledUp: false, newLevel: 0 } as unknown as ReviewResponse;
    expect(pendingXpOf(answer)).toBe(0);
    expect(pendingXpOf({ ...answer, xpAwarded: 10 })).toBe(0);
    expect(pendingXpOf({ ...answer, pendingXp: 5 } as ReviewResponse)).toBe(5);
  });
});
