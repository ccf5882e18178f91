import {
  type AnalysedText,
  analyseText,
  applyBold,
  chooseBoldSpans,
  CLASSROOM_TALK,
  finishSentence,
  isCodeLine,
  keyTermSpans,
  MAX_ANALYSED_CHARS,
  rankUnits,
  type Salience,
  type Span,
  termContext,
  type Token,
  type Unit,
} from '../nlp/index.js';
import { balanced, candidatesOf, type Candidate } from './clauses.js';
import { inRanges, isIncomplete } from './condense.js';
import { keepMeaning } from './keep-meaning.js';
import { listPoints } from './list-points.js';
import { isEquation, selectByCoverage, type SelectionProbe } from './select-coverage.js';
import { HARD_SHARE_LIMIT, lengthProfile, type LengthProfile, shownLength, withinLength } from './summary-length.js';
import type { SummariseInput, Summariser } from './summariser.js';

const MIN_POINTS = 4;
const MAX_POINTS = 12;
/**
 * One bold term per point: the term the point is about stands out, and the markup's four characters
 * a span do not crowd a fact out of the budget (a second span cost 0.02 recall once markup counted).
 */
const BOLD_PER_POINT = 1;
/** Re-selections with a smaller budget when the marked-up points run over (usually one is enough). */
const MAX_SELECTIONS = 4;
/** Fewest points whatever the budget, so short notes still get a useful summary. */
const MIN_BUDGET_POINTS = 3;

/**
 * Offline extractive summariser: ranks the notes' sentences (TextRank over BM25 vectors, plus
 * key-term density and boosts for definitions, figures and causes), offers each whole (shortened)
 * and as clauses, picks the set that covers the most key facts within a character budget
 * (select-coverage.ts), and returns them in the notes' order with key terms in **bold**. Deterministic and ~20 ms for a
 * 2,000-word note once the model is loaded. See docs/summariser.md.
 */
export class BuiltinSummariser implements Summariser {
  summarise(input: SummariseInput): Promise<string[]> {
    return Promise.resolve(summariseNotes(input));
  }
}

export function summariseNotes(input: SummariseInput, probe?: SelectionProbe): string[] {
  const prepared = prepareCandidates(input);
  if (!prepared) return [];
  const { analysis, salience, candidates } = prepared;
  if (analysis.units.length <= 3)
    return renderPoints(
      analysis,
      salience,
      candidates.filter((c) => c.whole),
      input.topic,
    );
  const { norm, eligible } = eligibleCandidates(analysis, salience, candidates);
  const sourceChars = sourceLength(input.text);
  // Share of the notes' characters the summary may use (summary-length.ts). Standard, about a third,
  // keeps what an examiner marks while a first-sentence skim (a quarter) loses half of it.
  const profile = lengthProfile(input.length);
  // The points are shown (and returned) with their **bold** markup, which the selection's budget
  // cannot see: when the marked-up summary is over the limit, select again with the excess taken off.
  const limit = sourceChars * profile.shownShare;
  let budget = sourceChars * profile.budgetShare;
  let points: string[] = [];
  let chosen: Candidate[] = [];
  let used = 0;
  for (let attempt = 0; attempt < MAX_SELECTIONS; attempt++) {
    chosen = selectCandidates(analysis, salience, eligible, norm, budget, probe, profile);
    points = renderPoints(analysis, salience, chosen, input.topic);
    used = chosen.reduce((n, c) => n + c.text.length + 1, 0);
    const shown = shownLength(points);
    if (shown <= limit || chosen.length <= MIN_BUDGET_POINTS) break;
    budget -= shown - limit;
  }
  const shown = shownLength(points);
  if (shown > sourceChars * profile.hardShare) {
    // With room to spare the same points fit every smaller budget, and the 40% guard below would
    // drop the longest point (a short note of long lines lost a quarter of its summary that way):
    // cut from what the points used instead.
    chosen = selectCandidates(analysis, salience, eligible, norm, used - (shown - limit), probe, profile);
  }
  // A heading's law or definition stays, and no point leans on a dropped sentence (keep-meaning.ts).
  chosen = keepMeaning(analysis, chosen, {
    eligible,
    all: candidates,
    limit: sourceChars * profile.hardShare,
    maxPoints: profile.maxPoints,
  });
  points = renderPoints(analysis, salience, chosen, input.topic);
  // The retries aim under the shown share and sometimes end a little over it; keepMeaning made room
  // within the hard share unless a heading's definitions alone need more. Those stay up to 40% of the
  // notes (a short summary of notes that are mostly laws is a little longer); nothing passes that.
  return withinLength(points, input.text.slice(0, MAX_ANALYSED_CHARS), Math.max(profile.hardShare, HARD_SHARE_LIMIT));
}

