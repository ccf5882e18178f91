import { describe, expect, it } from 'vitest';
import { readWordList, wordListNames } from './lexicon/word-list.js';
import { specTermsIn, termWords } from './spec-terms.js';

describe('specTermsIn', () => {
  it('finds the specification terms a sentence uses, across subjects', () => {
    expect(specTermsIn('In a concentrated solution the cell becomes flaccid and plasmolysed.')).toContain('flaccid');
    expect(specTermsIn("Germany's Schlieffen Plan aimed to defeat France quickly.")).toContain('schlieffen plan');
    expect(specTermsIn('Price elasticity of demand measures responsiveness.')).toContain('price elasticity of demand');
  });

  it('takes the longest term at a place, folds plurals, and never matches inside a word', () => {
    const found = specTermsIn('Price elasticity of demand is negative.');
    expect(found).not.toContain('demand');
    expect(specTermsIn('Root hair cells absorb mineral ions by active transport.')).toEqual(
      expect.arrayContaining(['mineral ion', 'active transport']),
    );
    // "osmosis" is a term; "osmosisx" is no word of it.
    expect(specTermsIn('osmosisx')).toEqual([]);
  });

  it('finds nothing in a sentence of everyday words', () => {
    expect(specTermsIn('Europe was split into two armed camps.')).toEqual([]);
    expect(specTermsIn('')).toEqual([]);
    // "PRICE" (rest, ice, compression, elevation) is a PE term only in capitals.
    expect(specTermsIn('The price of bread rose.')).toEqual([]);
    expect(specTermsIn('Treat a sprain with PRICE.')).toContain('price');
  });

  it('reads 100,000 characters in well under a second', () => {
    const text = 'Osmosis is the diffusion of water across a partially permeable membrane. '.repeat(1400);
    const start = performance.now();
    expect(specTermsIn(text).length).toBeGreaterThan(0);
    // Generous: linear in the words, a few milliseconds on an idle core.
    expect(performance.now() - start).toBeLessThan(1000);
  });
});

describe('the specification glossary', () => {
  const all: Record<string, readonly string[]> = Object.fromEntries(
    wordListNames('spec-terms').map((name) => [
      name.slice('spec-terms/'.length).replace(/-/gu, ' '),
      readWordList(name),
    ]),
  );

  it('covers the subjects students bring, each with hundreds of terms', () => {
    for (const subject of ['biology', 'chemistry', 'physics', 'maths', 'computer science', 'economics', 'business'])
      expect(all[subject]?.length ?? 0, subject).toBeGreaterThan(300);
    for (const subject of ['psychology', 'history', 'geography', 'religious studies', 'english literature', 'french'])
      expect(all[subject]?.length ?? 0, subject).toBeGreaterThan(300);
  });

  it('holds terms, not everyday single words that would match any sentence', () => {
    const everyday = new Set([
      'energy',
      'force',
      'cell',
      'war',
      'country',
      'people',
      'government',
      'price',
      'water',
      'time',
    ]);
    for (const [subject, terms] of Object.entries(all)) {
      for (const term of terms) {
        expect(termWords(term).length, `${subject}: ${term}`).toBeGreaterThan(0);
        // An acronym such as "PRICE" is matched only in capitals, so it may spell an everyday word.
        if (term !== term.toUpperCase()) expect(everyday.has(term.toLowerCase()), `${subject}: ${term}`).toBe(false);
      }
    }
  });
});
