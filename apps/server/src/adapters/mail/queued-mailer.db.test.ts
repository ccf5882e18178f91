import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestDatabase, usingPostgres } from '../../../test/test-app.js';
import { InProcessJobQueue } from '../jobs/in-process-job-queue.js';
import type { JobQueue } from '../jobs/job-queue.js';
import { PgBossJobQueue } from '../jobs/pg-boss-job-queue.js';
import { QueuedMailer, registerMailWorker } from './queued-mailer.js';
import { SmtpMailer } from './smtp-mailer.js';

/** Mail through the queue this database uses, to a loopback SMTP server that fails at first. */
describe('queued mail', () => {
  const received: { to: string[]; raw: string }[] = [];
  let refusals = 2;
  let attempts = 0;
  let server: SMTPServer;
  let smtp: SmtpMailer;
  let jobs: JobQueue;
  let database: { url?: string; drop(): Promise<void> };
  const log = { warn: vi.fn(), error: vi.fn() };

  beforeAll(async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (c: Buffer) => chunks.push(c));
        stream.on('end', () => {
          attempts += 1;
          if (refusals > 0) {
            refusals -= 1;
            const busy = Object.assign(new Error('Mailbox busy, try later'), { responseCode: 451 });
            callback(busy);
            return;
          }
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
    smtp = new SmtpMailer(`smtp://127.0.0.1:${port}`, 'Revisely <no-reply@revisely.test>');
    database = await createTestDatabase('');
    jobs = usingPostgres()
      ? new PgBossJobQueue({ connectionString: database.url!, log, pollingIntervalSeconds: 0.5, maxConnections: 2 })
      : new InProcessJobQueue({ log });
    registerMailWorker(jobs, smtp);
    await jobs.start();
  });

  afterAll(async () => {
    await jobs.stop();
    smtp.close();
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await database.drop();
  });

  it('retries a refused send until the server accepts it, attachment intact', async () => {
    const mailer = new QueuedMailer(jobs, { retryLimit: 4, retryDelaySeconds: usingPostgres() ? 1 : 0.05 });
    const picture = Buffer.from([0x89, 0x50, 0x4e, 0x47, 1, 2, 3, 250]);
    await mailer.send({
      to: 'team@revisely.test',
      subject: 'Queued hello',
      text: 'Body text',
      attachments: [{ filename: 'p.png', content: picture, contentType: 'image/png' }],
    });
    await jobs.idle();

    expect(attempts).toBe(3);
    expect(received).toHaveLength(1);
    expect(received[0]!.to).toEqual(['team@revisely.test']);
    expect(received[0]!.raw).toContain('Subject: Queued hello');
    expect(received[0]!.raw).toContain(picture.toString('base64'));
    expect(log.warn.mock.calls.length + log.error.mock.calls.length).toBeGreaterThan(0);
  }, 30_000);
});
