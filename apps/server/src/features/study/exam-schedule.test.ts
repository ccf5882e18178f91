import { describe, expect, it } from 'vitest';
import { forecastExam, goodReview, simulateGood, type ForecastCard } from './exam-forecast.js';
import {
  applyExamRule,
  DAY_MS,
  daysAtTarget,
  examPlanFor,
  previewForExam,
  retrievability,
  scheduleForExam,
  type ExamPlan,
} from './exam-schedule.js';
import { schedule, type SchedulingFields } from './scheduler.js';

const TZ = 'Europe/London';
// Monday 1 March 2027, 10:00 in London (GMT).
const NOW = Date.UTC(2027, 2, 1, 10, 0, 0);

const newCard = (position = 0): ForecastCard => ({
  position,
  due_at: NOW,
  stability: 0,
  difficulty: 0,
  elapsed_days: 0,
  scheduled_days: 0,
  learning_steps: 0,
  reps: 0,
  lapses: 0,
  state: 0,
  last_review_at: null,
});

/** A review card last seen `ago` days before NOW with the given stability. */
const reviewCard = (stability: number, ago: number, dueIn: number): SchedulingFields => ({
  due_at: NOW + dueIn * DAY_MS,
  stability,
  difficulty: 5,
  elapsed_days: 0,
  scheduled_days: ago + dueIn,
  learning_steps: 0,
  reps: 5,
  lapses: 0,
  state: 2,
  last_review_at: NOW - ago * DAY_MS,
});

const planIn = (days: number, target = 0.9): ExamPlan => {
  const plan = examPlanFor(
    { exam_date: new Date(NOW + days * DAY_MS).toISOString().slice(0, 10), target_retention: target },
    TZ,
    NOW,
  );
  if (!plan) throw new Error('expected a plan');
  return plan;
};

describe('exam plan', () => {
  it('starts the exam day at local midnight and ends once the day has come', () => {
    const plan = examPlanFor({ exam_date: '2027-06-10', target_retention: 0.9 }, TZ, NOW);
    // 10 June is in British Summer Time: local midnight is 23:00 UTC the day before.
    expect(plan?.examStart).toBe(Date.UTC(2027, 5, 9, 23, 0, 0));
    expect(examPlanFor({ exam_date: '2027-03-01', target_retention: 0.9 }, TZ, NOW)).toBeNull();
    expect(examPlanFor({ exam_date: '2027-02-20', target_retention: 0.9 }, TZ, NOW)).toBeNull();
    expect(examPlanFor({ exam_date: null, target_retention: 0.9 }, TZ, NOW)).toBeNull();
  });
});

describe('capping', () => {
  it('never schedules a review past the start of the exam day', () => {
    const plan = planIn(5);
    // A well-known card: FSRS alone would wait weeks.
    const card = reviewCard(40, 20, 0);
    const plain = schedule(card, 'good', NOW).next;
    expect(plain.due_at).toBeGreaterThan(plan.examStart);
    const capped = scheduleForExam(card, 'good', NOW, plan).next;
    expect(capped.due_at).toBe(plan.examStart);
    expect(capped.stability).toBe(plain.stability);
  });

  it('leaves intervals that end before the exam alone', () => {
    const plan = planIn(60);
    const card = reviewCard(3, 3, 0);
    const plain = schedule(card, 'good', NOW).next;
    expect(plain.due_at).toBeLessThan(plan.examStart);
    expect(applyExamRule(plain, NOW, plan)).toEqual(plain);
  });

  it('caps learning steps that would cross into the exam day', () => {
    const plan = planIn(1);
    const late = plan.examStart - 5 * 60_000;
    const next = applyExamRule({ ...newCard(), state: 1, due_at: late + 10 * 60_000 }, late, plan);
    expect(next.due_at).toBe(plan.examStart);
  });

  it('does nothing without a plan (no date, or the exam day has come)', () => {
    const card = reviewCard(40, 20, 0);
    expect(scheduleForExam(card, 'good', NOW, null).next.due_at).toBe(schedule(card, 'good', NOW).next.due_at);
  });
});

