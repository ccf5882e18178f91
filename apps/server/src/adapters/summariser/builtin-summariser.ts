import { analyseText, contentKeys, type AnalysedText, type Unit } from '../nlp/analyse.js';
import { nounPhraseEnd } from '../nlp/patterns.js';
import { applyBold, chooseBoldSpans, keyTermSpans, termContext, type Span } from '../nlp/key-terms.js';
import { pointText } from '../nlp/points.js';
import { rankUnits, type Salience } from '../nlp/salience.js';
import type { Token } from '../nlp/tokens.js';
import type { SummariseInput, Summariser } from './summariser.js';

/** MMR trade-off between a sentence's own salience and its overlap with points already chosen. */
const MMR_LAMBDA = 0.72;
/** Above this cosine similarity a sentence repeats a chosen point and is never added. */
const DUPLICATE_SIMILARITY = 0.55;
const MIN_POINTS = 4;
const MAX_POINTS = 12;

/**
 * Offline extractive summariser: ranks the notes' sentences (TextRank over BM25 vectors, plus
 * key-term density and boosts for definitions, figures and causes), picks a diverse set with MMR,
 * and returns them in the notes' order with key terms in **bold**. Deterministic and ~20 ms for a
 * 2,000-word note once the model is loaded. See docs/summariser.md.
 */
export class BuiltinSummariser implements Summariser {
  summarise(input: SummariseInput): Promise<string[]> {
    return Promise.resolve(summariseNotes(input));
  }
}

export function summariseNotes(input: SummariseInput): string[] {
  const analysis = analyseText(input.text);
  const units = analysis.units;
  if (units.length === 0) return [];
  const salience = rankUnits(analysis, { subject: input.subject, topic: input.topic });
  const chosen = units.length <= 3 ? units.map((u) => u.index) : selectUnits(analysis, salience);
  return renderPoints(analysis, salience, chosen, input.topic);
}

/**
 * 4–12 points, growing with the logarithm of the length (6 for 150 words, 8 for 230, 10 for 400, 12
 * from ~700) or with the number of sentences for dense notes (half of them), whichever is more.
 */
export function targetPointCount(wordCount: number, unitCount: number): number {
  const byLength = Math.round(2 + 2.6 * Math.log2(Math.max(1, wordCount) / 50));
  const byDensity = Math.round(unitCount * 0.6);
  const target = Math.min(MAX_POINTS, Math.max(MIN_POINTS, byLength, byDensity));
  // Short notes keep most of their sentences but still lose the weakest few.
  const cap = Math.max(Math.min(MIN_POINTS, unitCount), Math.ceil(unitCount * 0.65));
  return Math.min(target, cap, unitCount);
}

