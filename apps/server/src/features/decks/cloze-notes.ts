import { randomUUID } from 'node:crypto';
import { clozeNumbers, clozeProblem, hasCloze } from '@revisely/contracts';
import { badRequest } from '../../core/http-error.js';
import type { NewCard } from './decks.repository.js';

/** Cards made from one request may not exceed this once cloze notes are expanded into siblings. */
export const EXPANDED_CARDS_MAX = 5000;

/**
 * A cloze note becomes one card per deletion number, sharing a new note guid (siblings); every
 * card keeps the whole note text. Any other card is itself. A cloze front with no usable deletion
 * is a 400 rather than a silently empty card.
 */
export function expandCloze(card: NewCard): NewCard[] {
  if (!hasCloze(card.front_text)) return [card];
  const problem = clozeProblem(card.front_text);
  if (problem) throw badRequest(problem);
  const noteGuid = randomUUID();
  return clozeNumbers(card.front_text).map((n) => ({ ...card, note_guid: noteGuid, cloze_index: n }));
}

export function expandAll(cards: NewCard[]): NewCard[] {
  const out = cards.flatMap(expandCloze);
  if (out.length > EXPANDED_CARDS_MAX) throw badRequest(`cards would make more than ${EXPANDED_CARDS_MAX} cards`);
  return out;
}
