import { FeedbackResponseSchema, type FeedbackResponse } from '@revisely/contracts';
import { useMutation } from '@tanstack/react-query';
import { readJson, sendRequest, throwIfNotOk } from '@/lib/api-client';
import type { FeedbackCategory, FeedbackPriority, FeedbackType } from '../lib/feedback-options';

export interface FeedbackSubmission {
  email: string;
  feedbackType: FeedbackType;
  category: FeedbackCategory;
  customCategory: string;
  subject: string;
  message: string;
  priorityLevel: FeedbackPriority;
  contactPermission: boolean;
  attachment: File | null;
}

/** Spec §7: multipart, with contactPermission as the text 'true' or 'false'. */
export function feedbackFormData(input: FeedbackSubmission): FormData {
  const form = new FormData();
  form.append('email', input.email);
  form.append('feedbackType', input.feedbackType);
  form.append('category', input.category);
  if (input.category === 'other') form.append('customCategory', input.customCategory.trim());
  form.append('subject', input.subject.trim());
  form.append('message', input.message.trim());
  form.append('priorityLevel', input.priorityLevel);
  form.append('contactPermission', input.contactPermission ? 'true' : 'false');
  if (input.attachment) form.append('attachment', input.attachment, input.attachment.name);
  return form;
}

/**
 * A 401 is shown as the spec's 'Authentication error' rather than redirecting at once, so a long
 * message the user has just typed is not thrown away by a page change.
 */
export async function submitFeedback(input: FeedbackSubmission): Promise<FeedbackResponse> {
  const response = await sendRequest('POST', '/api/feedback', feedbackFormData(input), { on401: 'ignore' });
  await throwIfNotOk(response);
  const parsed = FeedbackResponseSchema.safeParse(await readJson(response));
  if (!parsed.success) throw new Error('Unexpected response from server');
  return parsed.data;
}

export function useSubmitFeedbackMutation() {
  // Not retried: a retry after a lost response would file the same feedback twice.
  return useMutation({ mutationFn: submitFeedback, retry: false });
}
