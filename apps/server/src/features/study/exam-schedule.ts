import type { IntervalPreview, Quality } from '@revisely/contracts';
import { Rating, State, type Grade } from 'ts-fsrs';
import { examDayStart, type DeckExam } from '../../core/exam-day.js';
import {
  formatInterval,
  fromFsrsCard,
  previewIntervals,
  schedule,
  scheduler,
  toFsrsCard,
  type SchedulingFields,
} from './scheduler.js';

/**
 * The exam-date rule (issue 14, docs/scheduling.md). While a deck's exam day is ahead:
 * - no card is scheduled past the start of the exam day (local midnight in the student's zone),
 *   so every card is seen on or before the exam day;
 * - in the final stretch (FSRS would next show the card on or after the exam day), the card comes
 *   back no later than the last day on which its predicted recall is still at the deck's target,
 *   or on the exam day itself, whichever is sooner. Followed, the schedule so leaves every card at
 *   or above the target when the exam day starts.
 * On the exam day and after it, the deck is scheduled as usual.
 */
export interface ExamPlan {
  /** Start of the exam day in the user's zone (ms). */
  examStart: number;
  /** Target retrievability on exam day (0.9 by default). */
  target: number;
}

export const DAY_MS = 86_400_000;
/** ts-fsrs's default maximum interval (100 years); the search for the target day stops there. */
const MAX_DAYS = 36_500;

/** The plan for a deck at `now`, or null when it has no exam date or the exam day has come. */
export function examPlanFor(deck: DeckExam | undefined, timeZone: string, now: number): ExamPlan | null {
  if (!deck?.exam_date) return null;
  const examStart = examDayStart(deck.exam_date, timeZone);
  return now < examStart ? { examStart, target: Number(deck.target_retention) } : null;
}

/** FSRS retrievability `elapsedMs` after a review that left the card at `stability`. */
export function retrievability(stability: number, elapsedMs: number): number {
  if (stability <= 0) return 0;
  return scheduler.forgetting_curve(Math.max(0, elapsedMs) / DAY_MS, stability);
}

/**
 * The last whole number of days after a review on which recall is still at least `target`
 * (at least 1: a review card never comes back the same day). The curve falls with time, so a
 * binary search over days finds it.
 */
export function daysAtTarget(stability: number, target: number): number {
  if (retrievability(stability, DAY_MS) < target) return 1;
  let lo = 1; // R(lo) >= target
  let hi = MAX_DAYS;
  if (retrievability(stability, hi * DAY_MS) >= target) return hi;
  while (hi - lo > 1) {
    const mid = Math.floor((lo + hi) / 2);
    if (retrievability(stability, mid * DAY_MS) >= target) lo = mid;
    else hi = mid;
  }
  return lo;
}

/** Applies the rule to what FSRS scheduled at `now` (the review time). */
export function applyExamRule(next: SchedulingFields, now: number, plan: ExamPlan | null): SchedulingFields {
  if (!plan || now >= plan.examStart || next.due_at < plan.examStart) return next;
  let due = plan.examStart;
  if (next.state === State.Review) due = Math.min(due, now + daysAtTarget(next.stability, plan.target) * DAY_MS);
  if (due >= next.due_at) return next;
  return { ...next, due_at: due, scheduled_days: Math.max(0, Math.floor((due - now) / DAY_MS)) };
}

/** `schedule` (scheduler.ts) with the deck's exam rule on top. */
export function scheduleForExam(row: SchedulingFields, quality: Quality, now: number, plan: ExamPlan | null) {
  const { next, log } = schedule(row, quality, now);
  return { next: applyExamRule(next, now, plan), log };
}

const GRADES: [keyof IntervalPreview, Grade][] = [
  ['again', Rating.Again],
  ['hard', Rating.Hard],
  ['good', Rating.Good],
  ['easy', Rating.Easy],
];

/** The rating buttons' intervals, following the same rule as the review will. */
export function previewForExam(row: SchedulingFields, now: number, plan: ExamPlan | null): IntervalPreview {
  if (!plan) return previewIntervals(row, now);
  const preview = scheduler.repeat(toFsrsCard(row), new Date(now));
  const out = {} as IntervalPreview;
  for (const [key, grade] of GRADES) {
    const next = applyExamRule(fromFsrsCard(preview[grade].card), now, plan);
    out[key] = formatInterval(next.due_at - now);
  }
  return out;
}
