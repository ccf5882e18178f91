import { PasswordResetRequestResponseSchema, type PasswordResetRequest } from '@revisely/contracts';
import { useMutation } from '@tanstack/react-query';
import { errorField, readText, sendRequest } from '@/lib/api-client';

export const EMPTY_RESPONSE = 'Empty response from server';
export const INVALID_RESPONSE_FORMAT = 'Invalid response format from server';
export const RESET_EMAIL_FAILED = 'Failed to send reset email';

/** Spec §7: the body is read as text and parsed here so an empty or non-JSON answer gets its own message. */
export async function requestPasswordReset(payload: PasswordResetRequest): Promise<{ message: string }> {
  const response = await sendRequest('POST', '/api/auth/password-reset-request', payload);
  const text = await readText(response);
  if (!response.ok) throw new Error(errorField(text) ?? RESET_EMAIL_FAILED);
  if (!text.trim()) throw new Error(EMPTY_RESPONSE);
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new Error(INVALID_RESPONSE_FORMAT);
  }
  const parsed = PasswordResetRequestResponseSchema.safeParse(body);
  if (!parsed.success) throw new Error(INVALID_RESPONSE_FORMAT);
  return { message: parsed.data.message };
}

export function useRequestPasswordResetMutation() {
  // Not retried: a second attempt would send a second email.
  return useMutation({ mutationFn: requestPasswordReset, retry: false });
}
