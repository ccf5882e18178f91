import {
  PracticeResultResponseSchema,
  type PracticeResultRequest,
  type PracticeResultResponse,
} from '@revisely/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { errorFromResponse, readJson, sendRequest } from '@/lib/api-client';
import { practiceRecorded } from '@/lib/on-write';

export const SAVE_PRACTICE_FAILED = 'Your result could not be saved (no XP this time)';

export async function postPracticeResult(body: PracticeResultRequest): Promise<PracticeResultResponse> {
  const response = await sendRequest('POST', '/api/practice/results', body);
  if (!response.ok) throw await errorFromResponse(response, SAVE_PRACTICE_FAILED);
  const parsed = PracticeResultResponseSchema.safeParse(await readJson(response));
  if (!parsed.success) throw new Error(SAVE_PRACTICE_FAILED);
  return parsed.data;
}

/** Saves a finished session; XP, streak and the deck's best time are refetched. */
export function usePracticeResultMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: postPracticeResult,
    onSuccess: (data, body) => {
      void practiceRecorded(client, body.deckId, data.bestMatchMs);
    },
  });
}
