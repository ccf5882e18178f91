import { analyseText, contentKeys, MAX_ANALYSED_CHARS, type AnalysedText, type Unit } from '../nlp/analyse.js';
import { nounPhraseEnd } from '../nlp/patterns.js';
import { applyBold, chooseBoldSpans, keyTermSpans, termContext, type Span } from '../nlp/key-terms.js';
import { finishSentence } from '../nlp/points.js';
import { rankUnits, type Salience } from '../nlp/salience.js';
import type { Token } from '../nlp/tokens.js';
import { candidatesOf, type Candidate } from './clauses.js';
import { inRanges, isIncomplete } from './condense.js';
import type { SummariseInput, Summariser } from './summariser.js';

/** MMR trade-off between a sentence's own salience and its overlap with points already chosen. */
const MMR_LAMBDA = 0.72;
/** Above this cosine similarity a sentence repeats a chosen point and is never added. */
const DUPLICATE_SIMILARITY = 0.55;
const MIN_POINTS = 4;
const MAX_POINTS = 12;
/**
 * Share of the notes' characters a summary may use. Revision points should condense: about a third
 * keeps what an examiner marks while a first-sentence skim (a quarter) loses half of it.
 */
const CHAR_BUDGET_SHARE = 0.39;
/** How strongly a shorter point is preferred: 1 would rank purely by value per character. */
const LENGTH_EXPONENT = 0.5;
/** Weight of new key terms against sentence salience when choosing points. */
const FRESH_SHARE = 0.3;
const QUOTE_BOOST = 1.3;
const FIGURE_BOOST = 1.1;
/** Fewest points whatever the budget, so short notes still get a useful summary. */
const MIN_BUDGET_POINTS = 3;
/** Most points a summary has, however long the notes (as for the LLM summariser). */
const MAX_BUDGET_POINTS = 15;

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
  const candidates = units.flatMap((u) => candidatesOf(u));
  const chosen =
    units.length <= 3
      ? candidates.filter((c) => c.whole)
      : selectCandidates(analysis, salience, candidates, sourceLength(input.text));
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

/** The notes' length as a reader sees it: runs of spaces and line breaks count once. */
function sourceLength(text: string): number {
  return text.slice(0, MAX_ANALYSED_CHARS).replace(/\s+/gu, ' ').trim().length;
}

