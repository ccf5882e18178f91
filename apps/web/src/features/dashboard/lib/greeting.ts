import type { User } from '@revisely/contracts';

export type Greeting = 'Good morning' | 'Good afternoon' | 'Good evening';

/** Spec §2: before 12 morning, before 18 afternoon, otherwise evening (local time). */
export function greetingForHour(hour: number): Greeting {
  if (hour < 12) return 'Good morning';
  if (hour < 18) return 'Good afternoon';
  return 'Good evening';
}

/** Display name, else username, else 'Student'; blank values count as missing. */
export function greetingName(user: Pick<User, 'displayName' | 'username'> | null | undefined): string {
  return user?.displayName?.trim() || user?.username?.trim() || 'Student';
}

export function greetingFor(user: Pick<User, 'displayName' | 'username'> | null | undefined, now: Date): string {
  return `${greetingForHour(now.getHours())}, ${greetingName(user)}`;
}