describe('final stretch', () => {
  it('finds the last day recall is still at the target', () => {
    // FSRS stability is the interval at 90% recall.
    expect(daysAtTarget(10, 0.9)).toBe(10);
    const d = daysAtTarget(10, 0.95);
    expect(retrievability(10, d * DAY_MS)).toBeGreaterThanOrEqual(0.95);
    expect(retrievability(10, (d + 1) * DAY_MS)).toBeLessThan(0.95);
    expect(daysAtTarget(0.2, 0.9)).toBe(1);
  });

  it('brings a card back on its last day at target when it would be below target on exam day', () => {
    // Exam in 30 days, target 95%: FSRS would wait past the exam after this Good review, but
    // recall would fall under 95% before the exam day.
    const plan = planIn(30, 0.95);
    const card = reviewCard(20, 20, 0);
    const plain = schedule(card, 'good', NOW).next;
    expect(plain.due_at).toBeGreaterThan(plan.examStart);
    const ruled = scheduleForExam(card, 'good', NOW, plan).next;
    const at = (ms: number) => retrievability(ruled.stability, ms - NOW);
    expect(retrievability(ruled.stability, plan.examStart - NOW)).toBeLessThan(0.95);
    expect(ruled.due_at).toBeLessThan(plain.due_at);
    expect(ruled.due_at).toBeLessThan(plan.examStart);
    expect(at(ruled.due_at)).toBeGreaterThanOrEqual(0.95);
    expect(at(ruled.due_at + DAY_MS)).toBeLessThan(0.95);
  });

  it('keeps the exam day itself when recall would still be at target then', () => {
    const plan = planIn(4);
    const card = reviewCard(20, 10, 0);
    const ruled = scheduleForExam(card, 'good', NOW, plan).next;
    expect(retrievability(ruled.stability, plan.examStart - NOW)).toBeGreaterThanOrEqual(0.9);
    expect(ruled.due_at).toBe(plan.examStart);
  });

  it('previews the same intervals the review will give', () => {
    const plan = planIn(5);
    const preview = previewForExam(reviewCard(40, 20, 0), NOW, plan);
    // 5 days to the exam day's midnight from 10:00 is 4 days 14 hours: '5d' once rounded.
    expect(preview.good).toBe('5d');
    expect(preview.easy).toBe('5d');
    expect(preview.again).toBe('10min');
  });
});

describe('forecast', () => {
  it('predicts the target for a deck studied as scheduled, and 0 for cards that cannot be learned in time', () => {
    const plan = planIn(3);
    const cards = Array.from({ length: 50 }, (_, i) => newCard(i));
    const f = forecastExam({ cards, plan, now: NOW, timeZone: TZ, newToday: 20, newPerDay: 20 });
    // 20 today, 20 tomorrow, 10 the day after: all before the exam day.
    expect(f.cardsNotLearnedInTime).toBe(0);
    expect(f.predictedRecall).toBeGreaterThanOrEqual(0.9);
    expect(f.recallIfStoppedNow).toBe(0);
    expect(f.reviewsPerDay).toBeGreaterThan(0);

    const tooMany = Array.from({ length: 80 }, (_, i) => newCard(i));
    const g = forecastExam({ cards: tooMany, plan, now: NOW, timeZone: TZ, newToday: 20, newPerDay: 20 });
    expect(g.cardsNotLearnedInTime).toBe(20);
    expect(g.predictedRecall).toBeLessThan(0.75);
  });
});

describe('forecast simulation', () => {
  it('computes a Good review of a review card exactly as ts-fsrs does', () => {
    for (let i = 0; i < 300; i++) {
      const card = reviewCard(0.5 + (i % 50) * 1.7, i % 23, (i % 9) - 4);
      const row = { ...card, difficulty: 1 + (i % 10) * 0.9 };
      const at = NOW + (i % 5) * 3_600_000;
      const fast = goodReview(row, at);
      const slow = simulateGood(row, at);
      expect(fast.due_at).toBe(slow.due_at);
      expect(fast.stability).toBeCloseTo(slow.stability, 8);
      expect(fast.difficulty).toBeCloseTo(slow.difficulty, 8);
      expect(fast.state).toBe(slow.state);
    }
  });
});
