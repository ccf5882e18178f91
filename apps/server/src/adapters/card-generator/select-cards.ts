import { normaliseForCompare, specTermsIn } from '../nlp/index.js';
import type { Candidate, CandidateKind } from './candidate.js';
import { CLOZE_PREFIX } from './question-forms.js';
import type { CardDifficulty } from './card-generator.js';

/**
 * How much each kind of card suits each difficulty. Easy decks test what things are; hard decks
 * test figures, dates, causes and recall of the term itself. Every kind stays possible at every
 * level, so a text with only one kind of fact still yields cards.
 */
const KIND_WEIGHTS: Record<CardDifficulty, Record<CandidateKind, number>> = {
  easy: {
    definition: 1,
    term: 1,
    naming: 0.9,
    law: 0.9,
    fact: 0.85,
    qa: 0.9,
    list: 0.75,
    process: 0.75,
    cause: 0.6,
    why: 0.6,
    date: 0.55,
    figure: 0.45,
    reverse: 0.35,
    cloze: 0.35,
  },
  medium: {
    definition: 0.95,
    term: 0.9,
    naming: 0.85,
    law: 0.9,
    fact: 0.9,
    qa: 0.9,
    list: 0.8,
    process: 0.85,
    cause: 0.9,
    why: 0.9,
    date: 0.8,
    figure: 0.75,
    reverse: 0.5,
    cloze: 0.5,
  },
  hard: {
    definition: 0.6,
    term: 0.6,
    naming: 0.7,
    law: 0.8,
    fact: 0.8,
    qa: 0.9,
    list: 0.85,
    process: 0.9,
    cause: 1,
    why: 1,
    date: 1,
    figure: 1,
    reverse: 0.8,
    cloze: 0.8,
  },
};
/** Each further card of a kind counts for less, so a deck mixes kinds when the text allows. */
const REPEAT_DAMPING = 0.2;
/**
 * Each content word an answer carries beyond two (up to eight) adds this much: the answer should hold
 * the whole fact, not one word of it (the sentence-stem fallback gets none).
 */
const ANSWER_WORD_BONUS = 0.1;
/** The last-resort forms whose answer is the whole sentence: "Complete the sentence: …", "What does X do?". */
const STEM_FRONT = /^Complete the sentence: |^What (?:do|does|did) .+ do\?$/u;
/**
 * A card's value scales from this floor (an answer that carries none of its sentence, or only what
 * chosen answers already hold) to 1 (an answer that carries the whole sentence), so a deck covers
 * more of the notes' facts. Above 0 so a short deck still fills.
 */
const COVERAGE_FLOOR = 0.2;
/** The sentence-stem fallback carries its whole sentence by construction: half the credit. */
const STEM_CREDIT = 0.5;
/** Kinds that ask "what is X?"; two of them about the same X are one card twice. */
const DEFINING_KINDS = new Set<CandidateKind>(['definition', 'term', 'law', 'naming', 'qa']);
/** Kinds whose short answer is the whole fact: a date, a figure, a term recalled from its meaning. */
const SHORT_ANSWER_KINDS = new Set<CandidateKind>(['date', 'figure', 'reverse', 'naming']);
/**
 * Each specification term (nlp/spec-terms.ts) the recalled answer holds that no chosen card's answer
 * does, up to two, raises a card's value by this share: what an examiner marks, by outside knowledge
 * rather than the notes' own word counts (docs/summariser.md, "Choosing cards").
 */
const SPEC_TERM_BONUS = 0.6;
const MAX_SPEC_TERMS = 2;
/** A further card from a sentence already used must test another part of it. */
const MAX_SHARED_ANSWER = 0.4;

interface Prepared {
  candidate: Candidate;
  /** The whole fact the card tests (whole-fact.ts): what the deck's coverage is counted on. */
  final: Candidate;
  /** The whole-fact answer, normalised. */
  finalBack: string;
  /** Content words of the whole-fact answer that belong to its source sentence. */
  carried: Set<string>;
  /** Share of the source sentence's content words the whole-fact answer carries (0..1). */
  carriedShare: number;
  front: string;
  back: string;
  subject: string | undefined;
  words: Set<string>;
  answerWords: Set<string>;
  frontWords: Set<string>;
  value: number;
  /** Specification terms the recalled answer holds. */
  specTerms: string[];
}

