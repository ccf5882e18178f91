import {
  ADVICE_LINE,
  type AnalysedText,
  BARE_EXAMPLE,
  EXAMPLE_START,
  isVerbLike,
  LABEL_TERM,
  METHOD_STEP,
  type Salience,
  type Unit,
} from '../nlp/index.js';
import type { Candidate } from './clauses.js';
import { formulas, isEquation } from './equations.js';

export { isEquation };

/** Above this cosine similarity a point repeats a chosen one and is never added. */
const DUPLICATE_SIMILARITY = 0.6;
/**
 * Cost exponent of the greedy ratio gain / cost^r (Lin & Bilmes 2010): 1 is pure value per character;
 * favouring longer sentences (r < 1) covered no more key facts.
 */
const COST_EXPONENT = 1;
/** Weight of a content word that is not a key term: it still says what a point is about. */
const PLAIN_WORD_WEIGHT = 0.6;
/** Weight of a figure (a number, a year, a measurement): examiners mark them. */
const FIGURE_WEIGHT = 1.2;
/** Weight of an "a = b" pair not yet covered: a formula is a fact in itself. */
const FORMULA_WEIGHT = 2.5;
/** Weight of a definition as a fact of its own. */
const DEFINITION_WEIGHT = 2;
/**
 * The other half of a defined contrast ("An endothermic reaction takes in ...") weighs more: its words
 * are usually covered already ("Breaking bonds is endothermic ..."), so it has little else to earn.
 */
const CONTRAST_WEIGHT = 4;
/** A list point's kind factor: a term line's (kindFactor), since a heading over its items reads as one. */
const LIST_FACTOR = 1.5;
/** Least gain a point must add: about one key term. */
const MIN_GAIN = 0.8;
/** Weight of the sentence itself, per unit of normalised salience, against its words' weights. */
const UNIT_WEIGHT = 3;
/** A point that starts "It ..."/"They ..." without the sentence before it reads poorly. */
const CONTEXT_FACTOR = 0.6;
/** Advice about the exam or the notes ("Exam focus: ...") is rarely a fact to learn. */
const META_FACTOR = 0.3;
/** Notes are organised by section: the first point of a section is worth more, later ones less. */
const SECTION_FIRST = 1.25;
const SECTION_DECAY = 0.15;
/** The same within a paragraph of several sentences, more strongly: a paragraph is one topic. */
const PARAGRAPH_FIRST = 1.25;
const PARAGRAPH_DECAY = 0.3;

/** Receives what the selection saw, for diagnostics. */
export type SelectionProbe = (eligible: Candidate[], gainOf: (c: Candidate) => number, budget: number) => void;

export interface CoverageOptions {
  /** Characters the points may use, one separator each. */
  budget: number;
  /** Most points. */
  maxPoints: number;
  /** Fewest points, even if over budget. */
  minPoints: number;
}

/**
 * Budgeted maximum coverage: each point is worth the "fact atoms" it adds that no chosen point holds
 * (key terms weighted by salience, figures, formulas) plus the value of its sentence (salience times
 * what kind of sentence it is: a definition, the lead of a paragraph, a method step, an example).
 * Greedy by marginal gain per character is near-optimal for such monotone submodular objectives.
 */
