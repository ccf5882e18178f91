import { DEFAULT_PREFERENCES, REMINDER_TIME_INVALID } from '@revisely/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeHostResolver } from '../../../test/fake-host-resolver.js';
import * as analyticsOffByDefault from '../../db/migrations/2026-11-26-015-analytics-off-by-default.js';
import { bearer, createTestApp, registerUser, type TestContext } from '../../../test/test-app.js';
import { PUSH_ENDPOINT_NOT_HTTPS, PUSH_ENDPOINT_NOT_PUBLIC } from './push-endpoint.js';
import { UNSUBSCRIBE_DONE, UNSUBSCRIBE_INVALID } from './preferences.routes.js';
import { UNSUBSCRIBE_TTL_SECONDS, UnsubscribeTokens } from './unsubscribe-token.js';

let t: TestContext;

// What DNS would say for the names the security report used (never asked: tests stay offline).
const resolver = fakeHostResolver({
  'localhost.': ['127.0.0.1'],
  'kubernetes.default.svc': ['10.96.0.1'],
  '127.0.0.1.nip.io': ['127.0.0.1'],
  'fcm.googleapis.com': ['142.250.0.1'],
});

beforeAll(async () => {
  t = await createTestApp({ adapters: { hostResolver: resolver } });
});
afterAll(async () => {
  await t.close();
});

const get = (token: string) => t.app.inject({ method: 'GET', url: '/api/user/preferences', headers: bearer(token) });
const put = (token: string, payload: unknown) =>
  t.app.inject({ method: 'PUT', url: '/api/user/preferences', headers: bearer(token), payload: payload as object });

describe('GET/PUT /api/user/preferences', () => {
  it('starts with the spec defaults, analytics off and reminders at 18:00', async () => {
    const { token } = await registerUser(t.app);
    const res = await get(token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      emailNotifications: true,
      studyReminders: true,
      weeklyReports: false,
      dataAnalytics: false,
      autoSave: true,
      soundEffects: false,
      darkMode: false,
      reminderTime: '18:00',
      summaryLength: 'standard',
    });
  });

  it('turns stored copies of the old analytics default off, keeping explicit choices (migration 015)', async () => {
    const copied = await registerUser(t.app);
    const off = await registerUser(t.app);
    const rowless = await registerUser(t.app);
    // Saved before the change: a row holds every preference, so analytics "on" was stored with dark mode.
    await put(copied.token, { darkMode: true });
    await put(off.token, { dataAnalytics: false });
    await t.db
      .updateTable('user_preferences')
      .set({ data_analytics: 1 })
      .where('user_id', '=', copied.userId)
      .execute();
    await analyticsOffByDefault.up(t.db);
    expect((await get(copied.token)).json()).toMatchObject({ dataAnalytics: false, darkMode: true });
    expect((await get(off.token)).json()).toMatchObject({ dataAnalytics: false });
    expect((await get(rowless.token)).json()).toEqual(DEFAULT_PREFERENCES);
    // A student may still choose it.
    expect((await put(rowless.token, { dataAnalytics: true })).json()).toMatchObject({ dataAnalytics: true });
    expect((await get(rowless.token)).json()).toMatchObject({ dataAnalytics: true });
  });

  it('saves a partial update and returns the whole set, kept across reads', async () => {
    const { token } = await registerUser(t.app);
    const res = await put(token, { studyReminders: false, reminderTime: '07:45' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ...DEFAULT_PREFERENCES, studyReminders: false, reminderTime: '07:45' });
    await put(token, { darkMode: true, emailNotifications: false });
    expect((await get(token)).json()).toEqual({
      ...DEFAULT_PREFERENCES,
      studyReminders: false,
      reminderTime: '07:45',
      darkMode: true,
      emailNotifications: false,
    });
  });

  it.each([
    [{ reminderTime: '24:00' }, REMINDER_TIME_INVALID],
    [{ reminderTime: '7:45' }, REMINDER_TIME_INVALID],
    [{ reminderTime: 1800 }, REMINDER_TIME_INVALID],
    [{ studyReminders: 'yes' }, 'studyReminders must be true or false'],
    [{ favouriteColour: 'blue' }, null],
    [{}, 'Send at least one preference to change'],
  ])('refuses %j with 400 {error}', async (payload, message) => {
    const { token } = await registerUser(t.app);
    const res = await put(token, payload);
    expect(res.statusCode).toBe(400);
    const body = res.json<{ error: string }>();
    expect(typeof body.error).toBe('string');
    if (message) expect(body.error).toContain(message);
    expect((await get(token)).json()).toEqual(DEFAULT_PREFERENCES);
  });

  it('touches only the caller’s row', async () => {
    const a = await registerUser(t.app);
    const b = await registerUser(t.app);
    await put(a.token, { emailNotifications: false, reminderTime: '06:00' });
    expect((await get(b.token)).json()).toEqual(DEFAULT_PREFERENCES);
    await put(b.token, { soundEffects: true });
    expect((await get(a.token)).json()).toEqual({
      ...DEFAULT_PREFERENCES,
      emailNotifications: false,
      reminderTime: '06:00',
    });
  });

  it('needs a session', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/user/preferences' })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'PUT', url: '/api/user/preferences', payload: { autoSave: false } })).statusCode,
    ).toBe(401);
  });
});

