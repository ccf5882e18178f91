import { describe, expect, it } from 'vitest';
import { explanationRepeatsAnswer } from './repeats-answer';

describe('explanationRepeatsAnswer', () => {
  it('spots a quotation of the answer sentence, markup and punctuation aside', () => {
    expect(
      explanationRepeatsAnswer(
        'From your notes: "Lady Macbeth is a "fiend-like queen"."',
        'Lady Macbeth is a "**fiend-like queen**".',
      ),
    ).toBe(true);
  });

  it('keeps an explanation that says more than the answer', () => {
    expect(
      explanationRepeatsAnswer(
        'From your notes: "Animal cells have no cell wall, so a red blood cell placed in pure water swells."',
        'Cell wall',
      ),
    ).toBe(false);
    expect(explanationRepeatsAnswer('Because the membrane is partially permeable.', 'Osmosis')).toBe(false);
  });

  it('never hides an explanation for an empty answer', () => {
    expect(explanationRepeatsAnswer('From your notes: "x"', '')).toBe(false);
  });
});
