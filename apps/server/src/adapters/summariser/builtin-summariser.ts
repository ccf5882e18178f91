import { analyseText, type AnalysedText, type Unit } from '../nlp/analyse.js';
import { applyBold, chooseBoldSpans, keyTermSpans, type Span } from '../nlp/key-terms.js';
import { pointText } from '../nlp/points.js';
import { rankUnits, type Salience } from '../nlp/salience.js';
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
  return renderPoints(analysis, salience, chosen);
}

/**
 * 4–12 points, growing with the logarithm of the length (5 for 150 words, 7 for 250, 9 for 400, 12
 * from ~1,000) or with the number of sentences for dense notes (half of them), whichever is more.
 */
export function targetPointCount(wordCount: number, unitCount: number): number {
  const byLength = Math.round(1.5 + 2.4 * Math.log2(Math.max(1, wordCount) / 50));
  const byDensity = Math.round(unitCount * 0.5);
  const target = Math.min(MAX_POINTS, Math.max(MIN_POINTS, byLength, byDensity));
  // Short notes keep most of their sentences but still lose the weakest few.
  const cap = Math.max(Math.min(MIN_POINTS, unitCount), Math.ceil(unitCount * 0.6));
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
  const coveredKeys = new Set<string>();

  while (selected.length < target) {
    let best: Unit | undefined;
    let bestValue = Number.NEGATIVE_INFINITY;
    for (const u of eligible) {
      if (selected.includes(u.index)) continue;
      const redundancy = Math.max(0, ...selected.map((s) => salience.similarity(u.index, s)));
      if (redundancy > DUPLICATE_SIMILARITY) continue;
      let relevance = (norm[u.index] ?? 0) * (0.5 + 0.5 * novelty(u, coveredKeys, salience));
      // "It makes exports less competitive" needs the sentence before it.
      if (u.dependsOnContext && !selected.includes(u.index - 1)) relevance *= 0.6;
      // Notes are organised by heading; a summary that skips a whole section misses something.
      const sectionCount = perSection.get(u.section) ?? 0;
      if (u.section !== undefined && sectionCount === 0) relevance += 0.15;
      relevance -= 0.06 * sectionCount;
      const value = MMR_LAMBDA * relevance - (1 - MMR_LAMBDA) * redundancy;
      if (value > bestValue) {
        bestValue = value;
        best = u;
      }
    }
    if (!best) break;
    selected.push(best.index);
    perSection.set(best.section, (perSection.get(best.section) ?? 0) + 1);
    for (const k of best.content) coveredKeys.add(k);
  }
  return selected.sort((a, b) => a - b);
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

function renderPoints(analysis: AnalysedText, salience: Salience, indices: number[]): string[] {
  const docLower = analysis.units
    .map((u) => u.text)
    .join(' ')
    .toLowerCase();
  const allSpans = analysis.units.flatMap((u) => keyTermSpans(u, salience, docLower));
  const topScore = Math.max(0, ...allSpans.map((s) => s.score));
  const minScore = Math.max(1, topScore * 0.25);
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
    const spans = keyTermSpans(unit, salience, docLower).filter((s) => (unit.tokens[s.from]?.start ?? 0) >= cut);
    const max = unit.wordCount < 12 ? 1 : unit.wordCount < 25 ? 2 : 3;
    const chosen = chooseBoldSpans(spans, max, used, minScore, forcedSpan(unit, cut));
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
  if (unit.term && unit.term.termTo < 6) {
    return { from: 0, to: unit.term.termTo, phrase: unit.term.term.toLowerCase(), score: Number.POSITIVE_INFINITY };
  }
  const d = unit.definition;
  if (d && d.form === 'name') {
    // "... is called the activation energy": the name is the term.
    let from = d.predicateFrom;
    while (unit.tokens[from]?.pos === 'DET') from++;
    const endChar = (unit.tokens[d.predicateFrom]?.start ?? 0) + d.predicate.length;
    const last = unit.tokens.findLastIndex((t) => t.end <= endChar);
    if (last >= from) return { from, to: last, phrase: d.predicate.toLowerCase(), score: Number.POSITIVE_INFINITY };
  }
  if (d && d.form !== 'name' && d.subjectTo - d.subjectFrom < 5 && (unit.tokens[d.subjectFrom]?.start ?? 0) >= cut) {
    let from = d.subjectFrom;
    // Bold "the mitochondrion" as "the **mitochondrion**".
    while (from < d.subjectTo && unit.tokens[from]?.pos === 'DET') from++;
    return { from, to: d.subjectTo, phrase: d.subject.toLowerCase(), score: Number.POSITIVE_INFINITY };
  }
  return undefined;
}
