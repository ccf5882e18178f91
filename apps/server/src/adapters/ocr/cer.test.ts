import { describe, expect, it } from 'vitest';
import { characterErrorRate, levenshtein, normaliseWhitespace } from './cer.js';

describe('levenshtein', () => {
  it('counts insertions, deletions and substitutions', () => {
    expect(levenshtein('kitten', 'sitting')).toBe(3);
    expect(levenshtein('', 'abc')).toBe(3);
    expect(levenshtein('abc', '')).toBe(3);
    expect(levenshtein('same', 'same')).toBe(0);
    expect(levenshtein('flaw', 'lawn')).toBe(2);
  });
});

describe('characterErrorRate', () => {
  it('ignores differences in whitespace only', () => {
    expect(normaliseWhitespace('  Rates of\n\nReaction\t ')).toBe('Rates of Reaction');
    expect(characterErrorRate('Rates  of\nReaction\n', 'Rates of Reaction')).toBe(0);
  });

  it('divides the edit distance by the length of the truth', () => {
    expect(characterErrorRate('altemative', 'alternative')).toBeCloseTo(2 / 11, 10);
    expect(characterErrorRate('', 'abcd')).toBe(1);
  });

  it('scores an empty truth as perfect only for empty output', () => {
    expect(characterErrorRate(' ', '')).toBe(0);
    expect(characterErrorRate('x', '')).toBe(1);
  });
});