function selectCandidates(
  analysis: AnalysedText,
  salience: Salience,
  candidates: Candidate[],
  sourceChars: number,
): Candidate[] {
  const { units } = analysis;
  // The character budget is the real limit; the count only stops a summary of many tiny points.
  const target = Math.min(
    MAX_BUDGET_POINTS,
    Math.max(targetPointCount(analysis.wordCount, units.length), Math.round(units.length * 0.75)),
  );
  // The budget counts the notes as written (titles and headings too, which a summary replaces) and
  // the points as they will be shown, one separator each.
  const budget = sourceChars * CHAR_BUDGET_SHARE;
  const typicalLength = median(candidates.filter((c) => c.whole).map((c) => c.text.length + 1));
  let used = 0;
  const skipped = new Set<Candidate>();
  // Normalise by a high percentile rather than the maximum, so one outstanding sentence does not
  // flatten the differences between all the others.
  const sorted = [...salience.scores].sort((a, b) => b - a);
  const reference = sorted[Math.floor(sorted.length * 0.1)] ?? sorted[0] ?? 1;
  const norm = salience.scores.map((s) => Math.min(1.2, s / Math.max(reference, 1e-9)));
  const weightOf = (keys: string[]): number => [...new Set(keys)].reduce((n, k) => n + salience.keyWeight(k), 0);
  // A point is a whole sentence or a labelled term: never a heading-like fragment or a line OCR cut off.
  const eligible = candidates.filter((c) => {
    const u = units[c.unit];
    if (!u || (norm[u.index] ?? 0) < 0.08 || u.wordCount < 2 || u.isQuestion) return false;
    // "Photosynthesis in plants." under the topic "Photosynthesis in plants" only repeats the title.
    const restatesTopic = u.wordCount <= 8 && u.content.length > 0 && u.content.every((k) => salience.focusKeys.has(k));
    return !restatesTopic && (!c.whole || standsAlone(u));
  });
  // A clause is worth the share of its sentence's key terms it carries.
  const share = new Map<Candidate, number>();
  for (const c of eligible) {
    const u = units[c.unit];
    if (c.whole || !u) share.set(c, 1);
    else share.set(c, Math.min(1, Math.pow((weightOf(c.content) + 0.3) / (weightOf(u.content) + 0.3), 0.6)));
  }
  const typicalWeight = Math.max(0.5, median(units.map((u) => weightOf(u.content))));
  const markable = new Map<Candidate, number>();
  for (const c of eligible) markable.set(c, markableBoost(c.text));
  const selected: Candidate[] = [];
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
  const overlaps = (c: Candidate, s: Candidate): boolean =>
    c.unit === s.unit && (c.whole || s.whole || (c.from < s.to && s.from < c.to));

  while (selected.length < target) {
    let best: Candidate | undefined;
    let bestValue = Number.NEGATIVE_INFINITY;
    for (const c of eligible) {
      const u = units[c.unit];
      if (!u || skipped.has(c) || selected.some((s) => s === c || overlaps(c, s))) continue;
      // "An endothermic reaction takes in energy from the surroundings" reads like the exothermic
      // sentence before it but teaches a different term: overlap with a point that lacks the
      // sentence's own key term is a contrast, not a repeat.
      const redundancy = Math.max(
        0,
        ...selected.map((s) => {
          if (s.unit === c.unit) return 0;
          const sim = salience.similarity(u.index, s.unit);
          // A figure, date or key term the chosen point lacks is a new fact, not a repeat.
          const adds = c.content.some((k) => !coveredKeys.has(k) && (/^\d/u.test(k) || salience.keyWeight(k) >= 2));
          return sim > 0.2 && (adds || bringsNewTerm(subjectKeys(u), units[s.unit], salience)) ? sim * 0.5 : sim;
        }),
      );
      if (redundancy > DUPLICATE_SIMILARITY) continue;
      // Salience says how central the sentence is; fresh key-term weight says how many new facts it adds.
      const fresh = Math.min(1.5, freshWeight(c.content, coveredKeys, salience) / typicalWeight);
      let relevance =
        (norm[u.index] ?? 0) *
          (share.get(c) ?? 1) *
          (1 - FRESH_SHARE) *
          (0.5 + 0.5 * novelty(c.content, coveredKeys, salience)) +
        FRESH_SHARE * fresh;
      // "It makes exports less competitive" needs the sentence before it.
      if (c.dependsOnContext && !selected.some((s) => s.unit === c.unit - 1)) relevance *= 0.6;
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
      // What examiners mark: a quotation, a figure or date, a named term.
      relevance *= markable.get(c) ?? 1;
      // Facts per character: of two equally good points the shorter leaves room for another fact.
      const length = c.text.length + 1;
      relevance *= Math.min(2, Math.max(0.5, Math.pow(typicalLength / Math.max(1, length), LENGTH_EXPONENT)));
      const value = MMR_LAMBDA * relevance - (1 - MMR_LAMBDA) * redundancy;
      if (value > bestValue) {
        bestValue = value;
        best = c;
      }
    }
    if (!best) break;
    const length = best.text.length + 1;
    if (selected.length >= MIN_BUDGET_POINTS && used + length > budget) {
      // Too long for what is left of the budget; a shorter strong point may still fit.
      skipped.add(best);
      continue;
    }
    used += length;
    selected.push(best);
    const u = units[best.unit];
    perSection.set(u?.section, (perSection.get(u?.section) ?? 0) + 1);
    perGroup.set(u?.block ?? -1, (perGroup.get(u?.block ?? -1) ?? 0) + 1);
    for (const k of best.content) coveredKeys.add(k);
  }
  return selected.sort((a, b) => a.unit - b.unit || a.from - b.from);
}

