import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, registerUser, type TestContext } from '../../test/test-app.js';
import { INVALID_UNICODE } from './nul-characters.js';

// Runs on SQLite and, with TEST_DATABASE=postgres, on PostgreSQL: the answers must be the same.
describe('NUL characters in JSON bodies and query strings', () => {
  let ctx: TestContext;
  let token: string;
  let deckId: string;

  const send = (method: 'GET' | 'POST', url: string, payload?: Record<string, unknown>) =>
    ctx.app.inject(
      payload === undefined
        ? { method, url, headers: bearer(token) }
        : { method, url, headers: bearer(token), payload },
    );

  beforeAll(async () => {
    ctx = await createTestApp();
    ({ token } = await registerUser(ctx.app));
    const deck = await send('POST', '/api/flashcards/decks', {
      name: 'Cells',
      subject: 'Biology',
      cards: [{ front: 'What is osmosis?', back: 'Diffusion of water' }],
    });
    expect(deck.statusCode).toBe(201);
    deckId = (deck.json() as { id: string }).id;
  });
  afterAll(() => ctx.close());

  it('refuses text with a lone UTF-16 surrogate, in any string or key, on every route', async () => {
    const before = await ctx.db.selectFrom('decks').select('id').execute();
    const raw = (method: 'POST' | 'PUT', url: string, body: string, auth = true) =>
      ctx.app.inject({
        method,
        url,
        headers: { ...(auth ? bearer(token) : {}), 'content-type': 'application/json' },
        payload: body,
      });
    for (const res of [
      await raw('POST', '/api/flashcards/decks', '{"name":"Cells \\ud800","subject":"Biology"}'),
      await raw(
        'POST',
        '/api/flashcards/decks',
        '{"name":"Cells","subject":"Biology","cards":[{"front":"\\udc00 a","back":"b"}]}',
      ),
      await raw('POST', '/api/flashcards/decks', '{"name":"Cells","subject":"Biology","\\udbff":1}'),
      await raw(
        'PUT',
        '/api/user/preferences',
        '{"reminderTime":"18:00","x":[[[[[[[[[[[[[[[[[["\\ud83d"]]]]]]]]]]]]]]]]]]}',
      ),
      await raw('POST', '/api/auth/login', '{"email":"a@example.com","password":"pass\\ud800word"}', false),
    ]) {
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: INVALID_UNICODE });
    }
    expect(await ctx.db.selectFrom('decks').select('id').execute()).toHaveLength(before.length);
    // A whole pair (an emoji), escaped or not, is text like any other.
    const emoji = await raw('POST', '/api/flashcards/decks', '{"name":"Cells \\ud83d\\ude00 😀","subject":"Biology"}');
    expect(emoji.statusCode).toBe(201);
    expect(emoji.json()).toMatchObject({ name: 'Cells 😀 😀' });
  });

  it('removes them from text, so the text is stored the same on both databases', async () => {
    const res = await send('POST', '/api/flashcards/decks', { name: 'Nul\u0000deck', subject: 'Bio\u0000logy' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ name: 'Nuldeck', subject: 'Biology' });
  });

  it('makes an id holding one match nothing: the route answers as for any unknown id', async () => {
    const unknown = await send('POST', `/api/decks/${deckId}/review`, { cardId: 'no-such-card', quality: 'good' });
    const nul = await send('POST', `/api/decks/${deckId}/review`, { cardId: 'no-such\u0000card', quality: 'good' });
    expect(unknown.statusCode).toBeGreaterThanOrEqual(400);
    expect(unknown.statusCode).toBeLessThan(500);
    expect({ status: nul.statusCode, body: nul.json() as unknown }).toEqual({
      status: unknown.statusCode,
      body: unknown.json() as unknown,
    });

    const base = { subject: 'Biology', topic: 'Cells', qualification: 'GCSE', examBoard: 'AQA', cardCount: 5 };
    const noSummary = await send('POST', '/api/flashcards/generate-from-summary', { ...base, summaryId: 'nope' });
    const nulSummary = await send('POST', '/api/flashcards/generate-from-summary', {
      ...base,
      summaryId: 'no\u0000pe',
    });
    expect(nulSummary.statusCode).toBe(noSummary.statusCode);
    expect(nulSummary.json()).toEqual(noSummary.json());
  });

  it('cleans query strings the same way', async () => {
    const empty = await send('GET', '/api/high-yield/deck?topic=');
    const nul = await send('GET', '/api/high-yield/deck?topic=%00');
    expect(nul.statusCode).toBe(empty.statusCode);
    expect(nul.statusCode).toBeLessThan(500);
  });

  it('answers a deeply nested body with a 4xx, never a stack overflow', async () => {
    const deep = `${'['.repeat(50_000)}"\u0000"${']'.repeat(50_000)}`;
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/flashcards/decks',
      headers: { ...bearer(token), 'content-type': 'application/json' },
      payload: `{"name":"Deep","cards":${deep}}`,
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
  });
});
