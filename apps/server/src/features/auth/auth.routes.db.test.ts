import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SignJWT } from 'jose';
import { bearer, createTestApp, registerUser, uniqueEmail, type TestContext } from '../../../test/test-app.js';

let t: TestContext;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, headers });

describe('POST /api/auth/register', () => {
  it('creates an account and returns the user and a working token', async () => {
    const email = uniqueEmail();
    const res = await post('/api/auth/register', {
      email: `  ${email.toUpperCase()} `,
      password: 'secret1',
      displayName: 'Ada Student',
      username: 'Ada Student',
    });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.user).toEqual({
      id: expect.any(String),
      email,
      username: 'ada_student',
      displayName: 'Ada Student',
      createdAt: '2026-11-22T10:00:00.000Z',
    });
    expect(Object.keys(body.user).sort()).toEqual(['createdAt', 'displayName', 'email', 'id', 'username']);
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(body.token) });
    expect(me.statusCode).toBe(200);
    expect(me.json().email).toBe(email);
  });

  it('turns a taken username into a free variant instead of failing sign-up', async () => {
    const a = await post('/api/auth/register', {
      email: uniqueEmail(),
      password: 'secret1',
      displayName: 'Sam Lee',
      username: 'Sam Lee',
    });
    const b = await post('/api/auth/register', {
      email: uniqueEmail(),
      password: 'secret1',
      displayName: 'Sam Lee',
      username: 'Sam Lee',
    });
    expect(a.json().user.username).toBe('sam_lee');
    expect(b.json().user.username).toBe('sam_lee2');
  });

  it('accepts registration without a name', async () => {
    const res = await post('/api/auth/register', { email: uniqueEmail(), password: 'secret1' });
    expect(res.statusCode).toBe(201);
    expect(res.json().user).toMatchObject({ username: null, displayName: null });
  });

  it('rejects a taken email (any case) with 409', async () => {
    const email = uniqueEmail();
    await post('/api/auth/register', { email, password: 'secret1' });
    const res = await post('/api/auth/register', { email: email.toUpperCase(), password: 'secret1' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: 'An account with this email already exists' });
  });

  it.each([
    [{ password: 'secret1' }, 'Email is required'],
    [{ email: 'not-an-email', password: 'secret1' }, 'Please enter a valid email address'],
    [{ email: 'a@b.co', password: '12345' }, 'Password must be at least 6 characters long'],
    [{ email: 'a@b.co', password: 'x'.repeat(257) }, 'Password must be at most 256 characters long'],
    [{ email: 'a@b.co' }, 'Password is required'],
    [{ email: 42, password: 'secret1' }, 'Email is required'],
  ])('rejects %j with 400', async (payload, message) => {
    const res = await post('/api/auth/register', payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toContain(message);
  });
});

describe('POST /api/auth/login', () => {
  it('signs in with the right password, whatever the email case', async () => {
    const { email, password } = await registerUser(t.app);
    const res = await post('/api/auth/login', { email: ` ${email.toUpperCase()}`, password });
    expect(res.statusCode).toBe(200);
    expect(res.json().user.email).toBe(email);
    expect(typeof res.json().token).toBe('string');
  });

  it('answers wrong password and unknown email identically', async () => {
    const { email } = await registerUser(t.app);
    const wrong = await post(
      '/api/auth/login',
      { email, password: 'wrong-password' },
      { 'x-forwarded-for': '1.1.1.1' },
    );
    const unknown = await post('/api/auth/login', { email: uniqueEmail(), password: 'wrong-password' });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ error: 'Invalid email or password' });
    expect(unknown.json()).toEqual({ error: 'Invalid email or password' });
  });

  it.each([{}, { email: '', password: 'x' }, { email: 'a@b.co', password: '' }, { email: 'a@b.co' }])(
    'requires both fields: %j',
    async (payload) => {
      const res = await post('/api/auth/login', payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: 'Email and password are required' });
    },
  );

  it('locks an email out after 5 failures from one address in 15 minutes', async () => {
    const { email, password } = await registerUser(t.app);
    for (let i = 0; i < 5; i++) {
      expect((await post('/api/auth/login', { email, password: 'nope-nope' })).statusCode).toBe(401);
    }
    const blocked = await post('/api/auth/login', { email, password });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ error: 'Too many login attempts. Please try again later.' });
    t.clock.advance(15 * 60 * 1000 + 1);
    expect((await post('/api/auth/login', { email, password })).statusCode).toBe(200);
  });
});

