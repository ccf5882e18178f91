import type { Db } from '../../db/database.js';
import type { FilesTable } from '../../db/schema.js';

export class FilesRepository {
  constructor(private readonly db: Db) {}

  async insert(row: FilesTable): Promise<void> {
    await this.db.insertInto('files').values(row).execute();
  }

  findOwned(userId: string, id: string): Promise<FilesTable | undefined> {
    return this.db
      .selectFrom('files')
      .selectAll()
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .executeTakeFirst();
  }

  async delete(id: string): Promise<void> {
    await this.db.deleteFrom('files').where('id', '=', id).execute();
  }
}
