import { DeckWithCardsSchema, type DeckWithCards } from '@revisely/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { readJson, sendRequest, throwIfNotOk } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export const FETCH_PRACTICE_DECK_FAILED = 'Failed to load this deck';

/**
 * The deck with all its cards, loaded once: every practice mode then runs (and marks) in the
 * browser, so it keeps working offline. The same request and key as the deck page's query.
 */
export async function fetchPracticeDeck(id: string, { signal }: { signal?: AbortSignal } = {}): Promise<DeckWithCards> {
  const response = await sendRequest(
    'GET',
    `/api/flashcards/decks/${encodeURIComponent(id)}`,
    undefined,
    signal ? { signal } : {},
  );
  await throwIfNotOk(response);
  const parsed = DeckWithCardsSchema.safeParse(await readJson(response));
  if (!parsed.success) throw new Error(FETCH_PRACTICE_DECK_FAILED);
  return parsed.data;
}

export const practiceDeckQueryOptions = (id: string) =>
  queryOptions({
    queryKey: queryKeys.deck(id),
    queryFn: ({ signal }) => fetchPracticeDeck(id, { signal }),
    // A practice session keeps the cards it started with; a background refetch would reshuffle nothing.
    staleTime: Infinity,
  });

export const usePracticeDeckQuery = (id: string) => useQuery(practiceDeckQueryOptions(id));
