import type { PracticeMode } from '@revisely/contracts';

/**
 * Practice XP (docs/gamification.md "Practice"). Results are reported by the browser, which marks
 * the answers, so the rule is deliberately small and capped per day: practice cannot be farmed,
 * and reviews (which keep the schedule honest) stay the main source of XP.
 */
export const PRACTICE_XP_DAILY_CAP = 60;
/** Learn and Test: 1 XP per right answer, at most this many per session. */
export const PRACTICE_XP_PER_SESSION_MAX = 20;
/** Match: a finished game of at least MATCH_MIN_PAIRS pairs. */
export const MATCH_XP = 5;
export const MATCH_MIN_PAIRS = 3;

export function practiceXp(input: { mode: PracticeMode; correct: number; total: number; overrides: number }): number {
  if (input.mode === 'match') return input.correct === input.total && input.total >= MATCH_MIN_PAIRS ? MATCH_XP : 0;
  // An answer the student marked correct themselves counts in the score but earns nothing.
  const earned = input.mode === 'test' ? input.correct - input.overrides : input.correct;
  return Math.max(0, Math.min(PRACTICE_XP_PER_SESSION_MAX, earned));
}

/** What is left of today's cap. */
export const cappedXp = (xp: number, earnedToday: number) =>
  Math.max(0, Math.min(xp, PRACTICE_XP_DAILY_CAP - earnedToday));
