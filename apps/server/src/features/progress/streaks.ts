import { addDays, dayDiff } from '../../core/time-zone.js';

export interface StreakInfo {
  currentStreak: number;
  longestStreak: number;
  lastStudyDate: string | null;
  daysActive: number;
}

/**
 * Streaks over local activity days ('YYYY-MM-DD'). The current streak runs back from today, or
 * from yesterday when today has no activity yet: the day is not over, so it does not break it.
 */
export function computeStreaks(days: readonly string[], today: string): StreakInfo {
  const unique = [...new Set(days)].filter((d) => d <= today).sort();
  if (unique.length === 0) return { currentStreak: 0, longestStreak: 0, lastStudyDate: null, daysActive: 0 };

  let longest = 1;
  let run = 1;
  for (let i = 1; i < unique.length; i++) {
    run = dayDiff(unique[i - 1]!, unique[i]!) === 1 ? run + 1 : 1;
    longest = Math.max(longest, run);
  }

  const set = new Set(unique);
  let cursor = set.has(today) ? today : addDays(today, -1);
  let current = 0;
  while (set.has(cursor)) {
    current++;
    cursor = addDays(cursor, -1);
  }
  return {
    currentStreak: current,
    longestStreak: longest,
    lastStudyDate: unique[unique.length - 1]!,
    daysActive: unique.length,
  };
}
