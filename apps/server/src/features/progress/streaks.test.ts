import { describe, expect, it } from 'vitest';
import { localDay } from '../../core/time-zone.js';
import { levelForXp, levelInfo, xpForLevel } from './levels.js';
import { computeStreaks } from './streaks.js';

describe('computeStreaks', () => {
  it('is zero with no activity', () => {
    expect(computeStreaks([], '2026-11-22')).toEqual({
      currentStreak: 0,
      longestStreak: 0,
      lastStudyDate: null,
      daysActive: 0,
    });
  });

  it('counts back from today, and from yesterday when today has no activity yet', () => {
    const days = ['2026-11-19', '2026-11-20', '2026-11-21'];
    expect(computeStreaks(days, '2026-11-21').currentStreak).toBe(3);
    expect(computeStreaks(days, '2026-11-22').currentStreak).toBe(3);
    expect(computeStreaks(days, '2026-11-23').currentStreak).toBe(0);
  });

  it('breaks on a gap but remembers the longest run', () => {
    const days = ['2026-11-01', '2026-11-02', '2026-11-03', '2026-11-04', '2026-11-10', '2026-11-11'];
    expect(computeStreaks(days, '2026-11-11')).toEqual({
      currentStreak: 2,
      longestStreak: 4,
      lastStudyDate: '2026-11-11',
      daysActive: 6,
    });
  });

  it('handles long streaks across month and year ends', () => {
    const days: string[] = [];
    for (let d = Date.parse('2025-12-01'); d <= Date.parse('2026-03-01'); d += 86_400_000)
      days.push(new Date(d).toISOString().slice(0, 10));
    expect(computeStreaks(days, '2026-03-01').currentStreak).toBe(91);
    expect(computeStreaks(days, '2026-03-01').longestStreak).toBe(91);
  });

  it('treats 23:30 and 00:30 local time as two days, whatever UTC says', () => {
    // 23:30 and 00:30 in Los Angeles are 07:30 and 08:30 UTC on the same UTC day.
    const tz = 'America/Los_Angeles';
    const a = localDay(Date.parse('2026-11-21T07:30:00Z'), tz);
    const b = localDay(Date.parse('2026-11-21T08:30:00Z'), tz);
    expect([a, b]).toEqual(['2026-11-20', '2026-11-21']);
    expect(computeStreaks([a, b], b).currentStreak).toBe(2);
    // In London the same instants are one day.
    expect(localDay(Date.parse('2026-11-21T07:30:00Z'), 'Europe/London')).toBe(
      localDay(Date.parse('2026-11-21T08:30:00Z'), 'Europe/London'),
    );
  });

  it('ignores duplicate days', () => {
    expect(computeStreaks(['2026-11-22', '2026-11-22'], '2026-11-22')).toMatchObject({
      currentStreak: 1,
      daysActive: 1,
    });
  });
});

describe('levels', () => {
  it('starts at level 1 with the next level at 1000 XP', () => {
    expect(levelInfo(0)).toEqual({ level: 1, totalXP: 0, levelProgress: 0, nextLevelXP: 1000 });
    expect(levelInfo(500).levelProgress).toBe(50);
  });

  it('needs 250 more XP for each later level', () => {
    expect(xpForLevel(2)).toBe(1000);
    expect(xpForLevel(3)).toBe(2250);
    expect(xpForLevel(4)).toBe(3750);
    expect(levelForXp(999)).toBe(1);
    expect(levelForXp(1000)).toBe(2);
    expect(levelForXp(2249)).toBe(2);
    expect(levelInfo(2250)).toEqual({ level: 3, totalXP: 2250, levelProgress: 0, nextLevelXP: 3750 });
  });
});
