import { ProgressStatsResponseSchema, type ProgressStatsResponse } from '@revisely/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { FETCH_PROGRESS_FAILED } from '@/api/get-progress';
import { ApiError, readJson, readText, sendRequest } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export async function fetchProgressStats({ signal }: { signal?: AbortSignal } = {}): Promise<ProgressStatsResponse> {
  const response = await sendRequest('GET', '/api/progress/stats', undefined, signal ? { signal } : {});
  if (!response.ok) {
    throw new ApiError(response.status, await readText(response), response.statusText, FETCH_PROGRESS_FAILED);
  }
  const parsed = ProgressStatsResponseSchema.safeParse(await readJson(response));
  if (!parsed.success) throw new Error(FETCH_PROGRESS_FAILED);
  return parsed.data;
}

export const progressStatsQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.progressStats, queryFn: fetchProgressStats });

export function useProgressStatsQuery() {
  return useQuery(progressStatsQueryOptions());
}
