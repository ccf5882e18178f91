import type { Db } from '../../db/database.js';
import type { FileStore } from './file-store.js';
import { assertStorageKey } from './storage-key.js';

const LIST_PAGE = 500;

/**
 * File bytes in the `file_blobs` table (FILE_STORE=postgres, the default with DATABASE_URL): every
 * app server on the database sees every upload, with no shared disk or object store to run.
 * Uploads are at most 15 MB, which PostgreSQL's bytea holds comfortably.
 */
export class DatabaseFileStore implements FileStore {
  constructor(
    private readonly db: Db,
    private readonly now: () => number = Date.now,
  ) {}

  async put(key: string, data: Buffer): Promise<void> {
    await this.db
      .insertInto('file_blobs')
      .values({ key: assertStorageKey(key), data, created_at: this.now() })
      .onConflict((oc) => oc.column('key').doUpdateSet({ data, created_at: this.now() }))
      .execute();
  }

  async get(key: string): Promise<Buffer | null> {
    const row = await this.db
      .selectFrom('file_blobs')
      .select('data')
      .where('key', '=', assertStorageKey(key))
      .executeTakeFirst();
    return row ? Buffer.from(row.data) : null;
  }

  async delete(key: string): Promise<void> {
    await this.db.deleteFrom('file_blobs').where('key', '=', assertStorageKey(key)).execute();
  }

  /** Keys in pages (never the bytes), so listing a large table stays cheap. */
  async *list(): AsyncIterable<{ key: string; storedAt: number }> {
    let after = '';
    for (;;) {
      const rows = await this.db
        .selectFrom('file_blobs')
        .select(['key', 'created_at'])
        .where('key', '>', after)
        .orderBy('key')
        .limit(LIST_PAGE)
        .execute();
      for (const row of rows) yield { key: row.key, storedAt: Number(row.created_at) };
      if (rows.length < LIST_PAGE) return;
      after = rows[rows.length - 1]!.key;
    }
  }
}
