import type { IntervalPreview, Quality } from '@revisely/contracts';
import {
  previewForExam as sharedPreviewForExam,
  scheduleForExam as sharedScheduleForExam,
  type ExamPlan,
} from '@revisely/scheduler';
import { examDayStart, type DeckExam } from '../../core/exam-day.js';
import { previewIntervals, type SchedulingFields } from './scheduler.js';

/**
 * The exam-date rule (issue 14, docs/scheduling.md). While a deck's exam day is ahead:
 * - no card is scheduled past the start of the exam day (local midnight in the student's zone),
 *   so every card is seen on or before the exam day;
 * - in the final stretch (FSRS would next show the card on or after the exam day), the card comes
 *   back no later than the last day on which its predicted recall is still at the deck's target,
 *   or on the exam day itself, whichever is sooner. Followed, the schedule so leaves every card at
 *   or above the target when the exam day starts.
 * On the exam day and after it, the deck is scheduled as usual.
 *
 * The rule itself is in @revisely/scheduler, which the browser runs too for offline reviews
 * (ADR 0023); this file works out each deck's plan.
 */
export { applyExamRule, DAY_MS, daysAtTarget, retrievability, type ExamPlan } from '@revisely/scheduler';

/** The plan for a deck at `now`, or null when it has no exam date or the exam day has come. */
export function examPlanFor(deck: DeckExam | undefined, timeZone: string, now: number): ExamPlan | null {
  if (!deck?.exam_date) return null;
  const examStart = examDayStart(deck.exam_date, timeZone);
  return now < examStart ? { examStart, target: Number(deck.target_retention) } : null;
}

/** `schedule` (scheduler.ts) with the deck's exam rule on top. */
export function scheduleForExam(row: SchedulingFields, quality: Quality, now: number, plan: ExamPlan | null) {
  return sharedScheduleForExam(row, quality, now, plan);
}

/** The rating buttons' intervals, following the same rule as the review will (cached without a plan). */
export function previewForExam(row: SchedulingFields, now: number, plan: ExamPlan | null): IntervalPreview {
  if (!plan) return previewIntervals(row, now);
  return sharedPreviewForExam(row, now, plan);
}