describe('sessions', () => {
  it('rejects missing, malformed, tampered, foreign-key and expired tokens with 401 JSON', async () => {
    const { token } = await registerUser(t.app);
    const tampered = token.slice(0, -4) + (token.endsWith('AAAA') ? 'BBBB' : 'AAAA');
    const forged = await new SignJWT({ ver: 0 })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('someone')
      .setIssuer('revisely')
      .setAudience('revisely-web')
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('another-secret-another-secret-another-secret'));
    for (const headers of [{}, { authorization: 'Basic abc' }, bearer('garbage'), bearer(tampered), bearer(forged)]) {
      const res = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers });
      expect(res.statusCode).toBe(401);
      expect(res.json().error).toEqual(expect.any(String));
    }
    // Used once first, so the expiry check also covers a token the server has verified before.
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) })).statusCode).toBe(200);
    t.clock.advance(31 * 24 * 60 * 60 * 1000);
    const expired = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) });
    expect(expired.statusCode).toBe(401);
  });
});

describe('username and profile', () => {
  it('sets a username, refusing one taken in another case with 409', async () => {
    const a = await registerUser(t.app);
    const b = await registerUser(t.app);
    const ok = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/setup-username',
      headers: bearer(a.token),
      payload: { username: 'MathsWhizz' },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().username).toBe('MathsWhizz');
    const taken = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/setup-username',
      headers: bearer(b.token),
      payload: { username: 'mathswhizz' },
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({ error: 'That username is already taken' });
    const again = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/setup-username',
      headers: bearer(a.token),
      payload: { username: 'mathsWHIZZ' },
    });
    expect(again.statusCode).toBe(200);
  });

  it('validates usernames', async () => {
    const a = await registerUser(t.app);
    for (const username of ['ab', 'has space', 'x'.repeat(31), '<script>']) {
      const res = await t.app.inject({
        method: 'PUT',
        url: '/api/auth/setup-username',
        headers: bearer(a.token),
        payload: { username },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toMatch(/Username/);
    }
    const anon = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/setup-username',
      payload: { username: 'valid_name' },
    });
    expect(anon.statusCode).toBe(401);
  });

  it('updates username and display name on the profile', async () => {
    const a = await registerUser(t.app);
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/user/profile',
      headers: bearer(a.token),
      payload: { username: 'priya.k', displayName: '  Priya K ' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ username: 'priya.k', displayName: 'Priya K', email: a.email });
    const empty = await t.app.inject({
      method: 'PUT',
      url: '/api/user/profile',
      headers: bearer(a.token),
      payload: {},
    });
    expect(empty.statusCode).toBe(400);
  });
});

