import { sql } from 'kysely';
import type { StudyVersions } from '../../core/study-version.js';
import type { Db } from '../../db/database.js';
import { plainTransactions, type WriteTransaction } from '../../db/group-commit.js';
import type { CardsTable, ReviewLogsTable } from '../../db/schema.js';
import type { SchedulingFields } from './scheduler.js';
import {
  type CardForReview,
  cardWithAnswerQuery,
  cardWithExamQuery,
  insertReviewLogQuery,
  type LogRewrite,
  reviewAnswerQuery,
  updateCardQuery,
  updateCardSameStateQuery,
} from './study-review-queries.js';

export type DueCardRow = CardsTable & { deck_name: string };

/** SQLite allows 500 arms in one compound SELECT; 100 keeps each statement small. */
const NEW_COUNT_DECKS_PER_STATEMENT = 100;

export class StudyRepository {
  constructor(
    private readonly db: Db,
    private readonly versions: StudyVersions,
    /** How a review's writes commit: grouped with other reviews on SQLite (ADR 0018). */
    private readonly reviewTransaction: WriteTransaction = plainTransactions(db),
  ) {}

  findDeck(userId: string, deckId: string) {
    return this.db
      .selectFrom('decks')
      .select(['id', 'name', 'subject', 'topic'])
      .where('id', '=', deckId)
      .where('user_id', '=', userId)
      .executeTakeFirst();
  }

  findCard(userId: string, deckId: string, cardId: string): Promise<CardsTable | undefined> {
    return this.db
      .selectFrom('cards')
      .selectAll()
      .where('id', '=', cardId)
      .where('deck_id', '=', deckId)
      .where('user_id', '=', userId)
      .executeTakeFirst();
  }

  /**
   * The card with its deck's exam settings, in one query: the review path reads both, and on
   * SQLite every query is a turn on the one connection that all requests wait for (on PostgreSQL,
   * a round trip). With `reviewId`, also the user's review stored under that id, if any.
   */
  findCardWithExam(
    userId: string,
    deckId: string,
    cardId: string,
    reviewId?: string,
  ): Promise<CardForReview | undefined> {
    return reviewId === undefined
      ? cardWithExamQuery.first(this.db, { userId, deckId, cardId })
      : cardWithAnswerQuery.first(this.db, { userId, deckId, cardId, reviewId });
  }

  /**
   * Learning/relearning and review cards due by `now` (state 0 is new), soonest first; learning
   * cards also when due within `learnAheadMs` (a study session shows those rather than ending).
   */
  dueSeenCards(userId: string, now: number, deckId?: string, limit = 1000, learnAheadMs = 0): Promise<DueCardRow[]> {
    let q = this.db
      .selectFrom('cards')
      .innerJoin('decks', 'decks.id', 'cards.deck_id')
      .selectAll('cards')
      .select('decks.name as deck_name')
      .where('cards.user_id', '=', userId)
      .where('cards.state', 'in', [1, 2, 3])
      .where('cards.due_at', '<=', now + learnAheadMs);
    if (learnAheadMs > 0) {
      q = q.where((eb) => eb.or([eb('cards.state', '!=', 2), eb('cards.due_at', '<=', now)]));
    }
    if (deckId) q = q.where('cards.deck_id', '=', deckId);
    return q.orderBy('cards.due_at').orderBy('cards.position').limit(limit).execute();
  }

  /**
   * New cards in builder order, at most `allowance[deck]` from each deck and `limit` in all. One
   * small indexed query per deck (deck_id, position) instead of ranking every new card.
   */
  async newCards(
    userId: string,
    allowance: Map<string, number>,
    limit: number,
    deckId?: string,
  ): Promise<DueCardRow[]> {
    const out: DueCardRow[] = [];
    const decks = [...allowance.entries()]
      .filter(([id, n]) => n > 0 && (!deckId || id === deckId))
      .sort(([a], [b]) => a.localeCompare(b));
    for (const [id, n] of decks) {
      if (out.length >= limit) break;
      const rows = await this.db
        .selectFrom('cards')
        .innerJoin('decks', 'decks.id', 'cards.deck_id')
        .selectAll('cards')
        .select('decks.name as deck_name')
        .where('cards.deck_id', '=', id)
        .where('cards.state', '=', 0)
        .orderBy('cards.position')
        .limit(Math.min(n, limit - out.length))
        .execute();
      out.push(...rows);
    }
    return out;
  }

