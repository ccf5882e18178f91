import { newCardScheduling, schedule } from '@revisely/scheduler';
import { describe, expect, it } from 'vitest';
import type { StoredCard } from '@/lib/offline/offline-db';
import { orderOfflineCards } from './offline-study';

const NOW = Date.parse('2026-11-28T09:00:00Z');
const MINUTE = 60_000;
const DAY = 86_400_000;

function card(id: string, deck: string, position: number, scheduling = newCardScheduling(NOW - DAY)): StoredCard {
  return {
    id,
    deck_id: deck,
    deck_name: deck,
    front_text: id,
    back_text: id,
    explanation: null,
    position,
    state: 'new',
    due: new Date(scheduling.due_at).toISOString(),
    reps: scheduling.reps,
    lapses: scheduling.lapses,
    last_review: null,
    created_at: new Date(NOW - DAY).toISOString(),
    scheduling,
  };
}

/** A card reviewed with `quality` at `at`, as the shared scheduler leaves it. */
const reviewed = (id: string, deck: string, position: number, quality: 'again' | 'good', at: number) =>
  card(id, deck, position, schedule(newCardScheduling(at), quality, at).next);

describe('orderOfflineCards', () => {
  const learningNow = reviewed('learning-now', 'a', 5, 'again', NOW - 2 * MINUTE); // due NOW - 1min
  const learningAhead = reviewed('learning-ahead', 'a', 6, 'again', NOW + 5 * MINUTE); // due in 6 min
  const reviewDue = reviewed('review-due', 'a', 7, 'good', NOW - 10 * DAY); // due days ago
  const reviewLater = reviewed('review-later', 'a', 8, 'good', NOW - MINUTE); // due in ~2 days
  const fresh = [1, 2, 3].map((p) => card(`new-${p}`, 'a', p));
  const otherDeck = card('new-b', 'b', 1);
  const all = [reviewLater, ...fresh, learningAhead, reviewDue, otherDeck, learningNow];

  it("follows the server's deck session order, new cards within each deck's allowance", () => {
    const order = orderOfflineCards(all, (deck) => (deck === 'a' ? 2 : 0), NOW, false).map((c) => c.id);
    expect(order).toEqual(['learning-now', 'review-due', 'new-1', 'new-2', 'learning-ahead']);
  });

  it('orders review all by due time, new cards last', () => {
    const order = orderOfflineCards(all, () => 1, NOW, true).map((c) => c.id);
    expect(order).toEqual(['review-due', 'learning-now', 'learning-ahead', 'new-1', 'new-b']);
  });
});
