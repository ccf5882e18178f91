import { DUE_NOW_MAX_DAYS_AHEAD, type DueNowResponse } from '@revisely/contracts';
import type { Clock } from '../../core/clock.js';
import { conflict, HttpError, notFound } from '../../core/http-error.js';
import type { Executor, UnitOfWork } from '../../core/ports.js';
import type { StudyVersions } from '../../core/study-version.js';
import { localDay } from '../../core/time-zone.js';
import type { CardsTable } from '../../db/schema.js';
import type { moveDueToNow, ownCard } from './review.repository.js';

const DAY_MS = 86_400_000;
const NEW_STATE = 0;

export const DUE_NOW_TOO_FAR = `Only cards due in the next ${DUE_NOW_MAX_DAYS_AHEAD} days can be added to today's reviews.`;
export const DUE_NOW_CHANGED = 'This card was just reviewed or changed elsewhere. Please try again.';

/**
 * "Add to today's reviews" (ADR 0022): the card becomes due now and keeps its FSRS memory state.
 * Reviewing it before its scheduled day is an early review, which FSRS schedules from the days
 * actually elapsed (as after Anki's "Set due date"); no review log is written, as none happened.
 * A new card (it has no schedule to move) and a card already due are left as they are.
 */
export async function makeCardDueNow(
  work: {
    db: Executor;
    unitOfWork: UnitOfWork;
    repo: { ownCard: typeof ownCard; moveDueToNow: typeof moveDueToNow };
    versions: StudyVersions;
  },
  clock: Clock,
  userId: string,
  cardId: string,
): Promise<DueNowResponse> {
  const { repo } = work;
  const card = await repo.ownCard(work.db, userId, cardId);
  if (!card) throw notFound('Card not found');
  const now = clock.now();
  if (card.state === NEW_STATE || card.due_at <= now) return { cardId, due: card.due_at };
  if (card.due_at > now + DUE_NOW_MAX_DAYS_AHEAD * DAY_MS) throw new HttpError(422, DUE_NOW_TOO_FAR);
  // Due and updated at the same moment, after its last review: how broughtForward() knows it.
  const at = Math.max(now, card.updated_at + 1);
  // The study version moves with it, so the cached due queue is rebuilt rather than updated in place.
  const moved = await work.unitOfWork(async (trx) => {
    if (!(await repo.moveDueToNow(trx, card, at))) return false;
    await work.versions.bump(trx, userId);
    return true;
  });
  if (!moved) throw conflict(DUE_NOW_CHANGED);
  return { cardId, due: at };
}

/**
 * The card was made due by makeCardDueNow and not reviewed since: its review is early, so it earns
 * no XP (otherwise bringing a card forward and rating it Good could be repeated for XP without end).
 * A review, an undo or a reset sets `due_at` apart from `updated_at`; a new card is never moved.
 */
export function broughtForward(card: Pick<CardsTable, 'state' | 'due_at' | 'updated_at' | 'last_review_at'>): boolean {
  return (
    card.state !== NEW_STATE &&
    Number(card.due_at) === Number(card.updated_at) &&
    Number(card.due_at) > Number(card.last_review_at ?? 0)
  );
}

/**
 * Whether a review of `card` at `at` earns no XP however due the card is (docs/gamification.md):
 * - it is still as "Add to today's reviews" left it (not reviewed since, or restored so by undo of
 *   the review): the review is early;
 * - or it was brought forward earlier on the review's local day: its reviews that day (after an
 *   undo, or its learning steps after the early review) earn nothing either.
 * So bring forward → review → undo → review, repeated, earns no XP. There is no card reset; one
 * added later must clear `brought_forward_at` with the schedule (docs/gamification.md).
 */
export function earnsNoReviewXp(
  card: Pick<CardsTable, 'state' | 'due_at' | 'updated_at' | 'last_review_at' | 'brought_forward_at'>,
  at: number,
  timeZone: string,
): boolean {
  if (broughtForward(card)) return true;
  const moved =
    card.brought_forward_at === null || card.brought_forward_at === undefined ? null : Number(card.brought_forward_at);
  if (moved === null || card.state === NEW_STATE) return false;
  if (Number(card.due_at) === moved) return true;
  return at >= moved && localDay(at, timeZone) === localDay(moved, timeZone);
}
