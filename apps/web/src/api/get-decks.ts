import { DeckSchema, type Deck } from '@revisely/contracts';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { readJson, sendRequest, throwIfNotOk } from '@/lib/api-client';

/** Shared by the decks list, the generation dialog's deck choice, the export dialog and the dashboard. */
export const decksQueryKey = ['/api/flashcards/decks'] as const;

export const FETCH_DECKS_FAILED = 'Failed to fetch decks';

const DeckListSchema = z.array(DeckSchema);

export async function fetchDecks({ signal }: { signal?: AbortSignal } = {}): Promise<Deck[]> {
  const response = await sendRequest('GET', '/api/flashcards/decks', undefined, signal ? { signal } : {});
  await throwIfNotOk(response);
  const parsed = DeckListSchema.safeParse(await readJson(response));
  if (!parsed.success) throw new Error(FETCH_DECKS_FAILED);
  return parsed.data;
}

export function useDecksQuery({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ queryKey: decksQueryKey, queryFn: fetchDecks, enabled });
}
