import { z } from 'zod';

export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 256;
export const USERNAME_MIN_LENGTH = 3;
export const USERNAME_MAX_LENGTH = 30;
export const DISPLAY_NAME_MAX_LENGTH = 80;
export const USERNAME_PATTERN = /^[A-Za-z0-9_.-]+$/;

export const PASSWORD_TOO_SHORT = 'Password must be at least 6 characters long';
export const PASSWORD_TOO_LONG = 'Password must be at most 256 characters long';
export const LOGIN_FIELDS_REQUIRED = 'Email and password are required';
export const INVALID_CREDENTIALS = 'Invalid email or password';
export const TOO_MANY_LOGIN_ATTEMPTS = 'Too many login attempts. Please try again later.';
export const RESET_REQUEST_ACCEPTED = 'If an account exists for that email, a reset link is on its way.';
export const RESET_TOKEN_INVALID = 'This reset link has expired or is invalid';

export const emailSchema = z
  .string({ error: 'Email is required' })
  .trim()
  .toLowerCase()
  .min(1, 'Email is required')
  .max(254, 'Email must be at most 254 characters')
  .pipe(z.email({ error: 'Please enter a valid email address' }));

export const passwordSchema = z
  .string({ error: 'Password is required' })
  .min(PASSWORD_MIN_LENGTH, PASSWORD_TOO_SHORT)
  .max(PASSWORD_MAX_LENGTH, PASSWORD_TOO_LONG);

export const usernameSchema = z
  .string({ error: 'Username must be text' })
  .trim()
  .min(USERNAME_MIN_LENGTH, `Username must be at least ${USERNAME_MIN_LENGTH} characters`)
  .max(USERNAME_MAX_LENGTH, `Username must be at most ${USERNAME_MAX_LENGTH} characters`)
  .regex(USERNAME_PATTERN, 'Username may only contain letters, digits, underscores, dots and hyphens');

export const displayNameSchema = z
  .string({ error: 'Display name must be text' })
  .trim()
  .max(DISPLAY_NAME_MAX_LENGTH, `Display name must be at most ${DISPLAY_NAME_MAX_LENGTH} characters`);

export const UserSchema = z.object({
  id: z.string(),
  email: z.string(),
  username: z.string().nullable(),
  displayName: z.string().nullable(),
  createdAt: z.string(),
});
export type User = z.infer<typeof UserSchema>;

export const AuthResponseSchema = z.object({ user: UserSchema, token: z.string() });
export type AuthResponse = z.infer<typeof AuthResponseSchema>;

/**
 * Login accepts any strings: an empty or missing field is answered with the spec's
 * 'Email and password are required' by the service rather than a generic schema message.
 */
export const LoginRequestSchema = z.object({
  email: z.string({ error: LOGIN_FIELDS_REQUIRED }).max(1000, 'Email is too long'),
  password: z.string({ error: LOGIN_FIELDS_REQUIRED }).max(1000, PASSWORD_TOO_LONG),
});
export type LoginRequest = z.infer<typeof LoginRequestSchema>;

/** The web app sends `username` equal to the display name (spec §3); the server adapts it. */
export const RegisterRequestSchema = z.object({
  email: emailSchema,
  password: passwordSchema,
  displayName: z.union([displayNameSchema, z.null()]).optional(),
  username: z
    .union([z.string({ error: 'Username must be text' }).max(200, 'Username is too long'), z.null()])
    .optional(),
});
export type RegisterRequest = z.infer<typeof RegisterRequestSchema>;

/** Client-side form: adds the confirmation the spec checks before sending. */
export const RegisterFormSchema = z
  .object({
    displayName: z.string().trim().max(DISPLAY_NAME_MAX_LENGTH).optional(),
    email: z
      .string()
      .trim()
      .min(1, 'Email is required')
      .pipe(z.email({ error: 'Please enter a valid email address' })),
    password: z.string().min(PASSWORD_MIN_LENGTH, PASSWORD_TOO_SHORT).max(PASSWORD_MAX_LENGTH, PASSWORD_TOO_LONG),
    confirmPassword: z.string(),
  })
  .refine((v) => v.password === v.confirmPassword, {
    message: "Passwords don't match",
    path: ['confirmPassword'],
  });
export type RegisterForm = z.infer<typeof RegisterFormSchema>;

export const LoginFormSchema = z.object({
  email: z.string().trim().min(1, 'Email is required'),
  password: z.string().min(1, 'Password is required'),
});
export type LoginForm = z.infer<typeof LoginFormSchema>;

export const SetupUsernameRequestSchema = z.object({ username: usernameSchema });
export type SetupUsernameRequest = z.infer<typeof SetupUsernameRequestSchema>;

export const UpdateProfileRequestSchema = z
  .object({
    username: usernameSchema.optional(),
    displayName: z.union([displayNameSchema, z.null()]).optional(),
  })
  .refine((v) => v.username !== undefined || v.displayName !== undefined, {
    message: 'Provide a username or a display name to update',
  });
export type UpdateProfileRequest = z.infer<typeof UpdateProfileRequestSchema>;

export const PasswordResetRequestSchema = z.object({ email: emailSchema });
export type PasswordResetRequest = z.infer<typeof PasswordResetRequestSchema>;

export const PasswordResetRequestResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
});

export const VerifyResetTokenParamsSchema = z.object({ token: z.string().max(500) });
export const VerifyResetTokenResponseSchema = z.object({ valid: z.boolean() });
export type VerifyResetTokenResponse = z.infer<typeof VerifyResetTokenResponseSchema>;

export const ResetPasswordRequestSchema = z.object({
  token: z.string({ error: 'Reset token is required' }).min(1, 'Reset token is required').max(500),
  newPassword: passwordSchema,
});
export type ResetPasswordRequest = z.infer<typeof ResetPasswordRequestSchema>;

export const ResetPasswordFormSchema = z
  .object({
    newPassword: z.string().min(PASSWORD_MIN_LENGTH, PASSWORD_TOO_SHORT).max(PASSWORD_MAX_LENGTH, PASSWORD_TOO_LONG),
    confirmPassword: z.string(),
  })
  .refine((v) => v.newPassword === v.confirmPassword, {
    message: 'Passwords do not match',
    path: ['confirmPassword'],
  });
export type ResetPasswordForm = z.infer<typeof ResetPasswordFormSchema>;

export const ChangePasswordRequestSchema = z.object({
  currentPassword: z.string({ error: 'Current password is required' }).min(1, 'Current password is required').max(1000),
  newPassword: passwordSchema,
});
export type ChangePasswordRequest = z.infer<typeof ChangePasswordRequestSchema>;

/**
 * Changing the password revokes every older session token, so the response carries a fresh
 * token for the session that made the change.
 */
export const ChangePasswordResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  token: z.string(),
});
export type ChangePasswordResponse = z.infer<typeof ChangePasswordResponseSchema>;

export const SuccessMessageResponseSchema = z.object({ success: z.literal(true), message: z.string() });
