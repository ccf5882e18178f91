import { describe, expect, it } from 'vitest';
import { readWordGroup, readWordGroups, readWordList, wordListNames } from './word-list.js';

describe('word lists in nlp/data', () => {
  it('reads a group of a file, without comments, headers or blank lines', () => {
    expect(readWordGroup('function-words', 'be-forms')).toEqual(['are', 'is', 'was', 'were']);
    for (const words of readWordGroups('verbs').values())
      for (const word of words) expect(word).toMatch(/^[^#[\s](?:.*\S)?$/u);
  });

  it('throws for a group the file does not have', () => {
    expect(() => readWordGroup('verbs', 'no-such-group')).toThrow(/verbs\.txt has no \[no-such-group\]/u);
  });

  it('lists the glossary files by subject and reads whole files', () => {
    const names = wordListNames('spec-terms');
    expect(names).toContain('spec-terms/biology');
    expect(names.length).toBeGreaterThanOrEqual(18);
    expect(readWordList('spec-terms/biology')).toContain('osmosis');
  });
});
