import { MutationObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { reviewCardOnce } from './review-card';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

const answer = {
  xpAwarded: 10,
  leveledUp: false,
  newLevel: 1,
  card: {
    id: 'c1',
    deck_id: 'd1',
    front_text: 'Q',
    back_text: 'A',
    explanation: null,
    position: 0,
    state: 'learning',
    due: '2026-11-23T10:10:00.000Z',
    reps: 1,
    lapses: 0,
    last_review: '2026-11-23T10:00:00.000Z',
    created_at: '2026-11-22T10:00:00.000Z',
  },
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('review mutation', () => {
  it('sends one reviewId per rating and the same one on the automatic retry', async () => {
    const bodies: { reviewId?: string; cardId: string }[] = [];
    let calls = 0;
    vi.stubGlobal(
      'fetch',
      vi.fn((_url: string, init: RequestInit) => {
        bodies.push(JSON.parse(String(init.body)));
        calls += 1;
        // The first attempt's answer is lost on the way back; the retry gets it.
        if (calls === 1) return Promise.reject(new TypeError('Failed to fetch'));
        return Promise.resolve(
          new Response(JSON.stringify(answer), { status: 200, headers: { 'content-type': 'application/json' } }),
        );
      }),
    );
    const observer = new MutationObserver(createQueryClient(), { mutationFn: reviewCardOnce, retryDelay: 0 });

    await observer.mutate({ deckId: 'd1', review: { cardId: 'c1', quality: 'good' } });
    expect(bodies).toHaveLength(2);
    expect(bodies[0]!.reviewId).toMatch(UUID_V4);
    expect(bodies[1]!.reviewId).toBe(bodies[0]!.reviewId);

    await observer.mutate({ deckId: 'd1', review: { cardId: 'c1', quality: 'good' } });
    expect(bodies).toHaveLength(3);
    expect(bodies[2]!.reviewId).toMatch(UUID_V4);
    expect(bodies[2]!.reviewId).not.toBe(bodies[0]!.reviewId);
  });
});
