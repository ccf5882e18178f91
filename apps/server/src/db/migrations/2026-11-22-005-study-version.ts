import type { Kysely } from 'kysely';

/**
 * A per-user counter bumped by every write that can change the user's study queue (cards, decks,
 * reviews). Caches of derived queue data compare it instead of re-reading thousands of cards, and
 * because it lives in the database it stays correct with several app servers on one PostgreSQL.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('study_version', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('study_version').execute();
}
