import { describe, expect, it } from 'vitest';
import {
  applyExamRule,
  DAY_MS,
  formatInterval,
  newCardScheduling,
  previewIntervals,
  replay,
  schedule,
  SCHEDULER_PARAMETERS,
} from './index.js';

const NOW = Date.parse('2026-11-28T09:00:00Z');

describe('@revisely/scheduler', () => {
  it("keeps the app's parameters (ADR 0003): 90% retention, fuzz, 1m learning and 10m relearning steps", () => {
    expect(SCHEDULER_PARAMETERS).toMatchObject({
      request_retention: 0.9,
      enable_fuzz: true,
      enable_short_term: true,
      learning_steps: ['1m'],
      relearning_steps: ['10m'],
    });
  });

  it("labels a new card's buttons close to the spec's", () => {
    expect(previewIntervals(newCardScheduling(NOW), NOW)).toEqual({
      again: '1min',
      hard: expect.stringMatching(/^\d+min$/) as unknown as string,
      good: '2d',
      easy: expect.stringMatching(/^\d+d$/) as unknown as string,
    });
    expect([formatInterval(30_000), formatInterval(90 * 60_000), formatInterval(400 * DAY_MS)]).toEqual([
      '<1min',
      '2h',
      '1.1y',
    ]);
  });

  it('replays a history in time order whatever order it arrives in', () => {
    const start = newCardScheduling(NOW);
    const good = { quality: 'good' as const, reviewedAt: NOW + 60_000 };
    const again = { quality: 'again' as const, reviewedAt: NOW + 3 * DAY_MS };
    const inOrder = replay(start, [good, again]);
    expect(replay(start, [again, good])).toEqual(inOrder);
    const stepByStep = schedule(schedule(start, 'good', good.reviewedAt).next, 'again', again.reviewedAt).next;
    expect(inOrder.card).toEqual(stepByStep);
    expect(inOrder.card.lapses).toBe(1);
  });

  it('never schedules past the start of the exam day while it is ahead', () => {
    const examStart = NOW + 5 * DAY_MS;
    const { next } = schedule(newCardScheduling(NOW), 'easy', NOW);
    expect(next.due_at).toBeGreaterThan(examStart);
    expect(applyExamRule(next, NOW, { examStart, target: 0.9 }).due_at).toBeLessThanOrEqual(examStart);
    expect(applyExamRule(next, examStart, { examStart, target: 0.9 })).toEqual(next);
  });
});
