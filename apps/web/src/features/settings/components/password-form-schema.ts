import { ChangePasswordRequestSchema, PASSWORD_MIN_LENGTH } from '@revisely/contracts';
import { z } from 'zod';

export interface PasswordProblem {
  title: string;
  message: string;
}

export const PASSWORD_MISMATCH: PasswordProblem = { title: 'Password Mismatch', message: "New passwords don't match." };
export const PASSWORD_TOO_SHORT_PROBLEM: PasswordProblem = {
  title: 'Password Too Short',
  message: `Password must be at least ${PASSWORD_MIN_LENGTH} characters long.`,
};

/** Spec §5: the match is checked before the length. */
export function passwordProblem(newPassword: string, confirmPassword: string): PasswordProblem | null {
  if (newPassword !== confirmPassword) return PASSWORD_MISMATCH;
  if (newPassword.length < PASSWORD_MIN_LENGTH) return PASSWORD_TOO_SHORT_PROBLEM;
  return null;
}

/**
 * The change-password form: the contract's current-password rule plus the spec's single problem
 * (mismatch before length). The problem sits on the field it is about, so the form can tell which
 * title to show; the spec's wording (with its full stop) is kept rather than the contract's.
 */
export const passwordFormSchema = z
  .object({
    currentPassword: ChangePasswordRequestSchema.shape.currentPassword,
    newPassword: z.string(),
    confirmPassword: z.string(),
  })
  .superRefine((values, ctx) => {
    const problem = passwordProblem(values.newPassword, values.confirmPassword);
    if (!problem) return;
    const path = problem === PASSWORD_MISMATCH ? 'confirmPassword' : 'newPassword';
    ctx.addIssue({ code: 'custom', path: [path], message: problem.message });
  });

export type PasswordFormValues = z.input<typeof passwordFormSchema>;

export const emptyPasswordForm: PasswordFormValues = { currentPassword: '', newPassword: '', confirmPassword: '' };
