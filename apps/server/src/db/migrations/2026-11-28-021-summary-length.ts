import type { Kysely } from 'kysely';

/**
 * The summary length a student last chose (issue 27): 'short', 'standard' or 'detailed'. Existing
 * rows get 'standard', the length every summary had before.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('user_preferences')
    .addColumn('summary_length', 'text', (c) => c.notNull().defaultTo('standard'))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('user_preferences').dropColumn('summary_length').execute();
}
