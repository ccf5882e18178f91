import type { Kysely } from 'kysely';

/**
 * Counters for rate limits and the sign-in lockout (core/rate-limiter.ts), shared by every app
 * server on one database. A limit's window is split into buckets; each row counts the hits of one
 * key in one bucket, so a sum over the recent buckets is a sliding window. `expires_at` is when the
 * bucket stops mattering, which the sweep uses.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('rate_limits')
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('window_start', 'bigint', (c) => c.notNull())
    .addColumn('hits', 'integer', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('rate_limits_pk', ['key', 'window_start'])
    .execute();
  await db.schema.createIndex('rate_limits_expires_idx').on('rate_limits').column('expires_at').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('rate_limits').execute();
}
