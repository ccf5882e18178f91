import { useMutation, useQueryClient } from '@tanstack/react-query';
import { errorFromResponse, sendRequest } from '@/lib/api-client';
import { deckDeleted } from '@/lib/on-write';

export const DELETE_DECK_FAILED = 'Failed to delete deck';

export async function deleteDeck(id: string): Promise<void> {
  const response = await sendRequest('DELETE', `/api/flashcards/decks/${encodeURIComponent(id)}`);
  if (!response.ok) throw await errorFromResponse(response, DELETE_DECK_FAILED);
}

export function useDeleteDeckMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteDeck,
    onSuccess: (_data, id) => {
      void deckDeleted(queryClient, id);
    },
  });
}
