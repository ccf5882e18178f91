// Values from spec §9 that the server and the screens share.

/** Subjects with their own colour and icon; anything else gets the default grey and a generic icon. */
export const KNOWN_SUBJECTS = [
  'Biology',
  'Chemistry',
  'Physics',
  'Mathematics',
  'Computer Science',
  'Engineering',
  'English',
  'History',
  'Geography',
  'Philosophy',
  'Religious Studies',
  'Psychology',
  'Sociology',
  'Politics',
  'Economics',
  'Business',
  'Accounting',
  'Marketing',
  'Law',
  'Art',
  'Music',
  'Drama',
  'Media Studies',
  'French',
  'Spanish',
  'German',
  'Italian',
  'Mandarin',
  'Japanese',
  'Environmental Science',
  'Geology',
  'Astronomy',
  'Medicine',
  'Other',
] as const;

export const CARD_COUNT_OPTIONS = [5, 10, 15, 20] as const;
export const DEFAULT_CARD_COUNT = 10;
export const DIFFICULTY_OPTIONS = ['easy', 'medium', 'hard'] as const;

export const MAX_IMAGE_BYTES = 15_728_640;
export const MAX_FEEDBACK_ATTACHMENT_BYTES = 5 * 1024 * 1024;
export const WEEKLY_SUMMARY_GOAL = 5;
export const SUMMARY_XP = 25;
export const DEFAULT_NEXT_LEVEL_XP = 1000;
