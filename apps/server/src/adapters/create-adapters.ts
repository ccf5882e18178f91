import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../config/config.js';
import type { Mailer } from './mail/mailer.js';
import { OutboxMailer } from './mail/outbox-mailer.js';
import { SmtpMailer } from './mail/smtp-mailer.js';

/** Every outside capability, each behind a small interface with an offline default. */
export interface Adapters {
  mailer: Mailer;
}

/** The one place that picks an implementation for each capability from configuration. */
export function createAdapters(config: AppConfig, log: FastifyBaseLogger): Adapters {
  const mailer = config.mail.smtpUrl
    ? new SmtpMailer(config.mail.smtpUrl, config.mail.from)
    : new OutboxMailer(config.mail.outboxDir, config.mail.from, log);
  return { mailer };
}
