import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sendRequest, throwIfNotOk } from '@/lib/api-client';
import { invalidateAfterStudyWrite } from '@/lib/invalidate-after-study-write';
import { queryKeys } from '@/lib/query-keys';

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
        queryClient.invalidateQueries({ queryKey: queryKeys.summary(id), exact: true, refetchType: 'none' }),
        queryClient.invalidateQueries({ queryKey: queryKeys.summaries, exact: true }),
        invalidateAfterStudyWrite(queryClient),
      ]);
    },
  });
}
