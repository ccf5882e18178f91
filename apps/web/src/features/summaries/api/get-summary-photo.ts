import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from '@/lib/query-keys';
import { sendRequest, throwIfNotOk } from '@/lib/api-client';

/**
 * photoUrl is an authenticated path of ours (/api/files/{id}), which an <img src> cannot send the
 * bearer token to; the photo is fetched as a blob and shown through an object URL instead.
 */
export async function fetchSummaryPhoto(photoUrl: string, signal?: AbortSignal): Promise<Blob> {
  const response = await sendRequest('GET', photoUrl, undefined, signal ? { signal } : {});
  await throwIfNotOk(response);
  return response.blob();
}

export const summaryPhotoQueryOptions = (photoUrl: string | null) =>
  queryOptions({
    queryKey: queryKeys.file(photoUrl),
    queryFn: ({ signal }) => fetchSummaryPhoto(photoUrl ?? '', signal),
    enabled: Boolean(photoUrl),
    staleTime: Infinity,
  });

export function useSummaryPhotoQuery(photoUrl: string | null) {
  return useQuery(summaryPhotoQueryOptions(photoUrl));
}
