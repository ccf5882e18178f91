import { sql } from 'kysely';
import { yieldToEventLoop } from '../../core/yield-to-event-loop.js';
import type { Db } from '../../db/database.js';
import type { CardsTable, ReviewLogsTable } from '../../db/schema.js';

/** Rows per query when reading a whole deck or review log. */
const PAGE = 1000;

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

  /** The user's decks among `deckIds` (all of them without), oldest first. */
  decks(userId: string, deckIds?: string[]) {
    let q = this.db.selectFrom('decks').selectAll().where('user_id', '=', userId);
    if (deckIds) q = q.where('id', 'in', deckIds);
    return q.orderBy('created_at').orderBy('id').execute();
  }

  /**
   * A deck's cards a page at a time, in deck order: each page is one short query, so a 50,000-card
   * deck never holds SQLite's one connection (or the event loop, which better-sqlite3 runs on) for long.
   * Keyset on the deck-order index (position, created_at, cloze number, id), not OFFSET: a page deep
   * in the deck costs what the first does (ADR 0031).
   */
  async *cardPages(userId: string, deckId: string, pageSize = PAGE): AsyncGenerator<CardsTable[]> {
    let after: CardsTable | null = null;
    for (;;) {
      await yieldToEventLoop();
      let q = this.db.selectFrom('cards').selectAll().where('user_id', '=', userId).where('deck_id', '=', deckId);
      if (after) {
        const { position, created_at: createdAt, id } = after;
        const cloze = after.cloze_index ?? 0;
        const clozeOf = sql<number>`coalesce(cloze_index, 0)`;
        q = q
          // The plain bound lets the index range start at the last page's position.
          .where('position', '>=', position)
          .where((eb) =>
            eb.or([
              eb('position', '>', position),
              eb.and([
                eb('position', '=', position),
                eb.or([
                  eb('created_at', '>', createdAt),
                  eb.and([
                    eb('created_at', '=', createdAt),
                    eb.or([eb(clozeOf, '>', cloze), eb.and([eb(clozeOf, '=', cloze), eb('id', '>', id)])]),
                  ]),
                ]),
              ]),
            ]),
          );
      }
      const rows = await q
        .orderBy('position')
        .orderBy('created_at')
        .orderBy(sql`coalesce(cloze_index, 0)`)
        .orderBy('id')
        .limit(pageSize)
        .execute();
      if (rows.length > 0) yield rows;
      if (rows.length < pageSize) return;
      after = rows[rows.length - 1]!;
    }
  }

  /** The reviews of these cards, oldest first. */
  async reviewsOfCards(userId: string, cardIds: string[]): Promise<ReviewLogsTable[]> {
    const out: ReviewLogsTable[] = [];
    for (let i = 0; i < cardIds.length; i += 500) {
      await yieldToEventLoop();
      const rows = await this.db
        .selectFrom('review_logs')
        .selectAll()
        .where('user_id', '=', userId)
        .where('card_id', 'in', cardIds.slice(i, i + 500))
        .orderBy('reviewed_at')
        .execute();
      out.push(...rows);
    }
    return out;
  }

  /** The user's review log a page at a time, oldest first (keyset on time and id). */
  async *reviewLogPages(userId: string, pageSize = PAGE): AsyncGenerator<ReviewLogsTable[]> {
    let after: { at: number; id: string } | null = null;
    for (;;) {
      await yieldToEventLoop();
      let q = this.db.selectFrom('review_logs').selectAll().where('user_id', '=', userId);
      if (after) {
        const { at, id } = after;
        q = q.where((eb) =>
          eb.or([eb('reviewed_at', '>', at), eb.and([eb('reviewed_at', '=', at), eb('id', '>', id)])]),
        );
      }
      const rows = await q.orderBy('reviewed_at').orderBy('id').limit(pageSize).execute();
      if (rows.length > 0) yield rows;
      if (rows.length < pageSize) return;
      const last = rows[rows.length - 1]!;
      after = { at: Number(last.reviewed_at), id: last.id };
    }
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
