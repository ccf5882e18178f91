import { FlashcardSchema, type CardInput, type Flashcard } from '@revisely/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { errorFromResponse, readJson, sendRequest } from '@/lib/api-client';
import { cardsChanged } from '@/lib/on-write';

export const ADD_CARD_FAILED = 'Failed to add flashcard';
export const ADD_CARDS_FAILED = 'Failed to add cards';

const cardsPath = (deckId: string) => `/api/flashcards/decks/${encodeURIComponent(deckId)}/cards`;

/** The edit screen's add-card panel: one card as front_text, back_text, explanation. */
export async function addCard({
  deckId,
  card,
}: {
  deckId: string;
  card: { front_text: string; back_text: string; explanation: string | null };
}): Promise<Flashcard> {
  const response = await sendRequest('POST', cardsPath(deckId), card);
  if (!response.ok) throw await errorFromResponse(response, ADD_CARD_FAILED);
  const parsed = FlashcardSchema.safeParse(await readJson(response));
  if (!parsed.success) throw new Error(ADD_CARD_FAILED);
  return parsed.data;
}

const AddCardsResponseSchema = z.object({ cards: z.array(FlashcardSchema) });

/** The deck builder posts `{ cards: [...] }` to the same path. */
export async function addCards({ deckId, cards }: { deckId: string; cards: CardInput[] }): Promise<Flashcard[]> {
  const response = await sendRequest('POST', cardsPath(deckId), { cards });
  if (!response.ok) throw await errorFromResponse(response, ADD_CARDS_FAILED);
  const parsed = AddCardsResponseSchema.safeParse(await readJson(response));
  if (!parsed.success) throw new Error(ADD_CARDS_FAILED);
  return parsed.data.cards;
}

export function useAddCardMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addCard,
    onSuccess: (_card, { deckId }) => {
      void cardsChanged(queryClient, deckId);
    },
  });
}

export function useAddCardsMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addCards,
    onSuccess: (_cards, { deckId }) => {
      void cardsChanged(queryClient, deckId);
    },
  });
}
