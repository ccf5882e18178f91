import type { Kysely } from 'kysely';
import type { AwardInStatement, AwardParams } from '../../core/ports.js';
import type { CardsTable, Database, ReviewLogsTable } from '../../db/schema.js';
import { PreparedQuery } from '../../db/prepared-query.js';
import { SESSION_COLUMNS, type SessionColumns } from '../../core/user-sessions.js';
import { SCHEDULING_COLUMNS, type SchedulingFields } from './scheduler.js';

// The review's own statements are compiled once (PreparedQuery, ADR 0018): building and compiling
// them per request cost about as much CPU as SQLite running them.

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

export type CardWithExam = CardsTable & { deck_exam_date: string | null; deck_target_retention: number };
/** With a reviewId: the card of the user's review already stored under it, if any, and its answer. */
export type CardForReview = CardWithExam & { answer_card_id?: string | null; answer_json?: string | null };

type CardParams = { userId: string; deckId: string; cardId: string };
type AnswerParams = CardParams & { reviewId: string };

const cardWithExam = (db: Kysely<Database>, p: <K extends keyof CardParams>(name: K) => string) =>
  db
    .selectFrom('cards')
    .innerJoin('decks', 'decks.id', 'cards.deck_id')
    .selectAll('cards')
    .select(['decks.exam_date as deck_exam_date', 'decks.target_retention as deck_target_retention'])
    .where('cards.id', '=', p('cardId'))
    .where('cards.deck_id', '=', p('deckId'))
    .where('cards.user_id', '=', p('userId'));

/** The same, and in the same statement the stored review with the request's reviewId (ADR 0028). */
const storedAnswer = (db: Kysely<Database>, p: <K extends keyof AnswerParams>(name: K) => string) =>
  db
    .selectFrom('review_logs')
    .where('review_logs.user_id', '=', p('userId'))
    .where('review_logs.review_id', '=', p('reviewId'));
const cardWithAnswer = (db: Kysely<Database>, p: <K extends keyof AnswerParams>(name: K) => string) => {
  const answer = storedAnswer(db, p);
  return cardWithExam(db, p)
    .select(answer.select('review_logs.card_id').as('answer_card_id'))
    .select(answer.select('review_logs.response_json').as('answer_json'));
};

export const cardWithExamQuery = new PreparedQuery<CardParams, CardWithExam>(cardWithExam);
export const cardWithAnswerQuery = new PreparedQuery<AnswerParams, CardForReview>(cardWithAnswer);

/** New values for a stored review's scheduling columns after the card's history changed under it. */
export type LogRewrite = { id: string } & Pick<
  ReviewLogsTable,
  | 'state_before'
  | 'state_after'
  | 'due_before'
  | 'due_after'
  | 'stability_after'
  | 'difficulty_after'
  | 'elapsed_days'
  | 'scheduled_days'
  | 'card_before_json'
>;

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
export const updateCardQuery = cardUpdateQuery(SCHEDULING_COLUMNS);
export const updateCardSameStateQuery = cardUpdateQuery(SCHEDULING_COLUMNS.filter((column) => column !== 'state'));

const logValues = (p: <K extends keyof ReviewLogsTable>(name: K) => ReviewLogsTable[K]) =>
  Object.fromEntries(REVIEW_LOG_COLUMNS.map((column) => [column, p(column)])) as Required<ReviewLogsTable>;

export const insertReviewLogQuery = new PreparedQuery<Required<ReviewLogsTable>, never>((db, p) =>
  db.insertInto('review_logs').values(logValues(p)),
);

/** The log row's columns, and the card's new values as `card_<column>` (both have e.g. elapsed_days). */
export type ReviewWrite = Required<ReviewLogsTable> & {
  [K in keyof SchedulingFields as `card_${K}`]: SchedulingFields[K];
} & { card_updated_at: number; previous_updated_at: number };

type ReviewWriteParam = <K extends keyof ReviewWrite>(name: K) => ReviewWrite[K];

/**
 * PostgreSQL: the review's card update (guarded by `updated_at`) and its log row in one statement
 * (a data-modifying CTE); the `WithVersion` one also bumps users.study_version (as
 * DatabaseStudyVersions keeps it) and returns it. The log row is written either way; `updated` = 0
 * (the card changed since it was read) tells the caller to roll the transaction back.
 */
const withCardUpdate = (db: Kysely<Database>, p: ReviewWriteParam) =>
  db.with('card', (qb) =>
    qb
      .updateTable('cards')
      .set({
        ...(Object.fromEntries(SCHEDULING_COLUMNS.map((column) => [column, p(`card_${column}`)])) as SchedulingFields),
        updated_at: p('card_updated_at'),
      })
      .where('id', '=', p('card_id'))
      .where('updated_at', '=', p('previous_updated_at'))
      .returning('id'),
  );

export const reviewWriteWithVersionQuery = new PreparedQuery<
  ReviewWrite,
  { updated: number | string; study_version: number | null }
>((db, p) =>
  withCardUpdate(db, p)
    .with('version', (qb) =>
      qb
        .updateTable('users')
        .set((eb) => ({ study_version: eb('study_version', '+', 1) }))
        .where('id', '=', p('user_id'))
        .returning('study_version'),
    )
    .insertInto('review_logs')
    .values(logValues(p))
    .returning((eb) => [
      eb.selectFrom('card').select(eb.fn.countAll<number>().as('n')).as('updated'),
      eb.selectFrom('version').select('version.study_version').as('study_version'),
    ]),
);