describe('push subscriptions', () => {
  const subscription = (endpoint: string) => ({
    endpoint,
    expirationTime: null,
    keys: {
      p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
      auth: 'tBHItJI5svbpez7KI4CCXg',
    },
  });
  const rows = (userId: string) =>
    t.db.selectFrom('push_subscriptions').select('endpoint').where('user_id', '=', userId).execute();

  it('serves one stable VAPID public key', async () => {
    const { token } = await registerUser(t.app);
    const first = await t.app.inject({ method: 'GET', url: '/api/push/vapid-public-key', headers: bearer(token) });
    expect(first.statusCode).toBe(200);
    const key = first.json<{ publicKey: string }>().publicKey;
    expect(Buffer.from(key, 'base64url')).toHaveLength(65);
    const again = await t.app.inject({ method: 'GET', url: '/api/push/vapid-public-key', headers: bearer(token) });
    expect(again.json()).toEqual({ publicKey: key });
  });

  it('stores, re-assigns and deletes the caller’s subscription', async () => {
    const a = await registerUser(t.app);
    const b = await registerUser(t.app);
    const endpoint = `https://push.example.com/send/${a.userId}`;
    const post = (token: string, body: unknown) =>
      t.app.inject({
        method: 'POST',
        url: '/api/user/push-subscriptions',
        headers: bearer(token),
        payload: body as object,
      });
    expect((await post(a.token, subscription(endpoint))).statusCode).toBe(201);
    expect((await post(a.token, subscription(endpoint))).statusCode).toBe(201);
    expect(await rows(a.userId)).toEqual([{ endpoint }]);

    // b cannot delete a's subscription; the browser signing in as b takes it over by subscribing.
    const del = (token: string) =>
      t.app.inject({
        method: 'DELETE',
        url: '/api/user/push-subscriptions',
        headers: bearer(token),
        payload: { endpoint },
      });
    expect((await del(b.token)).statusCode).toBe(204);
    expect(await rows(a.userId)).toHaveLength(1);
    await post(b.token, subscription(endpoint));
    expect(await rows(a.userId)).toHaveLength(0);
    expect(await rows(b.userId)).toEqual([{ endpoint }]);
    expect((await del(b.token)).statusCode).toBe(204);
    expect(await rows(b.userId)).toHaveLength(0);
  });

  it('refuses a malformed subscription or a non-https push service', async () => {
    const { token } = await registerUser(t.app);
    const post = (body: unknown) =>
      t.app.inject({
        method: 'POST',
        url: '/api/user/push-subscriptions',
        headers: bearer(token),
        payload: body as object,
      });
    const noKeys = await post({ endpoint: 'https://push.example.com/x' });
    expect(noKeys.statusCode).toBe(400);
    expect(noKeys.json().error).toMatch(/keys/);
    for (const endpoint of [
      'ftp://push.example.com/x',
      'https://127.0.0.1/x',
      'https://[::1]/x',
      'https://169.254.169.254/latest/meta-data',
      'https://localhost/x',
      'https://metadata/x',
      'https://db.internal/x',
    ]) {
      const res = await post(subscription(endpoint));
      expect(res.statusCode, endpoint).toBe(400);
      expect(res.json()).toEqual({ error: PUSH_ENDPOINT_NOT_HTTPS });
    }
    expect((await post(subscription('https://fcm.googleapis.com/fcm/send/abc'))).statusCode).toBe(201);
  });

  it('refuses a push service named by a host that resolves inside the network', async () => {
    const { token, userId } = await registerUser(t.app);
    const post = (endpoint: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/user/push-subscriptions',
        headers: bearer(token),
        payload: subscription(endpoint),
      });
    const localhost = await post('https://localhost.:4455/push');
    expect(localhost.statusCode).toBe(400);
    expect(localhost.json()).toEqual({ error: PUSH_ENDPOINT_NOT_HTTPS });
    for (const endpoint of ['https://kubernetes.default.svc/x', 'https://127.0.0.1.nip.io:4455/x']) {
      const res = await post(endpoint);
      expect(res.statusCode, endpoint).toBe(400);
      expect(res.json()).toEqual({ error: PUSH_ENDPOINT_NOT_PUBLIC });
    }
    expect(await rows(userId)).toEqual([]);
    expect((await post('https://fcm.googleapis.com/fcm/send/def')).statusCode).toBe(201);
  });
});

