import { analyseText, type AnalysedText } from '../nlp/analyse.js';
import { rankUnits } from '../nlp/salience.js';
import type { Candidate } from './candidate.js';
import { extractCandidates } from './card-candidates.js';
import { labelFilter } from './card-filters.js';
import { fullAnswerWhere } from './full-answers.js';
import type { CardGenerator, GenerateCardsInput, GeneratedCard } from './card-generator.js';
import { selectCards } from './select-cards.js';

export { selectCards } from './select-cards.js';

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
  const context = { subject: input.subject, topic: input.topic };
  const primary = candidatesOf(input.text, context);
  if (!primary) return [];
  let pool = primary.candidates;
  let keep = primary.notLabel;
  const notes = input.notes?.trim() ? candidatesOf(input.notes, context) : undefined;
  if (notes) {
    // Cards from the notes behind the summary, for facts its points left out: only from sentences
    // no point already carries, ranked a step below the points' own cards, after them in the deck.
    const points = primary.analysis.units.map((u) => contentWords(u.text));
    const extra = notes.candidates
      .filter((c) => !carriedByAPoint(contentWords(c.source), points))
      .map((c) => shiftUnits(c, NOTES_UNIT_OFFSET, NOTES_QUALITY));
    pool = [...pool, ...extra];
    keep = (c) =>
      c.unit >= NOTES_UNIT_OFFSET ? notes.notLabel(shiftUnits(c, -NOTES_UNIT_OFFSET, 1)) : primary.notLabel(c);
  }
  // Selection sees each card as it will be shown (full answer put back), so it can rank by what the
  // answer carries.
  return selectCards(pool, input.cardCount, input.difficulty, fullAnswerWhere(keep)).map(toGeneratedCard);
}

/** Notes' unit numbers start here, so they never share a unit (one card per unit) with a point. */
const NOTES_UNIT_OFFSET = 1_000_000;
/** A card from the notes alone ranks below an equal card from the summary the student kept. */
const NOTES_QUALITY = 0.9;
/** A notes sentence whose content words are mostly in one point is that point's fact. */
const CARRIED_SHARE = 0.6;

function candidatesOf(
  text: string,
  context: { subject: string; topic?: string | undefined },
): { analysis: AnalysedText; candidates: Candidate[]; notLabel: (c: Candidate) => boolean } | undefined {
  const analysis = analyseText(text);
  if (analysis.units.length === 0) return undefined;
  const salience = rankUnits(analysis, context);
  const notLabel = labelFilter(analysis, context);
  return { analysis, candidates: extractCandidates(analysis, salience, context).filter(notLabel), notLabel };
}

function contentWords(text: string): Set<string> {
  return new Set((text.toLowerCase().match(/\p{L}{4,}/gu) ?? []).slice(0, 200));
}

function carriedByAPoint(words: Set<string>, points: Set<string>[]): boolean {
  if (words.size === 0) return true;
  return points.some((p) => {
    let shared = 0;
    for (const w of words) if (p.has(w)) shared += 1;
    return shared / words.size >= CARRIED_SHARE;
  });
}

function shiftUnits(c: Candidate, by: number, quality: number): Candidate {
  return { ...c, unit: c.unit + by, units: c.units.map((u) => u + by), quality: c.quality * quality };
}

function toGeneratedCard(c: Candidate): GeneratedCard {
  return { front_text: c.front, back_text: c.back, explanation: `From your notes: "${c.source}"` };
}
