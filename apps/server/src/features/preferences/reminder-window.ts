import { localDay } from '../../core/time-zone.js';

/**
 * How late a reminder may still go out after its time, when the server was down or busy at that
 * moment: the same evening, never after the user's local midnight, and never more than this.
 */
export const LATE_REMINDER_LIMIT_MINUTES = 4 * 60;

const timeFormatters = new Map<string, Intl.DateTimeFormat>();

/** Minutes since local midnight of an instant in a zone (0–1439). */
export function localMinutes(ms: number, timeZone: string): number {
  let f = timeFormatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-GB', { timeZone, hourCycle: 'h23', hour: '2-digit', minute: '2-digit' });
    if (timeFormatters.size >= 1000) timeFormatters.clear();
    timeFormatters.set(timeZone, f);
  }
  const parts = f.formatToParts(new Date(ms));
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return get('hour') * 60 + get('minute');
}

export function parseReminderTime(value: string): number {
  const [h, m] = value.split(':').map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
}

/**
 * The local day a reminder is due for at `now`, or null when `now` is outside its window:
 * from the reminder time until LATE_REMINDER_LIMIT_MINUTES after it or local midnight, whichever
 * comes first. A window missed entirely (server down all evening) is skipped, so nobody gets
 * yesterday's reminder the next morning.
 */
export function reminderDayAt(now: number, timeZone: string, reminderTime: string): string | null {
  const minutes = localMinutes(now, timeZone);
  const start = parseReminderTime(reminderTime);
  if (minutes < start || minutes >= start + LATE_REMINDER_LIMIT_MINUTES) return null;
  return localDay(now, timeZone);
}
