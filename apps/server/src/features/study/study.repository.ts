import { sql } from 'kysely';
import type { StudyVersions } from '../../core/study-version.js';
import type { Db } from '../../db/database.js';
import { plainTransactions, type WriteTransaction } from '../../db/group-commit.js';
import { PreparedQuery } from '../../db/prepared-query.js';
import type { CardsTable, ReviewLogsTable } from '../../db/schema.js';
import { SCHEDULING_COLUMNS, type SchedulingFields } from './scheduler.js';

export type DueCardRow = CardsTable & { deck_name: string };

const REVIEW_LOG_COLUMNS = [
  'id',
  'card_id',
  'deck_id',
  'user_id',
  'rating',
  'state_before',
  'state_after',
  'due_before',
  'due_after',
  'stability_after',
  'difficulty_after',
  'elapsed_days',
  'scheduled_days',
  'response_time_ms',
  'reviewed_at',
  'review_id',
  'response_json',
  'card_before_json',
  'xp_event_id',
  'started_day',
] as const satisfies readonly (keyof ReviewLogsTable)[];

type CardWithExam = CardsTable & { deck_exam_date: string | null; deck_target_retention: number };

// The review's own statements are compiled once (PreparedQuery, ADR 0018): building and compiling
// them per request cost about as much CPU as SQLite running them.
const cardWithExamQuery = new PreparedQuery<{ userId: string; deckId: string; cardId: string }, CardWithExam>((db, p) =>
  db
    .selectFrom('cards')
    .innerJoin('decks', 'decks.id', 'cards.deck_id')
    .selectAll('cards')
    .select(['decks.exam_date as deck_exam_date', 'decks.target_retention as deck_target_retention'])
    .where('cards.id', '=', p('cardId'))
    .where('cards.deck_id', '=', p('deckId'))
    .where('cards.user_id', '=', p('userId')),
);

type CardUpdate = SchedulingFields & { id: string; updated_at: number; previous_updated_at: number };

/**
 * SQLite rewrites an index entry for every indexed column in the SET list, changed or not. A
 * review mostly keeps the card's state (review → review), so the statement that leaves `state`
 * out spares `cards_deck_state_position_idx` a delete and insert: one WAL page less per review.
 */
const cardUpdateQuery = (columns: readonly (keyof SchedulingFields)[]) =>
  new PreparedQuery<CardUpdate, CardsTable>((db, p) =>
    db
      .updateTable('cards')
      .set({
        ...(Object.fromEntries(columns.map((column) => [column, p(column)])) as Partial<SchedulingFields>),
        updated_at: p('updated_at'),
      })
      .where('id', '=', p('id'))
      .where('updated_at', '=', p('previous_updated_at'))
      .returningAll(),
  );
const updateCardQuery = cardUpdateQuery(SCHEDULING_COLUMNS);
const updateCardSameStateQuery = cardUpdateQuery(SCHEDULING_COLUMNS.filter((column) => column !== 'state'));

const insertReviewLogQuery = new PreparedQuery<Required<ReviewLogsTable>, never>((db, p) =>
  db
    .insertInto('review_logs')
    .values(Object.fromEntries(REVIEW_LOG_COLUMNS.map((column) => [column, p(column)])) as Required<ReviewLogsTable>),
);

const reviewAnswerQuery = new PreparedQuery<
  { userId: string; reviewId: string },
  { card_id: string; response_json?: string | null }
>((db, p) =>
  db
    .selectFrom('review_logs')
    .select(['card_id', 'response_json'])
    .where('user_id', '=', p('userId'))
    .where('review_id', '=', p('reviewId')),
);

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
   * SQLite every query is a turn on the one connection that all requests wait for.
   */
  findCardWithExam(userId: string, deckId: string, cardId: string): Promise<CardWithExam | undefined> {
    return cardWithExamQuery.first(this.db, { userId, deckId, cardId });
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
  ): Promise<T | null> {
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
      const { result, responseJson, xp_event_id, started_day } = await within(trx, updated);
      await insertReviewLogQuery.execute(trx, {
        ...log,
        review_id: log.review_id ?? null,
        card_before_json: log.card_before_json ?? null,
        response_json: responseJson,
        xp_event_id: xp_event_id ?? null,
        started_day: started_day ?? null,
      });
      await this.versions.bump(trx, card.user_id);
      return result;
    });
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
