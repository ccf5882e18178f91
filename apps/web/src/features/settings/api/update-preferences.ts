import { PreferencesSchema, type Preferences, type UpdatePreferencesRequest } from '@revisely/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { errorFromResponse, readJson, sendRequest } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { toast } from '@/lib/toast-store';
import { writeLocalPreferences } from '../lib/local-preferences';

export const UPDATE_PREFERENCES_FAILED = 'Could not save your preferences';

export async function updatePreferences(changes: UpdatePreferencesRequest): Promise<Preferences> {
  const response = await sendRequest('PUT', '/api/user/preferences', changes);
  if (!response.ok) throw await errorFromResponse(response, UPDATE_PREFERENCES_FAILED);
  const parsed = PreferencesSchema.safeParse(await readJson(response));
  if (!parsed.success) throw new Error(UPDATE_PREFERENCES_FAILED);
  return parsed.data;
}

/**
 * Optimistic: the switch moves at once; a failed save puts it back and says so. The server's
 * answer is mirrored to this device so code that cannot wait for it (drafts' autoSave) agrees.
 */
export function useUpdatePreferencesMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePreferences,
    retry: false,
    onMutate: async (changes) => {
      await queryClient.cancelQueries({ queryKey: queryKeys.preferences });
      const previous = queryClient.getQueryData<Preferences>(queryKeys.preferences);
      if (previous) queryClient.setQueryData<Preferences>(queryKeys.preferences, { ...previous, ...changes });
      return { previous };
    },
    onError: (error, _changes, context) => {
      if (context?.previous) queryClient.setQueryData(queryKeys.preferences, context.previous);
      toast({
        variant: 'destructive',
        title: UPDATE_PREFERENCES_FAILED,
        description:
          error instanceof TypeError
            ? 'Check your internet connection and try again.'
            : 'Your change was not saved. Please try again.',
      });
    },
    onSuccess: (saved) => {
      queryClient.setQueryData(queryKeys.preferences, saved);
      writeLocalPreferences(saved);
    },
  });
}
