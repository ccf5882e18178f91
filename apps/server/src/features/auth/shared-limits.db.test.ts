import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, registerUser, type TestContext } from '../../../test/test-app.js';
import { DEFAULT_LOGIN_RATE_LIMIT_PER_15_MIN } from '../../config/config.js';

const LOCKED = { error: 'Too many login attempts. Please try again later.' };
const TOO_MANY = { error: 'Too many requests. Please try again later.' };
const FIFTEEN_MINUTES = 15 * 60 * 1000;

const open: TestContext[] = [];
afterEach(async () => {
  // Servers sharing a database close before the one that owns it.
  for (const t of open.splice(0).reverse()) await t.close();
});

async function servers(env: Record<string, string> = {}): Promise<[TestContext, TestContext]> {
  const a = await createTestApp({ env });
  open.push(a);
  const b = await createTestApp({ env, shareDatabaseWith: a });
  open.push(b);
  return [a, b];
}

async function single(env: Record<string, string> = {}): Promise<TestContext> {
  const t = await createTestApp({ env });
  open.push(t);
  return t;
}

function login(t: TestContext, email: string, password: string, from: { ip?: string; forwardedFor?: string } = {}) {
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password },
    ...(from.ip ? { remoteAddress: from.ip } : {}),
    headers: from.forwardedFor ? { 'x-forwarded-for': from.forwardedFor } : {},
  });
}

describe('limits shared by several app servers on one database', () => {
  it('locks an account out after 5 failures spread over two servers, on both', async () => {
    const [a, b] = await servers();
    const { email, password } = await registerUser(a.app);
    for (const t of [a, b, a, b, a]) expect((await login(t, email, 'wrong-one')).statusCode).toBe(401);
    for (const t of [a, b]) {
      const blocked = await login(t, email, password);
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json()).toEqual(LOCKED);
    }
    a.clock.advance(FIFTEEN_MINUTES + 1);
    expect((await login(b, email, password)).statusCode).toBe(200);
  });

  it('lets only 5 of 12 simultaneous guesses on two servers check the password', async () => {
    const [a, b] = await servers();
    const { email } = await registerUser(a.app);
    const answers = await Promise.all(Array.from({ length: 12 }, (_, i) => login(i % 2 ? a : b, email, `guess-${i}`)));
    const codes = answers.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 401)).toHaveLength(5);
    expect(codes.filter((c) => c === 429)).toHaveLength(7);
  });

  it('counts a route budget once across two servers', async () => {
    const [a, b] = await servers({ AUTH_RATE_LIMIT_PER_HOUR: '3' });
    await registerUser(a.app);
    await registerUser(b.app);
    await registerUser(a.app);
    const over = await b.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { email: 'fourth@example.com', password: 'secret1' },
    });
    expect(over.statusCode).toBe(429);
    expect(over.json()).toEqual(TOO_MANY);
    const retryAfter = Number(over.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    // Another client address has its own budget.
    const other = await a.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { email: 'fifth@example.com', password: 'secret1' },
      remoteAddress: '198.51.100.7',
    });
    expect(other.statusCode).toBe(201);
  });
});