function selectUnits(analysis: AnalysedText, salience: Salience): number[] {
  const { units } = analysis;
  const target = targetPointCount(analysis.wordCount, units.length);
  // Normalise by a high percentile rather than the maximum, so one outstanding sentence does not
  // flatten the differences between all the others.
  const sorted = [...salience.scores].sort((a, b) => b - a);
  const reference = sorted[Math.floor(sorted.length * 0.1)] ?? sorted[0] ?? 1;
  const norm = salience.scores.map((s) => Math.min(1.2, s / Math.max(reference, 1e-9)));
  const eligible = units.filter((u) => (norm[u.index] ?? 0) >= 0.08 && u.wordCount >= 2);
  const selected: number[] = [];
  const perSection = new Map<string | undefined, number>();
  const perGroup = new Map<number, number>();
  const coveredKeys = new Set<string>();
  // A paragraph of several sentences is one topic of the notes ("the Truman Doctrine and the Marshall
  // Plan"); each deserves a point before any gets a third.
  const groupSize = new Map<number, number>();
  const groupWords = new Map<number, number>();
  for (const u of units) {
    if (u.blockKind !== 'paragraph') continue;
    groupSize.set(u.block, (groupSize.get(u.block) ?? 0) + 1);
    groupWords.set(u.block, (groupWords.get(u.block) ?? 0) + u.wordCount);
  }
  const hasGroups = [...groupSize.values()].filter((n) => n >= 2).length >= 2;
  const subjects = new Map<number, string[]>();
  const subjectKeys = (u: Unit): string[] => {
    let keys = subjects.get(u.index);
    if (!keys) {
      const end = nounPhraseEnd(u.tokens, 0, 6);
      keys = end < 0 ? [] : contentKeys(u.tokens.slice(0, end + 1));
      subjects.set(u.index, keys);
    }
    return keys;
  };

  while (selected.length < target) {
    let best: Unit | undefined;
    let bestValue = Number.NEGATIVE_INFINITY;
    for (const u of eligible) {
      if (selected.includes(u.index)) continue;
      // "An endothermic reaction takes in energy from the surroundings" reads like the exothermic
      // sentence before it but teaches a different term: overlap with a point that lacks the
      // sentence's own key term is a contrast, not a repeat.
      const redundancy = Math.max(
        0,
        ...selected.map((s) => {
          const sim = salience.similarity(u.index, s);
          return sim > 0.2 && bringsNewTerm(subjectKeys(u), units[s], salience) ? sim * 0.5 : sim;
        }),
      );
      if (redundancy > DUPLICATE_SIMILARITY) continue;
      let relevance = (norm[u.index] ?? 0) * (0.5 + 0.5 * novelty(u, coveredKeys, salience));
      // "It makes exports less competitive" needs the sentence before it.
      if (u.dependsOnContext && !selected.includes(u.index - 1)) relevance *= 0.6;
      // Notes are organised by heading; a summary that skips a whole section misses something.
      const sectionCount = perSection.get(u.section) ?? 0;
      if (u.section !== undefined && sectionCount === 0) relevance += 0.15;
      relevance -= 0.06 * sectionCount;
      if (hasGroups && (groupSize.get(u.block) ?? 0) >= 2) {
        const groupCount = perGroup.get(u.block) ?? 0;
        if (groupCount === 0) relevance += 0.12;
        // Points in proportion to the paragraph's share of the notes: a long paragraph of facts
        // earns more than a short one.
        const quota = ((groupWords.get(u.block) ?? 0) / Math.max(1, analysis.wordCount)) * target;
        relevance -= 0.15 * Math.max(0, groupCount + 0.5 - quota);
      }
      const value = MMR_LAMBDA * relevance - (1 - MMR_LAMBDA) * redundancy;
      if (value > bestValue) {
        bestValue = value;
        best = u;
      }
    }
    if (!best) break;
    selected.push(best.index);
    perSection.set(best.section, (perSection.get(best.section) ?? 0) + 1);
    perGroup.set(best.block, (perGroup.get(best.block) ?? 0) + 1);
    for (const k of best.content) coveredKeys.add(k);
  }
  return selected.sort((a, b) => a - b);
}

/** Whether a sentence's subject has a key term (weight ≥ 2) that the chosen point does not mention. */
function bringsNewTerm(subjectKeys: string[], chosen: Unit | undefined, salience: Salience): boolean {
  if (!chosen || subjectKeys.length === 0) return false;
  return subjectKeys.some((k) => !chosen.content.includes(k) && salience.keyWeight(k) >= 2);
}

/** Share of a sentence's key-term weight that no chosen point has covered yet. */
function novelty(u: Unit, covered: Set<string>, salience: Salience): number {
  let total = 0;
  let fresh = 0;
  for (const k of new Set(u.content)) {
    const w = salience.keyWeight(k);
    total += w;
    if (!covered.has(k)) fresh += w;
  }
  return total > 0 ? fresh / total : 0.5;
}

