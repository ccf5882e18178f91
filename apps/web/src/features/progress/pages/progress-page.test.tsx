import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
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
const day = (offset: number) => new Date(Date.UTC(2026, 10, 25 + offset)).toISOString().slice(0, 10);
const stats = {
  today: '2026-11-25',
  activity: {
    from: '2025-11-24',
    days: [
      { date: '2026-11-23', reviews: 12 },
      { date: '2026-11-24', reviews: 30 },
    ],
    totalReviews: 42,
    currentStreak: 2,
    longestStreak: 9,
  },
  forecast: { days: Array.from({ length: 30 }, (_, i) => ({ date: day(i), due: i === 0 ? 7 : i % 3 })), overdue: 4 },
  retention: { windowDays: 30, reviews: 50, passed: 46, rate: 0.92, target: 0.9 },
  week: { from: '2026-11-23', cardsReviewed: 42 },
};
const emptyStats = {
  ...stats,
  activity: { ...stats.activity, days: [], totalReviews: 0, currentStreak: 0, longestStreak: 0 },
  forecast: { days: stats.forecast.days.map((d) => ({ ...d, due: 0 })), overdue: 0 },
  retention: { windowDays: 30, reviews: 0, passed: 0, rate: null, target: 0.9 },
  week: { from: '2026-11-23', cardsReviewed: 0 },
};

type Routes = Record<string, () => Response>;

function serve(overrides: Routes = {}) {
  const routes: Routes = {
    '/api/progress': () => jsonResponse(progress),
    '/api/progress/weekly': () => jsonResponse(weekly),
    '/api/progress/gamification': () => jsonResponse(gamification),
    '/api/progress/stats': () => jsonResponse(stats),
    ...overrides,
  };
  return mockFetch((url) => {
    const handler = routes[new URL(url, 'http://localhost').pathname];
    return handler ? handler() : jsonResponse({ error: 'unexpected' }, 404);
  });
}

function Providers({ children }: { children: ReactNode }) {
  return (
    <MemoryRouter>
      <QueryClientProvider client={createQueryClient()}>{children}</QueryClientProvider>
    </MemoryRouter>
  );
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

  it('shows cards reviewed this week beside the summaries goal', async () => {
    serve();
    render(<ProgressPage />, { wrapper: Providers });
    expect(await screen.findByTestId('weekly-reviews')).toHaveTextContent('42');
    const weeklyCard = screen.getByRole('region', { name: 'Weekly Progress' });
    expect(within(weeklyCard).getByText('Cards reviewed this week')).toBeInTheDocument();
  });

  it('shows the review heatmap with streaks, a day on focus and on keys, and a text summary', async () => {
    serve();
    render(<ProgressPage />, { wrapper: Providers });
    const grid = await screen.findByRole('grid', { name: 'Reviews per day, last 12 months' });
    expect(screen.getByTestId('activity-current-streak')).toHaveTextContent('2 days');
    expect(screen.getByTestId('activity-longest-streak')).toHaveTextContent('9 days');
    expect(screen.getByText(/42 reviews on 2 days in the last 12 months/)).toBeInTheDocument();
    // One tab stop: today.
    const focusable = within(grid)
      .getAllByRole('gridcell')
      .filter((c) => c.tabIndex === 0);
    expect(focusable).toHaveLength(1);
    expect(focusable[0]).toHaveAccessibleName('Wed 25 Nov 2026: no reviews');
    fireEvent.focus(focusable[0]!);
    fireEvent.keyDown(grid, { key: 'ArrowUp' });
    expect(screen.getByTestId('activity-readout')).toHaveTextContent('Tue 24 Nov 2026: 30 reviews');
    expect(document.activeElement).toHaveAccessibleName('Tue 24 Nov 2026: 30 reviews');
    fireEvent.keyDown(grid, { key: 'ArrowLeft' });
    expect(screen.getByTestId('activity-readout')).toHaveTextContent('Tue 17 Nov 2026: no reviews');
    fireEvent.pointerEnter(screen.getByRole('gridcell', { name: 'Mon 23 Nov 2026: 12 reviews' }));
    expect(screen.getByTestId('activity-readout')).toHaveTextContent('Mon 23 Nov 2026: 12 reviews');
    // Hover is transient: leaving the grid goes back to the day picked by keyboard or tap.
    fireEvent.pointerLeave(grid);
    expect(screen.getByTestId('activity-readout')).toHaveTextContent('Tue 17 Nov 2026: no reviews');
  });

  it('shows the due forecast with overdue cards today, and retention against the target', async () => {
    serve();
    render(<ProgressPage />, { wrapper: Providers });
    const forecast = await screen.findByRole('listbox', { name: 'Cards due per day, next 30 days' });
    expect(within(forecast).getAllByRole('option')).toHaveLength(30);
    expect(screen.getByTestId('forecast-today')).toHaveTextContent('7');
    fireEvent.click(within(forecast).getAllByRole('option')[0]!);
    expect(screen.getByTestId('forecast-readout')).toHaveTextContent('Today, Wed 25 Nov 2026: 7 cards due (4 overdue)');
    expect(screen.getByTestId('retention-rate')).toHaveTextContent('92%');
    expect(screen.getByTestId('retention-basis')).toHaveTextContent('46 of 50 reviews answered Hard, Good or Easy');
    expect(screen.getByRole('meter', { name: 'Retention against target' })).toHaveAttribute(
      'aria-valuetext',
      '92% remembered, target 90%',
    );
  });

  it('shows empty states for a new student', async () => {
    serve({ '/api/progress/stats': () => jsonResponse(emptyStats) });
    render(<ProgressPage />, { wrapper: Providers });
    expect(await screen.findByText('No reviews in the last 12 months yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Study a deck' })).toHaveAttribute('href', '/flashcards');
    expect(screen.getByText(/No cards are scheduled in the next 30 days/)).toBeInTheDocument();
    expect(screen.getByTestId('retention-empty')).toHaveTextContent('No reviews of learned cards yet');
    expect(screen.getByTestId('weekly-reviews')).toHaveTextContent('0');
  });
});
