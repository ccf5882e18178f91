import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { sendRequest, throwIfNotOk } from './api-client';
import { queryKeys } from './query-keys';

/**
 * Our stored files (/api/files/{id}) are authenticated, and an <img src> or <audio src> cannot send
 * the bearer token; they are fetched as blobs and shown through object URLs instead.
 */
export async function fetchFileBlob(path: string, signal?: AbortSignal): Promise<Blob> {
  const response = await sendRequest('GET', path, undefined, signal ? { signal } : {});
  await throwIfNotOk(response);
  return response.blob();
}

export const fileUrl = (fileId: string) => `/api/files/${encodeURIComponent(fileId)}`;

/** An object URL for a stored file, revoked when the component or the file changes. */
export function useFileBlobUrl(path: string | null): { url: string | null; isError: boolean } {
  const query = useQuery({
    queryKey: queryKeys.file(path),
    queryFn: ({ signal }) => fetchFileBlob(path ?? '', signal),
    enabled: Boolean(path),
    staleTime: Infinity,
  });
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
