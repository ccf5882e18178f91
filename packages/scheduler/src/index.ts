import { fsrs, generatorParameters, Rating, type Card, type Grade, type RecordLogItem } from 'ts-fsrs';

/**
 * The one FSRS scheduler of Revisely, run by the server for every review and by the browser for
 * reviews made offline (docs/decisions/0023-offline-study.md). Both must compute the same thing
 * from the same card and time, so the parameters live here and nowhere else, and the package
 * pins the ts-fsrs version both sides load.
 *
 * FSRS via ts-fsrs (ADR 0003): 90% target retention, fuzz on, one 1-minute learning step and a
 * 10-minute relearning step. With these a new card's buttons come out as Again 1min, Hard
 * ~2–6min, Good ~2d, Easy ~8d, close to the spec's labels. ts-fsrs seeds its fuzz from the
 * review time and the card, so the same inputs give the same interval on both sides.
 */
export const SCHEDULER_PARAMETERS = generatorParameters({
  request_retention: 0.9,
  enable_fuzz: true,
  enable_short_term: true,
  learning_steps: ['1m'],
  relearning_steps: ['10m'],
});

export const scheduler = fsrs(SCHEDULER_PARAMETERS);

export type Quality = 'again' | 'hard' | 'good' | 'easy';

export interface IntervalLabels {
  again: string;
  hard: string;
  good: string;
  easy: string;
}

export const RATING_BY_QUALITY: Record<Quality, Grade> = {
  again: Rating.Again,
  hard: Rating.Hard,
  good: Rating.Good,
  easy: Rating.Easy,
};

/** The card fields FSRS reads and a review writes, as the server stores them (times in epoch ms). */
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
] as const;

export interface SchedulingFields {
  due_at: number;
  stability: number;
  difficulty: number;
  elapsed_days: number;
  scheduled_days: number;
  learning_steps: number;
  reps: number;
  lapses: number;
  state: number;
  last_review_at: number | null;
}

/** Just the scheduling fields of a card row. */
export function schedulingOf(row: SchedulingFields): SchedulingFields {
  return Object.fromEntries(SCHEDULING_COLUMNS.map((column) => [column, row[column]])) as unknown as SchedulingFields;
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

/** The card after rating it `quality` at `now`, and ts-fsrs's log of that review. */
export function schedule(
  row: SchedulingFields,
  quality: Quality,
  now: number,
): { next: SchedulingFields; log: RecordLogItem['log'] } {
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

/** The due time each rating would give the card at `now`. */
export function previewDueTimes(row: SchedulingFields, now: number): Record<Quality, number> {
  const preview = scheduler.repeat(toFsrsCard(row), new Date(now));
  const due = (grade: Grade) => preview[grade].card.due.getTime();
  return { again: due(Rating.Again), hard: due(Rating.Hard), good: due(Rating.Good), easy: due(Rating.Easy) };
}

/** The button labels: how long until the card comes back after each rating. */
export function previewIntervals(row: SchedulingFields, now: number): IntervalLabels {
  const due = previewDueTimes(row, now);
  return {
    again: formatInterval(due.again - now),
    hard: formatInterval(due.hard - now),
    good: formatInterval(due.good - now),
    easy: formatInterval(due.easy - now),
  };
}

/** A card that has never been studied, as the server creates it. */
export function newCardScheduling(now: number): SchedulingFields {
  return {
    due_at: now,
    stability: 0,
    difficulty: 0,
    elapsed_days: 0,
    scheduled_days: 0,
    learning_steps: 0,
    reps: 0,
    lapses: 0,
    state: 0,
    last_review_at: null,
  };
}

/** One review in a card's history. */
export interface HistoryReview {
  quality: Quality;
  reviewedAt: number;
}

/**
 * Replays reviews on a card in time order (ties keep their given order): how a card reviewed on
 * two devices is scheduled once both histories meet on the server.
 */
export function replay(
  start: SchedulingFields,
  reviews: readonly HistoryReview[],
): { card: SchedulingFields; steps: SchedulingFields[] } {
  const ordered = reviews
    .map((review, index) => ({ review, index }))
    .sort((a, b) => a.review.reviewedAt - b.review.reviewedAt || a.index - b.index);
  let card = start;
  const steps: SchedulingFields[] = [];
  for (const { review } of ordered) {
    card = schedule(card, review.quality, review.reviewedAt).next;
    steps.push(card);
  }
  return { card, steps };
}

/**
 * A deck's exam date as the scheduler needs it (docs/scheduling.md): the start of the exam day
 * in the student's zone and the recall target on that day. Null when the deck has no exam date
 * or the exam day has come.
 */
export interface ExamPlan {
  /** Start of the exam day in the user's zone (ms). */
  examStart: number;
  /** Target retrievability on exam day (0.9 by default). */
  target: number;
}

export const DAY_MS = 86_400_000;
/** ts-fsrs's default maximum interval (100 years); the search for the target day stops there. */
const MAX_DAYS = 36_500;

/** FSRS retrievability `elapsedMs` after a review that left the card at `stability`. */
export function retrievability(stability: number, elapsedMs: number): number {
  if (stability <= 0) return 0;
  return scheduler.forgetting_curve(Math.max(0, elapsedMs) / DAY_MS, stability);
}

/**
 * The last whole number of days after a review on which recall is still at least `target`
 * (at least 1: a review card never comes back the same day). The curve falls with time, so a
 * binary search over days finds it.
 */
export function daysAtTarget(stability: number, target: number): number {
  if (retrievability(stability, DAY_MS) < target) return 1;
  let lo = 1; // R(lo) >= target
  let hi = MAX_DAYS;
  if (retrievability(stability, hi * DAY_MS) >= target) return hi;
  while (hi - lo > 1) {
    const mid = Math.floor((lo + hi) / 2);
    if (retrievability(stability, mid * DAY_MS) >= target) lo = mid;
    else hi = mid;
  }
  return lo;
}

/**
 * The exam-date rule on what FSRS scheduled at `now` (the review time): no card due after the
 * exam day starts, and in the final stretch a review card comes back while its recall is still
 * at the target (docs/scheduling.md).
 */
export function applyExamRule(next: SchedulingFields, now: number, plan: ExamPlan | null): SchedulingFields {
  if (!plan || now >= plan.examStart || next.due_at < plan.examStart) return next;
  let due = plan.examStart;
  if (next.state === 2) due = Math.min(due, now + daysAtTarget(next.stability, plan.target) * DAY_MS);
  if (due >= next.due_at) return next;
  return { ...next, due_at: due, scheduled_days: Math.max(0, Math.floor((due - now) / DAY_MS)) };
}

/** `schedule` with the deck's exam rule on top: what a review does to a card. */
export function scheduleForExam(row: SchedulingFields, quality: Quality, now: number, plan: ExamPlan | null) {
  const { next, log } = schedule(row, quality, now);
  return { next: applyExamRule(next, now, plan), log };
}

const GRADES: [Quality, Grade][] = [
  ['again', Rating.Again],
  ['hard', Rating.Hard],
  ['good', Rating.Good],
  ['easy', Rating.Easy],
];

/** The rating buttons' intervals, following the same rule as the review will. */
export function previewForExam(row: SchedulingFields, now: number, plan: ExamPlan | null): IntervalLabels {
  if (!plan) return previewIntervals(row, now);
  const preview = scheduler.repeat(toFsrsCard(row), new Date(now));
  const out = {} as IntervalLabels;
  for (const [key, grade] of GRADES) {
    const next = applyExamRule(fromFsrsCard(preview[grade].card), now, plan);
    out[key] = formatInterval(next.due_at - now);
  }
  return out;
}
