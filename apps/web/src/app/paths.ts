/**
 * A route with one `:param`: the pattern the route table matches and the link builder made from it,
 * kept together so a screen's link cannot drift from its route.
 */
export interface ParamPath {
  (value: string): string;
  readonly pattern: string;
}

function withParam(pattern: string): ParamPath {
  // A function replacement, so nothing in the value is read as a `$` replacement pattern.
  const link = (value: string) => pattern.replace(/:\w+/, () => encodeURIComponent(value));
  return Object.assign(link, { pattern });
}

/**
 * Every path of spec §2 in one place; screens link through these instead of string literals. It
 * imports nothing, so any screen may use it without reaching the route table and its pages.
 */
export const paths = {
  root: '/',
  login: '/login',
  register: '/register',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  dashboard: '/dashboard',
  summaries: '/summaries',
  createSummary: '/summaries/create',
  summary: withParam('/summaries/:id'),
  editSummary: withParam('/summaries/:id/edit'),
  flashcards: '/flashcards',
  createDeck: '/flashcards/create',
  editDeck: withParam('/flashcards/:id/edit'),
  addCards: withParam('/flashcards/:deckId/add'),
  studyDeck: withParam('/decks/:id/study'),
  learnDeck: withParam('/decks/:id/learn'),
  testDeck: withParam('/decks/:id/test'),
  matchDeck: withParam('/decks/:id/match'),
  studyAll: '/study/all',
  progress: '/progress',
  settings: '/settings',
  featureRequest: '/feature-request',
  feedback: '/feedback',
  /** The feedback form opened on 'Bug Report' (user menu and settings: 'Report a problem'). */
  reportProblem: '/feedback?type=bug-report',
  privacy: '/privacy',
} as const;
