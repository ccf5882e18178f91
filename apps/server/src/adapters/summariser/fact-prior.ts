import { FACT_FEATURES } from './fact-features.js';

/**
 * A logistic regression over the candidate features (fact-features.ts): p = σ(b + Σ w·(x − mean)/sd).
 * Trained offline on the study-material bench (bench/study-material/train-fact-prior.ts); the frozen
 * coefficients the app uses are in fact-prior-weights.ts.
 */
export interface FactPriorModel {
  features: readonly string[];
  mean: readonly number[];
  sd: readonly number[];
  weights: readonly number[];
  intercept: number;
  /** Mean predicted probability on the training candidates: the point where the prior is neutral. */
  baseRate: number;
}

/** How the learned fact prior weighs each candidate's gain in the selection (builtin-summariser.ts). */
export interface FactPriorSettings {
  model: FactPriorModel;
  /** Each gain is multiplied by (p / base rate)^exponent; 0 turns the prior off. */
  exponent: number;
  /** The prior stands in for the hand-set kind factors instead of multiplying them. */
  replaceKind: boolean;
}

export function factProbability(model: FactPriorModel, x: readonly number[]): number {
  let z = model.intercept;
  for (let j = 0; j < model.weights.length; j++)
    z += (model.weights[j] ?? 0) * (((x[j] ?? 0) - (model.mean[j] ?? 0)) / (model.sd[j] || 1));
  return 1 / (1 + Math.exp(-z));
}

/** A model trained on another feature list cannot be read against this one. */
export function matchesFeatures(model: FactPriorModel): boolean {
  return model.features.length === FACT_FEATURES.length && model.features.every((f, j) => f === FACT_FEATURES[j]);
}
