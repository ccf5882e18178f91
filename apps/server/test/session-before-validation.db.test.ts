import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from './test-app.js';

/**
 * Without a session every protected call is 401, whatever its body: a client must learn that it
 * has to sign in again, not that a field is wrong, and an anonymous upload is never read.
 */
describe('protected calls check the session before the body', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  it.each([
    ['PUT', '/api/auth/setup-username'],
    ['POST', '/api/auth/change-password'],
    ['PUT', '/api/user/profile'],
    ['POST', '/api/flashcards/export/anki'],
    ['POST', '/api/summaries'],
    ['POST', '/api/flashcards/decks'],
    ['POST', '/api/decks/00000000-0000-4000-8000-000000000000/review'],
  ] as const)('%s %s with an invalid body and no token is 401', async (method, url) => {
    const res = await ctx.app.inject({ method, url, payload: { unexpected: 1 } });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: expect.any(String) });
  });

  it('rejects an anonymous feedback upload before reading it', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/feedback',
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
      payload: '--x\r\nContent-Disposition: form-data; name="subject"\r\n\r\nHi\r\n--x--\r\n',
    });
    expect(res.statusCode).toBe(401);
  });
});
