import type { Db } from '../../db/database.js';
import type { FilesTable } from '../../db/schema.js';

export class FilesRepository {
  constructor(private readonly db: Db) {}

  /** `db` is the caller's transaction when the row must commit with its other writes. */
  async insert(row: FilesTable, db: Db = this.db): Promise<void> {
    await db.insertInto('files').values(row).execute();
  }

  findOwned(userId: string, id: string, db: Db = this.db): Promise<FilesTable | undefined> {
    return db.selectFrom('files').selectAll().where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
  }

  findByHash(userId: string, contentHash: string, purpose: string): Promise<{ id: string } | undefined> {
    return this.db
      .selectFrom('files')
      .select('id')
      .where('user_id', '=', userId)
      .where('content_hash', '=', contentHash)
      .where('purpose', '=', purpose)
      .executeTakeFirst();
  }

  async delete(id: string, db: Db = this.db): Promise<void> {
    await db.deleteFrom('files').where('id', '=', id).execute();
  }

  /** Which of `keys` some row records. */
  async recordedKeys(keys: string[]): Promise<Set<string>> {
    if (keys.length === 0) return new Set();
    const rows = await this.db.selectFrom('files').select('storage_key').where('storage_key', 'in', keys).execute();
    return new Set(rows.map((r) => r.storage_key));
  }
}
