/**
 * Every query key in one place. Keys are the request path split into parts (spec §7), so a prefix
 * invalidates everything under it: `queryKeys.deck(id)` also covers `queryKeys.deckCards(id)`.
 */
export const queryKeys = {
  currentUser: ['/api/auth/me'],
  verifyResetToken: (token: string | null) => ['/api/auth/verify-reset-token', token] as const,
  progress: ['/api/progress'],
  gamification: ['/api/progress/gamification'],
  weeklyProgress: ['/api/progress/weekly'],
  progressStats: ['/api/progress/stats'],
  userStats: ['/api/user/stats'],
  preferences: ['/api/user/preferences'],
  vapidPublicKey: ['/api/push/vapid-public-key'],
  summaries: ['/api/summaries'],
  summary: (id: string) => ['/api/summaries', id] as const,
  decks: ['/api/flashcards/decks'],
  deck: (id: string) => ['/api/flashcards/decks', id] as const,
  deckCards: (id: string) => ['/api/flashcards/decks', id, 'cards'] as const,
  dueReview: ['/api/flashcards/review/due'],
  studySession: (deckId: string) => ['/api/decks', deckId, 'study'] as const,
  examForecast: (deckId: string) => ['/api/decks', deckId, 'exam-forecast'] as const,
  studyAll: ['/api/study/all'],
  /** A stored file (e.g. a summary's photo), keyed by its own path like every other query. */
  file: (path: string | null) => [path ?? ''] as const,
} as const;
