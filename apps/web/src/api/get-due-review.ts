import { DueReviewResponseSchema, type DueReviewResponse } from '@revisely/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { readJson, sendRequest, throwIfNotOk } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export const FETCH_DUE_CARDS_FAILED = 'Failed to fetch due cards';

export async function fetchDueReview({ signal }: { signal?: AbortSignal } = {}): Promise<DueReviewResponse> {
  const response = await sendRequest('GET', '/api/flashcards/review/due', undefined, signal ? { signal } : {});
  await throwIfNotOk(response);
  const parsed = DueReviewResponseSchema.safeParse(await readJson(response));
  if (!parsed.success) throw new Error(FETCH_DUE_CARDS_FAILED);
  return parsed.data;
}

/** Spec §9 (retry once, no focus refetch) is already the client default, so nothing is overridden here. */
export const dueReviewQueryOptions = () => queryOptions({ queryKey: queryKeys.dueReview, queryFn: fetchDueReview });

export function useDueReviewQuery({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...dueReviewQueryOptions(), enabled });
}
