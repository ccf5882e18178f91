import type { Db } from '../../db/database.js';
import type { FeedbackTable } from '../../db/schema.js';

export class FeedbackRepository {
  constructor(private readonly db: Db) {}

  async insert(row: FeedbackTable): Promise<void> {
    await this.db.insertInto('feedback').values(row).execute();
  }

  userEmail(userId: string) {
    return this.db.selectFrom('users').select('email').where('id', '=', userId).executeTakeFirst();
  }
}
