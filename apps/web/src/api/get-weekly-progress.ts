import { WeeklyProgressResponseSchema, type WeeklyProgressResponse } from '@revisely/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, readJson, readText, sendRequest } from '@/lib/api-client';
import { FETCH_PROGRESS_FAILED } from './get-progress';
import { queryKeys } from '@/lib/query-keys';

export async function fetchWeeklyProgress({ signal }: { signal?: AbortSignal } = {}): Promise<WeeklyProgressResponse> {
  const response = await sendRequest('GET', '/api/progress/weekly', undefined, signal ? { signal } : {});
  if (!response.ok) {
    throw new ApiError(response.status, await readText(response), response.statusText, FETCH_PROGRESS_FAILED);
  }
  const parsed = WeeklyProgressResponseSchema.safeParse(await readJson(response));
  if (!parsed.success) throw new Error(FETCH_PROGRESS_FAILED);
  return parsed.data;
}

export const weeklyProgressQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.weeklyProgress, queryFn: fetchWeeklyProgress });

export function useWeeklyProgressQuery({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...weeklyProgressQueryOptions(), enabled });
}
