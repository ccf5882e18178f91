import type { AuthResponse, LoginRequest } from '@revisely/contracts';
import { useMutation } from '@tanstack/react-query';
import { errorFromResponse, readJson, sendRequest } from '@/lib/api-client';
import { isAuthResponse } from './auth-response-guards';

export const LOGIN_FAILED = 'Login failed';

export async function login(payload: LoginRequest): Promise<AuthResponse> {
  // A 401 here means wrong credentials, not an expired session, so the form shows it instead of redirecting.
  const response = await sendRequest('POST', '/api/auth/login', payload, { on401: 'ignore' });
  if (!response.ok) throw await errorFromResponse(response, LOGIN_FAILED);
  const body = await readJson(response);
  if (!isAuthResponse(body)) throw new Error(LOGIN_FAILED);
  return body;
}

export function useLoginMutation() {
  return useMutation({ mutationKey: ['login'], mutationFn: login });
}
