import { createECDH, randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
// @ts-expect-error http_ece ships no types; only decrypt is used, as a browser would.
import ece from 'http_ece';
import { decodeJwt, importJWK, jwtVerify } from 'jose';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SmtpMailer } from '../../adapters/mail/smtp-mailer.js';
import { bearer, createTestApp, registerUser, type TestContext } from '../../../test/test-app.js';

/**
 * The whole path with nothing faked but the clock: the scheduler's mail reaches a loopback SMTP
 * listener, and its web push (encrypted and VAPID-signed by the web-push package) reaches a
 * loopback push service, which decrypts it as a browser would. A push service answering 410
 * makes the server forget that subscription.
 */
const mails: { to: string[]; raw: string }[] = [];
const pushes: { path: string; headers: Record<string, string | string[] | undefined>; body: Buffer }[] = [];
let smtp: SMTPServer;
let pushService: Server;
let pushBase = '';
let t: TestContext;

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        mails.push({ to: session.envelope.rcptTo.map((r) => r.address), raw: Buffer.concat(chunks).toString('utf8') });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  pushService = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      pushes.push({ path: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks) });
      res.statusCode = req.url?.startsWith('/gone/') ? 410 : 201;
      res.end();
    });
  });
  await new Promise<void>((resolve) => pushService.listen(0, '127.0.0.1', resolve));
  pushBase = `http://127.0.0.1:${(pushService.address() as AddressInfo).port}`;
  const smtpUrl = `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`;
  t = await createTestApp({
    env: { SMTP_URL: smtpUrl },
    adapters: { mailer: new SmtpMailer(smtpUrl, 'Revisely <no-reply@revisely.test>') },
    startAt: Date.parse('2026-12-14T09:00:00Z'),
  });
});
afterAll(async () => {
  await t.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
  await new Promise<void>((resolve) => pushService.close(() => resolve()));
});

/** A browser's side of a push subscription: its ECDH key pair and auth secret. */
function browserKeys() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16);
  return { ecdh, auth, p256dh: ecdh.getPublicKey('base64url'), authB64: auth.toString('base64url') };
}

async function until(check: () => boolean, what: string) {
  const deadline = Date.now() + 10_000;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

describe('a reminder delivered by mail and web push', () => {
  it('arrives at the SMTP listener and the push service at the reminder time', async () => {
    const user = await registerUser(t.app);
    const headers = { ...bearer(user.token), 'x-time-zone': 'Europe/London' };
    await t.app.inject({
      method: 'POST',
      url: '/api/flashcards/decks',
      headers,
      payload: {
        name: 'Waves',
        subject: 'Physics',
        topic: 'Waves',
        cards: [
          { front: 'Q1', back: 'A1' },
          { front: 'Q2', back: 'A2' },
        ],
      },
    });
    const live = browserKeys();
    const gone = browserKeys();
    for (const [path, keys] of [
      [`/live/${user.userId}`, live],
      [`/gone/${user.userId}`, gone],
    ] as const) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/user/push-subscriptions',
        headers,
        payload: { endpoint: `${pushBase}${path}`, keys: { p256dh: keys.p256dh, auth: keys.authB64 } },
      });
      expect(res.statusCode).toBe(201);
    }
    const { publicKey } = (await t.app.inject({ method: 'GET', url: '/api/push/vapid-public-key', headers })).json<{
      publicKey: string;
    }>();

    t.clock.set(Date.parse('2026-12-14T18:00:00Z'));
    const outcomes = await t.app.reminders.runOnce();
    expect(outcomes.find((o) => o.userId === user.userId)).toMatchObject({ dueCount: 2, channels: ['email', 'push'] });
    await t.jobs.idle();
    await until(() => mails.some((m) => m.to.includes(user.email)), 'the mail');

    const mail = mails.find((m) => m.to.includes(user.email))!;
    expect(mail.raw).toContain('Subject: You have 2 cards due');
    expect(mail.raw).toMatch(/^List-Unsubscribe:\s+<http:\/\/app\.test\/api\/reminders\/unsubscribe\?token=/m);
    const unfolded = mail.raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
    expect(unfolded).toContain('Review now: http://app.test/flashcards');
    const token = /unsubscribe\?token=([\w.-]+)/.exec(unfolded)?.[1];
    expect(token).toBeTruthy();

    const delivered = pushes.find((p) => p.path === `/live/${user.userId}`);
    expect(delivered).toBeDefined();
    expect(delivered!.headers['content-encoding']).toBe('aes128gcm');
    const auth = String(delivered!.headers.authorization);
    const vapid = /^vapid t=([^,]+), k=(.+)$/.exec(auth);
    expect(vapid?.[2]).toBe(publicKey);
    // The VAPID JWT verifies with the server's public key and names the push service's origin.
    const raw = Buffer.from(publicKey, 'base64url');
    const key = await importJWK(
      {
        kty: 'EC',
        crv: 'P-256',
        x: raw.subarray(1, 33).toString('base64url'),
        y: raw.subarray(33).toString('base64url'),
      },
      'ES256',
    );
    await expect(jwtVerify(vapid![1]!, key, { audience: pushBase })).resolves.toBeDefined();
    expect(decodeJwt(vapid![1]!).sub).toMatch(/^mailto:/);
    const payload = JSON.parse(
      (
        ece.decrypt(delivered!.body, {
          version: 'aes128gcm',
          privateKey: live.ecdh,
          authSecret: live.authB64,
        }) as Buffer
      ).toString('utf8'),
    );
    expect(payload).toEqual({
      title: 'You have 2 cards due',
      body: expect.any(String),
      url: '/flashcards',
      tag: 'revisely-reminder-2026-12-14',
    });

    // The push service said 410 for the other browser: that subscription is gone, the live one kept.
    const left = await t.db
      .selectFrom('push_subscriptions')
      .select('endpoint')
      .where('user_id', '=', user.userId)
      .execute();
    expect(left).toEqual([{ endpoint: `${pushBase}/live/${user.userId}` }]);

    // The mail's unsubscribe link works without a session.
    const page = await t.app.inject({
      method: 'GET',
      url: `/api/reminders/unsubscribe?token=${token}`,
      headers: { accept: 'text/html' },
    });
    expect(page.statusCode).toBe(200);
    const prefs = await t.app.inject({ method: 'GET', url: '/api/user/preferences', headers });
    expect(prefs.json()).toMatchObject({ emailNotifications: false, studyReminders: true });
  }, 30_000);
});
