import type { DeckExam } from '../../core/exam-day.js';
import type { Db } from '../../db/database.js';
import type { ForecastCard } from './exam-forecast.js';
import { SCHEDULING_COLUMNS } from './scheduler.js';

/** Reads for the exam-date rule (exam-schedule.ts) and forecast; decks are written by the decks feature. */
export class ExamRepository {
  constructor(private readonly db: Db) {}

  /** The user's decks that have an exam date, by id. Few rows: one small indexed query. */
  async examDecks(userId: string): Promise<Map<string, DeckExam>> {
    const rows = await this.db
      .selectFrom('decks')
      .select(['id', 'exam_date', 'target_retention'])
      .where('user_id', '=', userId)
      .where('exam_date', 'is not', null)
      .execute();
    return new Map(rows.map((r) => [r.id, { exam_date: r.exam_date, target_retention: Number(r.target_retention) }]));
  }

  async deckExam(userId: string, deckId: string): Promise<(DeckExam & { name: string }) | undefined> {
    const row = await this.db
      .selectFrom('decks')
      .select(['name', 'exam_date', 'target_retention'])
      .where('id', '=', deckId)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return row && { name: row.name, exam_date: row.exam_date, target_retention: Number(row.target_retention) };
  }

  deckCards(deckId: string): Promise<ForecastCard[]> {
    return this.db
      .selectFrom('cards')
      .select(['position', ...SCHEDULING_COLUMNS])
      .where('deck_id', '=', deckId)
      .execute();
  }

  /** New cards of the deck first studied since `since` (they use up today's allowance). */
  async newIntroducedSince(deckId: string, since: number): Promise<number> {
    const row = await this.db
      .selectFrom('review_logs')
      .select((eb) => eb.fn.count<number>('card_id').distinct().as('n'))
      .where('deck_id', '=', deckId)
      .where('state_before', '=', 0)
      .where('reviewed_at', '>=', since)
      .executeTakeFirst();
    return Number(row?.n ?? 0);
  }
}
