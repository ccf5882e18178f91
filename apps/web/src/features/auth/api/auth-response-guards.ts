import type { AuthResponse, User } from '@revisely/contracts';

// Plain checks rather than the zod schemas: these run at start-up and on sign-in, where zod would
// add ~30 KB to the first download. The server already validates its responses against the
// contract schemas; these only guard against a proxy or an outage answering with something else.

const isNullableString = (value: unknown) => value === null || typeof value === 'string';

export function isUser(value: unknown): value is User {
  if (!value || typeof value !== 'object') return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.id === 'string' &&
    typeof v.email === 'string' &&
    isNullableString(v.username) &&
    isNullableString(v.displayName) &&
    typeof v.createdAt === 'string'
  );
}

export function isAuthResponse(value: unknown): value is AuthResponse {
  if (!value || typeof value !== 'object') return false;
  const v = value as Record<string, unknown>;
  return typeof v.token === 'string' && v.token.length > 0 && isUser(v.user);
}
