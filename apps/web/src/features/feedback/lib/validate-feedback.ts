import { MAX_FEEDBACK_ATTACHMENT_BYTES } from '@revisely/contracts';
import { CUSTOM_CATEGORY_MAX, MESSAGE_MAX, SUBJECT_MAX, type FeedbackCategory } from './feedback-options';

export const ATTACHMENT_TOO_LARGE = 'File too large: Maximum file size is 5MB';
export const ATTACHMENT_WRONG_TYPE = 'Unsupported File Type: Please attach a JPEG, PNG or WEBP image.';
/** What the server accepts (it checks the bytes, not the name). */
export const ATTACHMENT_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

export interface FeedbackDraft {
  category: FeedbackCategory;
  customCategory: string;
  subject: string;
  message: string;
}

export type FeedbackErrors = Partial<Record<'customCategory' | 'subject' | 'message', string>>;

/** Spec §5; the order matches the form so the first error is the first field to fix. */
export function validateFeedback(draft: FeedbackDraft): FeedbackErrors {
  const errors: FeedbackErrors = {};
  if (draft.category === 'other') {
    const custom = draft.customCategory.trim();
    if (!custom) errors.customCategory = 'Missing category';
    else if (custom.length > CUSTOM_CATEGORY_MAX)
      errors.customCategory = `Category must be at most ${CUSTOM_CATEGORY_MAX} characters`;
  }
  const subject = draft.subject.trim();
  if (!subject) errors.subject = 'Missing subject';
  else if (subject.length > SUBJECT_MAX) errors.subject = `Subject must be at most ${SUBJECT_MAX} characters`;
  const message = draft.message.trim();
  if (!message) errors.message = 'Missing message';
  else if (message.length > MESSAGE_MAX) errors.message = `Message must be at most ${MESSAGE_MAX} characters`;
  return errors;
}

/** Null when the file can be attached, otherwise the message to show. */
export function attachmentProblem(file: Pick<File, 'size' | 'type' | 'name'>): string | null {
  const byExtension = /\.(jpe?g|png|webp)$/i.test(file.name);
  if (!(ATTACHMENT_TYPES as readonly string[]).includes(file.type) && !(file.type === '' && byExtension)) {
    return ATTACHMENT_WRONG_TYPE;
  }
  if (file.size > MAX_FEEDBACK_ATTACHMENT_BYTES) return ATTACHMENT_TOO_LARGE;
  return null;
}
