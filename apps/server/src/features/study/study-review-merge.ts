import {
  OFFLINE_REVIEW_MAX_AGE_DAYS,
  type Quality,
  REVIEW_CLOCK_SKEW_MS,
  type ReviewResponse,
} from '@revisely/contracts';
import { conflict, HttpError } from '../../core/http-error.js';
import { type examPlanFor, scheduleForExam } from './exam-schedule.js';
import { schedulingOf, type SchedulingFields } from './scheduler.js';
import type { LogRewrite } from './study-review-queries.js';

/** 409: the client sent one of its reviewIds again, for another card (each review needs its own id). */
export const REVIEW_ID_OTHER_CARD =
  'This reviewId was already used for another card. Send a new reviewId for each review.';
/** 409: a stored review carries this id but no answer to repeat (cannot happen for reviews made since ADR 0008). */
const REVIEW_ID_USED = 'This reviewId has already been used.';

/** 422: an offline review's time the server will not apply (ADR 0023). */
export const REVIEWED_AT_FUTURE = 'reviewedAt is in the future. Check the date and time on your device.';
export const REVIEWED_AT_TOO_OLD = `reviewedAt is more than ${OFFLINE_REVIEW_MAX_AGE_DAYS} days ago, so this review can no longer be added.`;

const QUALITY_BY_RATING: Record<number, Quality> = { 1: 'again', 2: 'hard', 3: 'good', 4: 'easy' };

/** When the review happened: now, or the client's `reviewedAt` for a review made offline (422 when out of range). */
export function reviewTime(reviewedAt: string | undefined, now: number): number {
  if (reviewedAt === undefined) return now;
  const at = Date.parse(reviewedAt);
  if (at > now + REVIEW_CLOCK_SKEW_MS) throw new HttpError(422, REVIEWED_AT_FUTURE);
  if (at < now - OFFLINE_REVIEW_MAX_AGE_DAYS * 86_400_000) throw new HttpError(422, REVIEWED_AT_TOO_OLD);
  // A device clock slightly ahead: the review happened now as far as the server can tell.
  return Math.min(at, now);
}

/** Re-schedules the card's later reviews after an earlier one was merged in, each at its own time. */
export function replayLater(
  start: SchedulingFields,
  later: readonly { id: string; rating: number; reviewed_at: number }[],
  planAt: (time: number) => ReturnType<typeof examPlanFor>,
): { next: SchedulingFields; rewrites: LogRewrite[] } {
  let card = start;
  const rewrites: LogRewrite[] = [];
  for (const review of later) {
    const quality = QUALITY_BY_RATING[review.rating] ?? 'good';
    const { next, log } = scheduleForExam(card, quality, review.reviewed_at, planAt(review.reviewed_at));
    rewrites.push({
      id: review.id,
      state_before: card.state,
      state_after: next.state,
      due_before: card.due_at,
      due_after: next.due_at,
      stability_after: next.stability,
      difficulty_after: next.difficulty,
      elapsed_days: log.elapsed_days,
      scheduled_days: next.scheduled_days,
      card_before_json: JSON.stringify(schedulingOf(card)),
    });
    card = next;
  }
  return { next: card, rewrites };
}

/**
 * The stored first answer to a review id, repeated as a duplicate. Ids are scoped to the user
 * (another student's use of the same id is theirs alone); reusing one for another card is the
 * client's mistake, refused rather than answered with the first card's result.
 */
export function answerOf(row: { card_id: string; response_json?: string | null }, cardId: string): ReviewResponse {
  if (row.card_id !== cardId) throw conflict(REVIEW_ID_OTHER_CARD);
  if (!row.response_json) throw conflict(REVIEW_ID_USED);
  return { ...(JSON.parse(row.response_json) as ReviewResponse), duplicate: true };
}
