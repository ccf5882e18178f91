import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('files')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('storage_key', 'text', (c) => c.notNull().unique())
    .addColumn('mime_type', 'text', (c) => c.notNull())
    .addColumn('size_bytes', 'integer', (c) => c.notNull())
    .addColumn('purpose', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('files_user_idx').on('files').column('user_id').execute();

  await db.schema
    .createTable('summaries')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('topic', 'text', (c) => c.notNull())
    .addColumn('qualification', 'text', (c) => c.notNull())
    .addColumn('exam_board', 'text')
    .addColumn('original_ocr_text', 'text')
    .addColumn('column_fixed_text', 'text')
    .addColumn('user_edited_text', 'text')
    // JSON array of points; kept as text so both databases store it the same way.
    .addColumn('points_json', 'text', (c) => c.notNull())
    .addColumn('photo_file_id', 'text', (c) => c.references('files.id').onDelete('set null'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('summaries_user_created_idx')
    .on('summaries')
    .columns(['user_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('xp_events')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('amount', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('xp_events_user_idx').on('xp_events').column('user_id').execute();

  // Running XP total per user, kept beside the ledger so awarding XP never sums the history.
  await db.schema
    .createTable('user_xp')
    .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('total', 'integer', (c) => c.notNull())
    .execute();

  // One row per user per local calendar day with any learning activity: the basis of streaks.
  await db.schema
    .createTable('activity_days')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('first_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('activity_days_pk', ['user_id', 'day'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('activity_days').execute();
  await db.schema.dropTable('user_xp').execute();
  await db.schema.dropTable('xp_events').execute();
  await db.schema.dropTable('summaries').execute();
  await db.schema.dropTable('files').execute();
}
