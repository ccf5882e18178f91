import { SummarySchema, type Summary, type UpdateSummaryRequest } from '@revisely/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { readJson, sendRequest, throwIfNotOk } from '@/lib/api-client';
import { summaryChanged } from '@/lib/on-write';

export const UPDATE_SUMMARY_FAILED = 'Failed to update summary';

export interface UpdateSummaryVariables {
  id: string;
  /** Spec §7: the exam board goes as `exam_board`, the points as a list. */
  body: UpdateSummaryRequest & { summary: string[] };
}

export async function updateSummary({ id, body }: UpdateSummaryVariables): Promise<Summary | null> {
  const response = await sendRequest('PUT', `/api/summaries/${encodeURIComponent(id)}`, body);
  await throwIfNotOk(response);
  const parsed = SummarySchema.safeParse(await readJson(response));
  return parsed.success ? parsed.data : null;
}

export function useUpdateSummaryMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSummary,
    // The detail screen opens next; seeding it avoids a flash of the old text.
    onSuccess: async (saved, { id }) => {
      await summaryChanged(queryClient, id, saved);
    },
  });
}