/**
 * Chooses `count` cards (valued by `finish`, the whole fact each tests; returned through `show`, the
 * answer as the student sees it): the most important facts first (kind weight for the difficulty × the
 * candidate's quality × how much of the fact the answer carries), one card per sentence first so the
 * deck covers the notes, then further cards from a sentence only when they test another part of it.
 * Never pads: near-duplicates and cards that give each other away are rejected.
 */
export function selectCards(
  candidates: Candidate[],
  count: number,
  difficulty: CardDifficulty,
  finish: (c: Candidate) => Candidate = (c) => c,
  show: (c: Candidate) => Candidate = (c) => c,
): Candidate[] {
  const weights = KIND_WEIGHTS[difficulty];
  // Normalised forms once up front: the loop below compares every candidate with every pick.
  const prepared: Prepared[] = candidates.map((c) => {
    const answerWords = contentWords(c.back);
    const final = finish(c);
    const sourceWords = contentWords(c.source);
    // A cloze's back shows its whole sentence, but the student recalls only the blank: it is valued
    // for the blank, as before its sentence was shown.
    const recalled = final.front.startsWith(CLOZE_PREFIX) ? c.back : final.back;
    const carried = new Set([...contentWords(recalled)].filter((w) => sourceWords.has(w)));
    return {
      candidate: c,
      final,
      finalBack: normaliseForCompare(final.back),
      carried,
      carriedShare: sourceWords.size ? carried.size / sourceWords.size : 0,
      front: normaliseForCompare(c.front),
      back: normaliseForCompare(c.back),
      subject: DEFINING_KINDS.has(c.kind) ? askedAbout(c.front) : undefined,
      words: contentWords(`${c.front} ${c.back}`),
      answerWords,
      frontWords: contentWords(c.front),
      value: weights[c.kind] * c.quality * answerWeight(c, answerWords.size),
      specTerms: specTermsIn(recalled),
    };
  });
  const chosen: Prepared[] = [];
  const fronts = new Set<string>();
  const backs = new Set<string>();
  const subjects = new Set<string>();
  const byUnit = new Map<number, Prepared[]>();
  const kindCounts = new Map<CandidateKind, number>();
  // Words the chosen answers already carry: a card adds what its answer carries beyond them.
  const covered = new Set<string>();
  const coveredTerms = new Set<string>();

  const acceptable = (p: Prepared, maxPerUnit: number): boolean => {
    const c = p.candidate;
    // "Why did Germany invade Belgium?" -> "Because the Schlieffen Plan was ...": the reason may repeat
    // another card's answer, because the fact it tests is the consequence in its question.
    const otherFact = (o: Prepared): boolean =>
      c.kind === 'why' && o.candidate.kind !== 'why' && shared(p.frontWords, o.words) < 0.5;
    // The shown answers too: two rules' answers can grow into the same whole sentence.
    if (fronts.has(p.front) || backs.has(p.back) || backs.has(p.finalBack) || p.back.length === 0) return false;
    // An answer printed in its own question teaches nothing.
    if (p.back.length > 3 && p.front.includes(p.back)) return false;
    if (p.subject !== undefined && subjects.has(p.subject)) return false;
    for (const u of c.units) {
      const taken = byUnit.get(u) ?? [];
      if (taken.length >= maxPerUnit) return false;
      // A second card from a sentence must ask for another fact in it, not the same one another way.
      if (taken.some((o) => shared(o.answerWords, p.answerWords) > MAX_SHARED_ANSWER && !otherFact(o))) return false;
    }
    // Two cards on one sentence where one's answer is printed in the other's question test one fact.
    const revealing = chosen.some(
      (o) =>
        o.candidate.units.some((u) => c.units.includes(u)) &&
        !otherFact(o) &&
        ((p.back.length > 3 && (o.front.includes(p.back) || o.back.includes(p.back))) ||
          (o.back.length > 3 && (p.front.includes(o.back) || p.back.includes(o.back)))),
    );
    if (revealing) return false;
    // "What is insulin?" / "What is glucagon?": two terms defined alike are two facts, not one twice.
    const otherTerm = (o: Prepared): boolean =>
      p.subject !== undefined && o.subject !== undefined && p.subject !== o.subject;
    return !chosen.some((o) => nearDuplicate(o.words, p.words) && !otherFact(o) && !otherTerm(o));
  };

  // First one card per sentence, so the deck covers the notes; then, only if the text runs short,
  // further cards on other facts of the same sentences.
  for (const maxPerUnit of [1, 2, 3]) {
    while (chosen.length < count) {
      let best: Prepared | undefined;
      let bestValue = 0;
      for (const p of prepared) {
        const freshTerms = Math.min(MAX_SPEC_TERMS, p.specTerms.filter((t) => !coveredTerms.has(t)).length);
        const value =
          (p.value * coverageWeight(p, covered) * (1 + SPEC_TERM_BONUS * freshTerms)) /
          (1 + REPEAT_DAMPING * (kindCounts.get(p.candidate.kind) ?? 0));
        if (value <= bestValue || !acceptable(p, maxPerUnit)) continue;
        bestValue = value;
        best = p;
      }
      if (!best) break;
      chosen.push(best);
      fronts.add(best.front);
      backs.add(best.back);
      backs.add(best.finalBack);
      if (best.subject !== undefined) subjects.add(best.subject);
      for (const u of best.candidate.units) byUnit.set(u, [...(byUnit.get(u) ?? []), best]);
      for (const w of best.carried) covered.add(w);
      for (const t of best.specTerms) coveredTerms.add(t);
      const kind = best.candidate.kind;
      kindCounts.set(kind, (kindCounts.get(kind) ?? 0) + 1);
    }
  }
  // Study in the order of the notes, each answer as shown (answer-rules.ts).
  return chosen.map((p) => show(p.candidate)).sort((a, b) => a.unit - b.unit || (a.part ?? 0) - (b.part ?? 0));
}

