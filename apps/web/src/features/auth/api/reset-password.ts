import type { ResetPasswordRequest } from '@revisely/contracts';
import { useMutation } from '@tanstack/react-query';
import { errorFromResponse, sendRequest } from '@/lib/api-client';

export const RESET_PASSWORD_FAILED = 'Failed to reset password';

export async function resetPassword(payload: ResetPasswordRequest): Promise<void> {
  const response = await sendRequest('POST', '/api/auth/reset-password', payload);
  if (!response.ok) throw await errorFromResponse(response, RESET_PASSWORD_FAILED);
}

export function useResetPasswordMutation() {
  return useMutation({ mutationFn: resetPassword });
}
