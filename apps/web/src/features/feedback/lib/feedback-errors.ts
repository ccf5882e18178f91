import { ApiError } from '@/lib/api-client';

export const FEEDBACK_ERRORS = {
  network: 'Network error: Please check your internet connection and try again.',
  auth: 'Authentication error: Please log out and log back in.',
  server: 'Server error: Our team has been notified. Please try again later.',
  tooLarge: 'File too large: Please use a smaller image (under 5MB).',
  generic: 'There was an error submitting your feedback. Please try again.',
} as const;

/** fetch() rejects with a TypeError whose wording differs by browser when the network is down. */
const NETWORK_PATTERN = /failed to fetch|networkerror|network error|load failed|network request failed/i;

/**
 * Spec §8: the submit error is shown by what it says. ApiError messages start with the status
 * (`413: ...`), so the status and the message content give the same answer.
 */
export function feedbackErrorMessage(error: unknown): string {
  const status = error instanceof ApiError ? error.status : undefined;
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  if (status === undefined && (error instanceof TypeError || NETWORK_PATTERN.test(message)))
    return FEEDBACK_ERRORS.network;
  if (status === 401 || /^401\b/.test(message)) return FEEDBACK_ERRORS.auth;
  if (status === 413 || /^413\b/.test(message)) return FEEDBACK_ERRORS.tooLarge;
  if ((status !== undefined && status >= 500) || /^5\d\d\b/.test(message)) return FEEDBACK_ERRORS.server;
  return FEEDBACK_ERRORS.generic;
}
