import { describe, expect, it } from 'vitest';
import { isDueSoon } from './add-to-todays-reviews';

const NOW = Date.parse('2026-11-28T10:00:00Z');
const at = (days: number) => new Date(NOW + days * 86_400_000).toISOString();

describe("'Add to today's reviews' is offered", () => {
  it('for a studied card due after now and within 7 days', () => {
    expect(isDueSoon({ state: 'review', due: at(3) }, NOW)).toBe(true);
    expect(isDueSoon({ state: 'relearning', due: at(7) }, NOW)).toBe(true);
  });
  it('not for a new card, a card already due or one due later than a week', () => {
    expect(isDueSoon({ state: 'new', due: at(1) }, NOW)).toBe(false);
    expect(isDueSoon({ state: 'review', due: at(-1) }, NOW)).toBe(false);
    expect(isDueSoon({ state: 'review', due: at(8) }, NOW)).toBe(false);
    expect(isDueSoon({ state: 'review', due: 'not a date' }, NOW)).toBe(false);
  });
});