  /** Due learning/relearning and review counts without loading rows. */
  async dueSeenCounts(userId: string, now: number): Promise<{ learning: number; review: number }> {
    const rows = await this.db
      .selectFrom('cards')
      .select(['state', (eb) => eb.fn.countAll<number>().as('n')])
      .where('user_id', '=', userId)
      .where('state', 'in', [1, 2, 3])
      .where('due_at', '<=', now)
      .groupBy('state')
      .execute();
    const count = (states: number[]) =>
      rows.filter((r) => states.includes(r.state)).reduce((sum, r) => sum + Number(r.n), 0);
    return { learning: count([1, 3]), review: count([2]) };
  }

  /**
   * New (never reviewed) cards per deck, counted only up to `cap`: the queue never shows more than
   * a deck's daily allowance, so counting the rest of a 1,000-card deck is wasted work.
   */
  async newCountsByDeck(userId: string, deckIds: string[], cap: number): Promise<Map<string, number>> {
    const counts = new Map<string, number>();
    // One statement per 100 decks instead of one per deck: on SQLite each statement is a turn on
    // the one connection that every request queues for. Each arm still walks its deck's
    // (deck_id, state) index only as far as the cap.
    for (let i = 0; i < deckIds.length; i += NEW_COUNT_DECKS_PER_STATEMENT) {
      const arms = deckIds.slice(i, i + NEW_COUNT_DECKS_PER_STATEMENT).map(
        // deckIds come from the user's own decks; filtering on user_id here would steer SQLite
        // to the wrong index.
        (deckId) =>
          sql`select cast(${deckId} as text) as deck_id, count(*) as n from (select id from cards where deck_id = ${deckId} and state = 0 limit ${cap}) as c`,
      );
      const { rows } = await sql<{ deck_id: string; n: number | string }>`${sql.join(arms, sql` union all `)}`.execute(
        this.db,
      );
      for (const row of rows) counts.set(row.deck_id, Number(row.n));
    }
    return counts;
  }

  /** Changes whenever the user's decks, cards or reviews do (core/study-version.ts). */
  studyVersion(userId: string): number | Promise<number> {
    return this.versions.current(userId);
  }

  /** When the next learning or review card that is not yet due becomes due, if any (in one deck, with `deckId`). */
  async nextDueAfter(userId: string, now: number, deckId?: string): Promise<number | null> {
    let q = this.db
      .selectFrom('cards')
      .select((eb) => eb.fn.min<number>('due_at').as('next'))
      .where('user_id', '=', userId)
      .where('state', 'in', [1, 2, 3])
      .where('due_at', '>', now);
    if (deckId) q = q.where('deck_id', '=', deckId);
    const row = await q.executeTakeFirst();
    return row?.next === null || row?.next === undefined ? null : Number(row.next);
  }

  async userDeckIds(userId: string, deckId?: string): Promise<string[]> {
    let q = this.db.selectFrom('decks').select('id').where('user_id', '=', userId);
    if (deckId) q = q.where('id', '=', deckId);
    return (await q.execute()).map((r) => r.id);
  }

  /** New cards first studied since `since`, per deck: they count against the daily new-card limit. */
  async newIntroducedSince(userId: string, since: number): Promise<Map<string, number>> {
    const rows = await this.db
      .selectFrom('review_logs')
      .select(['deck_id', (eb) => eb.fn.count<number>('card_id').distinct().as('n')])
      .where('user_id', '=', userId)
      .where('state_before', '=', 0)
      .where('reviewed_at', '>=', since)
      .groupBy('deck_id')
      .execute();
    return new Map(rows.map((r) => [r.deck_id, Number(r.n)]));
  }

