import { REVIEW_XP, type Quality, type ReviewResponse } from '@revisely/contracts';
import type { SchedulingFields } from '@revisely/scheduler';

/*
 * The XP of ratings made offline (ADR 0023), apart from offline-study.ts so the study screen can
 * show it without loading the offline store.
 */

/**
 * What a rating made offline will earn once the server has it: the server judges "was the card
 * due" at the rating's own time, as here. An estimate: a card brought forward by 'Add to today's
 * reviews' earns nothing there, which the offline store does not know.
 */
export function pendingReviewXp(before: Pick<SchedulingFields, 'due_at'>, quality: Quality, at: number): number {
  return before.due_at <= at ? REVIEW_XP[quality] : 0;
}

/** A rating's answer from the offline store: no XP yet, `pendingXp` once it is synced. */
export type OfflineReviewResponse = ReviewResponse & { pendingXp: number };

/** The XP a rating's answer is still waiting for (0 for an answer from the server). */
export function pendingXpOf(answer: ReviewResponse): number {
  const pending = (answer as Partial<OfflineReviewResponse>).pendingXp;
  return typeof pending === 'number' ? pending : 0;
}
