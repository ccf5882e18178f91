import { UndoReviewResponseSchema, type UndoReviewResponse } from '@revisely/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { errorFromResponse, readJson, sendRequest } from '@/lib/api-client';
import { invalidateAfterStudyWrite } from '@/lib/invalidate-after-study-write';
import { queryKeys } from '@/lib/query-keys';

export const UNDO_FAILED = 'Failed to undo your rating';

/** Takes back the user's latest review, named by its reviewId (409 when it is not the latest). */
export async function undoReview(reviewId: string): Promise<UndoReviewResponse> {
  const response = await sendRequest('POST', '/api/study/undo', { reviewId });
  if (!response.ok) throw await errorFromResponse(response, UNDO_FAILED);
  const parsed = UndoReviewResponseSchema.safeParse(await readJson(response));
  if (!parsed.success) throw new Error(UNDO_FAILED);
  return parsed.data;
}

export function useUndoReviewMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: undoReview,
    onSuccess: (result) => {
      // The running session keeps its own list; the rest (counts, XP, streak) refreshes.
      void queryClient.invalidateQueries({
        queryKey: queryKeys.studySession(result.card.deck_id),
        refetchType: 'none',
      });
      void queryClient.invalidateQueries({ queryKey: queryKeys.studyAll, refetchType: 'none' });
      void queryClient.invalidateQueries({ queryKey: queryKeys.decks });
      void queryClient.invalidateQueries({ queryKey: queryKeys.dueReview });
      void invalidateAfterStudyWrite(queryClient);
    },
  });
}
