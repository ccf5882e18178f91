import { describe, expect, it } from 'vitest';
import { localDay } from '../../core/time-zone.js';
import { zoneOffsetMs } from '../../core/time-zone.js';
import { DAY_MS, dayFromNumber, dayNumber, offsetSegments } from './zone-offsets.js';

const HOUR = 3_600_000;

/** What the SQL computes, done in JS: the segment's offset added, then whole days. */
function dayBySegments(ms: number, zone: string, from: number, to: number): string {
  const segments = offsetSegments(from, to, zone);
  const offset = [...segments].reverse().find((s) => ms >= s.from)?.offsetMs ?? segments[0]!.offsetMs;
  return dayFromNumber(Math.floor((ms + offset) / DAY_MS));
}

describe('zone offsets', () => {
  it('reads the offset in and out of summer time', () => {
    expect(zoneOffsetMs(Date.parse('2026-07-01T12:00:00Z'), 'Europe/London')).toBe(HOUR);
    expect(zoneOffsetMs(Date.parse('2026-12-01T12:00:00Z'), 'Europe/London')).toBe(0);
    expect(zoneOffsetMs(Date.parse('2026-12-01T12:00:00Z'), 'Asia/Kolkata')).toBe(5.5 * HOUR);
    expect(zoneOffsetMs(Date.parse('2026-07-01T12:00:00Z'), 'America/Los_Angeles')).toBe(-7 * HOUR);
  });

  it('finds each change to the second', () => {
    const from = Date.parse('2025-11-24T00:00:00Z');
    const to = Date.parse('2026-12-25T00:00:00Z');
    expect(offsetSegments(from, to, 'Europe/London')).toEqual([
      { from, offsetMs: 0 },
      { from: Date.parse('2026-03-29T01:00:00Z'), offsetMs: HOUR },
      { from: Date.parse('2026-10-25T01:00:00Z'), offsetMs: 0 },
    ]);
    expect(offsetSegments(from, to, 'Asia/Kolkata')).toEqual([{ from, offsetMs: 5.5 * HOUR }]);
    // Lord Howe Island moves by half an hour.
    expect(offsetSegments(from, to, 'Australia/Lord_Howe')).toHaveLength(3);
  });

  it('puts every hour of a year on the same local day as localDay()', () => {
    const from = Date.parse('2025-11-24T00:00:00Z');
    const to = Date.parse('2026-12-25T00:00:00Z');
    for (const zone of ['Europe/London', 'America/Los_Angeles', 'Australia/Lord_Howe', 'Asia/Kathmandu']) {
      const segments = offsetSegments(from, to, zone);
      for (let ms = from + 1_800_000; ms < to; ms += HOUR) {
        const offset = [...segments].reverse().find((s) => ms >= s.from)!.offsetMs;
        expect(dayFromNumber(Math.floor((ms + offset) / DAY_MS)), `${zone} ${new Date(ms).toISOString()}`).toBe(
          localDay(ms, zone),
        );
      }
    }
    expect(dayBySegments(Date.parse('2026-10-25T23:30:00Z'), 'Europe/London', from, to)).toBe('2026-10-25');
  });

  it('converts day numbers both ways', () => {
    expect(dayNumber('1970-01-02')).toBe(1);
    expect(dayFromNumber(dayNumber('2026-11-25'))).toBe('2026-11-25');
  });
});