export function selectByCoverage(
  analysis: AnalysedText,
  salience: Salience,
  eligible: Candidate[],
  norm: number[],
  probe: SelectionProbe | undefined,
  options: CoverageOptions,
): Candidate[] {
  const { units } = analysis;
  // A definition (or the other half of a defined contrast) is a fact in itself, whatever words it shares.
  const unitValue = units.map(
    (u) =>
      UNIT_WEIGHT * (norm[u.index] ?? 0) +
      (definitional(u) ? DEFINITION_WEIGHT : 0) +
      (salience.contrasts.has(u.index) ? CONTRAST_WEIGHT : 0),
  );
  const kind = units.map(
    (u) =>
      kindFactor(u, salience.contrasts.has(u.index)) *
      // A row of a truth table or of results ("A = 1, B = 0, A AND B = 0") is one case, not the rule.
      tableFactor(analysis, u),
  );
  const unitWeight = units.map((u) => Math.max(1e-6, atomWeight(u.content, salience)));
  const share = new Map<Candidate, number>();
  for (const c of eligible) {
    const u = units[c.unit];
    share.set(c, c.whole || !u ? 1 : Math.min(1, atomWeight(c.content, salience) / (unitWeight[c.unit] ?? 1)));
  }
  // Each candidate's formula pairs, read once: the loop below looks at every candidate on every pass.
  const formulasOf = new Map<Candidate, string[]>(eligible.map((c) => [c, formulas(c.text)]));
  const covered = new Set<string>();
  const unitShare = new Map<number, number>();
  const perSection = new Map<string, number>();
  const perParagraph = new Map<number, number>();
  const paragraphSize = new Map<number, number>();
  for (const u of units)
    if (u.blockKind === 'paragraph') paragraphSize.set(u.block, (paragraphSize.get(u.block) ?? 0) + 1);
  const selected: Candidate[] = [];
  const sectionOf = (u: Unit): string => u.section ?? `block ${u.block}`;
  let used = 0;
  // A list point covers all its items' lines: no other point may take one of them, nor another list.
  const linesOf = (c: Candidate): number[] => c.items ?? [c.unit];
  const overlaps = (c: Candidate, s: Candidate): boolean =>
    c.items || s.items
      ? linesOf(c).some((u) => linesOf(s).includes(u))
      : c.unit === s.unit && (c.whole || s.whole || (c.from < s.to && s.from < c.to));

  const gainOf = (c: Candidate): number => {
    let gain = 0;
    for (const k of new Set(c.content)) if (!covered.has(k)) gain += keyAtom(k, salience);
    for (const f of formulasOf.get(c) ?? []) if (!covered.has(f)) gain += FORMULA_WEIGHT;
    if (c.items) {
      // A list under a heading is what the heading names ("Factors that increase …: …"), like a term item.
      gain += Math.max(...c.items.map((i) => unitValue[i] ?? 0)) + DEFINITION_WEIGHT;
      gain *= LIST_FACTOR;
    } else {
      const have = unitShare.get(c.unit) ?? 0;
      gain += (unitValue[c.unit] ?? 0) * Math.max(0, Math.min(1, have + (share.get(c) ?? 1)) - have);
      gain *= kind[c.unit] ?? 1;
    }
    // "It makes exports less competitive" needs the sentence before it (or the clause before it).
    if (c.dependsOnContext && !selected.some((s) => s.unit === c.unit - 1 || (s.unit === c.unit && s.to <= c.from)))
      gain *= CONTEXT_FACTOR;
    return gain;
  };
  probe?.(eligible, gainOf, options.budget);
  while (selected.length < options.maxPoints) {
    let best: Candidate | undefined;
    let bestRatio = 0;
    for (const c of eligible) {
      const u = units[c.unit];
      if (!u || selected.some((s) => s === c || overlaps(c, s))) continue;
      // Too long for what is left of the budget; a shorter point may still fit.
      if (selected.length >= options.minPoints && used + c.text.length + 1 > options.budget) continue;
      // "An endothermic reaction takes in energy ..." reads like the exothermic sentence but teaches a new term.
      const newTerm =
        c.content.some((k) => !covered.has(k) && salience.keyWeight(k) >= 2) ||
        (formulasOf.get(c) ?? []).some((f) => !covered.has(f));
      if (
        !newTerm &&
        selected.some((s) => s.unit !== c.unit && salience.similarity(c.unit, s.unit) > DUPLICATE_SIMILARITY)
      )
        continue;
      let gain = gainOf(c);
      // Notes are organised by section: each deserves a point before any gets a third.
      const count = perSection.get(sectionOf(u)) ?? 0;
      gain *= count === 0 ? SECTION_FIRST : 1 / (1 + SECTION_DECAY * Math.max(0, count - 1));
      // A paragraph of several sentences is one topic of the notes; each should get a point before any gets a second.
      if ((paragraphSize.get(u.block) ?? 0) >= 2) {
        const inParagraph = perParagraph.get(u.block) ?? 0;
        gain *= inParagraph === 0 ? PARAGRAPH_FIRST : 1 / (1 + PARAGRAPH_DECAY * inParagraph);
      }
      // Filling the last characters with a point that adds almost nothing only makes the summary longer.
      if (gain < MIN_GAIN) continue;
      const ratio = gain / Math.pow(c.text.length + 1, COST_EXPONENT);
      if (ratio > bestRatio) {
        bestRatio = ratio;
        best = c;
      }
    }
    if (!best) break;
    used += best.text.length + 1;
    selected.push(best);
    const u = units[best.unit];
    if (u) perSection.set(sectionOf(u), (perSection.get(sectionOf(u)) ?? 0) + 1);
    if (u) perParagraph.set(u.block, (perParagraph.get(u.block) ?? 0) + 1);
    unitShare.set(best.unit, Math.min(1, (unitShare.get(best.unit) ?? 0) + (share.get(best) ?? 1)));
    for (const k of best.content) covered.add(k);
    for (const f of formulasOf.get(best) ?? []) covered.add(f);
  }
  return selected.sort((a, b) => a.unit - b.unit || a.from - b.from);
}

