import { USERNAME_MAX_LENGTH, USERNAME_MIN_LENGTH, USERNAME_PATTERN } from '@revisely/contracts';

/**
 * Turns whatever the sign-up form sent as a username (the display name, per spec §3) into a
 * valid handle: "Ada Student" → "ada_student". Returns null when nothing usable remains.
 */
export function usernameBase(input: string): string | null {
  const trimmed = input.trim();
  if (
    trimmed.length >= USERNAME_MIN_LENGTH &&
    trimmed.length <= USERNAME_MAX_LENGTH &&
    USERNAME_PATTERN.test(trimmed)
  ) {
    return trimmed;
  }
  const slug = trimmed
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\s+/g, '_')
    .replace(/[^a-z0-9_.-]/g, '')
    .replace(/_+/g, '_')
    .replace(/^[_.-]+|[_.-]+$/g, '')
    .slice(0, USERNAME_MAX_LENGTH - 4);
  if (slug.length === 0) return null;
  return slug.length < USERNAME_MIN_LENGTH ? `${slug}_user`.slice(0, USERNAME_MAX_LENGTH) : slug;
}

/** Candidates in the order we try them: base, base2, base3, … */
export function* usernameCandidates(base: string): Generator<string> {
  yield base;
  const stem = base.slice(0, USERNAME_MAX_LENGTH - 3);
  for (let n = 2; n < 100; n++) yield `${stem}${n}`;
}