describe('POST /api/auth/login route limit', () => {
  it('answers 429 with Retry-After past the per-address budget, and recovers', async () => {
    const t = await single({ LOGIN_RATE_LIMIT_PER_15_MIN: '3' });
    const { email, password } = await registerUser(t.app);
    expect((await login(t, email, password)).statusCode).toBe(200);
    expect((await login(t, 'nobody@example.com', 'whatever-1')).statusCode).toBe(401);
    expect((await login(t, email, password)).statusCode).toBe(200);
    const over = await login(t, email, password);
    expect(over.statusCode).toBe(429);
    expect(over.json()).toEqual(TOO_MANY);
    const retryAfter = Number(over.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    expect((await login(t, email, password, { ip: '192.0.2.44' })).statusCode).toBe(200);
    t.clock.advance(retryAfter * 1000);
    expect((await login(t, email, password)).statusCode).toBe(200);
  });

  it('lets a class sign in together from one school address, and still locks one account', async () => {
    const t = await single({ LOGIN_RATE_LIMIT_PER_15_MIN: String(DEFAULT_LOGIN_RATE_LIMIT_PER_15_MIN) });
    const school = { ip: '203.0.113.20' };
    const pupils = [];
    for (let i = 0; i < 35; i++) pupils.push(await registerUser(t.app));
    const answers = [];
    for (const pupil of pupils) answers.push((await login(t, pupil.email, pupil.password, school)).statusCode);
    expect(answers).toEqual(pupils.map(() => 200));
    // The per-account lock is unchanged: 5 wrong passwords, then even the right one waits.
    const [victim] = pupils;
    for (let i = 0; i < 5; i++) expect((await login(t, victim!.email, 'wrong-one', school)).statusCode).toBe(401);
    const locked = await login(t, victim!.email, victim!.password, school);
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual(LOCKED);
    // Classmates behind the same address are not locked with it.
    expect((await login(t, pupils[1]!.email, pupils[1]!.password, school)).statusCode).toBe(200);
  }, 60_000);

  it('deletes counters once no window needs them', async () => {
    const t = await single();
    const { email, password } = await registerUser(t.app);
    await login(t, email, password);
    const before = await t.db.selectFrom('rate_limits').select('key').execute();
    expect(before.length).toBeGreaterThan(0);
    t.clock.advance(3 * 60 * 60 * 1000);
    await login(t, email, password);
    const starts = (await t.db.selectFrom('rate_limits').select('window_start').execute()).map((r) =>
      Number(r.window_start),
    );
    // Only the buckets of the sign-in just made remain; the ones from three hours ago are gone.
    expect(starts.length).toBeGreaterThan(0);
    expect(starts.every((start) => start >= t.clock.now() - FIFTEEN_MINUTES)).toBe(true);
  });
});

describe('client addresses', () => {
  it('ignores X-Forwarded-For unless TRUST_PROXY is set', async () => {
    const t = await single();
    const { email, password } = await registerUser(t.app);
    // Each failure claims another client, but the socket address is what counts.
    for (let i = 0; i < 5; i++) {
      expect((await login(t, email, 'wrong-one', { forwardedFor: `203.0.113.${i + 1}` })).statusCode).toBe(401);
    }
    const blocked = await login(t, email, password, { forwardedFor: '203.0.113.99' });
    expect(blocked.statusCode).toBe(429);
  });

  it('keys on the forwarded client when the proxy is trusted', async () => {
    const t = await single({ TRUST_PROXY: '127.0.0.1/8' });
    const { email, password } = await registerUser(t.app);
    for (let i = 0; i < 5; i++) {
      expect((await login(t, email, 'wrong-one', { forwardedFor: '203.0.113.5' })).statusCode).toBe(401);
    }
    expect((await login(t, email, password, { forwardedFor: '203.0.113.5' })).json()).toEqual(LOCKED);
    // A classmate behind the same proxy is not locked out by someone else's guesses.
    expect((await login(t, email, password, { forwardedFor: '203.0.113.6' })).statusCode).toBe(200);
  });

  it('does not trust X-Forwarded-For from an address outside TRUST_PROXY', async () => {
    const t = await single({ TRUST_PROXY: '10.0.0.1' });
    const { email, password } = await registerUser(t.app);
    for (let i = 0; i < 5; i++) {
      await login(t, email, 'wrong-one', { ip: '198.51.100.9', forwardedFor: `203.0.113.${i + 1}` });
    }
    const blocked = await login(t, email, password, { ip: '198.51.100.9', forwardedFor: '203.0.113.50' });
    expect(blocked.statusCode).toBe(429);
  });

  it('keys IPv6 clients by their /64', async () => {
    const t = await single();
    const { email, password } = await registerUser(t.app);
    for (let i = 0; i < 5; i++) {
      expect((await login(t, email, 'wrong-one', { ip: `2001:db8:1:2::${i + 1}` })).statusCode).toBe(401);
    }
    expect((await login(t, email, password, { ip: '2001:db8:1:2:ffff:eeee:dddd:cccc' })).json()).toEqual(LOCKED);
    expect((await login(t, email, password, { ip: '2001:db8:1:3::1' })).statusCode).toBe(200);
  });
});
