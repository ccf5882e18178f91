import { describe, expect, it } from 'vitest';
import { localMinutes, reminderDayAt } from './reminder-window.js';

describe('reminder window', () => {
  it('opens at the reminder time and closes four hours later, in the zone given', () => {
    const london = (iso: string) => reminderDayAt(Date.parse(iso), 'Europe/London', '18:00');
    expect(london('2026-12-01T17:59:59Z')).toBeNull();
    expect(london('2026-12-01T18:00:00Z')).toBe('2026-12-01');
    expect(london('2026-12-01T21:59:00Z')).toBe('2026-12-01');
    expect(london('2026-12-01T22:00:00Z')).toBeNull();
    // British Summer Time: 18:00 local is 17:00 UTC.
    expect(reminderDayAt(Date.parse('2026-06-01T17:00:00Z'), 'Europe/London', '18:00')).toBe('2026-06-01');
  });

  it('never carries a late evening reminder past local midnight', () => {
    expect(reminderDayAt(Date.parse('2026-12-01T23:50:00Z'), 'Europe/London', '23:30')).toBe('2026-12-01');
    expect(reminderDayAt(Date.parse('2026-12-02T00:10:00Z'), 'Europe/London', '23:30')).toBeNull();
  });

  it('reads the local clock of far-off zones', () => {
    expect(localMinutes(Date.parse('2026-12-01T22:30:00Z'), 'Asia/Tokyo')).toBe(7 * 60 + 30);
    expect(localMinutes(Date.parse('2026-12-01T00:00:00Z'), 'Asia/Kolkata')).toBe(5 * 60 + 30);
  });
});
