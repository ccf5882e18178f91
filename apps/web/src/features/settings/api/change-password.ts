import { ChangePasswordResponseSchema, type ChangePasswordRequest } from '@revisely/contracts';
import { useMutation } from '@tanstack/react-query';
import { errorFromResponse, readJson, sendRequest } from '@/lib/api-client';
import { setAuthToken } from '@/lib/auth-token';

export const CHANGE_PASSWORD_FAILED = 'Failed to change password...';

/**
 * The server revokes every older token when the password changes and answers with a fresh one;
 * storing it keeps this session signed in while other devices are signed out.
 */
export async function changePassword(payload: ChangePasswordRequest): Promise<void> {
  const response = await sendRequest('POST', '/api/auth/change-password', payload);
  if (!response.ok) throw await errorFromResponse(response, CHANGE_PASSWORD_FAILED);
  const parsed = ChangePasswordResponseSchema.safeParse(await readJson(response));
  if (!parsed.success) throw new Error(CHANGE_PASSWORD_FAILED);
  setAuthToken(parsed.data.token);
}

export function useChangePasswordMutation() {
  // Not retried: a second attempt after a success would fail against the new password.
  return useMutation({ mutationFn: changePassword, retry: false });
}
