import type { DueReviewResponse } from '@revisely/contracts';
import { describe, expect, it } from 'vitest';
import { DueQueueCache } from './due-queue-cache.js';

const response = (newCards: number): DueReviewResponse => ({ cards: [], newCards, learningCards: 0, reviewCards: 0 });
const key = { version: 3, timeZone: 'Europe/London' };

describe('DueQueueCache', () => {
  it('serves an entry only for the same version and zone, before it runs out', () => {
    const cache = new DueQueueCache();
    const stored = response(5);
    cache.set('u1', { ...key, validUntil: 1_000, response: stored });
    expect(cache.get('u1', key, 999)).toBe(stored);
    expect(cache.get('u2', key, 999)).toBeUndefined();
    expect(cache.get('u1', { ...key, timeZone: 'Asia/Tokyo' }, 999)).toBeUndefined();
    // A miss drops the entry, so an older version cannot come back.
    expect(cache.get('u1', key, 999)).toBeUndefined();

    cache.set('u1', { ...key, validUntil: 1_000, response: stored });
    expect(cache.get('u1', { ...key, version: 4 }, 10)).toBeUndefined();
    cache.set('u1', { ...key, validUntil: 1_000, response: stored });
    expect(cache.get('u1', key, 1_000)).toBeUndefined();
  });

  it('keeps the most recently used users when full', () => {
    const cache = new DueQueueCache(2);
    for (const id of ['a', 'b']) cache.set(id, { ...key, validUntil: 100, response: response(1) });
    expect(cache.get('a', key, 0)).toBeDefined();
    cache.set('c', { ...key, validUntil: 100, response: response(1) });
    expect(cache.get('b', key, 0)).toBeUndefined();
    expect(cache.get('a', key, 0)).toBeDefined();
    expect(cache.get('c', key, 0)).toBeDefined();
  });
});