function keyAtom(key: string, salience: Salience): number {
  if (/^\d/u.test(key)) return FIGURE_WEIGHT;
  return Math.max(salience.keyWeight(key), PLAIN_WORD_WEIGHT);
}

function atomWeight(keys: string[], salience: Salience): number {
  let w = 0;
  for (const k of new Set(keys)) w += keyAtom(k, salience);
  return w;
}

/**
 * How likely a kind of sentence is to hold a fact an examiner marks, as a factor on its value: the
 * rates on the study-material bench were definitions and "term: ..." lines 0.7, leads of a paragraph
 * 0.65, formulas 0.7, against 0.3 for examples, labels and sentences that lean on the one before.
 */
/**
 * A definition or a "term: meaning" item, but not the "Lab experiment: high control …" items of an
 * evaluation, which are judgements, not terms to define.
 */
function definitional(u: Unit): boolean {
  if (u.definition) return true;
  return u.term !== undefined && !EVALUATION_HEADING.test(u.section ?? '');
}

const EVALUATION_HEADING =
  /\b(?:evaluation|evaluating|strengths?|weaknesses?|limitations?|criticisms?|advantages?|disadvantages?|pros|cons|AO3)\b/iu;

/** A row of values is no point: the sentence that states the rule is (the cards still ask the rows). */
const VALUE_ROW_FACTOR = 0;
/**
 * Any other row but the first: each row is a block of its own, so the lead factor (× 1.25) would rank
 * every row of a table as the lead of a paragraph; a table has one lead, its first row.
 */
const LATER_ROW_FACTOR = 1 / 1.25;

function tableFactor(analysis: AnalysedText, u: Unit): number {
  const row = analysis.blocks[u.block]?.table;
  if (!row) return 1;
  if (row.valueKeyed) return VALUE_ROW_FACTOR;
  return analysis.blocks[u.block - 1]?.table ? LATER_ROW_FACTOR : 1;
}

function kindFactor(u: Unit, contrast: boolean): number {
  let f = 1;
  if (definitional(u) || contrast) f *= 1.5;
  if (u.firstInBlock || u.firstInSection) f *= 1.25;
  const equation = isEquation(u.text);
  if (equation) f *= 1.3;
  if (METHOD_STEP.test(u.text) && u.tokens[0]?.pos === 'VERB') f *= 0.4;
  else if (METHOD_STEP.test(u.text)) f *= 0.6;
  if (EXAMPLE_START.test(u.text)) f *= 0.5;
  // "Thermal decomposition is an example." says nothing without the sentence before it.
  if (BARE_EXAMPLE.test(u.text)) f *= 0.2;
  // "RP: effect of pH on amylase.": the label of the steps below.
  // ("RP: making soluble salts": a gerund names the practical; it says nothing happens.)
  if (
    u.term &&
    LABEL_TERM.test(u.term.term) &&
    !u.tokens.slice(u.term.termTo + 1).some((t) => isVerbLike(t) && !/ing$/u.test(t.lower))
  )
    return 0;
  if (ADVICE_LINE.test(u.text)) {
    // "Required practical: osmosis in potato.": a label for what follows, not a point.
    const label = u.term !== undefined && !u.tokens.slice(u.term.termTo + 1).some(isVerbLike);
    f *= label ? 0 : META_FACTOR;
  }
  if (u.isFragment && !u.term && !equation) f *= 0.3;
  return f * cueFactor(u);
}

/**
 * What an examiner marks, beyond definitions and formulas (kindFactor): a quotation of two or more
 * words (literature, RS, history sources), a cause or effect ("because", "leads to", "due to" ...),
 * and a numbered step of a process. Each measured neutral to +0.05 recall on the study-material sets.
 */
const QUOTATION_FACTOR = 1.2;
const CAUSE_FACTOR = 1.2;
const STEP_FACTOR = 1.3;
// The first run cannot hold a space, so the pattern cannot backtrack over a long unquoted run.
const QUOTATION = /["“][^"”\s]{1,60} [^"”]{0,400}?["”]/u;
const CAUSE =
  /\b(?:because|due to|leads? to|led to|results? in|resulted in|causes?|caused|therefore|so that|which means)\b/iu;

export function cueFactor(u: Unit): number {
  let f = 1;
  if (QUOTATION.test(u.text)) f *= QUOTATION_FACTOR;
  if (CAUSE.test(u.text)) f *= CAUSE_FACTOR;
  if (u.numbered) f *= STEP_FACTOR;
  return f;
}
