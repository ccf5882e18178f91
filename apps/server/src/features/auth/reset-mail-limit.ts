import type { RateLimiter, RateLimitRule } from '../../core/rate-limiter.js';

export const RESET_MAILS_PER_HOUR = 3;

const RESET_MAILS: RateLimitRule = { name: 'reset-mail', max: RESET_MAILS_PER_HOUR, windowMs: 60 * 60 * 1000 };

/**
 * Reset mails per recipient, so nobody can flood one inbox through the reset form from many
 * addresses. Over the cap the request still gets the usual answer; the mail is just not sent.
 */
export class ResetMailLimit {
  constructor(private readonly limiter: RateLimiter) {}

  async allow(email: string): Promise<boolean> {
    return !(await this.limiter.hit(RESET_MAILS, email.trim().toLowerCase())).limited;
  }
}
