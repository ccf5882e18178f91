import { analyseText } from '../nlp/analyse.js';
import { normaliseForCompare } from '../nlp/points.js';
import { rankUnits } from '../nlp/salience.js';
import { extractCandidates, type Candidate, type CandidateKind } from './card-candidates.js';
import type { CardDifficulty, CardGenerator, GenerateCardsInput, GeneratedCard } from './card-generator.js';

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
    cause: 0.55,
    why: 0.5,
    date: 0.5,
    figure: 0.4,
    reverse: 0.35,
    cloze: 0.35,
  },
  medium: {
    definition: 0.9,
    term: 0.9,
    naming: 0.85,
    law: 0.9,
    fact: 0.9,
    qa: 0.9,
    list: 0.8,
    process: 0.85,
    cause: 0.85,
    why: 0.85,
    date: 0.75,
    figure: 0.7,
    reverse: 0.55,
    cloze: 0.55,
  },
  hard: {
    definition: 0.5,
    term: 0.55,
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
    reverse: 0.85,
    cloze: 0.85,
  },
};
/** Each further card of a kind counts for less, so a deck mixes kinds when the text allows. */
const REPEAT_DAMPING = 0.25;
/** Kinds that ask "what is X?"; two of them about the same X are one card twice. */
const DEFINING_KINDS = new Set<CandidateKind>(['definition', 'term', 'law', 'naming', 'qa']);

/**
 * Offline flashcards from notes or a summary: definitions, "term: explanation" items, causes,
 * lists and processes, dates and figures, with cloze deletions as the fallback. Every answer is
 * text from the notes. See docs/summariser.md.
 */
export class BuiltinCardGenerator implements CardGenerator {
  generate(input: GenerateCardsInput): Promise<GeneratedCard[]> {
    return Promise.resolve(generateCards(input));
  }
}

export function generateCards(input: GenerateCardsInput): GeneratedCard[] {
  const analysis = analyseText(input.text);
  if (analysis.units.length === 0) return [];
  const context = { subject: input.subject, topic: input.topic };
  const salience = rankUnits(analysis, context);
  const candidates = extractCandidates(analysis, salience, context);
  return selectCards(candidates, input.cardCount, input.difficulty).map(toGeneratedCard);
}

interface Prepared {
  candidate: Candidate;
  front: string;
  back: string;
  subject: string | undefined;
  words: Set<string>;
}

export function selectCards(candidates: Candidate[], count: number, difficulty: CardDifficulty): Candidate[] {
  const weights = KIND_WEIGHTS[difficulty];
  // Normalised forms once up front: the loop below compares every candidate with every pick.
  const prepared: Prepared[] = candidates.map((c) => ({
    candidate: c,
    front: normaliseForCompare(c.front),
    back: normaliseForCompare(c.back),
    subject: DEFINING_KINDS.has(c.kind) ? askedAbout(c.front) : undefined,
    words: contentWords(`${c.front} ${c.back}`),
  }));
  const chosen: Prepared[] = [];
  const fronts = new Set<string>();
  const backs = new Set<string>();
  const subjects = new Set<string>();
  const unitUses = new Map<number, Set<CandidateKind>>();
  const kindCounts = new Map<CandidateKind, number>();

  const acceptable = (p: Prepared, maxUsesPerUnit: number): boolean => {
    const c = p.candidate;
    if (fronts.has(p.front) || backs.has(p.back) || p.back.length === 0) return false;
    // An answer printed in its own question teaches nothing.
    if (p.back.length > 3 && p.front.includes(p.back)) return false;
    if (c.units.some((u) => (unitUses.get(u)?.size ?? 0) >= maxUsesPerUnit || unitUses.get(u)?.has(c.kind)))
      return false;
    if (p.subject !== undefined && subjects.has(p.subject)) return false;
    // Two cards on one sentence where one's answer is printed in the other's question test one fact.
    const revealing = chosen.some(
      (o) =>
        o.candidate.units.some((u) => c.units.includes(u)) &&
        ((p.back.length > 3 && (o.front.includes(p.back) || o.back.includes(p.back))) ||
          (o.back.length > 3 && (p.front.includes(o.back) || p.back.includes(o.back)))),
    );
    if (revealing) return false;
    return !chosen.some((o) => nearDuplicate(o.words, p.words));
  };

  // First one card per sentence, so the deck covers the notes; then, only if the text runs short,
  // a second card of a different kind from the same sentence.
  for (const maxUses of [1, 2]) {
    while (chosen.length < count) {
      let best: Prepared | undefined;
      let bestValue = 0;
      for (const p of prepared) {
        const c = p.candidate;
        const value = (weights[c.kind] * c.quality) / (1 + REPEAT_DAMPING * (kindCounts.get(c.kind) ?? 0));
        if (value <= bestValue || !acceptable(p, maxUses)) continue;
        bestValue = value;
        best = p;
      }
      if (!best) break;
      chosen.push(best);
      fronts.add(best.front);
      backs.add(best.back);
      if (best.subject !== undefined) subjects.add(best.subject);
      const kind = best.candidate.kind;
      for (const u of best.candidate.units) unitUses.set(u, new Set([...(unitUses.get(u) ?? []), kind]));
      kindCounts.set(kind, (kindCounts.get(kind) ?? 0) + 1);
    }
  }
  // Study in the order of the notes.
  return chosen.map((p) => p.candidate).sort((a, b) => a.unit - b.unit);
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

function nearDuplicate(x: Set<string>, y: Set<string>): boolean {
  if (x.size === 0 || y.size === 0) return false;
  let shared = 0;
  for (const w of x) if (y.has(w)) shared++;
  return shared / Math.min(x.size, y.size) >= 0.85;
}

function toGeneratedCard(c: Candidate): GeneratedCard {
  return { front_text: c.front, back_text: c.back, explanation: `From your notes: "${c.source}"` };
}
