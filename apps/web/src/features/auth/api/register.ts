import type { AuthResponse, RegisterRequest } from '@revisely/contracts';
import { useMutation } from '@tanstack/react-query';
import { errorFromResponse, readJson, sendRequest } from '@/lib/api-client';
import { isAuthResponse } from './auth-response-guards';

export const REGISTRATION_FAILED = 'Registration failed';

export async function register(payload: RegisterRequest): Promise<AuthResponse> {
  const response = await sendRequest('POST', '/api/auth/register', payload);
  if (!response.ok) throw await errorFromResponse(response, REGISTRATION_FAILED);
  const body = await readJson(response);
  if (!isAuthResponse(body)) throw new Error(REGISTRATION_FAILED);
  return body;
}

export function useRegisterMutation() {
  return useMutation({ mutationKey: ['register'], mutationFn: register });
}
