import { fsrs, Rating, State } from 'ts-fsrs';
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
    const next = fromFsrsCard(simulator.next(toFsrsCard(card), new Date(at), Rating.Good).card);
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
  fresh.forEach((card, k) => {
    const day = k < newToday ? 0 : 1 + Math.floor((k - newToday) / Math.max(1, newPerDay));
    const start = day === 0 ? now : startOfLocalDay(addDays(today, day), timeZone) + timeOfDay;
    if (start >= plan.examStart) {
      notLearned += 1;
      return;
    }
    const followed = followSchedule(card, start, plan);
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
