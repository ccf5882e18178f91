import { DeckSchema, type Deck } from '@revisely/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { readJson, sendRequest, throwIfNotOk } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export const FETCH_DECKS_FAILED = 'Failed to fetch decks';

const DeckListSchema = z.array(DeckSchema);

export async function fetchDecks({ signal }: { signal?: AbortSignal } = {}): Promise<Deck[]> {
  const response = await sendRequest('GET', '/api/flashcards/decks', undefined, signal ? { signal } : {});
  await throwIfNotOk(response);
  const parsed = DeckListSchema.safeParse(await readJson(response));
  if (!parsed.success) throw new Error(FETCH_DECKS_FAILED);
  return parsed.data;
}

export const decksQueryOptions = () => queryOptions({ queryKey: queryKeys.decks, queryFn: fetchDecks });

export function useDecksQuery({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...decksQueryOptions(), enabled });
}
