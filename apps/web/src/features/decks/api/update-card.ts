import { FlashcardSchema, type Flashcard } from '@revisely/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { errorFromResponse, readJson, sendRequest } from '@/lib/api-client';
import { cardsChanged } from '@/lib/on-write';

export const UPDATE_CARD_FAILED = 'Failed to update flashcard';

export async function updateCard({
  cardId,
  card,
}: {
  deckId: string;
  cardId: string;
  card: {
    front_text: string;
    back_text: string;
    explanation: string | null;
    front_image_id?: string | null;
    back_image_id?: string | null;
    audio_id?: string | null;
  };
}): Promise<Flashcard> {
  const response = await sendRequest('PUT', `/api/flashcards/${encodeURIComponent(cardId)}`, card);
  if (!response.ok) throw await errorFromResponse(response, UPDATE_CARD_FAILED);
  const parsed = FlashcardSchema.safeParse(await readJson(response));
  if (!parsed.success) throw new Error(UPDATE_CARD_FAILED);
  return parsed.data;
}

export function useUpdateCardMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCard,
    onSuccess: (_card, { deckId }) => {
      void cardsChanged(queryClient, deckId);
    },
  });
}
