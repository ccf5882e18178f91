import { FlashcardSchema, type Flashcard } from '@revisely/contracts';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { readJson, sendRequest, throwIfNotOk } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export const FETCH_FLASHCARDS_FAILED = 'Failed to fetch flashcards';

const CardListSchema = z.array(FlashcardSchema);

export async function fetchDeckCards(id: string, { signal }: { signal?: AbortSignal } = {}): Promise<Flashcard[]> {
  const response = await sendRequest(
    'GET',
    `/api/flashcards/decks/${encodeURIComponent(id)}/cards`,
    undefined,
    signal ? { signal } : {},
  );
  await throwIfNotOk(response);
  const parsed = CardListSchema.safeParse(await readJson(response));
  if (!parsed.success) throw new Error(FETCH_FLASHCARDS_FAILED);
  return parsed.data;
}

export function useDeckCardsQuery(id: string | undefined) {
  return useQuery({
    queryKey: queryKeys.deckCards(id ?? ''),
    queryFn: ({ signal }) => fetchDeckCards(id ?? '', { signal }),
    enabled: Boolean(id),
  });
}
