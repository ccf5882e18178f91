import type { IntervalPreview } from '@revisely/contracts';
import {
  previewIntervals as computePreview,
  SCHEDULING_COLUMNS as SHARED_SCHEDULING_COLUMNS,
  type SchedulingFields as SharedSchedulingFields,
} from '@revisely/scheduler';
import type { CardsTable } from '../../db/schema.js';

/**
 * FSRS scheduling lives in the shared package @revisely/scheduler (ADR 0003, ADR 0023): the
 * browser runs the same module for reviews made offline, so the parameters are there, not here.
 */
export {
  formatInterval,
  fromFsrsCard,
  RATING_BY_QUALITY,
  schedule,
  scheduler,
  SCHEDULER_PARAMETERS,
  schedulingOf,
  toFsrsCard,
} from '@revisely/scheduler';

/** The card columns FSRS reads and a review writes (and undo restores). */
export const SCHEDULING_COLUMNS = SHARED_SCHEDULING_COLUMNS satisfies readonly (keyof CardsTable)[];

export type SchedulingFields = Pick<CardsTable, (typeof SCHEDULING_COLUMNS)[number]>;

// The stored columns and the shared module's fields must stay the same shape.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : never) : never;
const _sameShape: Same<SchedulingFields, SharedSchedulingFields> = true;
void _sameShape;

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
