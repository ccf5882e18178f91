import type { Db } from '../../db/database.js';
import type { SummariesTable } from '../../db/schema.js';

export type SummaryRow = SummariesTable;

export class SummariesRepository {
  constructor(private readonly db: Db) {}

  async insert(row: SummaryRow): Promise<void> {
    await this.db.insertInto('summaries').values(row).execute();
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

  findOwned(userId: string, id: string): Promise<SummaryRow | undefined> {
    return this.db
      .selectFrom('summaries')
      .selectAll()
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .executeTakeFirst();
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

  async delete(userId: string, id: string): Promise<boolean> {
    const result = await this.db
      .deleteFrom('summaries')
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  }
}
