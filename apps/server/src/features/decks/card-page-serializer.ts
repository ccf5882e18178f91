import { DeckSchema, type DeckWithCards, type Flashcard } from '@revisely/contracts';
import type { FastifySerializerCompiler } from 'fastify/types/schema.js';
import { serializerCompiler } from 'fastify-type-provider-zod';

/**
 * Pages of a deck's cards are answered without checking each card against the contract's Zod
 * schema (ADR 0031): Zod took 30–70 ms of the event loop for a 1,000-card page on a busy machine
 * (over 200 ms the first time, while it compiles), and every card comes from `toFlashcard`, whose
 * type is the contract's and whose keys are in the schema's order. The deck around a page is still
 * checked. Other statuses (errors) go through the app's usual serializer.
 */
type Compiler = FastifySerializerCompiler<unknown>;
type ZodRoute = Parameters<typeof serializerCompiler>[0];

const ok = (compile: (data: unknown) => string): Compiler => {
  return (route) => (route.httpStatus === '200' ? compile : serializerCompiler(route as ZodRoute));
};

/** GET /api/flashcards/decks/:id/cards: the page as it is. */
export const cardsPageSerializer: Compiler = ok((data) => JSON.stringify(data as Flashcard[]));

/** GET /api/flashcards/decks/:id: the deck checked, then its page of cards and `nextOffset`, in the contract's order. */
export const deckWithCardsSerializer: Compiler = ok((data) => {
  const { cards, nextOffset, ...deck } = data as DeckWithCards;
  return JSON.stringify({
    ...DeckSchema.parse(deck),
    cards,
    ...(nextOffset === undefined ? {} : { nextOffset }),
  });
});
