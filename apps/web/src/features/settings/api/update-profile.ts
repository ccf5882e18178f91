import { UserSchema, type UpdateProfileRequest, type User } from '@revisely/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, readJson, readText, sendRequest } from '@/lib/api-client';
import { userChanged } from '@/lib/on-write';

export const UPDATE_PROFILE_FAILED = 'Failed to update profile. Please try again.';

/**
 * A taken username (409) or a rejected value (400) carries a message the user can act on, so it is
 * shown instead of the generic wording; anything else gets the spec's text.
 */
export async function updateProfile(payload: UpdateProfileRequest): Promise<User> {
  const response = await sendRequest('PUT', '/api/user/profile', payload);
  if (!response.ok) {
    const body = await readText(response);
    const error = new ApiError(response.status, body, response.statusText);
    const actionable = response.status === 409 || response.status === 400 ? error.serverMessage : undefined;
    throw new ApiError(response.status, body, response.statusText, actionable ?? UPDATE_PROFILE_FAILED);
  }
  const parsed = UserSchema.safeParse(await readJson(response));
  if (!parsed.success) throw new Error(UPDATE_PROFILE_FAILED);
  return parsed.data;
}

export function useUpdateProfileMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    // A 409 or 400 will fail the same way again; the client default would retry it.
    retry: false,
    onSuccess: async (user) => {
      await userChanged(queryClient, user);
    },
  });
}
