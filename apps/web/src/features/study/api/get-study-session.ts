import { StudyResponseSchema, type StudyResponse } from '@revisely/contracts';
import { useQuery } from '@tanstack/react-query';
import { readJson, sendRequest, throwIfNotOk } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export const FETCH_STUDY_SESSION_FAILED = 'Failed to fetch study session';

export async function fetchStudySession(
  deckId: string,
  { signal }: { signal?: AbortSignal } = {},
): Promise<StudyResponse> {
  const response = await sendRequest(
    'GET',
    `/api/decks/${encodeURIComponent(deckId)}/study`,
    undefined,
    signal ? { signal } : {},
  );
  await throwIfNotOk(response);
  const parsed = StudyResponseSchema.safeParse(await readJson(response));
  if (!parsed.success) throw new Error(FETCH_STUDY_SESSION_FAILED);
  return parsed.data;
}

export function useStudySessionQuery(deckId: string) {
  return useQuery({
    queryKey: queryKeys.studySession(deckId),
    queryFn: ({ signal }) => fetchStudySession(deckId, { signal }),
    enabled: Boolean(deckId),
    // What is due changes by the minute, so a new visit always asks the server.
    refetchOnMount: 'always',
  });
}
