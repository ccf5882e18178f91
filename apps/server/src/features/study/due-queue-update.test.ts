import type { StudyCard } from '@revisely/contracts';
import { describe, expect, it } from 'vitest';
import { queueAfterReview, type QueuedResponse, type ReviewedCard } from './due-queue-update.js';

const NOW = 1_000_000;
const card = (id: string, deck = 'd1') => ({ id, deck_id: deck }) as unknown as StudyCard;

/** Two due learning cards, two due reviews, then deck d1's and d2's new cards. */
function queued(over: Partial<QueuedResponse> = {}): QueuedResponse {
  const queue = ['l1', 'l2', 'r1', 'r2', 'n1', 'n2', 'n3'].map((id) => card(id)).concat([card('m1', 'd2')]);
  return {
    queue,
    allowance: new Map([
      ['d1', 3],
      ['d2', 1],
    ]),
    validUntil: NOW + 60_000,
    response: { cards: queue.slice(0, 3), newCards: 4, learningCards: 2, reviewCards: 2 },
    ...over,
  };
}

const reviewed = (id: string, before: [number, number], over: Partial<ReviewedCard> = {}): ReviewedCard => ({
  id,
  deckId: 'd1',
  before: { state: before[0], due_at: before[1] },
  after: { state: 2, due_at: NOW + 86_400_000 },
  at: NOW,
  ...over,
});

describe('queueAfterReview', () => {
  it('drops a due review card from the list and its count', () => {
    const next = queueAfterReview(queued(), reviewed('r1', [2, NOW - 5]), 3)!;
    expect(next.response).toEqual({
      cards: [card('l1'), card('l2'), card('r2')],
      newCards: 4,
      learningCards: 2,
      reviewCards: 1,
    });
    expect(next.validUntil).toBe(NOW + 60_000);
  });

  it('counts a relearning card as learning, and its next due time ends the queue', () => {
    const next = queueAfterReview(
      queued(),
      reviewed('l1', [3, NOW - 5], { after: { state: 3, due_at: NOW + 600_000 } }),
      3,
    )!;
    expect(next.response.learningCards).toBe(1);
    const soon = queueAfterReview(
      queued(),
      reviewed('l2', [1, NOW], { after: { state: 1, due_at: NOW + 30_000 } }),
      3,
    )!;
    expect(soon.validUntil).toBe(NOW + 30_000);
    expect(soon.response.cards.map((c) => c.id)).toEqual(['l1', 'r1', 'r2']);
  });

  it("uses one of a new card's deck allowance", () => {
    const next = queueAfterReview(queued(), reviewed('n1', [0, NOW - 100]), 3)!;
    expect(next.response.newCards).toBe(3);
    expect(next.allowance.get('d1')).toBe(2);
    expect(next.allowance.get('d2')).toBe(1);
    expect(next.queue.map((c) => c.id)).toEqual(['l1', 'l2', 'r1', 'r2', 'n2', 'n3', 'm1']);
  });

  it('leaves counts alone for a card reviewed before it was due', () => {
    const next = queueAfterReview(queued(), reviewed('x', [2, NOW + 5_000]), 3)!;
    expect(next.response).toEqual({ ...queued().response });
    expect(next.queue).toHaveLength(8);
  });

  it('asks for a rebuild when only one can tell', () => {
    const base = queued();
    // The queue had already run out.
    expect(queueAfterReview(base, reviewed('r1', [2, NOW - 5], { at: NOW + 60_000 }), 3)).toBeUndefined();
    // Due again at once: a rebuild places it.
    expect(
      queueAfterReview(base, reviewed('r1', [2, NOW - 5], { after: { state: 3, due_at: NOW } }), 3),
    ).toBeUndefined();
    // A new card the list did not reach: its deck's listed new cards may lose their last.
    expect(queueAfterReview(base, reviewed('n9', [0, NOW - 5]), 3)).toBeUndefined();
    // Listed, yet not due: the list and the counts disagree.
    expect(queueAfterReview(base, reviewed('r1', [2, NOW + 5]), 3)).toBeUndefined();
    // The list would hold fewer cards than the counts say are due.
    const short = queued({ queue: base.queue.slice(0, 3), response: { ...base.response } });
    expect(queueAfterReview(short, reviewed('l1', [1, NOW - 5]), 3)).toBeUndefined();
  });

  it('lets the list shrink with the counts at the end of the queue', () => {
    const last = [card('r1')];
    const state = queued({
      queue: last,
      allowance: new Map(),
      response: { cards: last, newCards: 0, learningCards: 0, reviewCards: 1 },
    });
    expect(queueAfterReview(state, reviewed('r1', [2, NOW - 5]), 3)!.response).toEqual({
      cards: [],
      newCards: 0,
      learningCards: 0,
      reviewCards: 0,
    });
  });

  it('does not change the state it was given', () => {
    const state = queued();
    queueAfterReview(state, reviewed('n1', [0, NOW - 5]), 3);
    expect(state.allowance.get('d1')).toBe(3);
    expect(state.queue).toHaveLength(8);
    expect(state.response.newCards).toBe(4);
  });
});
