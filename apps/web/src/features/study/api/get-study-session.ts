import { StudyResponseSchema, type StudyResponse } from '@revisely/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { readJson, sendRequest, throwIfNotOk } from '@/lib/api-client';
import { isNetworkError } from '@/lib/use-online';
import { queryKeys } from '@/lib/query-keys';

export const FETCH_STUDY_SESSION_FAILED = 'Failed to fetch study session';

export async function fetchStudySession(
  deckId: string,
  { signal }: { signal?: AbortSignal } = {},
): Promise<StudyResponse> {
  let response: Response;
  try {
    response = await sendRequest(
      'GET',
      `/api/decks/${encodeURIComponent(deckId)}/study`,
      undefined,
      signal ? { signal } : {},
    );
  } catch (error) {
    // Offline: the session comes from the cards kept for offline study (ADR 0023).
    if (isNetworkError(error)) {
      const offline = await (await import('../lib/offline-study')).offlineStudySession(deckId);
      if (offline) return offline;
    }
    throw error;
  }
  await throwIfNotOk(response);
  const parsed = StudyResponseSchema.safeParse(await readJson(response));
  if (!parsed.success) throw new Error(FETCH_STUDY_SESSION_FAILED);
  return parsed.data;
}

export const studySessionQueryOptions = (deckId: string) =>
  queryOptions({
    queryKey: queryKeys.studySession(deckId),
    queryFn: ({ signal }) => fetchStudySession(deckId, { signal }),
    enabled: Boolean(deckId),
    // Offline the session comes from the offline store (ADR 0023), so the query must not pause.
    networkMode: 'always',
    // What is due changes by the minute, so a new visit always asks the server.
    refetchOnMount: 'always',
  });

export function useStudySessionQuery(deckId: string) {
  return useQuery(studySessionQueryOptions(deckId));
}