  /** The user's stored answer to the review sent with `reviewId`, if any (ADR 0008; ids are per user). */
  findReviewAnswer(
    userId: string,
    reviewId: string,
  ): Promise<{ card_id: string; response_json?: string | null } | undefined> {
    return reviewAnswerQuery.first(this.db, { userId, reviewId });
  }

  /**
   * One transaction (ADR 0008): the card update, whatever `within` writes with `trx` (XP and the
   * activity day), the review log and the study version bump commit together or not at all. The
   * update only applies to the card as it was read (same `updated_at`); null when it has changed or
   * gone since, so two submissions of one review can never both be recorded.
   */
  async recordReview<T>(
    card: CardsTable,
    next: SchedulingFields,
    log: Omit<ReviewLogsTable, 'response_json' | 'xp_event_id' | 'started_day'>,
    now: number,
    within: (
      trx: Db,
      updated: CardsTable,
    ) => Promise<{ result: T; responseJson: string | null } & Pick<ReviewLogsTable, 'xp_event_id' | 'started_day'>>,
    /** Later reviews of the card re-scheduled around this one (an offline review merged in, ADR 0023). */
    rewrites: readonly LogRewrite[] = [],
  ): Promise<{ value: T; studyVersion: number | undefined } | null> {
    return this.reviewTransaction(async (trx) => {
      const update = next.state === card.state ? updateCardSameStateQuery : updateCardQuery;
      const updated = await update.first(trx, {
        ...next,
        id: card.id,
        // Always moves forward, so the guard also catches a second review within the same millisecond.
        updated_at: Math.max(now, card.updated_at + 1),
        previous_updated_at: card.updated_at,
      });
      if (!updated) return null;
      for (const { id, ...fields } of rewrites) {
        await trx.updateTable('review_logs').set(fields).where('id', '=', id).where('card_id', '=', card.id).execute();
      }
      const { result, responseJson, xp_event_id, started_day } = await within(trx, updated);
      await insertReviewLogQuery.execute(trx, {
        ...log,
        review_id: log.review_id ?? null,
        card_before_json: log.card_before_json ?? null,
        response_json: responseJson,
        xp_event_id: xp_event_id ?? null,
        started_day: started_day ?? null,
      });
      const studyVersion = await this.versions.bump(trx, card.user_id);
      return { value: result, studyVersion: studyVersion ?? undefined };
    });
  }

