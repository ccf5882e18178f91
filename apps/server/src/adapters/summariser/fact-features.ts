import type { AnalysedText, Unit } from '../nlp/analyse.js';
import { ADVICE_LINE } from '../nlp/lexicon/course-words.js';
import { BARE_EXAMPLE, EXAMPLE_START } from '../nlp/lexicon/discourse-words.js';
import { METHOD_STEP } from '../nlp/lexicon/verbs.js';
import type { Salience } from '../nlp/salience.js';
import { inRanges } from './condense.js';
import type { Candidate } from './clauses.js';
import { isEquation } from './equations.js';

/**
 * The signals the selector already computes, as one vector per candidate point: the input of the
 * learned "holds a fact an examiner marks" prior (fact-prior.ts). The order is the order of the
 * frozen coefficients in fact-prior-weights.ts; bench/study-material/train-fact-prior.ts reads the
 * same function, so training and use cannot drift apart. Every value is in about [0, 1.5].
 */
export const FACT_FEATURES = [
  'salience',
  'centrality',
  'density',
  'newFacts',
  'boost',
  'definition',
  'naming',
  'term',
  'contrast',
  'firstInBlock',
  'firstInSection',
  'numbered',
  'bullet',
  'position',
  'chars',
  'clause',
  'share',
  'formula',
  'quotation',
  'cause',
  'year',
  'figure',
  'name',
  'pronounStart',
  'example',
  'bareExample',
  'advice',
  'methodStep',
  'fragment',
  'keyMax',
  'keyMean',
  'definedKeys',
  'firstMentions',
  'focusShare',
] as const;

export type FactFeature = (typeof FACT_FEATURES)[number];

const QUOTATION = /["“][^"”\s]{1,60} [^"”]{0,400}?["”]/u;
const CAUSE =
  /\b(?:because|due to|leads? to|led to|results? in|resulted in|causes?|caused|therefore|so that|which means)\b/iu;
const YEAR = /^(?:1[0-9]|20)\d{2}s?$/u;

/** What the features need from the whole notes, computed once per summary. */
export interface FeatureContext {
  analysis: AnalysedText;
  salience: Salience;
  norm: number[];
  firstMention: Map<string, number>;
}

export function featureContext(analysis: AnalysedText, salience: Salience, norm: number[]): FeatureContext {
  const firstMention = new Map<string, number>();
  for (const u of analysis.units) for (const k of u.content) if (!firstMention.has(k)) firstMention.set(k, u.index);
  return { analysis, salience, norm, firstMention };
}

const flag = (b: boolean): number => (b ? 1 : 0);

export function candidateFeatures(ctx: FeatureContext, c: Candidate): number[] {
  const { analysis, salience, norm } = ctx;
  const u = analysis.units[c.unit] as Unit;
  const i = u.index;
  // The tokens the candidate shows: inside its range and not condensed away.
  const tokens = u.tokens.filter((t) => t.start >= c.from && t.end <= c.to && !inRanges(t.start, c.removed));
  const keys = [...new Set(c.content)];
  const weights = keys.map((k) => salience.keyWeight(k));
  const allKeys = new Set(u.content).size || 1;
  const capital = (t: { value: string; type: string; stop: boolean } | undefined): boolean =>
    t !== undefined && t.type === 'word' && /^\p{Lu}/u.test(t.value) && !t.stop;
  const values: Record<FactFeature, number> = {
    salience: norm[i] ?? 0,
    centrality: salience.parts.centrality[i] ?? 0,
    density: salience.parts.density[i] ?? 0,
    newFacts: salience.parts.newFacts[i] ?? 0,
    boost: Math.min(3, salience.parts.boost[i] ?? 1) / 3,
    definition: flag(u.definition !== undefined && u.definition.form !== 'name'),
    naming: flag(u.definition?.form === 'name'),
    term: flag(u.term !== undefined),
    contrast: flag(salience.contrasts.has(i)),
    firstInBlock: flag(u.firstInBlock),
    firstInSection: flag(u.firstInSection),
    numbered: flag(u.numbered),
    bullet: flag(u.blockKind !== 'paragraph'),
    position: analysis.units.length > 1 ? i / (analysis.units.length - 1) : 0,
    chars: Math.min(1.5, c.text.length / 200),
    clause: flag(!c.whole),
    share: Math.min(1, new Set(c.content).size / allKeys),
    formula: flag(isEquation(c.text)),
    quotation: flag(QUOTATION.test(c.text)),
    cause: flag(CAUSE.test(c.text)),
    year: flag(tokens.some((t) => YEAR.test(t.value) || t.entity === 'DATE')),
    figure: flag(
      tokens.some((t) => (t.type === 'number' && !YEAR.test(t.value)) || t.value === '%' || t.type === 'currency'),
    ),
    name: flag(tokens.some((t, j) => j > 0 && capital(t) && tokens[j - 1]?.value !== ':')),
    pronounStart: flag(c.dependsOnContext),
    example: flag(EXAMPLE_START.test(c.text)),
    bareExample: flag(BARE_EXAMPLE.test(c.text)),
    advice: flag(ADVICE_LINE.test(c.text)),
    methodStep: flag(METHOD_STEP.test(c.text)),
    fragment: flag(u.isFragment),
    keyMax: Math.min(1.5, Math.max(0, ...weights) / 4),
    keyMean: weights.length ? Math.min(1.5, weights.reduce((s, w) => s + w, 0) / weights.length / 4) : 0,
    definedKeys: Math.min(1, keys.filter((k) => salience.definedKeys.has(k)).length / 3),
    firstMentions: keys.length ? keys.filter((k) => ctx.firstMention.get(k) === i).length / keys.length : 0,
    focusShare: keys.length ? keys.filter((k) => salience.focusKeys.has(k)).length / keys.length : 0,
  };
  return FACT_FEATURES.map((f) => values[f]);
}
