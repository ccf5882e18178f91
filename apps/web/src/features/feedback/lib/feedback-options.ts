import type { FEEDBACK_CATEGORIES, FEEDBACK_PRIORITIES, FEEDBACK_TYPES } from '@revisely/contracts';

export type FeedbackType = (typeof FEEDBACK_TYPES)[number];
export type FeedbackCategory = (typeof FEEDBACK_CATEGORIES)[number];
export type FeedbackPriority = (typeof FEEDBACK_PRIORITIES)[number];

/** Spec §9 defaults. */
export const DEFAULT_FEEDBACK_TYPE: FeedbackType = 'feature-request';
export const DEFAULT_FEEDBACK_CATEGORY: FeedbackCategory = 'summaries';
export const DEFAULT_FEEDBACK_PRIORITY: FeedbackPriority = 'medium';

export const SUBJECT_MAX = 100;
export const MESSAGE_MAX = 1000;
export const CUSTOM_CATEGORY_MAX = 100;

export const feedbackTypeOptions: readonly { value: FeedbackType; label: string; description: string }[] = [
  { value: 'bug-report', label: 'Bug Report', description: "Something isn't working" },
  { value: 'feature-request', label: 'Feature Request', description: 'Suggest something new' },
  { value: 'general-feedback', label: 'General Feedback', description: 'Thoughts and ideas' },
  { value: 'ui-ux-suggestion', label: 'UI/UX Suggestion', description: 'Design and ease of use' },
];

export const feedbackCategoryOptions: readonly { value: FeedbackCategory; label: string }[] = [
  { value: 'summaries', label: 'Summaries' },
  { value: 'flashcards', label: 'Flashcards' },
  { value: 'progress', label: 'Progress' },
  { value: 'study-session', label: 'Study Session' },
  { value: 'other', label: 'Other' },
];

export const feedbackPriorityOptions: readonly { value: FeedbackPriority; label: string }[] = [
  { value: 'low', label: 'Low' },
  { value: 'medium', label: 'Medium' },
  { value: 'high', label: 'High' },
];