  /**
   * Brings the card's due time forward to `at` (now) without touching its FSRS state or review log
   * (study-due-now.ts), only if the card is still as read; the study version moves with it, so the
   * cached due queue is rebuilt rather than updated in place. False when the card changed since.
   */
  async moveDueToNow(card: CardsTable, at: number): Promise<boolean> {
    return this.db.transaction().execute(async (trx) => {
      const result = await trx
        .updateTable('cards')
        .set({ due_at: at, updated_at: at })
        .where('id', '=', card.id)
        .where('updated_at', '=', card.updated_at)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) !== 1) return false;
      await this.versions.bump(trx, card.user_id);
      return true;
    });
  }

  /** The user's card in any of their decks. */
  findOwnCard(userId: string, cardId: string): Promise<CardsTable | undefined> {
    return this.db
      .selectFrom('cards')
      .selectAll()
      .where('id', '=', cardId)
      .where('user_id', '=', userId)
      .executeTakeFirst();
  }

  /** The card's reviews made after `at`, oldest first: the history an offline review is merged into. */
  reviewsAfter(userId: string, cardId: string, at: number): Promise<ReviewLogsTable[]> {
    return this.db
      .selectFrom('review_logs')
      .selectAll()
      .where('card_id', '=', cardId)
      .where('user_id', '=', userId)
      .where('reviewed_at', '>', at)
      .orderBy('reviewed_at')
      .orderBy('id')
      .execute();
  }

  /** The user's decks with their exam settings, for the offline queue. */
  decksForOffline(userId: string) {
    return this.db
      .selectFrom('decks')
      .select(['id', 'name', 'subject', 'topic', 'exam_date', 'target_retention'])
      .where('user_id', '=', userId)
      .orderBy('id')
      .execute();
  }

  /**
   * Takes back the user's latest review in one transaction (ADR 0010): the card gets its scheduling
   * state from before the rating, the log row goes, `revoke` takes back XP and the activity day with
   * `trx`, and the study version moves. `reviewId` (a log's review_id or id), when given, must name
   * that latest review; with `deckId` it must be a review of that deck.
   */
  async undoLatest(
    userId: string,
    reviewId: string | undefined,
    now: number,
    revoke: (trx: Db, log: ReviewLogsTable) => Promise<number>,
    deckId?: string,
  ): Promise<UndoOutcome> {
    try {
      return await this.db.transaction().execute(async (trx): Promise<UndoOutcome> => {
        const latest = await trx
          .selectFrom('review_logs')
          .selectAll()
          .where('user_id', '=', userId)
          .orderBy('reviewed_at', 'desc')
          .orderBy('id', 'desc')
          .limit(1)
          .executeTakeFirst();
        if (reviewId !== undefined && latest?.id !== reviewId && latest?.review_id !== reviewId) {
          const named = await trx
            .selectFrom('review_logs')
            .select('id')
            .where('user_id', '=', userId)
            .where((eb) => eb.or([eb('id', '=', reviewId), eb('review_id', '=', reviewId)]))
            .executeTakeFirst();
          return { kind: named ? 'not-latest' : 'not-found' };
        }
        if (!latest) return { kind: 'none' };
        // The deck-scoped route undoes only a review of that deck.
        if (deckId !== undefined && latest.deck_id !== deckId) return { kind: 'not-latest' };
        if (!latest.card_before_json) return { kind: 'too-old' };
        const card = await trx
          .selectFrom('cards')
          .selectAll()
          .where('id', '=', latest.card_id)
          .where('user_id', '=', userId)
          .executeTakeFirst();
        if (
          !card ||
          Number(card.due_at) !== Number(latest.due_after) ||
          card.state !== latest.state_after ||
          Number(card.last_review_at) !== Number(latest.reviewed_at)
        ) {
          return { kind: 'changed' };
        }
        const before = JSON.parse(latest.card_before_json) as SchedulingFields;
        const deleted = await trx.deleteFrom('review_logs').where('id', '=', latest.id).executeTakeFirst();
        if (Number(deleted.numDeletedRows) !== 1) throw new UndoRaced();
        const restored = await trx
          .updateTable('cards')
          .set({ ...before, updated_at: Math.max(now, Number(card.updated_at) + 1) })
          .where('id', '=', card.id)
          .where('updated_at', '=', card.updated_at)
          .returningAll()
          .executeTakeFirst();
        if (!restored) throw new UndoRaced();
        const xpRemoved = await revoke(trx, latest);
        await this.versions.bump(trx, userId);
        const deck = await trx.selectFrom('decks').select('name').where('id', '=', card.deck_id).executeTakeFirst();
        return { kind: 'undone', card: { ...restored, deck_name: deck?.name ?? '' }, xpRemoved };
      });
    } catch (error) {
      // Another undo or review of this card committed first; nothing of this one was written.
      if (error instanceof UndoRaced) return { kind: 'changed' };
      throw error;
    }
  }
}

class UndoRaced extends Error {}

export type UndoOutcome =
  | { kind: 'undone'; card: DueCardRow; xpRemoved: number }
  | { kind: 'none' | 'not-found' | 'not-latest' | 'too-old' | 'changed' };
