import type { CardsTable, ReviewLogsTable } from '../../db/schema.js';
import { PreparedQuery } from '../../db/prepared-query.js';
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

export const cardWithExamQuery = new PreparedQuery<{ userId: string; deckId: string; cardId: string }, CardWithExam>(
  (db, p) =>
    db
      .selectFrom('cards')
      .innerJoin('decks', 'decks.id', 'cards.deck_id')
      .selectAll('cards')
      .select(['decks.exam_date as deck_exam_date', 'decks.target_retention as deck_target_retention'])
      .where('cards.id', '=', p('cardId'))
      .where('cards.deck_id', '=', p('deckId'))
      .where('cards.user_id', '=', p('userId')),
);

/** The same, and in the same statement the stored review with the request's reviewId (ADR 0028). */
export const cardWithAnswerQuery = new PreparedQuery<
  { userId: string; deckId: string; cardId: string; reviewId: string },
  CardForReview
>((db, p) => {
  const answer = db
    .selectFrom('review_logs')
    .where('review_logs.user_id', '=', p('userId'))
    .where('review_logs.review_id', '=', p('reviewId'));
  return db
    .selectFrom('cards')
    .innerJoin('decks', 'decks.id', 'cards.deck_id')
    .selectAll('cards')
    .select(['decks.exam_date as deck_exam_date', 'decks.target_retention as deck_target_retention'])
    .select(answer.select('review_logs.card_id').as('answer_card_id'))
    .select(answer.select('review_logs.response_json').as('answer_json'))
    .where('cards.id', '=', p('cardId'))
    .where('cards.deck_id', '=', p('deckId'))
    .where('cards.user_id', '=', p('userId'));
});

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

export const insertReviewLogQuery = new PreparedQuery<Required<ReviewLogsTable>, never>((db, p) =>
  db
    .insertInto('review_logs')
    .values(Object.fromEntries(REVIEW_LOG_COLUMNS.map((column) => [column, p(column)])) as Required<ReviewLogsTable>),
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
