import { PostgresAdapter, type Kysely } from 'kysely';

/**
 * Uploaded bytes kept in the database (FILE_STORE=postgres, adapters/file-store/database-file-store.ts),
 * so several app servers on one PostgreSQL share photos and attachments with nothing else to run.
 * SQLite gets the table too (the migration list is the same everywhere) but stores files on disk.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .createTable('file_blobs')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('data', postgres ? 'bytea' : 'blob', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('file_blobs').execute();
}
