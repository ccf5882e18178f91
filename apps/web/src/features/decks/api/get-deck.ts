import { DECK_CARDS_PAGE_MAX, DeckWithCardsSchema, type DeckWithCards } from '@revisely/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { readJson, sendRequest, throwIfNotOk } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { fetchDeckCardsPage } from './get-deck-cards';

export const FETCH_DECK_FAILED = 'Failed to fetch deck';

export async function fetchDeck(id: string, { signal }: { signal?: AbortSignal } = {}): Promise<DeckWithCards> {
  const response = await sendRequest(
    'GET',
    `/api/flashcards/decks/${encodeURIComponent(id)}`,
    undefined,
    signal ? { signal } : {},
  );
  await throwIfNotOk(response);
  const parsed = DeckWithCardsSchema.safeParse(await readJson(response));
  if (!parsed.success) throw new Error(FETCH_DECK_FAILED);
  // A deck larger than one page comes back a page at a time (DECK_CARDS_PAGE_MAX).
  const { nextOffset, ...deck } = parsed.data;
  let offset = nextOffset;
  while (offset !== undefined) {
    const page = await fetchDeckCardsPage(id, offset, signal ? { signal } : {});
    deck.cards.push(...page);
    offset = page.length < DECK_CARDS_PAGE_MAX ? undefined : offset + page.length;
  }
  return deck;
}

export const deckQueryOptions = (id: string) =>
  queryOptions({
    queryKey: queryKeys.deck(id),
    queryFn: ({ signal }) => fetchDeck(id, { signal }),
    enabled: Boolean(id),
  });

export function useDeckQuery(id: string | undefined) {
  return useQuery(deckQueryOptions(id ?? ''));
}
