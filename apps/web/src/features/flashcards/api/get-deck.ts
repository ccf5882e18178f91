import { DeckWithCardsSchema, type DeckWithCards } from '@revisely/contracts';
import { useQuery } from '@tanstack/react-query';
import { readJson, sendRequest, throwIfNotOk } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

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
  return parsed.data;
}

export function useDeckQuery(id: string | undefined) {
  return useQuery({
    queryKey: queryKeys.deck(id ?? ''),
    queryFn: ({ signal }) => fetchDeck(id ?? '', { signal }),
    enabled: Boolean(id),
  });
}
