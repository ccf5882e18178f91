import type { MailMessage, Mailer } from '../src/adapters/mail/mailer.js';

export class MemoryMailer implements Mailer {
  readonly sent: MailMessage[] = [];
  private waiters: ((m: MailMessage) => void)[] = [];

  send(message: MailMessage): Promise<void> {
    this.sent.push(message);
    for (const w of this.waiters.splice(0)) w(message);
    return Promise.resolve();
  }

  /** Resolves with the next message (or the latest one already sent to `to`). */
  async next(to?: string, timeoutMs = 5000): Promise<MailMessage> {
    const existing = this.sent.filter((m) => !to || m.to === to).at(-1);
    if (existing) return existing;
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('no mail arrived')), timeoutMs);
      this.waiters.push((m) => {
        if (to && m.to !== to) return;
        clearTimeout(timer);
        resolve(m);
      });
    });
  }
}
