import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, registerUser, type TestContext } from './test-app.js';

/** Each quota is set to 2 an hour; the third call in the hour is refused, whatever it carried. */
let t: TestContext;

beforeAll(async () => {
  t = await createTestApp({
    env: {
      QUOTA_OCR_PER_HOUR: '2',
      QUOTA_SUMMARIES_PER_HOUR: '2',
      QUOTA_GENERATION_PER_HOUR: '2',
      QUOTA_HIGH_YIELD_PER_HOUR: '2',
      QUOTA_EXPORTS_PER_HOUR: '2',
      QUOTA_FEEDBACK_PER_HOUR: '2',
    },
    // The quota hook answers before OCR would run; no engine is needed.
    adapters: { ocr: { extract: () => Promise.reject(new Error('not used')), close: async () => {} } },
  });
});
afterAll(async () => {
  await t.close();
});

type Call = { method: 'GET' | 'POST'; url: string; payload?: Record<string, unknown> };
const generate = { summaryText: 'Plants make glucose by photosynthesis.', cardCount: 1 };

const cases: [string, string, Call[]][] = [
  ['photo scans', 'OCR', [{ method: 'POST', url: '/api/ocr/extract' }]],
  ['summaries', 'summaries', [{ method: 'POST', url: '/api/summaries', payload: {} }]],
  [
    'flashcard generations',
    'generation (both routes share one budget)',
    [
      { method: 'POST', url: '/api/flashcards/generate-from-summary', payload: generate },
      {
        method: 'POST',
        url: '/api/decks/00000000-0000-0000-0000-000000000000/generate-from-summary',
        payload: generate,
      },
    ],
  ],
  ['high-yield suggestions', 'high-yield', [{ method: 'GET', url: '/api/high-yield/deck?topic=cells' }]],
  [
    'exports',
    'exports (Anki and data export share one budget)',
    [
      { method: 'GET', url: '/api/user/export' },
      { method: 'POST', url: '/api/flashcards/export/anki', payload: { deckIds: [] } },
    ],
  ],
  ['feedback submissions', 'feedback', [{ method: 'POST', url: '/api/feedback', payload: {} }]],
];

describe('per-user hourly quotas', () => {
  it.each(cases)('refuses the third call for %s (%s) with 429 and Retry-After', async (what, _label, calls) => {
    const alice = await registerUser(t.app);
    const call = (token: string, i: number) => {
      const c = calls[i % calls.length]!;
      return t.app.inject({ method: c.method, url: c.url, headers: bearer(token), payload: c.payload });
    };
    for (const i of [0, 1]) expect((await call(alice.token, i)).statusCode).not.toBe(429);
    const refused = await call(alice.token, 2);
    expect(refused.statusCode).toBe(429);
    const retryAfter = Number(refused.headers['retry-after']);
    // The window is an hour in 4-minute buckets, so the wait is most of an hour.
    expect(retryAfter).toBeGreaterThan(3000);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    expect(refused.json()).toEqual({
      error: `You have made too many ${what} in the last hour. Please try again in ${Math.ceil(retryAfter / 60)} minutes.`,
    });

    // The budget is the user's: another student is unaffected.
    const bob = await registerUser(t.app);
    expect((await call(bob.token, 0)).statusCode).not.toBe(429);

    // It refills as the hour passes.
    t.clock.advance(61 * 60 * 1000);
    expect((await call(alice.token, 0)).statusCode).not.toBe(429);
  });

  it('answers 401, not 429, without a session', async () => {
    for (let i = 0; i < 4; i += 1) {
      expect((await t.app.inject({ method: 'POST', url: '/api/feedback', payload: {} })).statusCode).toBe(401);
    }
  });
});
