import { HttpError } from './http-error.js';

/**
 * The cards-per-deck limit (DECK_CARD_LIMIT), checked before any card is written wherever cards
 * arrive: a new deck, a card or cards added, generated cards, an import. Creating a deck is free,
 * so the limit bounds what one deck costs to read, export or study, not what a student may keep.
 */
export function deckFullMessage(limit: number): string {
  return `A deck can hold at most ${limit.toLocaleString('en-GB')} cards. Put the rest in a new deck.`;
}

/** Throws 422 when `adding` cards would take a deck holding `current` past `limit`. */
export function assertDeckRoom(current: number, adding: number, limit: number): void {
  if (adding > 0 && current + adding > limit) throw new HttpError(422, deckFullMessage(limit));
}
