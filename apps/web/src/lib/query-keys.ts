/**
 * Every query key in one place, in one tree by domain, so invalidating a prefix reaches everything
 * under it (`lib/on-write.ts` owns every invalidation; each key is used with its fetcher through
 * the `…QueryOptions` beside that fetcher):
 *
 *   ['auth', 'me']                          the signed-in user
 *   ['auth', 'verify-reset-token', token]
 *   ['user', 'stats' | 'preferences' | 'storage']
 *   ['progress']                            overview (totals, heatmap); prefix of:
 *     ['progress', 'gamification' | 'weekly' | 'stats']
 *   ['summaries']                           the list; prefix of:
 *     ['summaries', id]
 *   ['decks']                               the deck list with due counts; prefix of:
 *     ['decks', id]                         a deck with its cards (deck page, practice)
 *       ['decks', id, 'cards']
 *       ['decks', id, 'exam-forecast']
 *       ['decks', id, 'practice']           best Match time
 *   ['study', 'due']                        cards due today across decks (dashboard)
 *   ['study', 'sessions']                   prefix of every study session:
 *     ['study', 'sessions', 'all']          review all
 *     ['study', 'sessions', 'deck', id]     one deck's session
 *   ['push', 'vapid-public-key']
 *   ['files', path]                         a stored file's bytes
 *
 * Keys name data, not URLs: every query brings its own fetcher, so the client's default fetch
 * (a GET of the key joined by slashes) is never used for these.
 */
export const queryKeys = {
  currentUser: ['auth', 'me'],
  verifyResetToken: (token: string | null) => ['auth', 'verify-reset-token', token] as const,
  progress: ['progress'],
  gamification: ['progress', 'gamification'],
  weeklyProgress: ['progress', 'weekly'],
  progressStats: ['progress', 'stats'],
  userStats: ['user', 'stats'],
  preferences: ['user', 'preferences'],
  storage: ['user', 'storage'],
  vapidPublicKey: ['push', 'vapid-public-key'],
  summaries: ['summaries'],
  summary: (id: string) => ['summaries', id] as const,
  decks: ['decks'],
  deck: (id: string) => ['decks', id] as const,
  deckCards: (id: string) => ['decks', id, 'cards'] as const,
  examForecast: (deckId: string) => ['decks', deckId, 'exam-forecast'] as const,
  practiceStats: (deckId: string) => ['decks', deckId, 'practice'] as const,
  dueReview: ['study', 'due'],
  studySessions: ['study', 'sessions'],
  studyAll: ['study', 'sessions', 'all'],
  studySession: (deckId: string) => ['study', 'sessions', 'deck', deckId] as const,
  /** A stored file (e.g. a summary's photo or a card's image), by its path. */
  file: (path: string | null) => ['files', path ?? ''] as const,
  /** Whether a key is a study session's (review all or one deck's). */
  isStudySession: (key: readonly unknown[]) => key[0] === 'study' && key[1] === 'sessions',
} as const;
