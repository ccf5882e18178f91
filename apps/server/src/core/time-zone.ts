/** The product is UK-first: a user who never sent a zone is assumed to be in London. */
export const DEFAULT_TIME_ZONE = 'Europe/London';

const formatters = new Map<string, Intl.DateTimeFormat>();
/** About 600 IANA zones exist, but spelling is case-insensitive, so the cache needs a bound. */
const FORMATTER_CACHE_SIZE = 1_000;

function formatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    if (formatters.size >= FORMATTER_CACHE_SIZE) formatters.clear();
    formatters.set(timeZone, f);
  }
  return f;
}

export function isValidTimeZone(value: string | undefined): value is string {
  if (!value || value.length > 64) return false;
  try {
    formatter(value);
    return true;
  } catch {
    return false;
  }
}

/** The calendar day ('YYYY-MM-DD') of an instant in a zone. */
export function localDay(ms: number, timeZone: string): string {
  return formatter(timeZone).format(new Date(ms));
}

/** Days between two 'YYYY-MM-DD' dates (b − a). */
export function dayDiff(a: string, b: string): number {
  return Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / 86_400_000);
}

export function addDays(day: string, n: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
}

/** Monday of the week containing `day` (ISO weeks, as UK calendars show them). */
export function mondayOf(day: string): string {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay(); // 0 = Sunday
  return addDays(day, -((weekday + 6) % 7));
}

// Building an Intl.DateTimeFormat costs far more than using one; this runs on every study call.
const clockFormatters = new Map<string, Intl.DateTimeFormat>();

function clockFormatter(timeZone: string): Intl.DateTimeFormat {
  let f = clockFormatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    if (clockFormatters.size >= FORMATTER_CACHE_SIZE) clockFormatters.clear();
    clockFormatters.set(timeZone, f);
  }
  return f;
}

/** Local wall-clock time minus UTC at an instant, in ms (e.g. +3 600 000 in London in summer). */
export function zoneOffsetMs(ms: number, timeZone: string): number {
  const whole = Math.floor(ms / 1000) * 1000;
  const parts = clockFormatter(timeZone).formatToParts(new Date(whole));
  const get = (t: string) => Number(parts.find((p) => p.type === t)?.value);
  return Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'), get('second')) - whole;
}

/**
 * The UTC instant at which a local calendar day starts in a zone. Found by correcting a UTC
 * guess with the zone's offset (twice, to settle across DST changes).
 */
export function startOfLocalDay(day: string, timeZone: string): number {
  const target = Date.parse(`${day}T00:00:00Z`);
  let guess = target;
  for (let i = 0; i < 3; i++) {
    const delta = guess + zoneOffsetMs(guess, timeZone) - target;
    if (delta === 0) break;
    guess -= delta;
  }
  return guess;
}
