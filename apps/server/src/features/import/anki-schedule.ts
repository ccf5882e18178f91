/**
 * Anki's scheduling columns → the FSRS fields of a Revisely card (ts-fsrs: 0 new, 1 learning,
 * 2 review, 3 relearning). Anki keeps the due date in three units (a new card's position, a day
 * number counted from the collection's creation, or epoch seconds for intraday learning) and its
 * memory as an interval and an ease factor; Anki 23.10+ with FSRS on stores the FSRS memory state
 * itself in `cards.data` ({"s": stability, "d": difficulty}), which is used when present.
 */
export interface AnkiScheduling {
  type: number;
  queue: number;
  due: number;
  ivl: number;
  factor: number;
  reps: number;
  lapses: number;
  /** Set when the card sits in a filtered deck: its home due date. */
  odue: number;
  odid: number;
  data: string;
}

export interface CardSchedule {
  state: number;
  due_at: number;
  stability: number;
  difficulty: number;
  elapsed_days: number;
  scheduled_days: number;
  learning_steps: number;
  reps: number;
  lapses: number;
  last_review_at: number | null;
}

const DAY_MS = 86_400_000;

export const NEW_SCHEDULE = (now: number): CardSchedule => ({
  state: 0,
  due_at: now,
  stability: 0,
  difficulty: 0,
  elapsed_days: 0,
  scheduled_days: 0,
  learning_steps: 0,
  reps: 0,
  lapses: 0,
  last_review_at: null,
});

function fsrsMemory(data: string): { s: number; d: number } | null {
  if (!data || !data.startsWith('{')) return null;
  try {
    const parsed = JSON.parse(data) as { s?: unknown; d?: unknown };
    if (typeof parsed.s === 'number' && typeof parsed.d === 'number' && parsed.s > 0 && parsed.d >= 1) {
      return { s: parsed.s, d: Math.min(10, parsed.d) };
    }
  } catch {
    // Not FSRS data: fall back to the interval and ease.
  }
  return null;
}

/**
 * FSRS difficulty (1 easiest … 10 hardest) from Anki's ease: the default 250% maps to the middle
 * (5), each 20 points of ease lost to "Again"/"Hard" adds one, the 130% floor is the hardest.
 */
export function difficultyFromEase(factor: number): number {
  if (!factor) return 5;
  return Math.min(10, Math.max(1, 5 + (2500 - factor) / 200));
}

/**
 * `crtSecs` is the collection's creation day (col.crt, seconds); `now` in epoch ms. A suspended or
 * buried card keeps its card type; Revisely has no suspension, so it is simply due as scheduled.
 */
export function scheduleFromAnki(card: AnkiScheduling, crtSecs: number, now: number): CardSchedule {
  const type = card.type;
  if (type !== 1 && type !== 2 && type !== 3) return NEW_SCHEDULE(now);
  const due = card.odid ? card.odue : card.due;
  const memory = fsrsMemory(card.data);
  // Learning cards in queue 1 (and type 1 generally, above a plausible day number) are due by
  // timestamp; review and day-learning (queue 3) cards by day number since the collection began.
  const byTimestamp = card.queue === 1 || (type !== 2 && due > 1_000_000_000);
  const dueAt = byTimestamp ? due * 1000 : (crtSecs + due * 86_400) * 1000;
  const interval = Math.max(0, card.ivl); // negative means seconds, for (re)learning cards
  const stability = memory?.s ?? (type === 1 ? 0.5 : Math.max(interval, 0.5));
  const difficulty = memory?.d ?? difficultyFromEase(card.factor);
  const lastReview = type === 2 && interval > 0 ? dueAt - interval * DAY_MS : Math.min(now, dueAt);
  return {
    state: type,
    due_at: Number.isFinite(dueAt) && dueAt > 0 ? dueAt : now,
    stability,
    difficulty,
    elapsed_days: 0,
    scheduled_days: type === 2 ? interval : 0,
    learning_steps: 0,
    reps: Math.max(0, card.reps),
    lapses: Math.max(0, card.lapses),
    last_review_at: Number.isFinite(lastReview) ? lastReview : null,
  };
}
