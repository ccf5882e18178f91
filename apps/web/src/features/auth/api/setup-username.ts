import { UserSchema, type SetupUsernameRequest, type User } from '@revisely/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { readJson, readText, sendRequest } from '@/lib/api-client';
import { getAuthToken } from '@/lib/auth-token';
import { userChanged } from '@/lib/on-write';

export const NOT_AUTHENTICATED = 'Not authenticated';
export const SETUP_USERNAME_FAILED = 'Failed to setup username';

export async function setupUsername(payload: SetupUsernameRequest): Promise<User> {
  if (!getAuthToken()) throw new Error(NOT_AUTHENTICATED);
  const response = await sendRequest('PUT', '/api/auth/setup-username', payload);
  // Spec §7: on failure the raw response text is the message.
  if (!response.ok) throw new Error((await readText(response)) || SETUP_USERNAME_FAILED);
  const parsed = UserSchema.safeParse(await readJson(response));
  if (!parsed.success) throw new Error(SETUP_USERNAME_FAILED);
  return parsed.data;
}

export function useSetupUsernameMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setupUsername,
    onSuccess: () => userChanged(queryClient),
  });
}
