import { describe, expect, it } from 'vitest';
import { analyseText } from './analyse.js';
import { keysOf, rankUnits, type Salience, type SalienceContext } from './salience.js';

function rank(text: string, context: SalienceContext): { texts: string[]; salience: Salience } {
  const analysis = analyseText(text);
  return { texts: analysis.units.map((u) => u.text), salience: rankUnits(analysis, context) };
}

/** Unit indexes from the highest score to the lowest. */
function order(salience: Salience): number[] {
  return salience.scores.map((_, i) => i).sort((a, b) => (salience.scores[b] ?? 0) - (salience.scores[a] ?? 0));
}

const BIOLOGY =
  'Osmosis is the diffusion of water across a partially permeable membrane. ' +
  "Don't forget to revise this for homework. " +
  'Water moves from a dilute solution to a concentrated solution. ' +
  'Osmosis happens in plant cells and animal cells.';
const CHEMISTRY =
  'An exothermic reaction is a reaction that transfers energy to the surroundings. ' +
  'Combustion is one example. ' +
  'An endothermic reaction takes in energy from the surroundings. ' +
  'Thermal decomposition is an example.';
const HISTORY =
  'The Truman Doctrine of 1947 promised American support to free peoples. ' +
  'The Marshall Plan gave 13 billion dollars of aid to Europe. ' +
  'See page 12 for more. ' +
  'The Truman Doctrine promised support to free peoples resisting communism.';
const ECONOMICS =
  'Price elasticity of demand is the responsiveness of quantity demanded to a change in price. ' +
  'Demand is elastic when the value is greater than one. ' +
  'A lot of people buy things every day. ' +
  'Price elasticity of demand measures the responsiveness of quantity demanded to a change in price.';

describe('rankUnits: scores', () => {
  it('ranks the definition first and the classroom aside last in biology notes', () => {
    const { texts, salience } = rank(BIOLOGY, { subject: 'Biology', topic: 'Cells' });
    expect(texts).toHaveLength(4);
    const ranked = order(salience);
    expect(ranked[0]).toBe(0);
    expect(ranked.at(-1)).toBe(1);
    expect(salience.scores[0]).toBeGreaterThan(2 * (salience.scores[2] ?? 0));
  });

  it('keeps both halves of a defined contrast above the bare examples in chemistry notes', () => {
    const { salience } = rank(CHEMISTRY, { subject: 'Chemistry', topic: 'Energy changes' });
    expect([...salience.contrasts]).toEqual([2]);
    const ranked = order(salience);
    expect(ranked.slice(0, 2)).toEqual([0, 2]);
    // "Thermal decomposition is an example." and "Combustion is one example." say nothing alone.
    expect(salience.scores[3]).toBeLessThan((salience.scores[2] ?? 0) / 2);
    expect(salience.scores[1]).toBeLessThan((salience.scores[2] ?? 0) / 2);
  });

  it('puts a page reference below every fact and the first mention of a name above its repeat', () => {
    const { salience } = rank(HISTORY, { subject: 'History', topic: 'Cold War' });
    const ranked = order(salience);
    expect(ranked[0]).toBe(0);
    expect(ranked.at(-1)).toBe(2);
    expect(salience.scores[2]).toBeLessThan(0.2 * (salience.scores[1] ?? 0));
  });

  it('ranks the everyday sentence last in economics notes', () => {
    const { salience } = rank(ECONOMICS, { subject: 'Economics', topic: 'Elasticity' });
    const ranked = order(salience);
    expect(ranked[0]).toBe(0);
    expect(ranked.at(-1)).toBe(2);
  });
});

describe('rankUnits: key weights', () => {
  it('weighs a term the notes define above the other words of its sentence', () => {
    const { salience } = rank(BIOLOGY, { subject: 'Biology', topic: 'Cells' });
    expect([...salience.definedKeys]).toEqual(['osmosis']);
    expect(salience.keyWeight('osmosis')).toBeGreaterThan(salience.keyWeight('water'));
    expect(salience.keyWeight('osmosis')).toBeGreaterThan(3 * salience.keyWeight('membrane'));
    expect(salience.keyWeight('not-in-the-notes')).toBe(0);
  });

  it('gives defined economics terms weight and everyday nouns none', () => {
    const { salience } = rank(ECONOMICS, { subject: 'Economics', topic: 'Elasticity' });
    expect(salience.definedKeys).toEqual(new Set(['price', 'elasticity', 'demand']));
    for (const everyday of ['people', 'thing', 'day', 'lot', 'change']) expect(salience.keyWeight(everyday)).toBe(0);
    expect(salience.keyWeight('elasticity')).toBeGreaterThan(2 * salience.keyWeight('quantity'));
    // A verb ("buy") is never a key term, however often it appears.
    expect(salience.keyWeight('buy')).toBe(0);
  });

  it('takes focus keys from the subject and topic, without generic nouns', () => {
    const { salience } = rank(HISTORY, { subject: 'History', topic: 'Cold War' });
    expect(salience.focusKeys).toEqual(new Set(['cold', 'war', 'history']));
    expect(salience.definedKeys.size).toBe(0);
    // A name is a fact to keep: "Truman" weighs more than the common word "plan".
    expect(salience.keyWeight('truman')).toBeGreaterThan(salience.keyWeight('plan'));
  });
});

describe('rankUnits: similarity', () => {
  it('finds near-duplicate sentences similar and unrelated ones not', () => {
    const economics = rank(ECONOMICS, { subject: 'Economics' }).salience;
    expect(economics.similarity(0, 3)).toBeGreaterThan(0.7);
    expect(economics.similarity(0, 2)).toBe(0);
    expect(economics.similarity(0, 1)).toBeLessThan(0.1);

    const history = rank(HISTORY, { subject: 'History' }).salience;
    expect(history.similarity(0, 3)).toBeGreaterThan(0.4);
    expect(history.similarity(0, 1)).toBeLessThan(0.1);
  });

  it('is symmetric and 1 for a unit with itself', () => {
    const { salience } = rank(CHEMISTRY, { subject: 'Chemistry' });
    expect(salience.similarity(2, 2)).toBe(1);
    expect(salience.similarity(0, 2)).toBeCloseTo(salience.similarity(2, 0), 12);
    expect(salience.similarity(0, 2)).toBeGreaterThan(salience.similarity(0, 3));
  });
});

describe('keysOf', () => {
  it('keeps content stems and drops generic nouns', () => {
    expect(keysOf('The main types of rock')).toEqual(['rock']);
    expect(keysOf('Photosynthesis in plants')).toEqual(['photosynthesis', 'plant']);
    expect(keysOf('   ')).toEqual([]);
    expect(keysOf(undefined)).toEqual([]);
  });
});

describe('rankUnits: empty input', () => {
  it('returns no scores for no text', () => {
    const { salience } = rank('', {});
    expect(salience.scores).toEqual([]);
    expect(salience.contrasts.size).toBe(0);
  });
});
