/** Option lists from spec §9; the server accepts any text but the screens offer these. */
export const EDIT_SUBJECTS = [
  'Biology',
  'Chemistry',
  'Physics',
  'Mathematics',
  'English',
  'History',
  'Geography',
  'Computer Science',
  'Psychology',
  'Economics',
  'Business Studies',
  'Art',
  'Languages',
  'Other',
] as const;
export const EDIT_QUALIFICATIONS = ['GCSE', 'A-Level', 'IB', 'University', 'Other'] as const;
export const EDIT_EXAM_BOARDS = ['AQA', 'Edexcel', 'OCR', 'WJEC', 'CIE', 'Other'] as const;

export const WIZARD_QUALIFICATIONS = [
  { value: 'A-Level', label: 'A-Level' },
  { value: 'BTEC', label: 'BTEC' },
  { value: 'T-Level', label: 'T-Level' },
  { value: 'GCSE', label: 'GCSE' },
  { value: 'IB', label: 'International Baccalaureate' },
] as const;
export const WIZARD_EXAM_BOARDS = [
  { value: 'AQA', label: 'AQA' },
  { value: 'Edexcel', label: 'Edexcel' },
  { value: 'OCR', label: 'OCR' },
  { value: 'WJEC', label: 'WJEC' },
  { value: 'CIE', label: 'Cambridge International' },
] as const;

export const BUILDER_SUBJECTS = [
  'Biology',
  'Chemistry',
  'Physics',
  'Combined Science',
  'Environmental Science',
  'Mathematics',
  'Further Mathematics',
  'Statistics',
  'English Literature',
  'English Language',
  'French',
  'Spanish',
  'German',
  'Latin',
  'Mandarin Chinese',
  'Italian',
  'Arabic',
  'History',
  'Geography',
  'Religious Studies',
  'Sociology',
  'Psychology',
  'Philosophy',
  'Classical Civilization',
  'Art & Design',
  'Drama',
  'Music',
  'Media Studies',
  'Film Studies',
  'Dance',
  'Photography',
  'Computer Science',
  'Business Studies',
  'Economics',
  'Design & Technology',
  'Engineering',
  'ICT',
  'Physical Education',
  'Food Preparation & Nutrition',
  'Citizenship Studies',
  'Law',
  'Politics',
  'Travel & Tourism',
].sort((a, b) => a.localeCompare(b));
export const BUILDER_QUALIFICATIONS = ['GCSE', 'A-Level', 'AS-Level'] as const;
export const BUILDER_EXAM_BOARDS = [
  { value: 'AQA', label: 'AQA' },
  { value: 'Edexcel/Pearson', label: 'Edexcel/Pearson' },
  { value: 'OCR', label: 'OCR' },
  { value: 'WJEC', label: 'WJEC' },
  { value: 'CCEA', label: 'CCEA' },
  { value: 'CIE', label: 'CIE (Cambridge International)' },
] as const;

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