/**
 * How much of a fact the answer can carry: a one-word answer to "Fill in the blank" tests a word,
 * not the fact; dates, figures and terms recalled from their meaning are whole facts in a few words.
 */
function answerWeight(c: Candidate, words: number): number {
  if (SHORT_ANSWER_KINDS.has(c.kind)) return 1;
  // "____ → coast", "____ → flask": a lone lower-case word is a weak blank; a name or term is not.
  if (c.kind === 'cloze' && /^\p{Ll}[\p{L}-]*$/u.test(c.back)) return 0.5;
  if (words <= 1) return 0.7;
  if (words === 2) return 0.85;
  // The last-resort sentence stem carries the whole sentence by construction: no bonus for that.
  if (STEM_FRONT.test(c.front)) return 1;
  return 1 + ANSWER_WORD_BONUS * Math.min(words - 2, 6);
}

/**
 * How much of its sentence the shown answer carries, counting only words no chosen answer holds yet.
 */
function coverageWeight(p: Prepared, covered: Set<string>): number {
  let fresh = 0;
  // Recalling a whole list complements the cards on its items, as in the first pass (no units claimed).
  const complements = p.candidate.kind === 'list' || p.candidate.kind === 'process';
  for (const w of p.carried) if (complements || !covered.has(w)) fresh++;
  const share = p.carried.size ? (p.carriedShare * fresh) / p.carried.size : 0;
  const credit = STEM_FRONT.test(p.candidate.front) ? STEM_CREDIT : 1;
  return COVERAGE_FLOOR + (1 - COVERAGE_FLOOR) * share * credit;
}

function askedAbout(front: string): string {
  return normaliseForCompare(front)
    .replace(
      /^(?:what|who) (?:is|are|was|were) meant by |^(?:what|who) (?:is|are|was|were) |^describe |^what does |^explain /u,
      '',
    )
    .replace(/ (?:state|describe|known as|called)$/u, '')
    .replace(/^(?:the|a|an) /u, '');
}

function contentWords(s: string): Set<string> {
  return new Set(
    normaliseForCompare(s)
      .split(' ')
      .filter((w) => w.length > 3),
  );
}

/** Share of the smaller set's words found in the other. */
function shared(x: Set<string>, y: Set<string>): number {
  if (x.size === 0 || y.size === 0) return 0;
  let n = 0;
  for (const w of x) if (y.has(w)) n++;
  return n / Math.min(x.size, y.size);
}

function nearDuplicate(x: Set<string>, y: Set<string>): boolean {
  return shared(x, y) >= 0.85;
}
