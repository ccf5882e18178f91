import type { Kysely } from 'kysely';

/**
 * Practice results (issue 28; ADR 0022): one row per finished Learn, Test or Match session. It is
 * the ledger the daily practice-XP cap is summed from (per user and local day) and where the best
 * Match time per deck comes from. Practice answers are not reviews: nothing here touches a card's
 * schedule. A deleted deck or user takes its rows with it.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('practice_results')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('deck_id', 'text', (c) => c.notNull().references('decks.id').onDelete('cascade'))
    .addColumn('mode', 'text', (c) => c.notNull())
    .addColumn('correct', 'integer', (c) => c.notNull())
    .addColumn('total', 'integer', (c) => c.notNull())
    .addColumn('overrides', 'integer', (c) => c.notNull())
    .addColumn('duration_ms', 'integer', (c) => c.notNull())
    .addColumn('xp', 'integer', (c) => c.notNull())
    /** The local calendar day (YYYY-MM-DD) in the user's zone when it was recorded. */
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('practice_results_user_day_idx')
    .on('practice_results')
    .columns(['user_id', 'day'])
    .execute();
  await db.schema
    .createIndex('practice_results_deck_mode_idx')
    .on('practice_results')
    .columns(['deck_id', 'user_id', 'mode', 'duration_ms'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('practice_results').execute();
}
