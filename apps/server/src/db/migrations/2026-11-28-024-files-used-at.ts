import type { Kysely } from 'kysely';

/**
 * `files.used_at`: when an upload last found this card image or clip by its content hash and
 * returned its id (epoch ms; NULL if never). The sweep of card media no card references keeps a
 * file until both its creation and its last such use are older than its age limit, so an upload
 * deduplicated onto an old unattached file is not deleted before its card is saved (ADR 0024).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('files').addColumn('used_at', 'bigint').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('files').dropColumn('used_at').execute();
}
