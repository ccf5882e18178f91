import { DECK_CARDS_PAGE_MAX, FlashcardSchema, type Flashcard } from '@revisely/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { readJson, sendRequest, throwIfNotOk } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export const FETCH_FLASHCARDS_FAILED = 'Failed to fetch flashcards';

const CardListSchema = z.array(FlashcardSchema);

/** One page of a deck's cards (the server sends at most DECK_CARDS_PAGE_MAX per request). */
export async function fetchDeckCardsPage(
  id: string,
  offset: number,
  { signal }: { signal?: AbortSignal } = {},
): Promise<Flashcard[]> {
  const query = offset > 0 ? `?limit=${DECK_CARDS_PAGE_MAX}&offset=${offset}` : '';
  const response = await sendRequest(
    'GET',
    `/api/flashcards/decks/${encodeURIComponent(id)}/cards${query}`,
    undefined,
    signal ? { signal } : {},
  );
  await throwIfNotOk(response);
  const parsed = CardListSchema.safeParse(await readJson(response));
  if (!parsed.success) throw new Error(FETCH_FLASHCARDS_FAILED);
  return parsed.data;
}

/** Every card of the deck, a page per request, so no one request holds the server for a big deck. */
export async function fetchDeckCards(id: string, options: { signal?: AbortSignal } = {}): Promise<Flashcard[]> {
  const cards: Flashcard[] = [];
  for (;;) {
    const page = await fetchDeckCardsPage(id, cards.length, options);
    cards.push(...page);
    if (page.length < DECK_CARDS_PAGE_MAX) return cards;
  }
}

export const deckCardsQueryOptions = (id: string) =>
  queryOptions({
    queryKey: queryKeys.deckCards(id),
    queryFn: ({ signal }) => fetchDeckCards(id, { signal }),
    enabled: Boolean(id),
  });

export function useDeckCardsQuery(id: string | undefined) {
  return useQuery(deckCardsQueryOptions(id ?? ''));
}
