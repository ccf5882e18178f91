import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { paths } from './paths';

/** 'public': reachable signed in or out (the privacy policy, linked from Settings and readable before signing up). */
export type RouteAccess = 'public-only' | 'protected' | 'public';

export interface AppRoute {
  /** React Router pattern. */
  path: string;
  access: RouteAccess;
  /** Document title; the app name is appended. */
  title: string;
  Component: LazyExoticComponent<ComponentType>;
}

/**
 * The route table is the only file that imports pages (screens import `paths`, never this file).
 * Each screen is its own chunk so /login does not download the rest of the app.
 */
function page<M>(load: () => Promise<M>, name: keyof M): LazyExoticComponent<ComponentType> {
  return lazy(async () => ({ default: (await load())[name] as ComponentType }));
}

export const appRoutes: readonly AppRoute[] = [
  {
    path: paths.login,
    access: 'public-only',
    title: 'Sign in',
    Component: page(() => import('@/features/auth/pages/login-page'), 'LoginPage'),
  },
  {
    path: paths.register,
    access: 'public-only',
    title: 'Create account',
    Component: page(() => import('@/features/auth/pages/register-page'), 'RegisterPage'),
  },
  {
    path: paths.forgotPassword,
    access: 'public-only',
    title: 'Forgot password',
    Component: page(() => import('@/features/auth/pages/forgot-password-page'), 'ForgotPasswordPage'),
  },
  {
    path: paths.resetPassword,
    access: 'public-only',
    title: 'Reset password',
    Component: page(() => import('@/features/auth/pages/reset-password-page'), 'ResetPasswordPage'),
  },
  {
    path: paths.root,
    access: 'protected',
    title: 'Dashboard',
    Component: page(() => import('@/features/dashboard/pages/dashboard-page'), 'DashboardPage'),
  },
  {
    path: paths.dashboard,
    access: 'protected',
    title: 'Dashboard',
    Component: page(() => import('@/features/dashboard/pages/dashboard-page'), 'DashboardPage'),
  },
  {
    path: paths.summaries,
    access: 'protected',
    title: 'Summaries',
    Component: page(() => import('@/features/summaries/pages/summaries-page'), 'SummariesPage'),
  },
  {
    path: paths.createSummary,
    access: 'protected',
    title: 'Create Summary',
    Component: page(() => import('@/features/summaries/pages/create-summary-page'), 'CreateSummaryPage'),
  },
  {
    path: paths.summary.pattern,
    access: 'protected',
    title: 'Summary',
    Component: page(() => import('@/features/summaries/pages/summary-detail-page'), 'SummaryDetailPage'),
  },
  {
    path: paths.editSummary.pattern,
    access: 'protected',
    title: 'Edit Summary',
    Component: page(() => import('@/features/summaries/pages/edit-summary-page'), 'EditSummaryPage'),
  },
  {
    path: paths.flashcards,
    access: 'protected',
    title: 'Decks',
    Component: page(() => import('@/features/decks/pages/decks-page'), 'DecksPage'),
  },
  {
    path: paths.createDeck,
    access: 'protected',
    title: 'Create Deck',
    Component: page(() => import('@/features/decks/pages/create-deck-page'), 'CreateDeckPage'),
  },
  {
    path: paths.editDeck.pattern,
    access: 'protected',
    title: 'Edit Deck',
    Component: page(() => import('@/features/decks/pages/edit-deck-page'), 'EditDeckPage'),
  },
  {
    path: paths.addCards.pattern,
    access: 'protected',
    title: 'Add Cards',
    Component: page(() => import('@/features/decks/pages/add-cards-page'), 'AddCardsPage'),
  },
  {
    path: paths.studyDeck.pattern,
    access: 'protected',
    title: 'Study',
    Component: page(() => import('@/features/study/pages/study-session-page'), 'StudySessionPage'),
  },
  {
    path: paths.learnDeck.pattern,
    access: 'protected',
    title: 'Learn',
    Component: page(() => import('@/features/practice/pages/learn-page'), 'LearnPage'),
  },
  {
    path: paths.testDeck.pattern,
    access: 'protected',
    title: 'Test',
    Component: page(() => import('@/features/practice/pages/test-page'), 'TestPage'),
  },
  {
    path: paths.matchDeck.pattern,
    access: 'protected',
    title: 'Match',
    Component: page(() => import('@/features/practice/pages/match-page'), 'MatchPage'),
  },
  {
    path: paths.studyAll,
    access: 'protected',
    title: 'Review all due',
    Component: page(() => import('@/features/study/pages/study-all-page'), 'StudyAllPage'),
  },
  {
    path: paths.progress,
    access: 'protected',
    title: 'Progress',
    Component: page(() => import('@/features/progress/pages/progress-page'), 'ProgressPage'),
  },
  {
    path: paths.settings,
    access: 'protected',
    title: 'Settings',
    Component: page(() => import('@/features/settings/pages/settings-page'), 'SettingsPage'),
  },
  {
    path: paths.featureRequest,
    access: 'protected',
    title: 'Feature Requests',
    Component: page(() => import('@/features/feature-request/pages/feature-request-page'), 'FeatureRequestPage'),
  },
  {
    path: paths.feedback,
    access: 'protected',
    title: 'Feedback',
    Component: page(() => import('@/features/feedback/pages/feedback-page'), 'FeedbackPage'),
  },
  {
    path: paths.privacy,
    access: 'public',
    title: 'Privacy Policy',
    Component: page(() => import('@/features/privacy/pages/privacy-page'), 'PrivacyPage'),
  },
];
