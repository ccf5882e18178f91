import type { DueReviewResponse, StudyCard } from '@revisely/contracts';

/** What the cached queue keeps beyond its response so that a review can update it in place. */
export interface DueQueueState {
  /**
   * The queue's cards in order, more than the response lists (DUE_QUEUE_BUFFER), so that the
   * next few reviews can each drop their card and still leave a full list.
   */
  queue: readonly StudyCard[];
  /** Each deck's remaining new-card allowance for the local day the queue was built in. */
  allowance: ReadonlyMap<string, number>;
}

export interface QueuedResponse extends DueQueueState {
  /** The queue's next state changes by itself then: a card comes due, a new local day starts. */
  validUntil: number;
  response: DueReviewResponse;
}

/** The scheduling facts of one review made now (not an offline review with an earlier time). */
export interface ReviewedCard {
  id: string;
  deckId: string;
  before: { state: number; due_at: number };
  after: { state: number; due_at: number };
  /** When the review was recorded (the server's now). */
  at: number;
}

const isLearning = (state: number) => state === 1 || state === 3;

/**
 * The due queue after `review`, derived from the queue before it instead of rebuilding it with
 * its 6–8 queries (ADR 0028), or undefined when only a rebuild can tell:
 * - the card leaves the list, and the count it was in (learning, review or new) drops by one
 *   when it was due; a new card also uses one of its deck's daily allowance, so the new count
 *   drops only while the deck still had allowance (the count is Σ min(new, allowance) per deck);
 * - the card's next due time ends the queue's validity, as a rebuild's "next due" would;
 * - rebuild when the list would run short of cards the counts say exist, when a new card was
 *   rated that the list did not reach (its deck's listed new cards may lose their last one),
 *   when the card is due again at once, or when the counts disagree with the list.
 */
export function queueAfterReview(
  state: QueuedResponse,
  review: ReviewedCard,
  listLimit: number,
): QueuedResponse | undefined {
  const { before, after, at } = review;
  if (at >= state.validUntil || after.state === 0 || after.due_at <= at) return undefined;
  let { newCards, learningCards, reviewCards } = state.response;
  let allowance = state.allowance;
  const listed = state.queue.some((card) => card.id === review.id);
  if (before.state === 0) {
    const left = allowance.get(review.deckId) ?? 0;
    if (left > 0) {
      if (!listed) return undefined;
      newCards -= 1;
      allowance = new Map(allowance).set(review.deckId, left - 1);
    } else if (listed) {
      return undefined;
    }
  } else if (before.due_at <= at) {
    if (isLearning(before.state)) learningCards -= 1;
    else reviewCards -= 1;
  } else if (listed) {
    return undefined;
  }
  if (newCards < 0 || learningCards < 0 || reviewCards < 0) return undefined;
  const queue = listed ? state.queue.filter((card) => card.id !== review.id) : state.queue;
  if (queue.length < Math.min(listLimit, newCards + learningCards + reviewCards)) return undefined;
  return {
    queue,
    allowance,
    validUntil: Math.min(state.validUntil, after.due_at),
    response: { cards: queue.slice(0, listLimit), newCards, learningCards, reviewCards },
  };
}
