import { QueryClient } from '@tanstack/react-query';
import { ApiError, getQueryFn } from './api-client';

export const RETRY_DELAY_MS = 1000;
export const STALE_TIME_MS = 5 * 60 * 1000;

/**
 * One retry (spec §9), but only for failures a retry can fix: repeating a 4xx answer is pointless,
 * and repeating a failed sign-in would count twice against the server's attempt limit.
 */
export function retryOnce(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 1;
}

/** Defaults from spec §9: one retry after 1 s, fresh for 5 minutes, no focus refetch, no polling. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: 'throw' }),
        retry: retryOnce,
        retryDelay: RETRY_DELAY_MS,
        staleTime: STALE_TIME_MS,
        refetchOnWindowFocus: false,
        refetchInterval: false,
      },
      mutations: {
        retry: retryOnce,
        retryDelay: RETRY_DELAY_MS,
      },
    },
  });
}
