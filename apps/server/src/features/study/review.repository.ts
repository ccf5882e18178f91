import { PostgresAdapter } from 'kysely';
import type { Executor, PlannedAward } from '../../core/ports.js';
import { type SessionUser, sessionUserOf } from '../../core/user-sessions.js';
import type { CardsTable, ReviewLogsTable } from '../../db/schema.js';
import { SCHEDULING_COLUMNS, type SchedulingFields } from './scheduler.js';
import {
  type CardForReview,
  cardWithAnswerQuery,
  cardWithExamQuery,
  insertReviewLogQuery,
  type LogRewrite,
  reviewAnswerQuery,
  type ReviewWrite,
  reviewWriteQuery,
  reviewWriteWithVersionQuery,
  updateCardQuery,
  updateCardSameStateQuery,
  type CardForOneStatement,
  type OneStatementResult,
  type OneStatementReviewQueries,
} from './study-review-queries.js';

// The review's and undo's statements. Each function takes the executor first: the root database
// for the reads made before a write, or the transaction `review.service.ts` opened for the
// operation. None opens a transaction or calls back: the service owns the unit of work (ADR 0008).

/**
 * The card with its deck's exam settings, in one query: the review path reads both, and on
 * SQLite every query is a turn on the one connection that all requests wait for (on PostgreSQL,
 * a round trip). With `reviewId`, also the user's review stored under that id, if any.
 */
export function cardForReview(
  db: Executor,
  userId: string,
  deckId: string,
  cardId: string,
  reviewId?: string,
): Promise<CardForReview | undefined> {
  return reviewId === undefined
    ? cardWithExamQuery.first(db, { userId, deckId, cardId })
    : cardWithAnswerQuery.first(db, { userId, deckId, cardId, reviewId });
}

/** The same read for a one-statement review (ADR 0035): also the user's XP total. */
export function cardForOneStatement(
  db: Executor,
  queries: OneStatementReviewQueries,
  userId: string,
  deckId: string,
  cardId: string,
  reviewId?: string,
): Promise<CardForOneStatement | undefined> {
  return reviewId === undefined
    ? queries.read.first(db, { userId, deckId, cardId })
    : queries.readWithAnswer.first(db, { userId, deckId, cardId, reviewId });
}

/**
 * The same read with the user's session row in the same statement (ADR 0036): `session` is
 * undefined when there is no such user, `card` when the card is not the user's in that deck.
 */
export async function cardAndSessionForOneStatement(
  db: Executor,
  queries: OneStatementReviewQueries,
  userId: string,
  deckId: string,
  cardId: string,
  reviewId?: string,
): Promise<{ session: SessionUser | undefined; card: CardForOneStatement | undefined }> {
  const row =
    reviewId === undefined
      ? await queries.readWithSession.first(db, { userId, deckId, cardId })
      : await queries.readWithAnswerAndSession.first(db, { userId, deckId, cardId, reviewId });
  if (!row) return { session: undefined, card: undefined };
  const { session_user_id: _user, session_token_version: _version, session_time_zone: _zone, ...card } = row;
  return { session: sessionUserOf(row), card: card.id ? (card as CardForOneStatement) : undefined };
}

/**
 * PostgreSQL: the whole review (card, award, log, study version) as one statement, atomic without
 * a transaction (ADR 0035). Undefined when the card changed since it was read: nothing was written.
 */
export async function writeReviewInOneStatement(
  db: Executor,
  queries: OneStatementReviewQueries,
  card: CardsTable,
  next: SchedulingFields,
  updatedAt: number,
  log: ReviewLogsTable,
  award: PlannedAward,
): Promise<OneStatementResult | undefined> {
  const cardValues = Object.fromEntries(SCHEDULING_COLUMNS.map((column) => [`card_${column}`, next[column]]));
  const params = {
    ...logRow(log),
    ...cardValues,
    card_updated_at: updatedAt,
    previous_updated_at: card.updated_at,
    ...award.params,
  } as ReviewWrite & PlannedAward['params'];
  const query = award.addsXp ? queries.write.xp : queries.write.dayOnly;
  return query.first(db, params);
}

/** Replaces a review's stored answer (the one-statement review's, when its level was mispredicted). */
export async function storeAnswer(db: Executor, logId: string, responseJson: string): Promise<void> {
  await db.updateTable('review_logs').set({ response_json: responseJson }).where('id', '=', logId).execute();
}

/**
 * PostgreSQL: locks the card for the transaction, so every write of a user's review state takes
 * the card's row before the XP rows, as the one-statement review does (no deadlock, ADR 0035).
 */
export async function lockCard(trx: Executor, cardId: string): Promise<void> {
  if (!(trx.getExecutor().adapter instanceof PostgresAdapter)) return;
  await trx.selectFrom('cards').select('id').where('id', '=', cardId).forUpdate().execute();
}

/** The user's stored answer to the review sent with `reviewId`, if any (ADR 0008; ids are per user). */
export function reviewAnswer(
  db: Executor,
  userId: string,
  reviewId: string,
): Promise<{ card_id: string; response_json?: string | null } | undefined> {
  return reviewAnswerQuery.first(db, { userId, reviewId });
}

/** The card's reviews made after `at`, oldest first: the history an offline review is merged into. */
export function reviewsAfter(db: Executor, userId: string, cardId: string, at: number): Promise<ReviewLogsTable[]> {
  return db
    .selectFrom('review_logs')
    .selectAll()
    .where('card_id', '=', cardId)
    .where('user_id', '=', userId)
    .where('reviewed_at', '>', at)
    .orderBy('reviewed_at')
    .orderBy('id')
    .execute();
}