/** The notes analysed and ranked, with every point a summary could use. */
function prepareCandidates(
  input: SummariseInput,
): { analysis: AnalysedText; salience: Salience; candidates: Candidate[] } | undefined {
  const analysis = analyseText(input.text);
  if (analysis.units.length === 0) return undefined;
  const salience = rankUnits(analysis, { subject: input.subject, topic: input.topic });
  const candidates = [
    ...analysis.units.flatMap((u) => candidatesOf(u, analysis.blocks[u.block]?.table !== undefined)),
    ...listPoints(analysis),
  ];
  return { analysis, salience, candidates };
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

/** The candidates the selection may choose from, with each unit's salience normalised. */
function eligibleCandidates(
  analysis: AnalysedText,
  salience: Salience,
  candidates: Candidate[],
): { norm: number[]; eligible: Candidate[] } {
  const { units } = analysis;
  // Normalise by a high percentile rather than the maximum, so one outstanding sentence does not
  // flatten the differences between all the others.
  const sorted = [...salience.scores].sort((a, b) => b - a);
  const reference = sorted[Math.floor(sorted.length * 0.1)] ?? sorted[0] ?? 1;
  const norm = salience.scores.map((s) => Math.min(1.2, s / Math.max(reference, 1e-9)));
  // A point is a whole sentence or a labelled term: never a heading-like fragment or a line OCR cut off.
  const eligible = candidates.filter((c) => {
    const u = units[c.unit];
    // A list point stands for its items together: one line alone may rank low.
    if (c.items) return Math.max(...c.items.map((i) => norm[i] ?? 0)) >= 0.08;
    if (!u || (norm[u.index] ?? 0) < 0.08 || u.wordCount < 2 || u.isQuestion) return false;
    // "Photosynthesis in plants." under the topic "Photosynthesis in plants" only repeats the title.
    const restatesTopic = u.wordCount <= 8 && u.content.length > 0 && u.content.every((k) => salience.focusKeys.has(k));
    return !restatesTopic && (!c.whole || standsAlone(u));
  });
  return { norm, eligible };
}

function selectCandidates(
  analysis: AnalysedText,
  salience: Salience,
  eligible: Candidate[],
  norm: number[],
  budget: number,
  probe: SelectionProbe | undefined,
  profile: LengthProfile,
): Candidate[] {
  const { units } = analysis;
  // The character budget is the real limit; the count only stops a summary of many tiny points.
  const maxPoints = Math.min(
    profile.maxPoints,
    Math.max(targetPointCount(analysis.wordCount, units.length), Math.round(units.length * profile.unitShare)),
  );
  // The budget counts the notes as written (titles and headings too, which a summary replaces) and
  // the points as they will be shown, one separator each.
  return selectByCoverage(analysis, salience, eligible, norm, probe, {
    budget,
    maxPoints,
    minPoints: MIN_BUDGET_POINTS,
  });
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
    // A term already bold in an earlier point is not forced again ("Photosynthesis is an endothermic ...").
    const forcedRaw = forcedSpan(unit, 0);
    const forced = forcedRaw && visible(forcedRaw) ? forcedRaw : undefined;
    let bold = chooseBoldSpans(
      spans,
      BOLD_PER_POINT,
      used,
      minScore,
      forced && !used.has(forced.phrase) ? forced : undefined,
    );
    // A short point may have no strong term, but the term it is about ("Amylase breaks down ...") still is one.
    const subject = spans.filter(
      (s) => s.kind === 'term' && (unit.tokens[s.from]?.start ?? -1) === c.from && !used.has(s.phrase),
    );
    if (bold.length === 0 && subject.length > 0) bold = chooseBoldSpans(subject, 1, used, 0.5, undefined);
    const lower = text.toLowerCase();
    const ranges: { start: number; end: number }[] = [];
    for (const s of bold) {
      // Find the phrase in the shortened point: removals shift offsets.
      const phrase = unit.text.slice(unit.tokens[s.from]?.start ?? 0, unit.tokens[s.to]?.end ?? 0).toLowerCase();
      const at = phrase ? wordAt(lower, phrase) : -1;
      if (at >= 0 && !ranges.some((r) => at < r.end && at + phrase.length > r.start))
        ranges.push({ start: at, end: at + phrase.length });
    }
    points.push(applyBold(text, ranges));
  }
  return points;
}

