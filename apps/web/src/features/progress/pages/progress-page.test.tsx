import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { jsonResponse, mockFetch } from '@/test/fetch-mock';
import { ProgressPage } from './progress-page';

const progress = {
  totalSummaries: 12,
  totalDecks: 3,
  flashcardsStudied: 1480,
  weeklyProgress: { completed: 2, goal: 5 },
};
const weekly = {
  currentStreak: 4,
  longestStreak: 9,
  lastStudyDate: '2026-11-20',
  totalCardsReviewed: 310,
  totalStudyTime: 95,
  daysActive: 14,
};
const gamification = { level: 2, totalXP: 1100, levelProgress: 8, currentStreak: 4, nextLevelXP: 2250 };

type Routes = Record<string, () => Response>;

function serve(overrides: Routes = {}) {
  const routes: Routes = {
    '/api/progress': () => jsonResponse(progress),
    '/api/progress/weekly': () => jsonResponse(weekly),
    '/api/progress/gamification': () => jsonResponse(gamification),
    ...overrides,
  };
  return mockFetch((url) => {
    const handler = routes[new URL(url, 'http://localhost').pathname];
    return handler ? handler() : jsonResponse({ error: 'unexpected' }, 404);
  });
}

function Providers({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={createQueryClient()}>{children}</QueryClientProvider>;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('ProgressPage', { timeout: 20_000 }, () => {
  it('shows the totals and the weekly goal as completed/goal', async () => {
    serve();
    render(<ProgressPage />, { wrapper: Providers });
    expect(screen.getByText('Track your learning journey')).toBeInTheDocument();
    expect(await screen.findByTestId('total-summaries')).toHaveTextContent('12');
    expect(screen.getByTestId('total-decks')).toHaveTextContent('3');
    expect(screen.getByTestId('total-cards')).toHaveTextContent('1,480');
    expect(screen.getByText('Summaries Created This Week')).toBeInTheDocument();
    expect(screen.getByTestId('weekly-goal')).toHaveTextContent('2/5');
  });

  it('reports a failed fetch with dashes rather than zeros', async () => {
    serve({ '/api/progress': () => jsonResponse({ error: 'nope' }, 400) });
    render(<ProgressPage />, { wrapper: Providers });
    expect(await screen.findByText('Failed to fetch progress')).toBeInTheDocument();
    expect(screen.getByTestId('total-summaries')).toHaveTextContent('–');
    expect(screen.getByTestId('total-decks')).toHaveTextContent('–');
    expect(screen.getByTestId('total-cards')).toHaveTextContent('–');
    expect(screen.getByTestId('weekly-goal')).toHaveTextContent('–/5');
    expect(screen.queryByText(/to reach this week's goal/)).not.toBeInTheDocument();
  });
});
