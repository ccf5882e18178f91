import { type Kysely, sql } from 'kysely';

/**
 * Storage per user and media once per content (issue 26, ADR 0024):
 * - `cards.text_bytes`: the UTF-8 size of a card's front, back and explanation, kept by every write
 *   of those fields, so a user's storage is a sum over a covering index `(user_id, text_bytes)`
 *   rather than a read of every card's text (a deck may hold hundreds of megabytes of it).
 * - `files.content_hash`: SHA-256 of a card image's or clip's bytes as received. Unique per user,
 *   so cards that use the same picture or clip reference one file (NULLs, every other file, are
 *   distinct in both SQLite and PostgreSQL).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('cards')
    .addColumn('text_bytes', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  // octet_length is in PostgreSQL and in SQLite since 3.43.
  await sql`UPDATE cards SET text_bytes = octet_length(front_text) + octet_length(back_text) + coalesce(octet_length(explanation), 0)`.execute(
    db,
  );
  await db.schema.createIndex('cards_user_text_bytes_idx').on('cards').columns(['user_id', 'text_bytes']).execute();
  await db.schema.alterTable('files').addColumn('content_hash', 'text').execute();
  await db.schema
    .createIndex('files_user_content_hash_idx')
    .on('files')
    .columns(['user_id', 'content_hash'])
    .unique()
    .execute();
  // The files sum reads size by user without visiting each row.
  await db.schema.createIndex('files_user_size_idx').on('files').columns(['user_id', 'size_bytes']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('files_user_size_idx').execute();
  await db.schema.dropIndex('files_user_content_hash_idx').execute();
  await db.schema.alterTable('files').dropColumn('content_hash').execute();
  await db.schema.dropIndex('cards_user_text_bytes_idx').execute();
  await db.schema.alterTable('cards').dropColumn('text_bytes').execute();
}