/** Whether the user's card is (still) in the deck. */
export async function cardInDeck(db: Executor, userId: string, deckId: string, cardId: string): Promise<boolean> {
  const row = await db
    .selectFrom('cards')
    .select('id')
    .where('id', '=', cardId)
    .where('deck_id', '=', deckId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row !== undefined;
}

export async function deckIsUsers(db: Executor, userId: string, deckId: string): Promise<boolean> {
  const row = await db
    .selectFrom('decks')
    .select('id')
    .where('id', '=', deckId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row !== undefined;
}

/** The user's card in any of their decks. */
export function ownCard(db: Executor, userId: string, cardId: string): Promise<CardsTable | undefined> {
  return db.selectFrom('cards').selectAll().where('id', '=', cardId).where('user_id', '=', userId).executeTakeFirst();
}

/** The card changed (or went) since it was read: the review's transaction must keep nothing. */
export class StaleCard extends Error {}

/**
 * Writes a review: the card's new schedule, only onto the card as it was read (same `updated_at`,
 * so two submissions of one review can never both be recorded), and its log row; with
 * `bumpVersion` on PostgreSQL also users.study_version, all in one statement (a data-modifying CTE:
 * one round trip instead of three). Throws StaleCard when the card changed since it was read;
 * on PostgreSQL the log row is written regardless, so the caller's transaction must roll back,
 * which the throw does. `bumped` says whether the version was bumped here (and its new value).
 */
export async function writeReview(
  trx: Executor,
  card: CardsTable,
  next: SchedulingFields,
  updatedAt: number,
  log: ReviewLogsTable,
  bumpVersion: boolean,
): Promise<{ bumped: false } | { bumped: true; studyVersion: number | undefined }> {
  const row = logRow(log);
  if (trx.getExecutor().adapter instanceof PostgresAdapter) {
    const cardValues = Object.fromEntries(SCHEDULING_COLUMNS.map((column) => [`card_${column}`, next[column]]));
    const params = {
      ...row,
      ...cardValues,
      card_updated_at: updatedAt,
      previous_updated_at: card.updated_at,
    } as ReviewWrite;
    const written = bumpVersion
      ? await reviewWriteWithVersionQuery.first(trx, params)
      : await reviewWriteQuery.first(trx, params);
    if (Number(written?.updated ?? 0) !== 1) throw new StaleCard();
    if (!bumpVersion) return { bumped: false };
    const version = (written as { study_version?: number | null }).study_version;
    return { bumped: true, studyVersion: version === null || version === undefined ? undefined : Number(version) };
  }
  // SQLite runs in process: separate statements cost no round trips.
  const update = next.state === card.state ? updateCardSameStateQuery : updateCardQuery;
  const updated = await update.first(trx, {
    ...next,
    id: card.id,
    updated_at: updatedAt,
    previous_updated_at: card.updated_at,
  });
  if (!updated) throw new StaleCard();
  await insertReviewLogQuery.execute(trx, row);
  return { bumped: false };
}

/** Later reviews of the card re-scheduled around an offline review merged in (ADR 0023). */
export async function rewriteLaterReviews(trx: Executor, cardId: string, rewrites: readonly LogRewrite[]) {
  for (const { id, ...fields } of rewrites) {
    await trx.updateTable('review_logs').set(fields).where('id', '=', id).where('card_id', '=', cardId).execute();
  }
}

function logRow(log: ReviewLogsTable): Required<ReviewLogsTable> {
  return {
    ...log,
    review_id: log.review_id ?? null,
    card_before_json: log.card_before_json ?? null,
    response_json: log.response_json ?? null,
    xp_event_id: log.xp_event_id ?? null,
    started_day: log.started_day ?? null,
  };
}

/** The user's latest review. */
export function latestReview(trx: Executor, userId: string): Promise<ReviewLogsTable | undefined> {
  return trx
    .selectFrom('review_logs')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('reviewed_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** Whether the user has a review with this id or client reviewId. */
export async function hasReview(trx: Executor, userId: string, reviewId: string): Promise<boolean> {
  const row = await trx
    .selectFrom('review_logs')
    .select('id')
    .where('user_id', '=', userId)
    .where((eb) => eb.or([eb('id', '=', reviewId), eb('review_id', '=', reviewId)]))
    .executeTakeFirst();
  return row !== undefined;
}

/** False when the row was already gone (another undo committed first). */
export async function deleteReviewLog(trx: Executor, id: string): Promise<boolean> {
  const deleted = await trx.deleteFrom('review_logs').where('id', '=', id).executeTakeFirst();
  return Number(deleted.numDeletedRows) === 1;
}

/** Puts back the card's schedule from before a review, only onto the card as read; undefined when it changed. */
export function restoreCard(
  trx: Executor,
  card: CardsTable,
  before: SchedulingFields,
  now: number,
): Promise<CardsTable | undefined> {
  return trx
    .updateTable('cards')
    .set({ ...before, updated_at: Math.max(now, Number(card.updated_at) + 1) })
    .where('id', '=', card.id)
    .where('updated_at', '=', card.updated_at)
    .returningAll()
    .executeTakeFirst();
}

export async function deckName(trx: Executor, deckId: string): Promise<string> {
  const deck = await trx.selectFrom('decks').select('name').where('id', '=', deckId).executeTakeFirst();
  return deck?.name ?? '';
}

/**
 * Brings the card's due time forward to `at` without touching its FSRS state or review log
 * (study-due-now.ts), and notes when, only if the card is still as read. False when it changed.
 */
export async function moveDueToNow(trx: Executor, card: CardsTable, at: number): Promise<boolean> {
  const result = await trx
    .updateTable('cards')
    .set({ due_at: at, updated_at: at, brought_forward_at: at })
    .where('id', '=', card.id)
    .where('updated_at', '=', card.updated_at)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
