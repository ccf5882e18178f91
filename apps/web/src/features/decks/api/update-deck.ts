import { DeckSchema, type Deck, type UpdateDeckRequest } from '@revisely/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { errorFromResponse, readJson, sendRequest } from '@/lib/api-client';
import { deckChanged } from '@/lib/on-write';

export const UPDATE_DECK_FAILED = 'Failed to update deck';

export async function updateDeck({ id, payload }: { id: string; payload: UpdateDeckRequest }): Promise<Deck> {
  const response = await sendRequest('PUT', `/api/flashcards/decks/${encodeURIComponent(id)}`, payload);
  if (!response.ok) throw await errorFromResponse(response, UPDATE_DECK_FAILED);
  const parsed = DeckSchema.safeParse(await readJson(response));
  if (!parsed.success) throw new Error(UPDATE_DECK_FAILED);
  return parsed.data;
}

export function useUpdateDeckMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateDeck,
    onSuccess: (_deck, { id }) => {
      void deckChanged(queryClient, id);
    },
  });
}
