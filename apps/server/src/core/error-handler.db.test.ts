import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, registerUser, type TestContext } from '../../test/test-app.js';
import { clientErrorHandler } from './error-handler.js';

describe('errors raised by the router itself', () => {
  let ctx: TestContext;
  let token: string;

  beforeAll(async () => {
    ctx = await createTestApp();
    ({ token } = await registerUser(ctx.app));
  });
  afterAll(() => ctx.close());

  it('answers a malformed percent escape with a JSON 400', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/summaries/%E0%A4%A', headers: bearer(token) });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'Malformed URL' });
  });

  it('answers an over-long id with a JSON 404, not a 414 with Fastify internals', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/api/summaries/${'a'.repeat(300)}`,
      headers: bearer(token),
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'Not found' });
  });

  it('answers an id with a NUL character with 404 on both databases, after the session check', async () => {
    for (const [method, url] of [
      ['GET', '/api/summaries/a%00b'],
      ['DELETE', '/api/flashcards/decks/%00'],
      ['GET', '/api/decks/%00/study'],
    ] as const) {
      const res = await ctx.app.inject({ method, url, headers: bearer(token) });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: 'Not found' });
      expect((await ctx.app.inject({ method, url })).statusCode).toBe(401);
    }
  });
});

describe('requests the HTTP parser refuses', () => {
  const answer = (code: string) => {
    const socket = new PassThrough();
    let written = '';
    socket.on('data', (chunk: Buffer) => (written += chunk.toString()));
    socket.on('error', () => {});
    clientErrorHandler(Object.assign(new Error('parse error'), { code }), socket);
    return { written, destroyed: socket.destroyed };
  };

  it('answers with the same { error } shape as every route, then closes the socket', () => {
    const overflow = answer('HPE_HEADER_OVERFLOW');
    expect(overflow.written).toMatch(/^HTTP\/1\.1 431 Request Header Fields Too Large\r\n/);
    expect(overflow.written.endsWith('\r\n\r\n{"error":"Request headers are too large"}')).toBe(true);
    expect(overflow.destroyed).toBe(true);
    const invalid = answer('HPE_INVALID_CONTENT_LENGTH');
    expect(invalid.written).toMatch(/^HTTP\/1\.1 400 Bad Request\r\n/);
    expect(invalid.written.endsWith('{"error":"Malformed request"}')).toBe(true);
  });
});
