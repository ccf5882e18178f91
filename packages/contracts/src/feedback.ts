import { z } from 'zod';

export const FEEDBACK_TYPES = ['bug-report', 'feature-request', 'general-feedback', 'ui-ux-suggestion'] as const;
export const FEEDBACK_CATEGORIES = ['summaries', 'flashcards', 'progress', 'study-session', 'other'] as const;
export const FEEDBACK_PRIORITIES = ['low', 'medium', 'high'] as const;

/** The text fields of the multipart feedback form (the attachment is a separate file part). */
export const FeedbackFieldsSchema = z
  .object({
    email: z.string().trim().max(254).optional(),
    feedbackType: z.enum(FEEDBACK_TYPES, { error: 'feedbackType is not a known type' }).default('feature-request'),
    /** One of FEEDBACK_CATEGORIES; any other text is taken as a custom category. */
    category: z
      .string({ error: 'category must be text' })
      .trim()
      .max(100, 'Category must be at most 100 characters')
      .default('summaries'),
    customCategory: z.string().trim().max(100, 'Category must be at most 100 characters').optional(),
    subject: z
      .string({ error: 'Missing subject' })
      .trim()
      .min(1, 'Missing subject')
      .max(100, 'Subject must be at most 100 characters'),
    message: z
      .string({ error: 'Missing message' })
      .trim()
      .min(1, 'Missing message')
      .max(1000, 'Message must be at most 1000 characters'),
    priorityLevel: z
      .enum(FEEDBACK_PRIORITIES, { error: 'priorityLevel must be low, medium or high' })
      .default('medium'),
    contactPermission: z
      .union([z.boolean(), z.string()])
      .optional()
      .transform((v) => v === true || v === 'true' || v === 'on' || v === '1'),
  })
  .transform((v) =>
    (FEEDBACK_CATEGORIES as readonly string[]).includes(v.category)
      ? v
      : { ...v, customCategory: v.customCategory || v.category, category: 'other' },
  )
  .refine((v) => v.category !== 'other' || (v.customCategory ?? '').length > 0, {
    message: 'Missing category',
    path: ['customCategory'],
  });
export type FeedbackFields = z.input<typeof FeedbackFieldsSchema>;

export const FeedbackResponseSchema = z.object({ success: z.literal(true), id: z.string(), message: z.string() });
export type FeedbackResponse = z.infer<typeof FeedbackResponseSchema>;
