import { StudyAllResponseSchema, type StudyAllResponse } from '@revisely/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { readJson, sendRequest, throwIfNotOk } from '@/lib/api-client';
import { isNetworkError } from '@/lib/use-online';
import { queryKeys } from '@/lib/query-keys';
import { FETCH_STUDY_SESSION_FAILED } from './get-study-session';

/** Every deck's due cards in one session (review all). */
export async function fetchStudyAll({ signal }: { signal?: AbortSignal } = {}): Promise<StudyAllResponse> {
  let response: Response;
  try {
    response = await sendRequest('GET', '/api/study/all', undefined, signal ? { signal } : {});
  } catch (error) {
    // Offline: every deck's due cards from the offline store (ADR 0023).
    if (isNetworkError(error)) {
      const offline = await (await import('../lib/offline-study')).offlineStudyAll();
      if (offline) return offline;
    }
    throw error;
  }
  await throwIfNotOk(response);
  const parsed = StudyAllResponseSchema.safeParse(await readJson(response));
  if (!parsed.success) throw new Error(FETCH_STUDY_SESSION_FAILED);
  return parsed.data;
}

export const studyAllQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.studyAll,
    queryFn: ({ signal }) => fetchStudyAll({ signal }),
    // Offline the session comes from the offline store (ADR 0023), so the query must not pause.
    networkMode: 'always',
    // What is due changes by the minute, so a new visit always asks the server.
    refetchOnMount: 'always',
  });

export function useStudyAllQuery() {
  return useQuery(studyAllQueryOptions());
}
