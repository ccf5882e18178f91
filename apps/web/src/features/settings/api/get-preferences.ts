import { PreferencesSchema, type Preferences } from '@revisely/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { readJson, sendRequest, throwIfNotOk } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export const FETCH_PREFERENCES_FAILED = 'Failed to load your preferences';

export async function fetchPreferences({ signal }: { signal?: AbortSignal } = {}): Promise<Preferences> {
  const response = await sendRequest('GET', '/api/user/preferences', undefined, signal ? { signal } : {});
  await throwIfNotOk(response);
  const parsed = PreferencesSchema.safeParse(await readJson(response));
  if (!parsed.success) throw new Error(FETCH_PREFERENCES_FAILED);
  return parsed.data;
}

export const preferencesQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.preferences, queryFn: fetchPreferences });

export function usePreferencesQuery() {
  return useQuery(preferencesQueryOptions());
}