describe('password reset', () => {
  it('gives the same answer for known and unknown emails and mails a one-hour, single-use link', async () => {
    const { email, token: oldToken } = await registerUser(t.app);
    const unknown = await post('/api/auth/password-reset-request', { email: uniqueEmail() });
    const known = await post('/api/auth/password-reset-request', { email });
    expect(unknown.statusCode).toBe(200);
    expect(known.statusCode).toBe(200);
    expect(known.json()).toEqual(unknown.json());

    const mail = await t.mailer.next(email);
    const link = /http:\/\/app\.test\/reset-password\?token=([\w-]+)/.exec(mail.text);
    expect(link).not.toBeNull();
    const resetToken = decodeURIComponent(link![1]!);

    expect((await t.app.inject({ method: 'GET', url: `/api/auth/verify-reset-token/${resetToken}` })).json()).toEqual({
      valid: true,
    });
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/verify-reset-token/nonsense' })).json()).toEqual({
      valid: false,
    });

    const reset = await post('/api/auth/reset-password', { token: resetToken, newPassword: 'brand-new-pass' });
    expect(reset.statusCode).toBe(200);
    // The old session is revoked, the old password no longer works, the new one does.
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(oldToken) })).statusCode).toBe(
      401,
    );
    expect((await post('/api/auth/login', { email, password: 'correct horse battery' })).statusCode).toBe(401);
    expect((await post('/api/auth/login', { email, password: 'brand-new-pass' })).statusCode).toBe(200);

    const reuse = await post('/api/auth/reset-password', { token: resetToken, newPassword: 'another-pass' });
    expect(reuse.statusCode).toBe(400);
    expect(reuse.json()).toEqual({ error: 'This reset link has expired or is invalid' });
    expect((await t.app.inject({ method: 'GET', url: `/api/auth/verify-reset-token/${resetToken}` })).json()).toEqual({
      valid: false,
    });
  });

  it('expires links after an hour', async () => {
    const { email } = await registerUser(t.app);
    t.mailer.sent.length = 0;
    await post('/api/auth/password-reset-request', { email });
    const mail = await t.mailer.next(email);
    const resetToken = decodeURIComponent(/token=([\w-]+)/.exec(mail.text)![1]!);
    t.clock.advance(60 * 60 * 1000 + 1);
    const res = await post('/api/auth/reset-password', { token: resetToken, newPassword: 'brand-new-pass' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('This reset link has expired or is invalid');
  });

  it('validates reset input', async () => {
    expect((await post('/api/auth/password-reset-request', { email: 'nope' })).statusCode).toBe(400);
    const short = await post('/api/auth/reset-password', { token: 'abc', newPassword: '123' });
    expect(short.statusCode).toBe(400);
    expect(short.json().error).toBe('Password must be at least 6 characters long');
    const unknown = await post('/api/auth/reset-password', { token: 'abc', newPassword: '123456' });
    expect(unknown.statusCode).toBe(400);
  });
});

describe('POST /api/auth/change-password', () => {
  it('changes the password, revokes old tokens and returns a fresh one', async () => {
    const { email, password, token } = await registerUser(t.app);
    const res = await post(
      '/api/auth/change-password',
      { currentPassword: password, newPassword: 'fresh-pass-1' },
      bearer(token),
    );
    expect(res.statusCode).toBe(200);
    const fresh = res.json().token as string;
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(fresh) })).statusCode).toBe(200);
    expect((await post('/api/auth/login', { email, password: 'fresh-pass-1' })).statusCode).toBe(200);
  });

  it('refuses a wrong current password, a short new one, and no session', async () => {
    const { token } = await registerUser(t.app);
    const wrong = await post(
      '/api/auth/change-password',
      { currentPassword: 'not-it', newPassword: 'fresh-pass-1' },
      bearer(token),
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ error: 'Current password is incorrect' });
    const short = await post(
      '/api/auth/change-password',
      { currentPassword: 'correct horse battery', newPassword: '123' },
      bearer(token),
    );
    expect(short.statusCode).toBe(400);
    expect(short.json().error).toBe('Password must be at least 6 characters long');
    expect((await post('/api/auth/change-password', { currentPassword: 'a', newPassword: 'bbbbbb' })).statusCode).toBe(
      401,
    );
  });
});

describe('cross-cutting HTTP behaviour', () => {
  it('answers malformed JSON with 400 JSON', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": "a@b.co", ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'Malformed JSON in request body' });
  });

  it('answers bodies over 1 MB with 413 JSON', async () => {
    const res = await post('/api/auth/login', { email: 'a@b.co', password: 'x'.repeat(1_100_000) });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ error: 'Request body is too large' });
  });

  it('answers an unsupported content type with 415 JSON', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'text/xml' },
      payload: '<x/>',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json().error).toEqual(expect.any(String));
  });

  it('answers unknown API routes with 404 JSON', async () => {
    for (const [method, url] of [
      ['GET', '/api/nope'],
      ['POST', '/api/auth/nope'],
      ['DELETE', '/api'],
    ] as const) {
      const res = await t.app.inject({ method, url });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: 'Not found' });
    }
  });

  it('reports health after checking the database', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('serves an OpenAPI document generated from the contracts', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/openapi.json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/auth/login', '/api/auth/register', '/api/user/profile']),
    );
  });

  it('sets security headers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });
});
