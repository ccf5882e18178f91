import type { AuthResponse, LoginRequest, RegisterRequest, User } from '@revisely/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { setUnauthorizedHandler } from '@/lib/api-client';
import { AUTH_TOKEN_KEY, getAuthToken, removeAuthToken, setAuthToken } from '@/lib/auth-token';
import { rememberUser } from '@/lib/offline/last-user';
import { paths } from '@/app/paths';
import { useCurrentUserQuery } from '@/features/auth/api/get-current-user';
import { useLoginMutation } from '@/features/auth/api/login';
import { useRegisterMutation } from '@/features/auth/api/register';
import { SessionContext, type SessionStatus, type SessionValue } from '@/lib/session/session-context';
import { queryKeys } from '@/lib/query-keys';

/** Spec §4. Must sit inside the router: logout navigates to /login. */
export function SessionProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [hasToken, setHasToken] = useState(() => getAuthToken() !== null);
  const me = useCurrentUserQuery({ enabled: hasToken });
  const loginMutation = useLoginMutation();
  const registerMutation = useRegisterMutation();

  const logout = useCallback(() => {
    removeAuthToken();
    rememberUser(null);
    setHasToken(false);
    queryClient.clear();
    void navigate(paths.login, { replace: true });
  }, [navigate, queryClient]);

  // Any 401 from any call lands here (the client has already dropped the token).
  useEffect(() => setUnauthorizedHandler(logout), [logout]);

  // No user (a 401 or an unusable body) or a failed check both end the session.
  const checkFailed = hasToken && (me.isError || (me.isSuccess && me.data === null));
  useEffect(() => {
    if (checkFailed) logout();
  }, [checkFailed, logout]);

  // Signing out in another tab signs out here too.
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === AUTH_TOKEN_KEY && event.newValue === null && hasToken) logout();
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [hasToken, logout]);

  const startSession = useCallback(
    ({ user, token }: AuthResponse): User => {
      setAuthToken(token);
      // Names the student's offline store (ADR 0023) and lets the app start signed in offline.
      rememberUser(user);
      queryClient.clear();
      queryClient.setQueryData(queryKeys.currentUser, user);
      setHasToken(true);
      return user;
    },
    [queryClient],
  );

  const { mutateAsync: loginAsync } = loginMutation;
  const { mutateAsync: registerAsync } = registerMutation;
  const login = useCallback(
    async (payload: LoginRequest) => startSession(await loginAsync(payload)),
    [loginAsync, startSession],
  );
  const register = useCallback(
    async (payload: RegisterRequest) => startSession(await registerAsync(payload)),
    [registerAsync, startSession],
  );

  const user = hasToken && me.data ? me.data : null;
  const status: SessionStatus = !hasToken ? 'unauthenticated' : user ? 'authenticated' : 'loading';
  const isLoading = status === 'loading' || loginMutation.isPending || registerMutation.isPending;

  const value = useMemo<SessionValue>(
    () => ({ status, user, isLoading, login, register, logout }),
    [status, user, isLoading, login, register, logout],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}
