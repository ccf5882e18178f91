const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** Calendar days from `from` to `to` in the browser's zone (the student's local days). */
function calendarDaysBetween(from: number, to: number): number {
  const a = new Date(from);
  const b = new Date(to);
  const startA = Date.UTC(a.getFullYear(), a.getMonth(), a.getDate());
  const startB = Date.UTC(b.getFullYear(), b.getMonth(), b.getDate());
  return Math.round((startB - startA) / (24 * HOUR));
}

/**
 * 'Next review in 10 minutes', 'Next review in 3 hours', 'Next review tomorrow', 'Next review in 3
 * days': when the next card comes due, as a student plans their day.
 */
export function nextReviewText(dueAt: number, now: number): string {
  const ms = dueAt - now;
  if (ms <= 30_000) return 'Next review now';
  if (ms < HOUR) {
    const minutes = Math.max(1, Math.round(ms / MINUTE));
    return `Next review in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`;
  }
  const days = calendarDaysBetween(now, dueAt);
  if (days <= 0) {
    const hours = Math.round(ms / HOUR);
    return `Next review in ${hours} ${hours === 1 ? 'hour' : 'hours'}`;
  }
  if (days === 1) return 'Next review tomorrow';
  return `Next review in ${days} days`;
}