describe('unsubscribe link', () => {
  const open = (token: string, html = true) =>
    t.app.inject({
      method: 'GET',
      url: `/api/reminders/unsubscribe?token=${encodeURIComponent(token)}`,
      headers: html ? { accept: 'text/html,application/xhtml+xml' } : { accept: 'application/json' },
    });

  it('turns email reminders off without a session and says so', async () => {
    const { token: session, userId } = await registerUser(t.app);
    const token = await new UnsubscribeTokens(t.config.jwtSecret, t.clock).issue(userId);
    const res = await open(token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain(UNSUBSCRIBE_DONE);
    expect((await get(session)).json()).toEqual({ ...DEFAULT_PREFERENCES, emailNotifications: false });
  });

  it('answers one-click POSTs from mail apps', async () => {
    const { token: session, userId } = await registerUser(t.app);
    const token = await new UnsubscribeTokens(t.config.jwtSecret, t.clock).issue(userId);
    const res = await t.app.inject({ method: 'POST', url: `/api/reminders/unsubscribe?token=${token}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ unsubscribed: true });
    expect((await get(session)).json().emailNotifications).toBe(false);
  });

  it('refuses a tampered, foreign or expired token and changes nothing', async () => {
    const { token: session, userId } = await registerUser(t.app);
    const tokens = new UnsubscribeTokens(t.config.jwtSecret, t.clock);
    const good = await tokens.issue(userId);
    const [header, payload, signature] = good.split('.');
    const forged = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(payload!, 'base64url').toString()), sub: 'x' }),
    ).toString('base64url');
    const other = await new UnsubscribeTokens('another-secret-that-is-long-enough-for-hs256', t.clock).issue(userId);
    for (const bad of [`${header}.${forged}.${signature}`, other, session, 'not-a-token', '']) {
      const res = await open(bad, false);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: UNSUBSCRIBE_INVALID });
    }
    const page = await open(`${header}.${forged}.${signature}`);
    expect(page.statusCode).toBe(400);
    expect(page.body).toContain(UNSUBSCRIBE_INVALID);

    const old = await tokens.issue(userId);
    t.clock.advance((UNSUBSCRIBE_TTL_SECONDS + 60) * 1000);
    try {
      expect((await open(old, false)).statusCode).toBe(400);
    } finally {
      t.clock.advance(-(UNSUBSCRIBE_TTL_SECONDS + 60) * 1000);
    }
    expect((await get(session)).json()).toEqual(DEFAULT_PREFERENCES);
  });
});
