import { GamificationResponseSchema, type GamificationResponse } from '@revisely/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { readJson, sendRequest, throwIfNotOk } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** Spec §9: a missing level reads as 1 and a missing next-level target as 1000 XP. */
export const DEFAULT_LEVEL = 1;
export const DEFAULT_NEXT_LEVEL_XP = 1000;

export const FETCH_GAMIFICATION_FAILED = 'Failed to fetch progress';

export async function fetchGamification({ signal }: { signal?: AbortSignal } = {}): Promise<GamificationResponse> {
  const response = await sendRequest('GET', '/api/progress/gamification', undefined, signal ? { signal } : {});
  await throwIfNotOk(response);
  const parsed = GamificationResponseSchema.safeParse(await readJson(response));
  if (!parsed.success) throw new Error(FETCH_GAMIFICATION_FAILED);
  return parsed.data;
}

export const gamificationQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.gamification, queryFn: fetchGamification });

export function useGamificationQuery({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...gamificationQueryOptions(), enabled });
}