/** Whether a sentence's subject has a key term (weight ≥ 2) that the chosen point does not mention. */
function bringsNewTerm(subjectKeys: string[], chosen: Unit | undefined, salience: Salience): boolean {
  if (!chosen || subjectKeys.length === 0) return false;
  return subjectKeys.some((k) => !chosen.content.includes(k) && salience.keyWeight(k) >= 2);
}

/** Key-term weight of a point's words that no chosen point has covered yet. */
function freshWeight(content: string[], covered: Set<string>, salience: Salience): number {
  let fresh = 0;
  for (const k of new Set(content))
    if (!covered.has(k)) fresh += Math.max(salience.keyWeight(k), /^\d/u.test(k) ? 1 : 0.3);
  return fresh;
}

/** Share of a point's key-term weight that no chosen point has covered yet. */
function novelty(content: string[], covered: Set<string>, salience: Salience): number {
  let total = 0;
  let fresh = 0;
  for (const k of new Set(content)) {
    const w = salience.keyWeight(k);
    total += w;
    if (!covered.has(k)) fresh += w;
  }
  return total > 0 ? fresh / total : 0.5;
}

function renderPoints(
  analysis: AnalysedText,
  salience: Salience,
  chosen: Candidate[],
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
  for (const c of chosen) {
    const unit = analysis.units[c.unit];
    if (!unit) continue;
    const text = finishSentence(c.text);
    const key = text
      .toLowerCase()
      .replace(/[^\p{L}\p{N}]+/gu, ' ')
      .trim();
    if (seen.has(key)) continue;
    seen.add(key);
    const visible = (s: Span): boolean => {
      const start = unit.tokens[s.from]?.start ?? 0;
      const end = unit.tokens[s.to]?.end ?? 0;
      return start >= c.from && end <= c.to && !inRanges(start, c.removed) && !inRanges(end - 1, c.removed);
    };
    const spans = (spansByUnit[c.unit] ?? []).filter(visible);
    const max = text.split(/\s+/u).length < 12 ? 1 : 2;
    // A term already bold in an earlier point is not forced again ("Photosynthesis is an endothermic ...").
    const forcedRaw = forcedSpan(unit, 0);
    const forced = forcedRaw && visible(forcedRaw) ? forcedRaw : undefined;
    const bold = chooseBoldSpans(spans, max, used, minScore, forced && !used.has(forced.phrase) ? forced : undefined);
    const lower = text.toLowerCase();
    const ranges: { start: number; end: number }[] = [];
    for (const s of bold) {
      // Find the phrase in the shortened point: removals shift offsets.
      const phrase = unit.text.slice(unit.tokens[s.from]?.start ?? 0, unit.tokens[s.to]?.end ?? 0).toLowerCase();
      const at = phrase ? lower.indexOf(phrase) : -1;
      if (at >= 0 && !ranges.some((r) => at < r.end && at + phrase.length > r.start))
        ranges.push({ start: at, end: at + phrase.length });
    }
    points.push(applyBold(text, ranges));
  }
  return points;
}

/**
 * Whether a whole unit reads as a study point: not cut off, not a verbless fragment or a short
 * unpunctuated list line ("Memory address register (MAR)"), not an example of the sentence before.
 */
function standsAlone(u: Unit): boolean {
  if (isIncomplete(u) || (u.isFragment && !u.term)) return false;
  if (u.term) return true;
  if (u.wordCount < 4 || (u.wordCount < 6 && !/[.!?]["')\]]*$/u.test(u.text))) return false;
  return !/^(?:for example|for instance|e\.g\.?|such as)\b/iu.test(u.text);
}

/** Quotations, figures and dates are facts an examiner looks for, whatever their salience. */
function markableBoost(text: string): number {
  let m = 1;
  if (/"[^"]*\s[^"]*"/u.test(text)) m *= QUOTE_BOOST;
  if (/\d/u.test(text)) m *= FIGURE_BOOST;
  return m;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 100;
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