/** Where a phrase first stands as whole words: the symbol "v" is not the start of "volume". */
function wordAt(text: string, phrase: string): number {
  const isWordChar = (ch: string | undefined): boolean => ch !== undefined && /[\p{L}\p{N}]/u.test(ch);
  for (let at = text.indexOf(phrase); at >= 0; at = text.indexOf(phrase, at + 1))
    if (!isWordChar(text[at - 1]) && !isWordChar(text[at + phrase.length])) return at;
  return -1;
}

/**
 * Whether a whole unit reads as a study point: not cut off, not a verbless fragment or a short
 * unpunctuated list line ("Memory address register (MAR)"), not an example of the sentence before.
 */
function standsAlone(u: Unit): boolean {
  // Half a quotation or bracket is half of a sentence split in the wrong place ('... each other."').
  if (isIncomplete(u) || !balanced(u.text) || isCodeLine(u.text)) return false;
  // "Tick each topic once you can explain it without your notes.": an instruction, not a fact.
  if (/^(?:tick|highlight|test yourself|revise)\b/iu.test(u.text) && CLASSROOM_TALK.test(u.text)) return false;
  // "36 + 64 = 100, so c = 10 cm.": the middle of a worked example, not a formula to learn.
  if (isEquation(u.text) && !/^\p{L}/u.test(u.text)) return false;
  // "Weight = mass × gravitational field strength": a formula is a fact to learn, verb or not.
  if (u.term || isEquation(u.text)) return true;
  if (u.isFragment) return false;
  if (u.wordCount < 4 || (u.wordCount < 6 && !/[.!?]["')\]]*$/u.test(u.text))) return false;
  return !/^(?:for example|for instance|e\.g\.?|such as)\b/iu.test(u.text);
}

/** The term of a "term: explanation" item or the subject of a short definition is always the key term. */
function forcedSpan(unit: Unit, cut: number): Span | undefined {
  if (unit.term && unit.term.termTo < 6) return termSpan(unit, 0, unit.term.termTo, cut, true);
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
function termSpan(unit: Unit, from: number, to: number, cut: number, label = false): Span | undefined {
  const tokens = unit.tokens;
  let a = from;
  let b = to;
  const trim = (t: Token | undefined): boolean =>
    t !== undefined && (t.pos === 'DET' || t.type === 'punctuation' || t.type === 'symbol');
  while (a <= b && trim(tokens[a])) a++;
  // "Remember OIL RIG:", "Note: ...": an instruction to the reader is not part of the term.
  if (a < b && /^(?:remember|note)$/iu.test(tokens[a]?.value ?? '')) a++;
  // "... of October 1962", "... of 1947", "(1839)": the date is not part of the name.
  const of = tokens.findIndex((t, i) => i > a && i <= b && (t.lower === 'of' || t.value === '('));
  if (
    of > a &&
    tokens.slice(of + 1, b + 1).some((t) => t.type === 'number' || /^\p{Lu}\p{Ll}+$/u.test(t.value) === false)
  ) {
    const rest = tokens.slice(of + 1, b + 1).filter((t) => t.type !== 'punctuation');
    if (rest.length > 0 && rest.every((t) => t.type === 'number' || t.entity === 'DATE')) b = of - 1;
  }
  // "Unitary elasticity (PED = 1)": a bracket the term cannot close is left out, never half-bolded.
  const open = tokens.findIndex((t, i) => i > a && i <= b && t.value === '(');
  if (open > a && !tokens.slice(open, b + 1).some((t) => t.value === ')')) b = open - 1;
  while (b >= a && trim(tokens[b]) && !(tokens[b]?.value === ')' && tokens.slice(a, b).some((t) => t.value === '(')))
    b--;
  if (b < a || (tokens[a]?.start ?? 0) < cut) return undefined;
  const inner = tokens.slice(a, b + 1);
  // A label may be an adjective ("Perfectly inelastic: ..."); elsewhere a term needs a noun.
  const termWord = (t: Token): boolean =>
    t.pos === 'NOUN' || t.pos === 'PROPN' || t.type === 'number' || (label && t.pos === 'ADJ');
  if (!inner.some(termWord)) return undefined;
  if (inner.some((t) => t.pos === 'PRON')) return undefined;
  const phrase = unit.text.slice(tokens[a]?.start ?? 0, tokens[b]?.end ?? 0).toLowerCase();
  return { from: a, to: b, phrase, score: Number.POSITIVE_INFINITY, kind: 'term' };
}
