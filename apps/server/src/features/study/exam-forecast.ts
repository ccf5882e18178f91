import { dateDiffInDays, fsrs, Rating, State } from 'ts-fsrs';
import { addDays, localDay, startOfLocalDay } from '../../core/time-zone.js';
import { applyExamRule, DAY_MS, retrievability, type ExamPlan } from './exam-schedule.js';
import { fromFsrsCard, SCHEDULER_PARAMETERS, toFsrsCard, type SchedulingFields } from './scheduler.js';

/** The simulation is deterministic: the same parameters without fuzz. */
const simulator = fsrs({ ...SCHEDULER_PARAMETERS, enable_fuzz: false });
/** Guards the loop; a card needs far fewer reviews than this before any exam. */
const MAX_SIMULATED_REVIEWS = 200;

export interface ForecastCard extends SchedulingFields {
  position: number;
}

export interface ExamForecast {
  predictedRecall: number;
  recallIfStoppedNow: number;
  reviewsPerDay: number;
  cardsNotLearnedInTime: number;
  totalCards: number;
}

/**
 * A Good review of a card in the review state, as `simulator.next` computes it (ts-fsrs's review
 * path: the Good memory state, its interval kept above Hard's), without building the other three
 * outcomes and their logs: a forecast makes thousands of these. exam-schedule.test.ts checks it
 * against `simulator.next`.
 */
export function goodReview(card: SchedulingFields, at: number): SchedulingFields {
  const t = dateDiffInDays(new Date(card.last_review_at ?? at), new Date(at));
  const memory = { difficulty: card.difficulty, stability: card.stability };
  const r = simulator.forgetting_curve(t, card.stability);
  const good = simulator.next_state(memory, t, Rating.Good, r);
  const hard = simulator.next_state(memory, t, Rating.Hard, r);
  const goodInterval: number = simulator.next_interval(good.stability, t);
  const goodDays = Math.max(goodInterval, Math.min(simulator.next_interval(hard.stability, t), goodInterval) + 1);
  return {
    ...card,
    stability: good.stability,
    difficulty: good.difficulty,
    due_at: at + goodDays * DAY_MS,
    scheduled_days: goodDays,
    elapsed_days: t,
    reps: card.reps + 1,
    last_review_at: at,
  };
}

/** What `simulator.next` gives for a Good review at `at`. */
export function simulateGood(card: SchedulingFields, at: number): SchedulingFields {
  return fromFsrsCard(simulator.next(toFsrsCard(card), new Date(at), Rating.Good).card);
}

/**
 * Follows a card through its schedule until the exam day starts, as a student who studies as
 * scheduled and answers Good would, starting at `from`. Returns its retrievability when the exam
 * day starts and how many reviews that took.
 */
function followSchedule(row: SchedulingFields, from: number, plan: ExamPlan): { recall: number; reviews: number } {
  let card = row;
  let reviews = 0;
  for (; reviews < MAX_SIMULATED_REVIEWS; reviews++) {
    const at = Math.max(card.due_at, from);
    if (at >= plan.examStart) break;
    const next =
      card.state === State.Review && card.last_review_at !== null ? goodReview(card, at) : simulateGood(card, at);
    card = applyExamRule(next, at, plan);
  }
  const last = card.last_review_at ?? plan.examStart;
  return { recall: card.state === State.New ? 0 : retrievability(card.stability, plan.examStart - last), reviews };
}

/**
 * Predicted recall on exam day (docs/scheduling.md): the mean FSRS retrievability of the deck's
 * cards when the exam day starts, if every review happens when it is due and is answered Good.
 * New cards are learned in deck order within the daily new-card allowance (`newToday` left today,
 * `newPerDay` each day after), at this time of day; one that cannot start before the exam day
 * counts as 0.
 */
export function forecastExam(input: {
  cards: readonly ForecastCard[];
  plan: ExamPlan;
  now: number;
  timeZone: string;
  newToday: number;
  newPerDay: number;
}): ExamForecast {
  const { cards, plan, now, timeZone, newToday, newPerDay } = input;
  let predicted = 0;
  let stopped = 0;
  let reviews = 0;
  let notLearned = 0;
  const fresh = cards.filter((c) => c.state === State.New).sort((a, b) => a.position - b.position);
  for (const card of cards) {
    if (card.state === State.New) continue;
    const followed = followSchedule(card, now, plan);
    predicted += followed.recall;
    reviews += followed.reviews;
    stopped += retrievability(card.stability, plan.examStart - (card.last_review_at ?? now));
  }
  const today = localDay(now, timeZone);
  const timeOfDay = now - startOfLocalDay(today, timeZone);
  // New cards started on the same day follow the same path: simulate each day once.
  const byDay = new Map<number, { recall: number; reviews: number } | null>();
  fresh.forEach((card, k) => {
    const day = k < newToday ? 0 : 1 + Math.floor((k - newToday) / Math.max(1, newPerDay));
    let followed = byDay.get(day);
    if (followed === undefined) {
      const start = day === 0 ? now : startOfLocalDay(addDays(today, day), timeZone) + timeOfDay;
      followed = start >= plan.examStart ? null : followSchedule(card, start, plan);
      byDay.set(day, followed);
    }
    if (!followed) {
      notLearned += 1;
      return;
    }
    predicted += followed.recall;
    reviews += followed.reviews;
  });
  const total = cards.length;
  const daysLeft = Math.max(1, Math.ceil((plan.examStart - now) / DAY_MS));
  return {
    predictedRecall: total === 0 ? 0 : predicted / total,
    recallIfStoppedNow: total === 0 ? 0 : stopped / total,
    reviewsPerDay: Math.ceil(reviews / daysLeft),
    cardsNotLearnedInTime: notLearned,
    totalCards: total,
  };
}
