import { describe, expect, it } from 'vitest';
import { eligibleCandidates, prepareCandidates } from './builtin-summariser.js';
import { candidateFeatures, FACT_FEATURES, featureContext } from './fact-features.js';
import { factProbability, matchesFeatures, type FactPriorModel } from './fact-prior.js';
import { FACT_PRIOR } from './fact-prior-weights.js';

const NOTES = `Osmosis is the net movement of water molecules across a partially permeable membrane.
It happens from a dilute solution to a more concentrated solution.
For example, a potato chip placed in salt water loses mass.
Exam tip: always say "partially permeable".
Water potential = solute potential + pressure potential.
Active transport moves substances against a concentration gradient using energy from respiration.`;

describe('fact prior', () => {
  it('the frozen weights were fitted on the feature list the app computes', () => {
    expect(matchesFeatures(FACT_PRIOR.model)).toBe(true);
    const d = FACT_FEATURES.length;
    expect([FACT_PRIOR.model.mean.length, FACT_PRIOR.model.sd.length, FACT_PRIOR.model.weights.length]).toEqual([
      d,
      d,
      d,
    ]);
    expect(FACT_PRIOR.model.baseRate).toBeGreaterThan(0);
    expect(FACT_PRIOR.model.baseRate).toBeLessThan(1);
  });

  it('is a logistic regression over standardised features', () => {
    const model: FactPriorModel = {
      features: ['a', 'b'],
      mean: [1, 0],
      sd: [2, 1],
      weights: [2, -1],
      intercept: 0.5,
      baseRate: 0.5,
    };
    // z = 0.5 + 2 * (3 - 1) / 2 - 1 * 1 = 1.5
    expect(factProbability(model, [3, 1])).toBeCloseTo(1 / (1 + Math.exp(-1.5)), 10);
    expect(factProbability(model, [1, 0])).toBeCloseTo(1 / (1 + Math.exp(-0.5)), 10);
  });

  it('gives every candidate one finite, bounded value per feature, the same on every run', () => {
    const read = (): number[][] => {
      const prepared = prepareCandidates({ text: NOTES, subject: 'Biology', topic: 'Transport in cells' });
      if (!prepared) throw new Error('no candidates');
      const { analysis, salience, candidates } = prepared;
      const { norm, eligible } = eligibleCandidates(analysis, salience, candidates);
      const ctx = featureContext(analysis, salience, norm);
      return eligible.map((c) => candidateFeatures(ctx, c));
    };
    const vectors = read();
    expect(vectors.length).toBeGreaterThan(2);
    for (const x of vectors) {
      expect(x).toHaveLength(FACT_FEATURES.length);
      for (const v of x) {
        expect(Number.isFinite(v)).toBe(true);
        expect(v).toBeGreaterThanOrEqual(0);
        expect(v).toBeLessThanOrEqual(1.5);
      }
    }
    expect(read()).toEqual(vectors);
    // The definition is flagged as one, the formula as a formula.
    const at = (f: string): number => FACT_FEATURES.indexOf(f as (typeof FACT_FEATURES)[number]);
    expect(vectors.some((x) => x[at('definition')] === 1)).toBe(true);
    expect(vectors.some((x) => x[at('formula')] === 1)).toBe(true);
  });
});
