import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { MailMessage, Mailer } from './mailer.js';

/**
 * The offline default: each message is written as a standard .eml file (openable in any mail
 * client) under DATA_DIR/outbox, and logged so a developer can follow a reset link.
 */
export class OutboxMailer implements Mailer {
  private readonly builder = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });

  constructor(
    private readonly dir: string,
    private readonly from: string,
    private readonly log: Pick<FastifyBaseLogger, 'info'>,
    /** Off in production: a logged reset link lets anyone who reads the logs take the account. */
    private readonly logLinks = true,
  ) {}

  async send(message: MailMessage): Promise<void> {
    const info = await this.builder.sendMail({ from: this.from, ...message });
    await mkdir(this.dir, { recursive: true });
    const file = path.join(this.dir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID()}.eml`);
    await writeFile(file, info.message as Buffer);
    const link = this.logLinks ? (message.text.split('\n').find((l) => l.startsWith('http')) ?? '') : '';
    this.log.info(
      { to: message.to, subject: message.subject, file },
      `mail written to outbox${link ? `: ${link}` : ''}`,
    );
  }
}
