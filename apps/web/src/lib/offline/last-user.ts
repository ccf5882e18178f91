import type { User } from '@revisely/contracts';

const LAST_USER_KEY = 'revisely:last-user';

/**
 * The signed-in user as the server last described them. Offline the session check cannot reach
 * the server; with a token and this copy the app starts signed in (ADR 0023) instead of signing
 * the student out. The server still checks the token on every request once back online.
 */
export function rememberUser(user: User | null): void {
  try {
    if (user) window.localStorage.setItem(LAST_USER_KEY, JSON.stringify(user));
    else window.localStorage.removeItem(LAST_USER_KEY);
  } catch {
    // Storage blocked: offline start is simply not available.
  }
}

export function lastUser(): User | null {
  try {
    const raw = window.localStorage.getItem(LAST_USER_KEY);
    return raw ? (JSON.parse(raw) as User) : null;
  } catch {
    return null;
  }
}
