import type { Clock } from './clock.js';

/** At most `max` hits per key in any `windowMs` (sliding, to the precision of one bucket). */
export interface RateLimitRule {
  /** Part of every key, so two rules never share counters. */
  name: string;
  max: number;
  windowMs: number;
}

export interface RateLimitBucket {
  windowStart: number;
  hits: number;
}

/**
 * Where the counters live. The database implementation (rate-limit.repository.ts) lets every app
 * server behind a load balancer share one budget per key.
 */
export interface RateLimitStore {
  /** Adds one hit to the bucket atomically (creating it) and returns the bucket's new total. */
  increment(key: string, windowStart: number, expiresAt: number): Promise<number>;
  /** The key's buckets that started after `since`, oldest first. */
  buckets(key: string, since: number): Promise<RateLimitBucket[]>;
  clear(key: string): Promise<void>;
  /** Deletes buckets that no longer fall in any window; returns how many. */
  sweep(now: number): Promise<number>;
}

export interface RateLimitState {
  /** Hits in the window, including this one. */
  count: number;
  limited: boolean;
  /** Until the count falls below the limit again; 0 when not limited. */
  retryAfterMs: number;
}

/** Each window is split into this many buckets: one row per key per bucket at most. */
const BUCKETS_PER_WINDOW = 15;
const SWEEP_EVERY_MS = 5 * 60 * 1000;

export class RateLimiter {
  private lastSweep = Number.NEGATIVE_INFINITY;
  private sweeping: Promise<unknown> | undefined;

  constructor(
    private readonly store: RateLimitStore,
    private readonly clock: Clock,
  ) {}

  /** Counts one hit and says whether the key is now over its limit. */
  async hit(rule: RateLimitRule, key: string): Promise<RateLimitState> {
    const now = this.clock.now();
    const size = bucketSize(rule);
    const current = Math.floor(now / size) * size;
    const fullKey = `${rule.name}:${key}`;
    const inCurrent = await this.store.increment(fullKey, current, current + rule.windowMs + size);
    await this.maybeSweep(now);
    // Concurrent hits only ever change the current bucket, and its total comes from this hit's own
    // atomic increment: of N simultaneous hits each sees a different count, so exactly `max` pass.
    // Reading the current bucket back instead would let later hits make earlier ones fail too.
    // A bucket counts while its start is inside the window, so a hit is forgotten at most one
    // bucket (1/15 of the window) early; never later than the window.
    const older = (await this.store.buckets(fullKey, now - rule.windowMs)).filter((b) => b.windowStart < current);
    return this.state(rule, [...older, { windowStart: current, hits: inCurrent }], now);
  }

  async clear(rule: RateLimitRule, key: string): Promise<void> {
    await this.store.clear(`${rule.name}:${key}`);
  }

  /** The hit that reaches `max` is allowed; the one after it is limited. */
  private state(rule: RateLimitRule, buckets: RateLimitBucket[], now: number): RateLimitState {
    const limitAt = rule.max + 1;
    let count = buckets.reduce((sum, b) => sum + b.hits, 0);
    if (count < limitAt) return { count, limited: false, retryAfterMs: 0 };
    const total = count;
    for (const bucket of buckets) {
      count -= bucket.hits;
      if (count < limitAt) {
        return { count: total, limited: true, retryAfterMs: bucket.windowStart + rule.windowMs - now };
      }
    }
    return { count: total, limited: true, retryAfterMs: rule.windowMs };
  }

  /** Old buckets are deleted now and then by whichever server passes by; one sweep at a time. */
  private async maybeSweep(now: number): Promise<void> {
    if (this.sweeping || now - this.lastSweep < SWEEP_EVERY_MS) return;
    this.lastSweep = now;
    this.sweeping = this.store.sweep(now).finally(() => (this.sweeping = undefined));
    await this.sweeping;
  }
}

function bucketSize(rule: RateLimitRule): number {
  return Math.max(1, Math.ceil(rule.windowMs / BUCKETS_PER_WINDOW));
}
