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

  /** The page photos' rows, in page order. */
  async insertPages(summaryId: string, fileIds: readonly string[], db: Db = this.db): Promise<void> {
    if (fileIds.length === 0) return;
    await db
      .insertInto('summary_pages')
      .values(fileIds.map((fileId, position) => ({ summary_id: summaryId, position, file_id: fileId })))
      .execute();
  }

  /** Each of the summaries' page photo file ids in page order, by summary id. */
  async pageFiles(summaryIds: readonly string[], db: Db = this.db): Promise<Map<string, string[]>> {
    const pages = new Map<string, string[]>();
    // Chunked so a long list stays under SQLite's bound-parameter limit.
    for (let i = 0; i < summaryIds.length; i += 500) {
      const rows = await db
        .selectFrom('summary_pages')
        .select(['summary_id', 'file_id'])
        .where('summary_id', 'in', summaryIds.slice(i, i + 500))
        .orderBy('summary_id')
        .orderBy('position')
        .execute();
      for (const row of rows) pages.set(row.summary_id, [...(pages.get(row.summary_id) ?? []), row.file_id]);
    }
    return pages;
  }

  async deletePages(summaryId: string, db: Db = this.db): Promise<void> {
    await db.deleteFrom('summary_pages').where('summary_id', '=', summaryId).execute();
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
