import { ApiError } from '@/lib/api-client';
import { LOGIN_FAILED } from './api/login';
import { REGISTRATION_FAILED } from './api/register';

export const LOGIN_MESSAGES = {
  invalidCredentials: 'Invalid email or password. Please check your credentials and try again.',
  tooManyAttempts: 'Too many login attempts. Please try again later.',
  missingFields: 'Please fill in both email and password fields.',
  fallback: 'Login failed. Please check your credentials and try again.',
} as const;

export const REGISTER_FAILED_MESSAGE = 'Registration failed. Please try again.';
export const RESET_EMAIL_FAILED_MESSAGE = 'Failed to send reset email. Please try again.';
export const RESET_PASSWORD_FAILED_MESSAGE = 'Failed to reset password. Please try again.';
export const MISSING_RESET_TOKEN = 'Invalid or missing reset token';

/**
 * A message the server (or the auth layer) produced. A network failure (fetch's TypeError) has no
 * useful text for a student, so the screen's own fallback is shown instead.
 */
function knownMessage(error: unknown): string | undefined {
  if (error instanceof ApiError) return error.message || undefined;
  if (error instanceof Error && !(error instanceof TypeError)) return error.message || undefined;
  return undefined;
}

/** Spec §8 login mapping, matched on the message text as the spec describes. */
export function loginErrorMessage(error: unknown): string {
  const message = knownMessage(error) ?? '';
  if (message.includes('Invalid email or password')) return LOGIN_MESSAGES.invalidCredentials;
  if (message.includes('Too many')) return LOGIN_MESSAGES.tooManyAttempts;
  if (message.includes('Email and password are required')) return LOGIN_MESSAGES.missingFields;
  // The auth layer's bare 'Login failed' (no server text) gets the screen's fuller wording.
  return message && message !== LOGIN_FAILED ? message : LOGIN_MESSAGES.fallback;
}

export function registerErrorMessage(error: unknown): string {
  const message = knownMessage(error);
  return message && message !== REGISTRATION_FAILED ? message : REGISTER_FAILED_MESSAGE;
}

export function resetRequestErrorMessage(error: unknown): string {
  return knownMessage(error) ?? RESET_EMAIL_FAILED_MESSAGE;
}

export function resetPasswordErrorMessage(error: unknown): string {
  return knownMessage(error) ?? RESET_PASSWORD_FAILED_MESSAGE;
}
