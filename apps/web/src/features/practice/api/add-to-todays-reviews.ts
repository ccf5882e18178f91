import { DueNowResponseSchema, type DueNowResponse } from '@revisely/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { errorFromResponse, readJson, sendRequest } from '@/lib/api-client';
import { cardMadeDue } from '@/lib/on-write';

export const ADD_TO_TODAYS_REVIEWS_FAILED = "This card could not be added to today's reviews";

/** POST /api/study/cards/:id/due-now: the card joins today's reviews, its schedule otherwise kept. */
export async function addToTodaysReviews(cardId: string): Promise<DueNowResponse> {
  const response = await sendRequest('POST', `/api/study/cards/${encodeURIComponent(cardId)}/due-now`);
  if (!response.ok) throw await errorFromResponse(response, ADD_TO_TODAYS_REVIEWS_FAILED);
  const parsed = DueNowResponseSchema.safeParse(await readJson(response));
  if (!parsed.success) throw new Error(ADD_TO_TODAYS_REVIEWS_FAILED);
  return parsed.data;
}

export function useAddToTodaysReviewsMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: addToTodaysReviews,
    onSuccess: () => {
      void cardMadeDue(client);
    },
  });
}
