import { describe, expect, it } from 'vitest';
import type { AnalysedText } from '../nlp/index.js';
import { withDefiniteArticle, withNotesArticle } from './term-article.js';

/** Only the units' text is read. */
const notes = (...texts: string[]) => ({ units: texts.map((text) => ({ text })) }) as unknown as AnalysedText;

describe('withNotesArticle', () => {
  it('uses the indefinite article the notes use with a countable term', () => {
    const analysis = notes('Catalyst - a catalyst speeds up a reaction without being used up.', 'Add a catalyst.');
    expect(withNotesArticle('catalyst', analysis)).toBe('a catalyst');
    expect(withNotesArticle('enzyme', notes('An enzyme is a protein.', 'It is an enzyme found in saliva.'))).toBe(
      'an enzyme',
    );
  });

  it('uses "the" for a term the notes only ever write with "the"', () => {
    const analysis = notes(
      'Cathode: the negative electrode.',
      'Lead is produced at the cathode and bromine at the anode.',
      'At the cathode, hydrogen is produced.',
    );
    expect(withNotesArticle('cathode', analysis)).toBe('the cathode');
    expect(withNotesArticle('anode', analysis)).toBe('the anode');
  });

  it('leaves a term the notes also use bare, a name, a plural and a sentence-start-only term alone', () => {
    expect(withNotesArticle('osmosis', notes('Osmosis is the diffusion of water.', 'Water moves by osmosis.'))).toBe(
      'osmosis',
    );
    expect(withNotesArticle('insulin', notes('Insulin: a hormone.', 'The pancreas releases insulin.'))).toBe('insulin');
    expect(withNotesArticle('Ohm’s law', notes('Use the Ohm’s law.'))).toBe('Ohm’s law');
    expect(withNotesArticle('enzymes', notes('The enzymes denature.'))).toBe('enzymes');
    expect(withNotesArticle('inertia', notes('Inertia: the tendency to stay at rest.'))).toBe('inertia');
  });

  it('does not read "the" inside another word', () => {
    expect(withNotesArticle('cathode', notes('They bathe cathode plates in acid.'))).toBe('cathode');
  });

  it('stays fast on a long run of letters and marks', () => {
    const junk = `${'a'.repeat(50_000)} ${'!'.repeat(50_000)} the`;
    expect(withNotesArticle('catalyst', notes(junk, 'Add a catalyst.'))).toBe('a catalyst');
  });
});

describe('withDefiniteArticle', () => {
  it('names a count noun the notes never write mid-sentence with "the", and leaves uncountable terms bare', () => {
    const analysis = notes('Sensory register: holds information from the senses for a very short time.');
    expect(withDefiniteArticle('sensory register', analysis)).toBe('the sensory register');
    expect(withDefiniteArticle('negative feedback', notes('Negative feedback: a change is reversed.'))).toBe(
      'negative feedback',
    );
    expect(withDefiniteArticle('osmosis', notes('Water moves by osmosis.'))).toBe('osmosis');
    expect(withDefiniteArticle('hajj', notes('Hajj: the pilgrimage.'), true)).toBe('hajj');
  });
});
