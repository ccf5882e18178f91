import { ProgressResponseSchema, type ProgressResponse } from '@revisely/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, readJson, readText, sendRequest } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export const FETCH_PROGRESS_FAILED = 'Failed to fetch progress';

export async function fetchProgress({ signal }: { signal?: AbortSignal } = {}): Promise<ProgressResponse> {
  const response = await sendRequest('GET', '/api/progress', undefined, signal ? { signal } : {});
  if (!response.ok) {
    // Spec §8 names this wording for the progress fetch; the status stays for the retry policy.
    throw new ApiError(response.status, await readText(response), response.statusText, FETCH_PROGRESS_FAILED);
  }
  const parsed = ProgressResponseSchema.safeParse(await readJson(response));
  if (!parsed.success) throw new Error(FETCH_PROGRESS_FAILED);
  return parsed.data;
}

export const progressQueryOptions = () => queryOptions({ queryKey: queryKeys.progress, queryFn: fetchProgress });

export function useProgressQuery({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...progressQueryOptions(), enabled });
}
