import type { Db } from '../db/database.js';
import type { RateLimitBucket, RateLimitStore } from './rate-limiter.js';

/**
 * Rate-limit counters in the `rate_limits` table. The upsert is one statement, atomic on both
 * SQLite (single writer) and PostgreSQL (row lock on conflict), so concurrent servers never lose
 * a hit.
 */
export class RateLimitRepository implements RateLimitStore {
  constructor(private readonly db: Db) {}

  async increment(key: string, windowStart: number, expiresAt: number): Promise<number> {
    const row = await this.db
      .insertInto('rate_limits')
      .values({ key, window_start: windowStart, hits: 1, expires_at: expiresAt })
      .onConflict((oc) =>
        oc.columns(['key', 'window_start']).doUpdateSet((eb) => ({ hits: eb('rate_limits.hits', '+', 1) })),
      )
      .returning('hits')
      .executeTakeFirstOrThrow();
    return row.hits;
  }

  async buckets(key: string, since: number): Promise<RateLimitBucket[]> {
    const rows = await this.db
      .selectFrom('rate_limits')
      .select(['window_start', 'hits'])
      .where('key', '=', key)
      .where('window_start', '>', since)
      .orderBy('window_start')
      .execute();
    return rows.map((r) => ({ windowStart: Number(r.window_start), hits: Number(r.hits) }));
  }

  async clear(key: string): Promise<void> {
    await this.db.deleteFrom('rate_limits').where('key', '=', key).execute();
  }

  async sweep(now: number): Promise<number> {
    const result = await this.db.deleteFrom('rate_limits').where('expires_at', '<=', now).executeTakeFirst();
    return Number(result.numDeletedRows);
  }
}
