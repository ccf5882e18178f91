import { describe, expect, it } from 'vitest';
import { nextReviewText } from './next-review';

const MINUTE = 60_000;

describe('nextReviewText', () => {
  // Mid-morning, so a few hours later is still the same local day in any zone the tests run in.
  const now = new Date(2026, 10, 24, 9, 0, 0).getTime();

  it('counts minutes, hours, tomorrow and days', () => {
    expect(nextReviewText(now + 10 * MINUTE, now)).toBe('Next review in 10 minutes');
    expect(nextReviewText(now + 50_000, now)).toBe('Next review in 1 minute');
    expect(nextReviewText(now + 3 * 60 * MINUTE, now)).toBe('Next review in 3 hours');
    expect(nextReviewText(new Date(2026, 10, 25, 7, 0).getTime(), now)).toBe('Next review tomorrow');
    expect(nextReviewText(new Date(2026, 10, 27, 20, 0).getTime(), now)).toBe('Next review in 3 days');
    expect(nextReviewText(now, now)).toBe('Next review now');
  });

  it('says tomorrow for a card due after midnight even when it is only hours away', () => {
    const late = new Date(2026, 10, 24, 23, 0).getTime();
    expect(nextReviewText(new Date(2026, 10, 25, 1, 0).getTime(), late)).toBe('Next review tomorrow');
  });
});
