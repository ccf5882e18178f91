import { displayNameSchema, usernameSchema, type UpdateProfileRequest, type User } from '@revisely/contracts';
import { z } from 'zod';

export interface ProfileFormValues {
  username: string;
  displayName: string;
}

export interface ProfileFieldErrors {
  username?: string;
  displayName?: string;
}

/**
 * Builds the PUT body. A blank username is left out when the account never had one (it is
 * optional at sign-up) but is an error once set; a blank display name clears it.
 */
export function profilePayload(
  user: Pick<User, 'username'>,
  values: ProfileFormValues,
): { payload: UpdateProfileRequest; errors: ProfileFieldErrors } {
  const errors: ProfileFieldErrors = {};
  const payload: UpdateProfileRequest = {};
  const username = values.username.trim();
  if (username) {
    const parsed = usernameSchema.safeParse(username);
    if (parsed.success) payload.username = parsed.data;
    else errors.username = parsed.error.issues[0]?.message ?? 'Invalid username';
  } else if (user.username) {
    errors.username = 'Username is required';
  }
  const displayName = displayNameSchema.safeParse(values.displayName);
  if (displayName.success) payload.displayName = displayName.data || null;
  else errors.displayName = displayName.error.issues[0]?.message ?? 'Invalid display name';
  return { payload, errors };
}

/**
 * The profile form for this account: the contract's username and display-name rules, one message
 * per field. Whether a blank username is allowed depends on the account, hence the factory.
 */
export function profileFormSchema(user: Pick<User, 'username'>) {
  return z.object({ username: z.string(), displayName: z.string() }).superRefine((values, ctx) => {
    const { errors } = profilePayload(user, values);
    for (const field of ['username', 'displayName'] as const) {
      const message = errors[field];
      if (message) ctx.addIssue({ code: 'custom', path: [field], message });
    }
  });
}

export function profileFormValues(user: Pick<User, 'username' | 'displayName'>): ProfileFormValues {
  return { username: user.username ?? '', displayName: user.displayName ?? '' };
}
