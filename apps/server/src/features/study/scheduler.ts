import type { IntervalPreview, Quality } from '@revisely/contracts';
import { fsrs, generatorParameters, Rating, type Card, type Grade } from 'ts-fsrs';
import type { CardsTable } from '../../db/schema.js';

/**
 * FSRS via ts-fsrs (docs/decisions/0003-fsrs-scheduling.md): 90% target retention, fuzz on, one
 * 1-minute learning step and a 10-minute relearning step. With these a new card's buttons come
 * out as Again 1min, Hard ~2–6min, Good ~2d, Easy ~8d, close to the spec's labels.
 */
export const SCHEDULER_PARAMETERS = generatorParameters({
  request_retention: 0.9,
  enable_fuzz: true,
  enable_short_term: true,
  learning_steps: ['1m'],
  relearning_steps: ['10m'],
});

/** Exported for the exam-date rule (exam-schedule.ts), which previews and simulates with it. */
export const scheduler = fsrs(SCHEDULER_PARAMETERS);

export const RATING_BY_QUALITY: Record<Quality, Grade> = {
  again: Rating.Again,
  hard: Rating.Hard,
  good: Rating.Good,
  easy: Rating.Easy,
};

/** The card columns FSRS reads and a review writes (and undo restores). */
export const SCHEDULING_COLUMNS = [
  'due_at',
  'stability',
  'difficulty',
  'elapsed_days',
  'scheduled_days',
  'learning_steps',
  'reps',
  'lapses',
  'state',
  'last_review_at',
] as const satisfies readonly (keyof CardsTable)[];

export type SchedulingFields = Pick<CardsTable, (typeof SCHEDULING_COLUMNS)[number]>;

/** Just the scheduling columns of a card row. */
export function schedulingOf(row: SchedulingFields): SchedulingFields {
  return Object.fromEntries(SCHEDULING_COLUMNS.map((column) => [column, row[column]])) as SchedulingFields;
}

export function toFsrsCard(row: SchedulingFields): Card {
  return {
    due: new Date(row.due_at),
    stability: row.stability,
    difficulty: row.difficulty,
    elapsed_days: row.elapsed_days,
    scheduled_days: row.scheduled_days,
    learning_steps: row.learning_steps,
    reps: row.reps,
    lapses: row.lapses,
    state: row.state,
    ...(row.last_review_at === null ? {} : { last_review: new Date(row.last_review_at) }),
  };
}

export function fromFsrsCard(card: Card): SchedulingFields {
  return {
    due_at: card.due.getTime(),
    stability: card.stability,
    difficulty: card.difficulty,
    elapsed_days: card.elapsed_days,
    scheduled_days: card.scheduled_days,
    learning_steps: card.learning_steps,
    reps: card.reps,
    lapses: card.lapses,
    state: card.state,
    last_review_at: card.last_review ? card.last_review.getTime() : null,
  };
}

export function schedule(row: SchedulingFields, quality: Quality, now: number) {
  const { card, log } = scheduler.next(toFsrsCard(row), new Date(now), RATING_BY_QUALITY[quality]);
  return { next: fromFsrsCard(card), log };
}

/** '<1min', '10min', '5h', '3d', '2mo', '1.5y': short enough for a button. */
export function formatInterval(ms: number): string {
  const minutes = ms / 60_000;
  if (minutes < 1) return '<1min';
  if (minutes < 60) return `${Math.round(minutes)}min`;
  const hours = minutes / 60;
  if (hours < 24) return `${Math.round(hours)}h`;
  const days = hours / 24;
  if (days < 30) return `${Math.round(days)}d`;
  if (days < 365) return `${Math.round(days / 30)}mo`;
  return `${(days / 365).toFixed(1).replace(/\.0$/, '')}y`;
}

/**
 * Cards in the same scheduling state at the same moment get the same preview (every new card in
 * a queue, for instance), so the last few results are remembered per state and second.
 */
const previewCache = new Map<string, IntervalPreview>();
const PREVIEW_CACHE_SIZE = 256;

export function previewIntervals(row: SchedulingFields, now: number): IntervalPreview {
  const key = [
    row.state,
    row.due_at,
    row.stability,
    row.difficulty,
    row.elapsed_days,
    row.scheduled_days,
    row.learning_steps,
    row.reps,
    row.lapses,
    row.last_review_at,
    Math.floor(now / 1000),
  ].join('|');
  const cached = previewCache.get(key);
  if (cached) return cached;
  const result = computePreview(row, now);
  if (previewCache.size >= PREVIEW_CACHE_SIZE) previewCache.delete(previewCache.keys().next().value!);
  previewCache.set(key, result);
  return result;
}

function computePreview(row: SchedulingFields, now: number): IntervalPreview {
  const preview = scheduler.repeat(toFsrsCard(row), new Date(now));
  const label = (grade: Grade) => formatInterval(preview[grade].card.due.getTime() - now);
  return { again: label(Rating.Again), hard: label(Rating.Hard), good: label(Rating.Good), easy: label(Rating.Easy) };
}
