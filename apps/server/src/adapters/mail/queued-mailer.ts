import type { JobQueue } from '../jobs/job-queue.js';
import type { MailMessage, Mailer } from './mailer.js';

export const SEND_MAIL_JOB = 'mail.send';

/** A message as a job payload: JSON only, so attachment bytes travel as base64. */
interface MailJob {
  to: string;
  subject: string;
  text: string;
  html?: string;
  headers?: Record<string, string>;
  attachments?: { filename: string; contentBase64: string; contentType?: string }[];
}

export interface MailRetryOptions {
  /** Retries after the first failed send. */
  retryLimit: number;
  /** Wait before the first retry; doubles each time (30 s → 1, 2, 4 min with the defaults). */
  retryDelaySeconds: number;
}

export const DEFAULT_MAIL_RETRY: MailRetryOptions = { retryLimit: 4, retryDelaySeconds: 30 };

function toJob(message: MailMessage): MailJob {
  return {
    to: message.to,
    subject: message.subject,
    text: message.text,
    ...(message.html !== undefined ? { html: message.html } : {}),
    ...(message.headers ? { headers: message.headers } : {}),
    ...(message.attachments
      ? {
          attachments: message.attachments.map((a) => ({
            filename: a.filename,
            contentBase64: a.content.toString('base64'),
            ...(a.contentType ? { contentType: a.contentType } : {}),
          })),
        }
      : {}),
  };
}

function fromJob(job: MailJob): MailMessage {
  return {
    to: job.to,
    subject: job.subject,
    text: job.text,
    ...(job.html !== undefined ? { html: job.html } : {}),
    ...(job.headers ? { headers: job.headers } : {}),
    ...(job.attachments
      ? {
          attachments: job.attachments.map((a) => ({
            filename: a.filename,
            content: Buffer.from(a.contentBase64, 'base64'),
            ...(a.contentType ? { contentType: a.contentType } : {}),
          })),
        }
      : {}),
  };
}

/**
 * The Mailer services use: send() only queues the message (resolving once it is stored), and the
 * worker registered by registerMailWorker delivers it with the real Mailer, retrying failures.
 */
export class QueuedMailer implements Mailer {
  constructor(
    private readonly jobs: JobQueue,
    private readonly retry: MailRetryOptions = DEFAULT_MAIL_RETRY,
  ) {}

  async send(message: MailMessage): Promise<void> {
    await this.jobs.enqueue(SEND_MAIL_JOB, toJob(message), this.retry);
  }
}

/** Delivers queued mail with `mailer`; a thrown send error makes the queue retry the job. */
export function registerMailWorker(jobs: JobQueue, mailer: Mailer): void {
  jobs.work<MailJob>(SEND_MAIL_JOB, async ({ payload }) => {
    await mailer.send(fromJob(payload));
  });
}
