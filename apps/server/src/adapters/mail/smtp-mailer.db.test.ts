import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registerUser, type TestContext } from '../../../test/test-app.js';
import { SmtpMailer } from './smtp-mailer.js';

/** A real SMTP round trip: a loopback listener receives the reset mail and we follow its link. */
describe('password reset over SMTP', () => {
  const received: { to: string[]; raw: string }[] = [];
  let server: SMTPServer;
  let t: TestContext;

  beforeAll(async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (c: Buffer) => chunks.push(c));
        stream.on('end', () => {
          received.push({
            to: session.envelope.rcptTo.map((r) => r.address),
            raw: Buffer.concat(chunks).toString('utf8'),
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.server.address() as AddressInfo;
    const smtpUrl = `smtp://127.0.0.1:${port}`;
    t = await createTestApp({
      env: { SMTP_URL: smtpUrl },
      adapters: { mailer: new SmtpMailer(smtpUrl, 'Revisely <no-reply@revisely.test>') },
    });
  });

  afterAll(async () => {
    await t.close();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it('delivers the link, and the link resets the password', async () => {
    const { email } = await registerUser(t.app);
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/password-reset-request', payload: { email } });
    expect(res.statusCode).toBe(200);

    const deadline = Date.now() + 10_000;
    while (!received.some((m) => m.to.includes(email)) && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 50));
    }
    const mail = received.find((m) => m.to.includes(email));
    expect(mail).toBeDefined();
    expect(mail!.raw).toContain('Subject: Reset your Revisely password');
    const unfolded = mail!.raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
    const token = /reset-password\?token=([\w-]+)/.exec(unfolded)?.[1];
    expect(token).toBeTruthy();

    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, newPassword: 'via-smtp-123' },
    });
    expect(reset.statusCode).toBe(200);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password: 'via-smtp-123' },
    });
    expect(login.statusCode).toBe(200);
  });
});
