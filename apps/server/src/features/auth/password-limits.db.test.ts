import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, registerUser, uniqueEmail, type TestContext } from '../../../test/test-app.js';

let t: TestContext;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const post = (url: string, payload: object, headers: Record<string, string> = {}, remoteAddress?: string) =>
  t.app.inject({ method: 'POST', url, payload, headers, ...(remoteAddress ? { remoteAddress } : {}) });

describe('change-password attempts', () => {
  it('counts wrong current passwords like failed sign-ins, with the same lockout', async () => {
    const { email, password, token } = await registerUser(t.app);
    for (let i = 0; i < 5; i++) {
      const wrong = await post(
        '/api/auth/change-password',
        { currentPassword: 'not-it', newPassword: 'fresh-pass-1' },
        bearer(token),
      );
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json()).toEqual({ error: 'Current password is incorrect' });
    }
    const blocked = await post(
      '/api/auth/change-password',
      { currentPassword: password, newPassword: 'fresh-pass-1' },
      bearer(token),
    );
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ error: 'Too many password attempts. Please try again later.' });
    const signIn = await post('/api/auth/login', { email, password });
    expect(signIn.json()).toEqual({ error: 'Too many login attempts. Please try again later.' });

    t.clock.advance(15 * 60 * 1000 + 1);
    const ok = await post(
      '/api/auth/change-password',
      { currentPassword: password, newPassword: 'fresh-pass-1' },
      bearer(token),
    );
    expect(ok.statusCode).toBe(200);
  });

  it('shares the count with failed sign-ins from the same address', async () => {
    const { email, password, token } = await registerUser(t.app);
    for (let i = 0; i < 4; i++)
      expect((await post('/api/auth/login', { email, password: 'nope-nope' })).statusCode).toBe(401);
    await post('/api/auth/change-password', { currentPassword: 'not-it', newPassword: 'fresh-pass-1' }, bearer(token));
    expect((await post('/api/auth/login', { email, password })).statusCode).toBe(429);
  });
});

describe('password reset mails', () => {
  it('sends at most 3 per hour to one address, answering every request the same way', async () => {
    const { email } = await registerUser(t.app);
    const unknown = await post('/api/auth/password-reset-request', { email: uniqueEmail() });
    const bodies = [];
    for (let i = 0; i < 5; i++) {
      // From different client addresses: the cap is per recipient, not per sender.
      const res = await post('/api/auth/password-reset-request', { email }, {}, `192.0.2.${i + 10}`);
      expect(res.statusCode).toBe(200);
      bodies.push(res.json());
    }
    expect(new Set(bodies.map((b) => JSON.stringify(b))).size).toBe(1);
    expect(bodies[0]).toEqual(unknown.json());
    expect(bodies[0]).toEqual({
      success: true,
      message: 'If an account exists for that email, a reset link is on its way.',
    });
    await t.jobs.idle();
    expect(t.mailer.sent.filter((m) => m.to === email)).toHaveLength(3);

    t.clock.advance(60 * 60 * 1000 + 1);
    await post('/api/auth/password-reset-request', { email });
    await t.jobs.idle();
    expect(t.mailer.sent.filter((m) => m.to === email)).toHaveLength(4);
  });
});
