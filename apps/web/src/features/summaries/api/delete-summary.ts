import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sendRequest, throwIfNotOk } from '@/lib/api-client';
import { summaryDeleted } from '@/lib/on-write';

export const DELETE_SUMMARY_FAILED = 'Failed to delete summary';

export async function deleteSummary(id: string): Promise<void> {
  const response = await sendRequest('DELETE', `/api/summaries/${encodeURIComponent(id)}`);
  await throwIfNotOk(response);
}

export function useDeleteSummaryMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSummary,
    onSuccess: async (_data, id) => {
      await summaryDeleted(queryClient, id);
    },
  });
}
