import { dayDiff, localDay, startOfLocalDay } from './time-zone.js';

/**
 * An exam date is a calendar day in the student's zone (docs/scheduling.md). Shared by the decks
 * feature (the countdown on deck responses) and the study feature (the scheduling rule).
 */
export interface DeckExam {
  exam_date: string | null;
  target_retention: number;
}

/** Days from the user's today to the exam: 0 on the day, null when there is none or it has passed. */
export function examDaysLeft(examDate: string | null, now: number, timeZone: string): number | null {
  if (!examDate) return null;
  const days = dayDiff(localDay(now, timeZone), examDate);
  return days >= 0 ? days : null;
}

/** The instant the exam day starts in the user's zone (local midnight). */
export function examDayStart(examDate: string, timeZone: string): number {
  return startOfLocalDay(examDate, timeZone);
}

/** The exam fields every deck response carries. */
export function deckExamFields(deck: DeckExam, now: number, timeZone: string) {
  return {
    examDate: deck.exam_date,
    examDaysLeft: examDaysLeft(deck.exam_date, now, timeZone),
    targetRetention: Number(deck.target_retention),
  };
}