export const reviewWriteQuery = new PreparedQuery<ReviewWrite, { updated: number | string }>((db, p) =>
  withCardUpdate(db, p)
    .insertInto('review_logs')
    .values(logValues(p))
    .returning((eb) => [eb.selectFrom('card').select(eb.fn.countAll<number>().as('n')).as('updated')]),
);

export const reviewAnswerQuery = new PreparedQuery<
  { userId: string; reviewId: string },
  { card_id: string; response_json?: string | null }
>((db, p) =>
  db
    .selectFrom('review_logs')
    .select(['card_id', 'response_json'])
    .where('user_id', '=', p('userId'))
    .where('review_id', '=', p('reviewId')),
);

/** The card read for a one-statement review: also the user's XP total, to predict the stored answer. */
export type CardForOneStatement = CardForReview & { xp_total?: number | string | null };

/**
 * The card read with the user's session row (ADR 0036): one row whenever the user exists, its card
 * columns null when the card is not the user's in that deck.
 */
export type CardAndSession = SessionColumns & Partial<CardForOneStatement>;

/** What the one-statement review returns: its XP total after, whether it started the day, the new version. */
export type OneStatementResult = {
  total: number | string | null;
  started: number | string;
  study_version: number | null;
};

/**
 * PostgreSQL's review in one statement (ADR 0035): the card update guarded by `updated_at` is the
 * `award_guard` CTE; the award (activity day, ledger, total), the `users.study_version` bump and
 * the log row each write only when it updated the card. One statement is atomic on its own, so
 * no BEGIN/COMMIT round trips: when the card changed, it writes nothing and returns no row.
 * Built per awarder (the award's statement parts come from the progress feature through the port).
 */
export function oneStatementReviewQueries(award: AwardInStatement) {
  const read = new PreparedQuery<CardParams, CardForOneStatement>((db, p) =>
    cardWithExam(db, p).select(award.total(db, p('userId')).as('xp_total')),
  );
  const readWithAnswer = new PreparedQuery<AnswerParams, CardForOneStatement>((db, p) =>
    cardWithAnswer(db, p).select(award.total(db, p('userId')).as('xp_total')),
  );
  // With the session check folded in (ADR 0036): the users row by its key, the card joined to it
  // by its own key, so the row comes back (and the session can be checked) without the card too.
  const cardAndSession = (db: Kysely<Database>, p: <K extends keyof CardParams>(name: K) => string) =>
    db
      .selectFrom('users')
      .leftJoin('cards', (join) =>
        join
          .onRef('cards.user_id', '=', 'users.id')
          .on('cards.id', '=', p('cardId'))
          .on('cards.deck_id', '=', p('deckId')),
      )
      .leftJoin('decks', 'decks.id', 'cards.deck_id')
      .selectAll('cards')
      .select(['decks.exam_date as deck_exam_date', 'decks.target_retention as deck_target_retention'])
      .select(SESSION_COLUMNS)
      .select(award.total(db, p('userId')).as('xp_total'))
      .where('users.id', '=', p('userId'));
  const readWithSession = new PreparedQuery<CardParams, CardAndSession>(cardAndSession);
  const readWithAnswerAndSession = new PreparedQuery<AnswerParams, CardAndSession>((db, p) => {
    const answer = storedAnswer(db, p);
    return cardAndSession(db, p)
      .select(answer.select('review_logs.card_id').as('answer_card_id'))
      .select(answer.select('review_logs.response_json').as('answer_json'));
  });
  const write = (addsXp: boolean) =>
    new PreparedQuery<ReviewWrite & AwardParams, OneStatementResult>((db, p) => {
      const guarded = db.with('award_guard', (qb) =>
        qb
          .updateTable('cards')
          .set({
            ...(Object.fromEntries(
              SCHEDULING_COLUMNS.map((column) => [column, p(`card_${column}`)]),
            ) as SchedulingFields),
            updated_at: p('card_updated_at'),
          })
          .where('id', '=', p('card_id'))
          .where('updated_at', '=', p('previous_updated_at'))
          .returning('id'),
      );
      return award
        .withWrites(guarded, p, addsXp)
        .with('version', (qb) =>
          qb
            .updateTable('users')
            .set((eb) => ({ study_version: eb('study_version', '+', 1) }))
            .where('id', '=', p('user_id'))
            .where((eb) => eb.exists(eb.selectFrom('award_guard').select('award_guard.id')))
            .returning('study_version'),
        )
        .insertInto('review_logs')
        .columns([...REVIEW_LOG_COLUMNS])
        .expression((eb) =>
          eb
            .selectFrom('award_guard')
            .select(
              REVIEW_LOG_COLUMNS.map((column) =>
                column === 'started_day'
                  ? eb.selectFrom('award_day').select('award_day.day').as('started_day')
                  : eb.val(p(column)).as(column),
              ),
            ),
        )
        .returning((eb) => [
          eb.selectFrom('award_total').select('award_total.total').as('total'),
          eb.selectFrom('award_day').select(eb.fn.countAll<number>().as('n')).as('started'),
          eb.selectFrom('version').select('version.study_version').as('study_version'),
        ]);
    });
  return {
    read,
    readWithAnswer,
    readWithSession,
    readWithAnswerAndSession,
    write: { xp: write(true), dayOnly: write(false) },
  };
}

export type OneStatementReviewQueries = ReturnType<typeof oneStatementReviewQueries>;
