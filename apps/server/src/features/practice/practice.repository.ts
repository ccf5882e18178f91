import { PostgresAdapter } from 'kysely';
import type { PracticeActivity } from '../../core/ports.js';
import type { Db } from '../../db/database.js';
import type { PracticeResultsTable } from '../../db/schema.js';

export class PracticeRepository implements PracticeActivity {
  constructor(private readonly db: Db) {}

  transaction<T>(work: (repo: PracticeRepository, trx: Db) => Promise<T>): Promise<T> {
    return this.db.transaction().execute((trx) => work(new PracticeRepository(trx), trx));
  }

  async ownsDeck(userId: string, deckId: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('decks')
      .select('id')
      .where('id', '=', deckId)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return Boolean(row);
  }

  /**
   * Serialises a user's practice results on PostgreSQL, so two results sent at once cannot both see
   * room under the daily cap. SQLite runs one write transaction at a time already.
   */
  async lockUser(userId: string): Promise<void> {
    if (!(this.db.getExecutor().adapter instanceof PostgresAdapter)) return;
    await this.db.selectFrom('users').select('id').where('id', '=', userId).forUpdate().execute();
  }

  async xpOnDay(userId: string, day: string): Promise<number> {
    const row = await this.db
      .selectFrom('practice_results')
      .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('xp'), eb.lit(0)).as('xp'))
      .where('user_id', '=', userId)
      .where('day', '=', day)
      .executeTakeFirst();
    return Number(row?.xp ?? 0);
  }

  /** The fastest finished Match game (every pair matched) of the deck. */
  async bestMatchMs(userId: string, deckId: string): Promise<number | null> {
    const row = await this.db
      .selectFrom('practice_results')
      .select((eb) => eb.fn.min<number>('duration_ms').as('best'))
      .where('deck_id', '=', deckId)
      .where('user_id', '=', userId)
      .where('mode', '=', 'match')
      .whereRef('correct', '=', 'total')
      .executeTakeFirst();
    return row?.best === null || row?.best === undefined ? null : Number(row.best);
  }

  /** Implements PracticeActivity for the heatmap: one range scan of practice_results_user_day_idx. */
  async sessionsPerDay(userId: string, fromDay: string, toDay: string): Promise<{ day: string; count: number }[]> {
    const rows = await this.db
      .selectFrom('practice_results')
      .select(['day', (eb) => eb.fn.countAll<number>().as('n')])
      .where('user_id', '=', userId)
      .where('day', '>=', fromDay)
      .where('day', '<=', toDay)
      .groupBy('day')
      .execute();
    return rows.map((r) => ({ day: r.day, count: Number(r.n) }));
  }

  findResult(userId: string, id: string): Promise<PracticeResultsTable | undefined> {
    return this.db
      .selectFrom('practice_results')
      .selectAll()
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .executeTakeFirst();
  }

  /** Only the score columns: the XP and the day were settled when the result was recorded. */
  async updateScore(id: string, correct: number, overrides: number): Promise<void> {
    await this.db.updateTable('practice_results').set({ correct, overrides }).where('id', '=', id).execute();
  }

  async insert(row: PracticeResultsTable): Promise<void> {
    await this.db.insertInto('practice_results').values(row).execute();
  }
}
