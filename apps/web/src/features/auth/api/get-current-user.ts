import type { User } from '@revisely/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { readJson, sendRequest, throwIfNotOk } from '@/lib/api-client';
import { lastUser, rememberUser } from '@/lib/offline/last-user';
import { isNetworkError } from '@/lib/use-online';
import { isUser } from './auth-response-guards';
import { queryKeys } from '@/lib/query-keys';

/** Null means "no signed-in user": a 401 (token already dropped by the client) or a body that is not a user. */
export async function fetchCurrentUser({ signal }: { signal?: AbortSignal } = {}): Promise<User | null> {
  let response: Response;
  try {
    response = await sendRequest(
      'GET',
      '/api/auth/me',
      undefined,
      signal ? { signal, on401: 'return-null' } : { on401: 'return-null' },
    );
  } catch (error) {
    // Offline (ADR 0023): the student stays signed in as last seen; the server checks the token
    // again on the first request once the network is back.
    const remembered = isNetworkError(error) ? lastUser() : null;
    if (remembered) return remembered;
    throw error;
  }
  if (response.status === 401) {
    rememberUser(null);
    return null;
  }
  await throwIfNotOk(response);
  const body = await readJson(response);
  const user = isUser(body) ? body : null;
  rememberUser(user);
  return user;
}

export const currentUserQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.currentUser,
    queryFn: fetchCurrentUser,
    // Offline the last user seen on this device stands in (ADR 0023), so the check must not pause.
    networkMode: 'always',
  });

export function useCurrentUserQuery({ enabled }: { enabled: boolean }) {
  return useQuery({ ...currentUserQueryOptions(), enabled });
}