function renderPoints(
  analysis: AnalysedText,
  salience: Salience,
  indices: number[],
  topic: string | undefined,
): string[] {
  const ctx = termContext(analysis, salience, topic);
  const spansByUnit = analysis.units.map((u) => keyTermSpans(u, ctx));
  const allSpans = spansByUnit.flat();
  const topScore = Math.max(0, ...allSpans.map((s) => s.score));
  // Relative to the notes' strongest term, but one dominant phrase must not silence all the others.
  const minScore = Math.max(1, Math.min(1.5, topScore * 0.25));
  const used = new Set<string>();
  const points: string[] = [];
  const seen = new Set<string>();
  for (const index of indices) {
    const unit = analysis.units[index];
    if (!unit) continue;
    const { text, cut } = pointText(unit);
    const key = text
      .toLowerCase()
      .replace(/[^\p{L}\p{N}]+/gu, ' ')
      .trim();
    if (seen.has(key)) continue;
    seen.add(key);
    const spans = (spansByUnit[index] ?? []).filter((s) => (unit.tokens[s.from]?.start ?? 0) >= cut);
    const max = unit.wordCount < 12 ? 1 : 2;
    // A term already bold in an earlier point is not forced again ("Photosynthesis is an endothermic ...").
    const forced = forcedSpan(unit, cut);
    const chosen = chooseBoldSpans(spans, max, used, minScore, forced && !used.has(forced.phrase) ? forced : undefined);
    const ranges = chosen.map((s) => ({
      start: (unit.tokens[s.from]?.start ?? 0) - cut,
      end: (unit.tokens[s.to]?.end ?? 0) - cut,
    }));
    points.push(applyBold(text, ranges));
  }
  return points;
}

/** The term of a "term: explanation" item or the subject of a short definition is always the key term. */
function forcedSpan(unit: Unit, cut: number): Span | undefined {
  if (unit.term && unit.term.termTo < 6) return termSpan(unit, 0, unit.term.termTo, cut);
  const d = unit.definition;
  if (d && d.form === 'name') {
    // "... is called the activation energy": the name is the term.
    const endChar = (unit.tokens[d.predicateFrom]?.start ?? 0) + d.predicate.length;
    const last = unit.tokens.findLastIndex((t) => t.end <= endChar);
    return termSpan(unit, d.predicateFrom, last, cut);
  }
  // "Light and water ripples are examples of ...": a list, not a term.
  if (d && !d.listSubject && d.subjectTo - d.subjectFrom < 6 && !/\band\b/iu.test(d.subject))
    return termSpan(unit, d.subjectFrom, d.subjectTo, cut);
  return undefined;
}

/**
 * Tokens [from, to] as a bold term, trimmed to the term itself: "the **mitochondrion**", "The
 * **Cuban Missile Crisis** of October 1962", "called **"cold"**" is no term at all (no noun).
 */
function termSpan(unit: Unit, from: number, to: number, cut: number): Span | undefined {
  const tokens = unit.tokens;
  let a = from;
  let b = to;
  const trim = (t: Token | undefined): boolean =>
    t !== undefined && (t.pos === 'DET' || t.type === 'punctuation' || t.type === 'symbol');
  while (a <= b && trim(tokens[a])) a++;
  // "... of October 1962", "... of 1947", "(1839)": the date is not part of the name.
  const of = tokens.findIndex((t, i) => i > a && i <= b && (t.lower === 'of' || t.value === '('));
  if (
    of > a &&
    tokens.slice(of + 1, b + 1).some((t) => t.type === 'number' || /^\p{Lu}\p{Ll}+$/u.test(t.value) === false)
  ) {
    const rest = tokens.slice(of + 1, b + 1).filter((t) => t.type !== 'punctuation');
    if (rest.length > 0 && rest.every((t) => t.type === 'number' || t.entity === 'DATE')) b = of - 1;
  }
  while (b >= a && trim(tokens[b]) && !(tokens[b]?.value === ')' && tokens.slice(a, b).some((t) => t.value === '(')))
    b--;
  if (b < a || (tokens[a]?.start ?? 0) < cut) return undefined;
  const inner = tokens.slice(a, b + 1);
  if (!inner.some((t) => t.pos === 'NOUN' || t.pos === 'PROPN' || t.type === 'number')) return undefined;
  if (inner.some((t) => t.pos === 'PRON')) return undefined;
  const phrase = unit.text.slice(tokens[a]?.start ?? 0, tokens[b]?.end ?? 0).toLowerCase();
  return { from: a, to: b, phrase, score: Number.POSITIVE_INFINITY, kind: 'term' };
}
