import { UserStatsResponseSchema, type UserStatsResponse } from '@revisely/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { readJson, sendRequest, throwIfNotOk } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export const FETCH_USER_STATS_FAILED = 'Failed to fetch account statistics';

export async function fetchUserStats({ signal }: { signal?: AbortSignal } = {}): Promise<UserStatsResponse> {
  const response = await sendRequest('GET', '/api/user/stats', undefined, signal ? { signal } : {});
  await throwIfNotOk(response);
  const parsed = UserStatsResponseSchema.safeParse(await readJson(response));
  if (!parsed.success) throw new Error(FETCH_USER_STATS_FAILED);
  return parsed.data;
}

export const userStatsQueryOptions = () => queryOptions({ queryKey: queryKeys.userStats, queryFn: fetchUserStats });

export function useUserStatsQuery({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...userStatsQueryOptions(), enabled });
}
