import { describe, expect, it } from 'vitest';
import { analyseText } from './analyse.js';

const sentences = (text: string): string[] => analyseText(text).units.map((u) => u.text);

describe('sentence ends after a regnal numeral', () => {
  it.each([
    [
      'Macbeth was written around 1606, early in the reign of King James I. James believed in witchcraft.',
      ['Macbeth was written around 1606, early in the reign of King James I.', 'James believed in witchcraft.'],
    ],
    [
      'England broke with Rome under Henry VIII. He wanted a divorce.',
      ['England broke with Rome under Henry VIII.', 'He wanted a divorce.'],
    ],
    [
      'The Armada sailed against Elizabeth I. She never married.',
      ['The Armada sailed against Elizabeth I.', 'She never married.'],
    ],
    [
      'Tanks were first used in World War I. They broke down often.',
      ['Tanks were first used in World War I.', 'They broke down often.'],
    ],
  ])('splits %s', (text, expected) => {
    const got = sentences(text);
    expect(got[0]).toBe(expected[0]);
    // (A leading pronoun may be replaced by the name it stands for: "He wanted" → "England wanted".)
    expect(got).toHaveLength(2);
    expect(got[1]?.split(' ').slice(1).join(' ')).toBe(expected[1]?.split(' ').slice(1).join(' '));
  });

  it.each([
    ['Dr. James believed in witchcraft.'],
    ['Many kings feared witches, e.g. James believed in witchcraft.'],
    ['C. S. Lewis wrote about Narnia for children.'],
    ['The play was performed for James I. in 1606 at Hampton Court.'],
  ])('keeps %s whole', (text) => {
    expect(sentences(text)).toEqual([text]);
  });
});
