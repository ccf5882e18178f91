import { PreferencesSchema, type Preferences, type SummaryLength } from '@revisely/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { errorFromResponse, readJson, sendRequest, throwIfNotOk } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { toast } from '@/lib/toast-store';

export const SAVE_SUMMARY_LENGTH_FAILED = 'Could not save your summary length';

/**
 * GET/PUT /api/user/preferences for the summary length (issue 27). The same cache entry as the
 * settings page's preferences (queryKeys.preferences), so a choice made in either shows in both.
 */
export async function fetchPreferencesForSummaries({ signal }: { signal?: AbortSignal } = {}): Promise<Preferences> {
  const response = await sendRequest('GET', '/api/user/preferences', undefined, signal ? { signal } : {});
  await throwIfNotOk(response);
  return PreferencesSchema.parse(await readJson(response));
}

export const summaryLengthPreferenceQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.preferences, queryFn: fetchPreferencesForSummaries });

export function useSummaryLengthPreferenceQuery() {
  return useQuery(summaryLengthPreferenceQueryOptions());
}

export async function saveSummaryLength(summaryLength: SummaryLength): Promise<Preferences> {
  const response = await sendRequest('PUT', '/api/user/preferences', { summaryLength });
  if (!response.ok) throw await errorFromResponse(response, SAVE_SUMMARY_LENGTH_FAILED);
  return PreferencesSchema.parse(await readJson(response));
}

/** Optimistic: the choice shows at once; a failed save puts it back and says so. */
export function useSaveSummaryLengthMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveSummaryLength,
    retry: false,
    onMutate: async (summaryLength) => {
      await queryClient.cancelQueries({ queryKey: queryKeys.preferences });
      const previous = queryClient.getQueryData<Preferences>(queryKeys.preferences);
      if (previous) queryClient.setQueryData<Preferences>(queryKeys.preferences, { ...previous, summaryLength });
      return { previous };
    },
    onError: (_error, _length, context) => {
      if (context?.previous) queryClient.setQueryData(queryKeys.preferences, context.previous);
      toast({ variant: 'destructive', title: SAVE_SUMMARY_LENGTH_FAILED, description: 'Please try again.' });
    },
    onSuccess: (saved) => queryClient.setQueryData(queryKeys.preferences, saved),
  });
}
