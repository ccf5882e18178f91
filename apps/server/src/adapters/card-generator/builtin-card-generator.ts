import { analyseText } from '../nlp/analyse.js';
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
  const analysis = analyseText(input.text);
  if (analysis.units.length === 0) return [];
  const context = { subject: input.subject, topic: input.topic };
  const salience = rankUnits(analysis, context);
  const notLabel = labelFilter(analysis, context);
  const candidates = extractCandidates(analysis, salience, context).filter(notLabel);
  // Selection sees each card as it will be shown (full answer put back), so it can rank by what the
  // answer carries.
  return selectCards(candidates, input.cardCount, input.difficulty, fullAnswerWhere(notLabel)).map(toGeneratedCard);
}

function toGeneratedCard(c: Candidate): GeneratedCard {
  return { front_text: c.front, back_text: c.back, explanation: `From your notes: "${c.source}"` };
}
