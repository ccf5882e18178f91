/**
 * Our FSRS state in Anki's card and revlog columns (docs/anki-export.md), so a student moving to
 * Anki keeps what they have learnt. Anki has no place for some of it and we have none for SM-2's
 * ease, so the mapping says where it is approximate:
 * - type/queue: new 0/0, learning 1/1, review 2/2, relearning 3/1; a learning step due on a later
 *   day is Anki's "day learning" queue 3.
 * - due: a new card's position; a review card's day number from the collection's creation
 *   (`col.crt`); a learning card's due time in epoch seconds (queue 1) or day number (queue 3).
 * - ivl: the interval FSRS scheduled, in days (at least 1 for review and relearning cards).
 * - factor: FSRS has no ease; review cards get Anki's starting ease, 2500, which SM-2 then adjusts.
 *   FSRS's own memory state goes in the card's `data` (`s` stability, `d` difficulty, `lrt` last
 *   review), where Anki's FSRS reads it, so with FSRS on in Anki nothing is approximated.
 * - reps and lapses as counted here.
 */

/** A card's FSRS state as stored here (cards table), and its reviews (review_logs), in ms. */
export interface AnkiSchedule {
  /** ts-fsrs State: 0 new, 1 learning, 2 review, 3 relearning. */
  state: number;
  dueAt: number;
  stability: number;
  difficulty: number;
  scheduledDays: number;
  reps: number;
  lapses: number;
  lastReviewAt: number | null;
  reviews: AnkiReview[];
}

export interface AnkiReview {
  /** ts-fsrs Rating 1–4, Anki's ease 1–4 (again, hard, good, easy). */
  rating: number;
  stateBefore: number;
  stateAfter: number;
  dueAfter: number;
  scheduledDays: number;
  responseTimeMs: number | null;
  reviewedAt: number;
}

const DAY_SECS = 86_400;
const STARTING_EASE = 2500;
/** Anki caps a review's recorded time at 60 s by default. */
const MAX_ANSWER_MS = 60_000;

/** [type, queue, due, ivl, factor, reps, lapses, left, data] for one Anki card row. */
export type AnkiCardScheduling = [number, number, number, number, number, number, number, number, string];

export function ankiScheduling(
  schedule: AnkiSchedule | null | undefined,
  position: number,
  crtSecs: number,
): AnkiCardScheduling {
  if (!schedule || schedule.state === 0) return [0, 0, position, 0, 0, 0, 0, 0, ''];
  const dueSecs = Math.floor(schedule.dueAt / 1000);
  const dayNumber = Math.floor((dueSecs - crtSecs) / DAY_SECS);
  const data = memoryState(schedule);
  const { reps, lapses } = schedule;
  if (schedule.state === 2) {
    return [2, 2, dayNumber, Math.max(1, Math.round(schedule.scheduledDays)), STARTING_EASE, reps, lapses, 0, data];
  }
  const type = schedule.state === 3 ? 3 : 1;
  const interday = schedule.scheduledDays >= 1;
  const ivl = type === 3 ? Math.max(1, Math.round(schedule.scheduledDays)) : 0;
  // left = steps left today * 1000 + steps left: one step to go.
  return [
    type,
    interday ? 3 : 1,
    interday ? dayNumber : dueSecs,
    ivl,
    type === 3 ? STARTING_EASE : 0,
    reps,
    lapses,
    1001,
    data,
  ];
}

function memoryState(schedule: AnkiSchedule): string {
  if (!(schedule.stability > 0)) return '';
  return JSON.stringify({
    s: Math.round(schedule.stability * 10_000) / 10_000,
    d: Math.round(schedule.difficulty * 1_000) / 1_000,
    ...(schedule.lastReviewAt === null ? {} : { lrt: Math.floor(schedule.lastReviewAt / 1000) }),
  });
}

export interface AnkiRevlogRow {
  id: number;
  ease: number;
  ivl: number;
  lastIvl: number;
  factor: number;
  time: number;
  type: number;
}

/**
 * A card's reviews as Anki revlog rows, oldest first: id is the review time in ms, ease the
 * rating, ivl the interval given (days, or negative seconds for a learning step), lastIvl the one
 * before, type learn 0 / review 1 / relearn 2 by the state the card was in.
 */
export function ankiRevlog(reviews: readonly AnkiReview[]): AnkiRevlogRow[] {
  const rows: AnkiRevlogRow[] = [];
  let lastIvl = 0;
  for (const r of [...reviews].sort((a, b) => a.reviewedAt - b.reviewedAt)) {
    const ivl =
      r.stateAfter === 2
        ? Math.max(1, Math.round(r.scheduledDays))
        : -Math.max(1, Math.round((r.dueAfter - r.reviewedAt) / 1000));
    rows.push({
      id: Math.floor(r.reviewedAt),
      ease: Math.min(4, Math.max(1, r.rating)),
      ivl,
      lastIvl,
      factor: r.stateAfter === 2 || r.stateAfter === 3 ? STARTING_EASE : 0,
      time: Math.min(MAX_ANSWER_MS, Math.max(0, Math.round(r.responseTimeMs ?? 0))),
      type: r.stateBefore === 2 ? 1 : r.stateBefore === 3 ? 2 : 0,
    });
    lastIvl = ivl;
  }
  return rows;
}
