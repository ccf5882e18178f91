import type { Db } from '../../db/database.js';
import type { SummariesTable } from '../../db/schema.js';

export type SummaryRow = SummariesTable;

export class SummariesRepository {
  constructor(private readonly db: Db) {}

  /** Runs `work` in one transaction: everything it writes with `trx` commits together or not at all. */
  transaction<T>(work: (trx: Db) => Promise<T>): Promise<T> {
    return this.db.transaction().execute(work);
  }

  async insert(row: SummaryRow, db: Db = this.db): Promise<void> {
    await db.insertInto('summaries').values(row).execute();
  }

  listForUser(userId: string): Promise<SummaryRow[]> {
    return this.db
      .selectFrom('summaries')
      .selectAll()
      .where('user_id', '=', userId)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .execute();
  }

  findOwned(userId: string, id: string, db: Db = this.db): Promise<SummaryRow | undefined> {
    return db.selectFrom('summaries').selectAll().where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
  }

  async update(
    userId: string,
    id: string,
    changes: Pick<SummaryRow, 'subject' | 'topic' | 'qualification' | 'exam_board' | 'points_json' | 'updated_at'>,
  ): Promise<boolean> {
    const result = await this.db
      .updateTable('summaries')
      .set(changes)
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  async delete(userId: string, id: string, db: Db = this.db): Promise<boolean> {
    const result = await db
      .deleteFrom('summaries')
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  }
}
