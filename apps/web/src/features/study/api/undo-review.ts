import { UndoReviewResponseSchema, type UndoReviewResponse } from '@revisely/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { errorFromResponse, readJson, sendRequest } from '@/lib/api-client';
import { cardReviewed } from '@/lib/on-write';

export const UNDO_FAILED = 'Failed to undo your rating';

/** Takes back the user's latest review, named by its reviewId (409 when it is not the latest). */
export async function undoReview(reviewId: string): Promise<UndoReviewResponse> {
  // A rating made offline and not sent yet is taken back where it waits.
  const offline = await (await import('../lib/offline-study')).undoOffline(reviewId);
  if (offline) return offline;
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
    // A rating still queued on the device is taken back there, with no network (ADR 0023).
    networkMode: 'always',
    // The running session keeps its own list; the rest (counts, XP, streak) refreshes.
    onSuccess: () => {
      void cardReviewed(queryClient);
    },
  });
}
