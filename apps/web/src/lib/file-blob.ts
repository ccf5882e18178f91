import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { sendRequest, throwIfNotOk } from './api-client';
import { queryKeys } from './query-keys';
import { isNetworkError } from './use-online';

/**
 * Our stored files (/api/files/{id}) are authenticated, and an <img src> or <audio src> cannot send
 * the bearer token; they are fetched as blobs and shown through object URLs instead.
 */
export async function fetchFileBlob(path: string, signal?: AbortSignal): Promise<Blob> {
  let response: Response;
  try {
    response = await sendRequest('GET', path, undefined, signal ? { signal } : {});
  } catch (error) {
    // Offline: the card's media kept for offline study (ADR 0023), when there is a copy.
    const stored = isNetworkError(error)
      ? await (await import('./offline/offline-sync')).offlineMedia(path)
      : undefined;
    if (stored) return stored;
    throw error;
  }
  await throwIfNotOk(response);
  return response.blob();
}

export const fileUrl = (fileId: string) => `/api/files/${encodeURIComponent(fileId)}`;

export const fileBlobQueryOptions = (path: string | null) =>
  queryOptions({
    queryKey: queryKeys.file(path),
    queryFn: ({ signal }) => fetchFileBlob(path ?? '', signal),
    enabled: Boolean(path),
    staleTime: Infinity,
    // Offline the stored copy answers, so the query must not pause for the network.
    networkMode: 'always',
  });

/** An object URL for a stored file, revoked when the component or the file changes. */
export function useFileBlobUrl(path: string | null): { url: string | null; isError: boolean } {
  const query = useQuery(fileBlobQueryOptions(path));
  const [url, setUrl] = useState<string | null>(null);
  const blob = query.data;
  useEffect(() => {
    if (!blob || !path) {
      setUrl(null);
      return;
    }
    const next = URL.createObjectURL(blob);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [blob, path]);
  return { url, isError: query.isError };
}
