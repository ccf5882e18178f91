import { useMutation, useQueryClient } from '@tanstack/react-query';
import { summariesQueryKey } from '@/api/get-summaries';
import { sendRequest, throwIfNotOk } from '@/lib/api-client';
import { invalidateSummaryCounts, summaryQueryKey } from './summary-query-keys';

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
      // Marked stale without a refetch now: the open detail screen is about to leave, and a later
      // visit (browser Back) fetches again and shows 'Summary not found' rather than cached text.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: summaryQueryKey(id), exact: true, refetchType: 'none' }),
        queryClient.invalidateQueries({ queryKey: summariesQueryKey, exact: true }),
        invalidateSummaryCounts(queryClient),
      ]);
    },
  });
}
