import type { Db } from '../../db/database.js';

/** Reads everything a user owns, for their data export and Anki packages. */
export class ExportRepository {
  constructor(private readonly db: Db) {}

  async decksWithCards(userId: string, deckIds?: string[]) {
    let q = this.db.selectFrom('decks').selectAll().where('user_id', '=', userId);
    if (deckIds) q = q.where('id', 'in', deckIds);
    const decks = await q.orderBy('created_at').execute();
    const cards = decks.length
      ? await this.db
          .selectFrom('cards')
          .selectAll()
          .where('user_id', '=', userId)
          .where(
            'deck_id',
            'in',
            decks.map((d) => d.id),
          )
          .orderBy('deck_id')
          .orderBy('position')
          .execute()
      : [];
    return { decks, cards };
  }

  user(userId: string) {
    return this.db
      .selectFrom('users')
      .select(['id', 'email', 'username', 'display_name', 'time_zone', 'created_at'])
      .where('id', '=', userId)
      .executeTakeFirst();
  }

  summaries(userId: string) {
    return this.db.selectFrom('summaries').selectAll().where('user_id', '=', userId).orderBy('created_at').execute();
  }

  reviewLogs(userId: string) {
    return this.db.selectFrom('review_logs').selectAll().where('user_id', '=', userId).orderBy('reviewed_at').execute();
  }

  feedback(userId: string) {
    return this.db.selectFrom('feedback').selectAll().where('user_id', '=', userId).orderBy('created_at').execute();
  }

  xpEvents(userId: string) {
    return this.db.selectFrom('xp_events').selectAll().where('user_id', '=', userId).orderBy('created_at').execute();
  }

  activityDays(userId: string) {
    return this.db.selectFrom('activity_days').selectAll().where('user_id', '=', userId).orderBy('day').execute();
  }
}
