import type { Clock } from '../../core/clock.js';

export const LOGIN_FAILURE_LIMIT = 5;
export const LOGIN_FAILURE_WINDOW_MS = 15 * 60 * 1000;
const MAX_TRACKED_KEYS = 50_000;

/**
 * Counts failed sign-ins per (email, IP) in a sliding 15-minute window. In memory: the server is
 * a single process, and a restart forgetting a few failures is acceptable.
 */
export class LoginAttempts {
  private readonly failures = new Map<string, number[]>();

  constructor(private readonly clock: Clock) {}

  private key(email: string, ip: string): string {
    return `${email.trim().toLowerCase()}|${ip}`;
  }

  private recent(key: string): number[] {
    const since = this.clock.now() - LOGIN_FAILURE_WINDOW_MS;
    const list = (this.failures.get(key) ?? []).filter((t) => t > since);
    if (list.length === 0) this.failures.delete(key);
    else this.failures.set(key, list);
    return list;
  }

  isBlocked(email: string, ip: string): boolean {
    return this.recent(this.key(email, ip)).length >= LOGIN_FAILURE_LIMIT;
  }

  recordFailure(email: string, ip: string): void {
    const key = this.key(email, ip);
    const list = this.recent(key);
    list.push(this.clock.now());
    this.failures.set(key, list);
    if (this.failures.size > MAX_TRACKED_KEYS) this.prune();
  }

  clear(email: string, ip: string): void {
    this.failures.delete(this.key(email, ip));
  }

  private prune(): void {
    for (const key of [...this.failures.keys()]) this.recent(key);
    // Still too many distinct keys (a spray attack): drop the oldest half rather than grow forever.
    if (this.failures.size > MAX_TRACKED_KEYS) {
      const keys = [...this.failures.keys()].slice(0, Math.floor(this.failures.size / 2));
      for (const key of keys) this.failures.delete(key);
    }
  }
}
