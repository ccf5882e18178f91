import { sql, type RawBuilder } from 'kysely';
import { zoneOffsetMs } from '../../core/time-zone.js';

export const DAY_MS = 86_400_000;

/** A zone's UTC offset from `from` (or from the start of the range) until the next segment. */
export interface OffsetSegment {
  from: number;
  offsetMs: number;
}

/**
 * The zone's offsets over [from, to]: one segment per daylight-saving period. Each change is found
 * to the second by bisection, so grouping by `floor((t + offset(t)) / day)` puts an instant on the
 * same local day as `localDay()` does, even in the hour a clock goes back.
 */
export function offsetSegments(from: number, to: number, timeZone: string): OffsetSegment[] {
  const key = `${timeZone}|${from}|${to}`;
  const cached = segmentCache.get(key);
  if (cached) return cached;
  const segments = findSegments(from, to, timeZone);
  if (segmentCache.size >= 1_000) segmentCache.clear();
  segmentCache.set(key, segments);
  return segments;
}

/** Ranges start at a local midnight, so a zone's users share one entry per day. */
const segmentCache = new Map<string, OffsetSegment[]>();

function findSegments(from: number, to: number, timeZone: string): OffsetSegment[] {
  const segments: OffsetSegment[] = [{ from, offsetMs: zoneOffsetMs(from, timeZone) }];
  // Zones change offset a few times a year at most, never twice in a week (Morocco's Ramadan
  // pause, the closest, lasts about a month), so weekly probes miss no change.
  const step = 7 * DAY_MS;
  let previous = from;
  let previousOffset = segments[0]!.offsetMs;
  for (let t = from + step; previous < to; t += step) {
    const at = Math.min(t, to);
    const offset = zoneOffsetMs(at, timeZone);
    if (offset !== previousOffset) {
      let lo = previous;
      let hi = at;
      while (hi - lo > 1000) {
        const mid = Math.floor((lo + hi) / 2000) * 1000;
        if (zoneOffsetMs(mid, timeZone) === previousOffset) lo = mid;
        else hi = mid;
      }
      segments.push({ from: hi, offsetMs: offset });
      previousOffset = offset;
    }
    previous = at;
  }
  return segments;
}

/**
 * SQL for the local day of an epoch-ms expression as a day number (days since 1970-01-01), the
 * same on SQLite and PostgreSQL: integer arithmetic only, offsets inlined as literals (they are
 * numbers we computed, and PostgreSQL cannot type untyped parameters inside CASE).
 */
export function localDayNumberSql(instant: RawBuilder<number>, segments: readonly OffsetSegment[]): RawBuilder<number> {
  const [first, ...rest] = segments;
  if (!first) throw new Error('No offset segments');
  if (rest.length === 0) return sql<number>`((${instant} + ${sql.lit(first.offsetMs)}) / ${sql.lit(DAY_MS)})`;
  // Latest change first: an instant takes the offset of the last change at or before it.
  const whens = [...rest].reverse().map((s) => sql`when ${instant} >= ${sql.lit(s.from)} then ${sql.lit(s.offsetMs)}`);
  const offset = sql`case ${sql.join(whens, sql` `)} else ${sql.lit(first.offsetMs)} end`;
  return sql<number>`((${instant} + ${offset}) / ${sql.lit(DAY_MS)})`;
}

export function dayFromNumber(n: number): string {
  return new Date(n * DAY_MS).toISOString().slice(0, 10);
}

export function dayNumber(day: string): number {
  return Math.round(Date.parse(`${day}T00:00:00Z`) / DAY_MS);
}
