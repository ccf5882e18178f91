import { StudyAllResponseSchema, type StudyAllResponse } from '@revisely/contracts';
import { useQuery } from '@tanstack/react-query';
import { readJson, sendRequest, throwIfNotOk } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { FETCH_STUDY_SESSION_FAILED } from './get-study-session';

/** Every deck's due cards in one session (review all). */
export async function fetchStudyAll({ signal }: { signal?: AbortSignal } = {}): Promise<StudyAllResponse> {
  const response = await sendRequest('GET', '/api/study/all', undefined, signal ? { signal } : {});
  await throwIfNotOk(response);
  const parsed = StudyAllResponseSchema.safeParse(await readJson(response));
  if (!parsed.success) throw new Error(FETCH_STUDY_SESSION_FAILED);
  return parsed.data;
}

export function useStudyAllQuery() {
  return useQuery({
    queryKey: queryKeys.studyAll,
    queryFn: ({ signal }) => fetchStudyAll({ signal }),
    // What is due changes by the minute, so a new visit always asks the server.
    refetchOnMount: 'always',
  });
}
