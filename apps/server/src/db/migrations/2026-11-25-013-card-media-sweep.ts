import { type Kysely, sql } from 'kysely';

const MEDIA_COLUMNS = ['front_image_id', 'back_image_id', 'audio_id'] as const;

/**
 * Lookups from a file to the cards using it, for the hourly sweep of card media no card references
 * (an upload from a builder closed without saving) and for releasing media after a card edit: one
 * partial index per media column (most cards have none, so the indexes stay small), and files by
 * purpose and age so the sweep reads only old card media.
 */
export async function up(db: Kysely<any>): Promise<void> {
  for (const column of MEDIA_COLUMNS) {
    await db.schema
      .createIndex(`cards_${column}_idx`)
      .on('cards')
      .column(column)
      .where(sql.ref(column), 'is not', null)
      .execute();
  }
  await db.schema.createIndex('files_purpose_created_idx').on('files').columns(['purpose', 'created_at']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('files_purpose_created_idx').execute();
  for (const column of MEDIA_COLUMNS) await db.schema.dropIndex(`cards_${column}_idx`).execute();
}
