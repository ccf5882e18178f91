import { clientAddressKey } from '../../core/client-address.js';
import type { RateLimiter, RateLimitRule } from '../../core/rate-limiter.js';

export const LOGIN_FAILURE_LIMIT = 5;
export const LOGIN_FAILURE_WINDOW_MS = 15 * 60 * 1000;

const FAILURES: RateLimitRule = { name: 'login-fail', max: LOGIN_FAILURE_LIMIT, windowMs: LOGIN_FAILURE_WINDOW_MS };

/**
 * Password checks (sign-in and change-password) per account and client address that have not yet
 * succeeded, in a sliding 15-minute window kept in the database, so the lockout holds across every app server.
 * Keyed by address as well as account so that a stranger cannot lock a student out by guessing
 * from elsewhere; with TRUST_PROXY unset behind a proxy every client shares the proxy's address.
 */
export class LoginAttempts {
  constructor(private readonly limiter: RateLimiter) {}

  private key(email: string, ip: string): string {
    return `${email.trim().toLowerCase()}|${clientAddressKey(ip)}`;
  }

  /**
   * Counts one password check before it runs and says whether it may run. Counting first (one
   * atomic increment) means concurrent guesses on several servers cannot all slip past a check
   * made before any of them failed; a successful check clears the count.
   */
  async begin(email: string, ip: string): Promise<boolean> {
    return !(await this.limiter.hit(FAILURES, this.key(email, ip))).limited;
  }

  async clear(email: string, ip: string): Promise<void> {
    await this.limiter.clear(FAILURES, this.key(email, ip));
  }
}
