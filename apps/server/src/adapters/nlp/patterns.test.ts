import { describe, expect, it } from 'vitest';
import { findDefinition, lastContentIndex, looksPlural, nounPhraseEnd } from './patterns.js';
import { tokenise } from './tokens.js';

const definitionOf = (text: string) => findDefinition(text, tokenise(text).tokens);
const phraseAt = (text: string, from = 0) => {
  const { tokens } = tokenise(text);
  const end = nounPhraseEnd(tokens, from);
  return end < 0 ? null : text.slice(tokens[from]?.start, tokens[end]?.end);
};

describe('findDefinition', () => {
  it('reads "X is Y" in biology and keeps the plural of "are"', () => {
    expect(definitionOf('Osmosis is the diffusion of water across a partially permeable membrane.')).toMatchObject({
      subject: 'Osmosis',
      form: 'copula',
      verb: 'is',
      predicate: 'the diffusion of water across a partially permeable membrane',
      plural: false,
      listSubject: false,
    });
    expect(definitionOf('Enzymes are biological catalysts that speed up reactions.')).toMatchObject({
      subject: 'Enzymes',
      form: 'copula',
      verb: 'are',
      plural: true,
    });
  });

  it('reads "means" and "refers to" in economics and history', () => {
    expect(definitionOf('Inflation means a sustained rise in the general price level.')).toMatchObject({
      subject: 'Inflation',
      form: 'meaning',
      predicate: 'a sustained rise in the general price level',
    });
    expect(definitionOf('Militarism refers to the build-up of armed forces before 1914.')).toMatchObject({
      subject: 'Militarism',
      form: 'meaning',
      predicate: 'the build-up of armed forces before 1914',
    });
  });

  it('reads laws that state and models that describe, in physics and psychology', () => {
    expect(definitionOf("Ohm's law states that current is proportional to voltage.")).toMatchObject({
      subject: "Ohm's law",
      form: 'states',
      predicate: 'current is proportional to voltage',
    });
    expect(definitionOf('The multi-store model (MSM) describes memory as three separate stores.')).toMatchObject({
      subject: 'The multi-store model (MSM)',
      form: 'describes',
      predicate: 'memory as three separate stores',
    });
  });

  it('reads "known as" names and lists announced by a plural head', () => {
    expect(definitionOf('The powerhouse of the cell is known as the mitochondria.')).toMatchObject({
      subject: 'The powerhouse of the cell',
      form: 'name',
      nameVerb: 'known as',
      predicate: 'the mitochondria',
    });
    expect(definitionOf('The three types of rock are igneous, sedimentary and metamorphic.')).toMatchObject({
      subject: 'The three types of rock',
      predicate: 'igneous, sedimentary and metamorphic',
      plural: true,
      listSubject: true,
    });
  });

  it('skips a short introductory phrase before the subject', () => {
    expect(definitionOf('In biology, osmosis is the movement of water molecules.')).toMatchObject({
      subject: 'osmosis',
      subjectFrom: 3,
      subjectTo: 3,
    });
  });

  it('finds nothing where the subject is not self-contained or there is no definition', () => {
    expect(definitionOf('It is the powerhouse of the cell.')).toBeUndefined();
    expect(definitionOf('The first stage is the most important.')).toBeUndefined();
    expect(definitionOf('Macbeth kills Duncan in Act 2.')).toBeUndefined();
  });
});

describe('nounPhraseEnd', () => {
  it('spans determiners, adjectives, "of" complements, possessives and abbreviations in brackets', () => {
    expect(phraseAt('The powerhouse of the cell is known as the mitochondria.')).toBe('The powerhouse of the cell');
    expect(phraseAt("Ohm's law states that current is proportional to voltage.")).toBe("Ohm's law states");
    expect(phraseAt('The multi-store model (MSM) describes memory.')).toBe('The multi-store model (MSM)');
    expect(phraseAt('The first stage is the most important.')).toBe('The first stage');
  });

  it('refuses a phrase that opens with a pronoun or a preposition', () => {
    expect(phraseAt('It is the powerhouse of the cell.')).toBeNull();
    expect(phraseAt('In biology, osmosis is the movement of water.')).toBeNull();
    expect(phraseAt('In biology, osmosis is the movement of water.', 3)).toBe('osmosis');
  });
});

describe('lastContentIndex', () => {
  it('skips closing punctuation but keeps a closing bracket or quote', () => {
    expect(lastContentIndex(tokenise('Resistance is measured in ohms.').tokens)).toBe(4);
    expect(lastContentIndex(tokenise('Measured in ohms (Ω).').tokens)).toBe(5);
    expect(lastContentIndex(tokenise('...').tokens)).toBe(-1);
  });
});

describe('looksPlural', () => {
  it.each([
    ['enzymes', true],
    ['the alveoli', true],
    ['mitochondria', true],
    ['osmosis', false],
    ['analysis', false],
    ['economics', false],
    ['glass', false],
    ['cell', false],
    ['the pancreas', false],
    ['carbon dioxide gas', false],
    ['the areas', true],
    ['the number of cores', false],
    ['types of rock', true],
    ['novus actus interveniens', false],
    ['aliens', true],
  ])('%s → %s', (phrase, plural) => {
    expect(looksPlural(phrase)).toBe(plural);
  });
});
