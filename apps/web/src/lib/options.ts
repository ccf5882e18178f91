/**
 * Option lists from spec §9, each named after the screen that offers it (the summary edit page,
 * the summary wizard, the deck builder). The server accepts any text, so these live with the web app.
 */
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
