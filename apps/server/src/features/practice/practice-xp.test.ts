import { describe, expect, it } from 'vitest';
import { cappedXp, MATCH_XP, PRACTICE_XP_DAILY_CAP, PRACTICE_XP_PER_SESSION_MAX, practiceXp } from './practice-xp.js';

describe('practice XP', () => {
  it('pays Test 1 per right answer, not for answers the student marked correct', () => {
    expect(practiceXp({ mode: 'test', correct: 8, total: 10, overrides: 2 })).toBe(6);
  });
  it('pays Learn 1 per right answer, at most the session maximum', () => {
    expect(practiceXp({ mode: 'learn', correct: 7, total: 9, overrides: 0 })).toBe(7);
    expect(practiceXp({ mode: 'learn', correct: 90, total: 99, overrides: 0 })).toBe(PRACTICE_XP_PER_SESSION_MAX);
  });
  it('pays Match only for a finished game of at least three pairs', () => {
    expect(practiceXp({ mode: 'match', correct: 6, total: 6, overrides: 0 })).toBe(MATCH_XP);
    expect(practiceXp({ mode: 'match', correct: 5, total: 6, overrides: 0 })).toBe(0);
    expect(practiceXp({ mode: 'match', correct: 2, total: 2, overrides: 0 })).toBe(0);
  });
  it('stops at the daily cap', () => {
    expect(cappedXp(20, 0)).toBe(20);
    expect(cappedXp(20, PRACTICE_XP_DAILY_CAP - 5)).toBe(5);
    expect(cappedXp(20, PRACTICE_XP_DAILY_CAP)).toBe(0);
  });
});
