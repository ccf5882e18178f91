import { CreateDeckResponseSchema, type CreateDeckRequest } from '@revisely/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { errorFromResponse, readJson, sendRequest } from '@/lib/api-client';
import { deckChanged } from '@/lib/on-write';

export const CREATE_DECK_FAILED = 'Failed to create deck';

export async function createDeck(payload: CreateDeckRequest): Promise<{ id: string }> {
  const response = await sendRequest('POST', '/api/flashcards/decks', payload);
  if (!response.ok) throw await errorFromResponse(response, CREATE_DECK_FAILED);
  const parsed = CreateDeckResponseSchema.safeParse(await readJson(response));
  if (!parsed.success) throw new Error(CREATE_DECK_FAILED);
  return parsed.data;
}

export function useCreateDeckMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createDeck,
    // Creating a deck can award XP: deckChanged refreshes progress too.
    onSuccess: () => {
      void deckChanged(queryClient);
    },
  });
}
