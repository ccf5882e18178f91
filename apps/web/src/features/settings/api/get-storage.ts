import { StorageUseResponseSchema, type StorageUseResponse } from '@revisely/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { readJson, sendRequest, throwIfNotOk } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export const FETCH_STORAGE_FAILED = 'Failed to load your storage use';

export async function fetchStorage({ signal }: { signal?: AbortSignal } = {}): Promise<StorageUseResponse> {
  const response = await sendRequest('GET', '/api/user/storage', undefined, signal ? { signal } : {});
  await throwIfNotOk(response);
  const parsed = StorageUseResponseSchema.safeParse(await readJson(response));
  if (!parsed.success) throw new Error(FETCH_STORAGE_FAILED);
  return parsed.data;
}

export const storageQueryOptions = () => queryOptions({ queryKey: queryKeys.storage, queryFn: fetchStorage });

export function useStorageQuery() {
  return useQuery(storageQueryOptions());
}
