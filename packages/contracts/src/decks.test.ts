import { describe, expect, it } from 'vitest';
import { cardStateName } from './decks.js';

describe('cardStateName', () => {
  it('names the stored state numbers in the scheduler order', () => {
    expect([0, 1, 2, 3].map((code) => cardStateName(code))).toEqual(['new', 'learning', 'review', 'relearning']);
  });

  it('falls back for a number it does not know', () => {
    expect(cardStateName(9)).toBe('new');
    expect(cardStateName(-1, 'review')).toBe('review');
  });
});
