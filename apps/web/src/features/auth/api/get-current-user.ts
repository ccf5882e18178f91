import type { User } from '@revisely/contracts';
import { useQuery } from '@tanstack/react-query';
import { readJson, sendRequest, throwIfNotOk } from '@/lib/api-client';
import { isUser } from './auth-response-guards';
import { queryKeys } from '@/lib/query-keys';

/** Null means "no signed-in user": a 401 (token already dropped by the client) or a body that is not a user. */
export async function fetchCurrentUser({ signal }: { signal?: AbortSignal } = {}): Promise<User | null> {
  const response = await sendRequest(
    'GET',
    '/api/auth/me',
    undefined,
    signal ? { signal, on401: 'return-null' } : { on401: 'return-null' },
  );
  if (response.status === 401) return null;
  await throwIfNotOk(response);
  const body = await readJson(response);
  return isUser(body) ? body : null;
}

export function useCurrentUserQuery({ enabled }: { enabled: boolean }) {
  return useQuery({ queryKey: queryKeys.currentUser, queryFn: fetchCurrentUser, enabled });
}
