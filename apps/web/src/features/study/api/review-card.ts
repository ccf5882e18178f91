import { ReviewResponseSchema, type ReviewRequest, type ReviewResponse } from '@revisely/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { decksQueryKey } from '@/api/get-decks';
import { dueReviewQueryKey } from '@/api/get-due-review';
import { errorFromResponse, readJson, sendRequest } from '@/lib/api-client';
import { studySessionQueryKey } from './get-study-session';

export const REVIEW_FAILED = 'Failed to save your rating';

export async function reviewCard({
  deckId,
  review,
}: {
  deckId: string;
  review: ReviewRequest;
}): Promise<ReviewResponse> {
  const response = await sendRequest('POST', `/api/decks/${encodeURIComponent(deckId)}/review`, review);
  if (!response.ok) throw await errorFromResponse(response, REVIEW_FAILED);
  const parsed = ReviewResponseSchema.safeParse(await readJson(response));
  if (!parsed.success) throw new Error(REVIEW_FAILED);
  return parsed.data;
}

export function useReviewCardMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reviewCard,
    onSuccess: (_result, { deckId }) => {
      // Spec §7: the study, deck list, gamification and weekly data refresh after a review. The running
      // session works from its own snapshot, so the study query is only marked stale, not refetched
      // under it; 'Study Again' or the next visit fetches it.
      void queryClient.invalidateQueries({ queryKey: studySessionQueryKey(deckId), refetchType: 'none' });
      void queryClient.invalidateQueries({ queryKey: decksQueryKey });
      void queryClient.invalidateQueries({ queryKey: dueReviewQueryKey });
      void queryClient.invalidateQueries({ queryKey: ['/api/progress/gamification'] });
      void queryClient.invalidateQueries({ queryKey: ['/api/progress/weekly'] });
      void queryClient.invalidateQueries({ queryKey: ['/api/progress'] });
      void queryClient.invalidateQueries({ queryKey: ['/api/user/stats'] });
    },
  });
}
