import { ReviewResponseSchema, type ReviewRequest, type ReviewResponse } from '@revisely/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { celebrationPresets } from '@/components/celebration/celebration-presets';
import { useCelebrate } from '@/components/celebration/celebration-context';
import { errorFromResponse, readJson, sendRequest } from '@/lib/api-client';
import { flushPendingReviews } from '@/lib/offline/offline-sync';
import { isNetworkError } from '@/lib/use-online';
import { toast } from '@/lib/toast-store';
import { cardReviewed } from '@/lib/on-write';

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

/** A v4 UUID; crypto.randomUUID exists only in secure contexts (not on plain http to a LAN address). */
export function newReviewId(): string {
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6]! & 0x0f) | 0x40;
  b[8] = (b[8]! & 0x3f) | 0x80;
  const hex = Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * One id per rating, kept across the mutation's automatic retry (which passes the same variables
 * object): if the first attempt was recorded but its answer lost, the server answers the retry
 * without recording the rating twice.
 */
const reviewIds = new WeakMap<object, string>();
export async function reviewCardOnce(variables: { deckId: string; review: ReviewRequest }): Promise<ReviewResponse> {
  let reviewId = variables.review.reviewId ?? reviewIds.get(variables);
  if (!reviewId) reviewIds.set(variables, (reviewId = newReviewId()));
  const review = { ...variables.review, reviewId };
  const offline = await import('../lib/offline-study');
  // Offline, or behind ratings still waiting to be sent (the server must get them in order): the
  // rating is scheduled here and queued with its time (ADR 0023).
  if (!navigator.onLine || (await offline.hasPendingReviews())) {
    const answer = await offline.reviewOffline(variables.deckId, review);
    if (answer) {
      if (navigator.onLine) void flushPendingReviews();
      return answer;
    }
  }
  try {
    const answer = await reviewCard({ deckId: variables.deckId, review });
    void offline.forgetStoredCard(review.cardId);
    return answer;
  } catch (error) {
    if (!isNetworkError(error)) throw error;
    const answer = await offline.reviewOffline(variables.deckId, review);
    if (answer) return answer;
    throw error;
  }
}

/**
 * Level-up and failure are handled here, on the mutation, not per `mutate` call: TanStack Query
 * runs per-call callbacks only for the latest call of a mounted component, so a quick run of
 * ratings, or leaving the session before an answer arrives, would lose them.
 */
export function useReviewCardMutation() {
  const queryClient = useQueryClient();
  const celebrate = useCelebrate();
  return useMutation({
    mutationFn: reviewCardOnce,
    // Offline a rating is scheduled and queued on the device (ADR 0023) instead of waiting for the network.
    networkMode: 'always',
    onError: (error) => toast({ title: 'Rating not saved', description: error.message, variant: 'destructive' }),
    onSuccess: (result) => {
      if (result.leveledUp) {
        toast({ title: `LEVEL UP! You reached Level ${result.newLevel}!`, variant: 'success' });
        celebrate(celebrationPresets.levelUp(result.newLevel));
      }
      void cardReviewed(queryClient);
    },
  });
}
