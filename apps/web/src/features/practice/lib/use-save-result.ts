import type { PracticeResultRequest } from '@revisely/contracts';
import { useCallback } from 'react';
import { usePracticeResultMutation } from '../api/post-practice-result';

/**
 * Saves a finished session once. Offline the request waits (TanStack Query pauses it) and is sent
 * when the browser is back online; the session itself needed no server.
 */
export function useSaveResult() {
  const mutation = usePracticeResultMutation();
  const { mutate, reset } = mutation;
  const save = useCallback((body: PracticeResultRequest) => mutate(body), [mutate]);
  return { save, reset, saved: mutation.data, failed: mutation.isError, waiting: mutation.isPaused };
}
