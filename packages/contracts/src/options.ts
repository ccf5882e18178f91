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

/**
 * Qualifications every screen offers (summary wizard, summary edit, deck builder, deck edit,
 * generate dialog): the union of spec §9's three per-screen lists, in one order (ADR 0026).
 * `value` is what is stored; `label` is what the student reads.
 */
export const QUALIFICATION_OPTIONS = [
  { value: 'GCSE', label: 'GCSE' },
  { value: 'A-Level', label: 'A-Level' },
  { value: 'AS-Level', label: 'AS-Level' },
  { value: 'IB', label: 'International Baccalaureate' },
  { value: 'BTEC', label: 'BTEC' },
  { value: 'T-Level', label: 'T-Level' },
  { value: 'University', label: 'University' },
  { value: 'Other', label: 'Other' },
] as const;

/** Exam boards every screen offers (ADR 0026). 'Other' is also what a summary without a board generates with. */
export const EXAM_BOARD_OPTIONS = [
  { value: 'AQA', label: 'AQA' },
  { value: 'Edexcel', label: 'Edexcel' },
  { value: 'OCR', label: 'OCR' },
  { value: 'WJEC', label: 'WJEC' },
  { value: 'CCEA', label: 'CCEA' },
  { value: 'CIE', label: 'Cambridge International' },
  { value: 'Other', label: 'Other' },
] as const;

/** The exam board flashcards are made with when the summary has none (issue 27 item 8). */
export const DEFAULT_EXAM_BOARD = 'Other';

export const CARD_COUNT_OPTIONS = [5, 10, 15, 20] as const;
export const DEFAULT_CARD_COUNT = 10;
export const DIFFICULTY_OPTIONS = ['easy', 'medium', 'hard'] as const;

export const MAX_IMAGE_BYTES = 15_728_640;
export const MAX_FEEDBACK_ATTACHMENT_BYTES = 5 * 1024 * 1024;
export const WEEKLY_SUMMARY_GOAL = 5;
export const SUMMARY_XP = 25;
export const DEFAULT_NEXT_LEVEL_XP = 1000;
