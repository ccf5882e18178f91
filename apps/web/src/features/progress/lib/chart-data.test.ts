import { describe, expect, it } from 'vitest';
import {
  activitySummary,
  barLabel,
  buildForecast,
  buildHeatmap,
  dayLabel,
  heatLevel,
  heatScale,
  niceMax,
  retentionView,
} from './chart-data';

describe('buildHeatmap', () => {
  const today = '2026-11-25'; // a Wednesday
  const from = '2025-11-24'; // the Monday 52 weeks before this week's

  it('lays whole weeks out Monday to Sunday, ending at today', () => {
    const map = buildHeatmap({ from, days: [], totalReviews: 0, currentStreak: 0, longestStreak: 0 }, today);
    expect(map.weeks).toBe(53);
    expect(map.rows).toHaveLength(7);
    expect(map.rows[0]![0]).toMatchObject({ date: '2025-11-24', week: 0, weekday: 0, level: 0 });
    // Monday to Wednesday reach this week; Thursday to Sunday stop at last week.
    expect(map.rows[2]!.at(-1)).toMatchObject({ date: today, week: 52 });
    expect(map.rows[3]).toHaveLength(52);
    expect(map.rows[6]!.at(-1)!.date).toBe('2026-11-22');
    expect(map.rows.flat()).toHaveLength(367);
    expect(activitySummary(map)).toBe('No reviews in the last 12 months yet.');
  });

  it('labels each month at its first Monday and drops a first label that would overlap', () => {
    const map = buildHeatmap({ from, days: [], totalReviews: 0, currentStreak: 0, longestStreak: 0 }, today);
    // Nov 2025 starts the grid, but December's first Monday (the 1st) is the next column.
    expect(map.months[0]).toEqual({ week: 1, label: 'Dec' });
    expect(map.months.map((m) => m.label)).toEqual([
      'Dec',
      'Jan',
      'Feb',
      'Mar',
      'Apr',
      'May',
      'Jun',
      'Jul',
      'Aug',
      'Sep',
      'Oct',
      'Nov',
    ]);
  });

  it('counts reviews, active days and the busiest day, and shades by level', () => {
    const map = buildHeatmap(
      {
        from,
        days: [
          { date: '2026-11-02', reviews: 3 },
          { date: '2026-11-20', reviews: 40 },
          { date: '2026-11-25', reviews: 12 },
        ],
        totalReviews: 55,
        currentStreak: 1,
        longestStreak: 1,
      },
      today,
    );
    expect(map.totalReviews).toBe(55);
    expect(map.activeDays).toBe(3);
    expect(map.busiest).toEqual({ date: '2026-11-20', reviews: 40 });
    const cell = (date: string) => map.rows.flat().find((c) => c.date === date)!;
    expect(cell('2026-11-20').level).toBe(4);
    expect(cell('2026-11-02').level).toBe(1);
    expect(cell('2026-11-03').level).toBe(0);
    expect(dayLabel(cell('2026-11-25'))).toBe('Wed 25 Nov 2026: 12 reviews');
    expect(dayLabel(cell('2026-11-03'))).toBe('Tue 3 Nov 2026: no reviews');
    expect(activitySummary(map)).toBe(
      '55 reviews on 3 days in the last 12 months. Busiest day: Fri 20 Nov 2026: 40 reviews.',
    );
  });

  it('shades a day of practice sessions (Learn, Test, Match) and names them, without counting them as reviews', () => {
    const map = buildHeatmap(
      {
        from,
        days: [
          { date: '2026-11-24', reviews: 0, practice: 2 },
          { date: '2026-11-25', reviews: 4, practice: 1 },
        ],
        totalReviews: 4,
        currentStreak: 2,
        longestStreak: 2,
      },
      today,
    );
    const cell = (date: string) => map.rows.flat().find((c) => c.date === date)!;
    expect(cell('2026-11-24').level).toBeGreaterThan(0);
    expect(dayLabel(cell('2026-11-24'))).toBe('Tue 24 Nov 2026: no reviews, 2 practice sessions');
    expect(dayLabel(cell('2026-11-25'))).toBe('Wed 25 Nov 2026: 4 reviews, 1 practice session');
    expect(map.totalReviews).toBe(4);
    expect(map.activeDays).toBe(1);
  });
});

describe('heat levels', () => {
  it('scales to the 90th percentile so one huge day does not wash out the rest', () => {
    const scale = heatScale([...Array.from({ length: 30 }, () => 10), 500]);
    expect(scale).toBe(10);
    expect(heatLevel(10, scale)).toBe(4);
    expect(heatLevel(500, scale)).toBe(4);
    expect(heatLevel(3, scale)).toBe(2);
    expect(heatLevel(1, scale)).toBe(1);
    expect(heatLevel(0, scale)).toBe(0);
    expect(heatScale([])).toBe(1);
  });
});

describe('buildForecast', () => {
  const days = Array.from({ length: 30 }, (_, i) => ({
    date: new Date(Date.UTC(2026, 10, 25 + i)).toISOString().slice(0, 10),
    due: i === 0 ? 14 : i === 1 ? 6 : i === 9 ? 23 : 1,
  }));

  it('puts overdue cards on today and totals today, tomorrow, the week and the month', () => {
    const f = buildForecast({ days, overdue: 5 });
    expect(f.bars).toHaveLength(30);
    expect(f.bars[0]).toMatchObject({ name: 'Today', tick: 'Today', isToday: true, due: 14, overdue: 5 });
    expect(f.bars[1]).toMatchObject({ name: 'Tomorrow', tick: null, overdue: 0 });
    expect(f.bars[7]).toMatchObject({ tick: '2 Dec', name: 'Wed 2 Dec' });
    expect(f.totals).toEqual({ today: 14, tomorrow: 6, week: 25, month: 14 + 6 + 23 + 27 });
    expect(f.max).toBe(40);
    expect(f.gridLines).toEqual([20, 40]);
    expect(barLabel(f.bars[0]!)).toBe('Today, Wed 25 Nov 2026: 14 cards due (5 overdue)');
    expect(barLabel(f.bars[2]!)).toBe('Fri 27 Nov 2026: 1 card due');
  });

  it('keeps an axis for an empty month', () => {
    const f = buildForecast({ days: days.map((d) => ({ ...d, due: 0 })), overdue: 0 });
    expect(f.max).toBe(4);
    expect(f.totals.month).toBe(0);
  });

  it('rounds the axis up to an even, readable number', () => {
    expect([1, 4, 5, 7, 9, 11, 45, 81, 120, 950].map(niceMax)).toEqual([4, 4, 6, 8, 10, 20, 60, 100, 200, 1000]);
  });
});

describe('retentionView', () => {
  const base = { windowDays: 30, target: 0.9 };

  it('is null without review-state answers (the empty state)', () => {
    expect(retentionView({ ...base, reviews: 0, passed: 0, rate: null })).toBeNull();
  });

  it('compares the rounded share with the target', () => {
    expect(retentionView({ ...base, reviews: 200, passed: 184, rate: 0.92 })).toMatchObject({
      percent: 92,
      targetPercent: 90,
      status: 'above',
    });
    expect(retentionView({ ...base, reviews: 200, passed: 172, rate: 0.86 })?.status).toBe('near');
    expect(retentionView({ ...base, reviews: 200, passed: 140, rate: 0.7 })?.status).toBe('below');
  });

  it('says when there are too few answers to judge', () => {
    expect(retentionView({ ...base, reviews: 5, passed: 3, rate: 0.6 })?.message).toMatch(/Early days/);
  });
});
