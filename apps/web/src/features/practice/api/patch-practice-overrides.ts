import { PracticeOverridesResponseSchema, type PracticeOverridesResponse } from '@revisely/contracts';
import { useMutation } from '@tanstack/react-query';
import { errorFromResponse, readJson, sendRequest } from '@/lib/api-client';

const SAVE_OVERRIDES_FAILED = 'Answers marked correct could not be saved';

/**
 * PATCH /api/practice/results/:id: the saved Test result's total of answers marked correct. XP is
 * not affected (overridden answers earn none), so nothing else needs refreshing.
 */
export async function patchPracticeOverrides({
  resultId,
  overrides,
}: {
  resultId: string;
  overrides: number;
}): Promise<PracticeOverridesResponse> {
  const response = await sendRequest('PATCH', `/api/practice/results/${encodeURIComponent(resultId)}`, { overrides });
  if (!response.ok) throw await errorFromResponse(response, SAVE_OVERRIDES_FAILED);
  const parsed = PracticeOverridesResponseSchema.safeParse(await readJson(response));
  if (!parsed.success) throw new Error(SAVE_OVERRIDES_FAILED);
  return parsed.data;
}

export const usePracticeOverridesMutation = () => useMutation({ mutationFn: patchPracticeOverrides });
