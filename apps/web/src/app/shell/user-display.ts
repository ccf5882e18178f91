import type { User } from '@revisely/contracts';

export function userDisplayName(user: Pick<User, 'displayName' | 'username'> | null): string {
  return user?.displayName?.trim() || user?.username?.trim() || 'Student';
}

export function userInitial(user: Pick<User, 'displayName' | 'username' | 'email'> | null): string {
  const source = user?.displayName?.trim() || user?.username?.trim() || user?.email?.trim() || 'S';
  return source.charAt(0).toUpperCase();
}

export function userEmail(user: Pick<User, 'email'> | null): string {
  return user?.email?.trim() || 'No email';
}
