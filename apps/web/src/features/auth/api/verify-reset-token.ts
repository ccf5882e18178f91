import { VerifyResetTokenResponseSchema } from '@revisely/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from '@/lib/query-keys';
import { readJson, sendRequest, throwIfNotOk } from '@/lib/api-client';

export const RESET_TOKEN_VALIDATION_FAILED = 'Failed to validate reset token';

export async function verifyResetToken(token: string, signal?: AbortSignal): Promise<boolean> {
  const path = `/api/auth/verify-reset-token/${encodeURIComponent(token)}`;
  let body: unknown;
  try {
    const response = await sendRequest('GET', path, undefined, signal ? { signal } : {});
    await throwIfNotOk(response);
    body = await readJson(response);
  } catch {
    // Network failure or a non-OK answer: the screen shows one message for both.
    throw new Error(RESET_TOKEN_VALIDATION_FAILED);
  }
  const parsed = VerifyResetTokenResponseSchema.safeParse(body);
  if (!parsed.success) throw new Error(RESET_TOKEN_VALIDATION_FAILED);
  return parsed.data.valid;
}

export const verifyResetTokenQueryOptions = (token: string | null) =>
  queryOptions({
    queryKey: queryKeys.verifyResetToken(token),
    queryFn: ({ signal }) => verifyResetToken(token ?? '', signal),
    enabled: Boolean(token),
    // A token is single-use: never serve a cached "valid" after it was spent.
    staleTime: 0,
    gcTime: 0,
  });

export function useVerifyResetTokenQuery(token: string | null) {
  return useQuery(verifyResetTokenQueryOptions(token));
}
