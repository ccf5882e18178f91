import {
  FEEDBACK_CATEGORIES,
  FEEDBACK_PRIORITIES,
  FEEDBACK_TYPES,
  FeedbackFieldsSchema,
  MAX_FEEDBACK_ATTACHMENT_BYTES,
} from '@revisely/contracts';
import { z } from 'zod';
import {
  DEFAULT_FEEDBACK_CATEGORY,
  DEFAULT_FEEDBACK_PRIORITY,
  DEFAULT_FEEDBACK_TYPE,
  type FeedbackCategory,
} from './feedback-options';

export const ATTACHMENT_TOO_LARGE = 'File too large: Maximum file size is 5MB';
export const ATTACHMENT_WRONG_TYPE = 'Unsupported File Type: Please attach a JPEG, PNG or WEBP image.';
/** What the server accepts (it checks the bytes, not the name). */
export const ATTACHMENT_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

const contractFields = FeedbackFieldsSchema.in.shape;

/**
 * The contract checks a custom category only after its transform, which never runs while another
 * field is wrong; asking it about that field alone lets the form show every error at once.
 */
function customCategoryIssues(customCategory: string) {
  const result = FeedbackFieldsSchema.safeParse({ category: 'other', customCategory, subject: '-', message: '-' });
  return result.success ? [] : result.error.issues.filter((issue) => issue.path[0] === 'customCategory');
}

/** Spec §5: the feedback form, validated with the contract's own rules and messages. */
export const feedbackFormSchema = z
  .object({
    feedbackType: z.enum(FEEDBACK_TYPES),
    category: z.enum(FEEDBACK_CATEGORIES),
    customCategory: z.string(),
    subject: contractFields.subject,
    message: contractFields.message,
    priorityLevel: z.enum(FEEDBACK_PRIORITIES),
    contactPermission: z.boolean(),
  })
  .superRefine((values, ctx) => {
    if (values.category !== 'other') return;
    for (const issue of customCategoryIssues(values.customCategory)) {
      ctx.addIssue({ code: 'custom', path: ['customCategory'], message: issue.message });
    }
  });

export type FeedbackFormValues = z.input<typeof feedbackFormSchema>;

/** Spec §9 defaults. */
export const defaultFeedbackValues: FeedbackFormValues = {
  feedbackType: DEFAULT_FEEDBACK_TYPE,
  category: DEFAULT_FEEDBACK_CATEGORY,
  customCategory: '',
  subject: '',
  message: '',
  priorityLevel: DEFAULT_FEEDBACK_PRIORITY,
  contactPermission: false,
};

export interface FeedbackDraft {
  category: FeedbackCategory;
  customCategory: string;
  subject: string;
  message: string;
}

export type FeedbackErrors = Partial<Record<'customCategory' | 'subject' | 'message', string>>;

/** The schema's verdict on the text fields, first message per field. */
export function validateFeedback(draft: FeedbackDraft): FeedbackErrors {
  const result = feedbackFormSchema.safeParse({ ...defaultFeedbackValues, ...draft });
  const errors: FeedbackErrors = {};
  for (const issue of result.error?.issues ?? []) {
    const field = issue.path[0];
    if ((field === 'customCategory' || field === 'subject' || field === 'message') && !errors[field]) {
      errors[field] = issue.message;
    }
  }
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
