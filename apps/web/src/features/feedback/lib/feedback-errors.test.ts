import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { FEEDBACK_ERRORS, feedbackErrorMessage } from './feedback-errors';

describe('feedbackErrorMessage', () => {
  it('maps a failed fetch to the network message', () => {
    expect(feedbackErrorMessage(new TypeError('Failed to fetch'))).toBe(FEEDBACK_ERRORS.network);
    expect(feedbackErrorMessage(new TypeError('NetworkError when attempting to fetch resource.'))).toBe(
      FEEDBACK_ERRORS.network,
    );
    expect(feedbackErrorMessage(new TypeError('Load failed'))).toBe(FEEDBACK_ERRORS.network);
    expect(FEEDBACK_ERRORS.network).toBe('Network error: Please check your internet connection and try again.');
  });

  it('maps 401 to the authentication message', () => {
    expect(feedbackErrorMessage(new ApiError(401, '{"error":"Not authenticated"}', 'Unauthorized'))).toBe(
      'Authentication error: Please log out and log back in.',
    );
  });

  it('maps 413 to the file-size message', () => {
    expect(feedbackErrorMessage(new ApiError(413, '{"error":"File too large"}', 'Payload Too Large'))).toBe(
      'File too large: Please use a smaller image (under 5MB).',
    );
  });

  it('maps 500 and other server failures to the server message', () => {
    const expected = 'Server error: Our team has been notified. Please try again later.';
    expect(feedbackErrorMessage(new ApiError(500, '', 'Internal Server Error'))).toBe(expected);
    expect(feedbackErrorMessage(new ApiError(502, '', 'Bad Gateway'))).toBe(expected);
  });

  it('reads the status from the message when the error is not an ApiError', () => {
    expect(feedbackErrorMessage(new Error('401: Unauthorized'))).toBe(FEEDBACK_ERRORS.auth);
    expect(feedbackErrorMessage(new Error('413: Payload Too Large'))).toBe(FEEDBACK_ERRORS.tooLarge);
    expect(feedbackErrorMessage(new Error('500: boom'))).toBe(FEEDBACK_ERRORS.server);
  });

  it('falls back to the generic message', () => {
    const expected = 'There was an error submitting your feedback. Please try again.';
    expect(feedbackErrorMessage(new ApiError(400, '{"error":"Missing subject"}', 'Bad Request'))).toBe(expected);
    expect(feedbackErrorMessage(new Error('Unexpected response from server'))).toBe(expected);
    expect(feedbackErrorMessage('weird')).toBe(expected);
    expect(feedbackErrorMessage(undefined)).toBe(expected);
  });

  it('does not take a server message that mentions a network for a network failure', () => {
    expect(feedbackErrorMessage(new ApiError(400, 'network error', 'Bad Request', '400: network error'))).toBe(
      FEEDBACK_ERRORS.generic,
    );
  });
});
