import type { Kysely } from 'kysely';

/**
 * A client-chosen id per review (ADR 0008): a resubmitted review with the same id records nothing
 * and gets the first answer, kept as JSON beside it. Both columns are empty for reviews sent
 * without an id; unique indexes allow any number of NULLs on both databases.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('review_logs').addColumn('review_id', 'text').execute();
  await db.schema.alterTable('review_logs').addColumn('response_json', 'text').execute();
  await db.schema.createIndex('review_logs_review_id_uq').unique().on('review_logs').column('review_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('review_logs_review_id_uq').execute();
  await db.schema.alterTable('review_logs').dropColumn('response_json').execute();
  await db.schema.alterTable('review_logs').dropColumn('review_id').execute();
}
