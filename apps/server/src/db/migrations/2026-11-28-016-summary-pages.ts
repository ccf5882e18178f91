import type { Kysely } from 'kysely';

/**
 * The photos a summary was made from, one row per page in page order (ADR 0021). The first page's
 * file is also summaries.photo_file_id, so older readers of that column still find a photo; a
 * summary from before this table has no rows here and its one photo is that column alone.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('summary_pages')
    .addColumn('summary_id', 'text', (c) => c.notNull().references('summaries.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('file_id', 'text', (c) => c.notNull().references('files.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('summary_pages_pk', ['summary_id', 'position'])
    .execute();
  // Deleting a file row looks up the pages that point at it (the cascade above).
  await db.schema.createIndex('summary_pages_file_idx').on('summary_pages').column('file_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('summary_pages').execute();
}
