import { useMutation, useQueryClient } from '@tanstack/react-query';
import { errorFromResponse, sendRequest } from '@/lib/api-client';
import { cardsChanged } from '@/lib/on-write';

export const DELETE_CARD_FAILED = 'Failed to delete flashcard';

export async function deleteCard({ cardId }: { deckId: string; cardId: string }): Promise<void> {
  const response = await sendRequest('DELETE', `/api/flashcards/${encodeURIComponent(cardId)}`);
  if (!response.ok) throw await errorFromResponse(response, DELETE_CARD_FAILED);
}

export function useDeleteCardMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCard,
    onSuccess: (_data, { deckId }) => {
      void cardsChanged(queryClient, deckId);
    },
  });
}
