import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CelebrationProvider } from '@/components/celebration/celebration-provider';
import { TooltipProvider } from '@/components/ui/tooltip';
import { SessionProvider } from '@/app/session/session-provider';
import { AUTH_TOKEN_KEY } from '@/lib/auth-token';
import { createQueryClient } from '@/lib/query-client';
import { jsonResponse, mockFetch } from '@/test/fetch-mock';
import { levelStorageKey } from '@/components/celebration/level-memory';
import { DashboardPage } from './dashboard-page';

const user = {
  id: 'u1',
  email: 'sam@example.com',
  username: 'sam',
  displayName: 'Sam',
  createdAt: '2026-01-01T00:00:00.000Z',
};

const gamification = { level: 1, totalXP: 250, levelProgress: 25, currentStreak: 3, nextLevelXP: 1000 };
const progress = { totalSummaries: 4, totalDecks: 2, flashcardsStudied: 30, weeklyProgress: { completed: 1, goal: 5 } };
const emptyQueue = { cards: [], newCards: 0, learningCards: 0, reviewCards: 0 };

type Routes = Record<string, () => Response>;

function serve(routes: Routes) {
  return mockFetch((url) => {
    const path = new URL(url, 'http://localhost').pathname;
    const handler = routes[path];
    return handler ? handler() : jsonResponse({ error: `unexpected ${path}` }, 404);
  });
}

function defaultRoutes(overrides: Routes = {}): Routes {
  return {
    '/api/auth/me': () => jsonResponse(user),
    '/api/progress/gamification': () => jsonResponse(gamification),
    '/api/progress': () => jsonResponse(progress),
    '/api/flashcards/review/due': () => jsonResponse(emptyQueue),
    '/api/summaries': () => jsonResponse([]),
    ...overrides,
  };
}

function Providers({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={['/dashboard']}>
        <TooltipProvider>
          <SessionProvider>
            <CelebrationProvider>{children}</CelebrationProvider>
          </SessionProvider>
        </TooltipProvider>
      </MemoryRouter>
    </QueryClientProvider>
  );
}

function renderDashboard() {
  return render(<DashboardPage />, { wrapper: Providers });
}

/** Reduced motion keeps the celebration's confetti (a canvas jsdom cannot draw) out of the tests. */
function preferReducedMotion() {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query.includes('prefers-reduced-motion'),
    media: query,
    onchange: null,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  }));
}
beforeEach(() => {
  preferReducedMotion();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('DashboardPage', { timeout: 20_000 }, () => {
  it('greets by name and shows the XP still needed for the next level', async () => {
    window.localStorage.setItem(AUTH_TOKEN_KEY, 'token');
    serve(defaultRoutes());
    renderDashboard();
    expect(
      await screen.findByRole('heading', { level: 1, name: /^Good (morning|afternoon|evening), Sam$/ }),
    ).toBeInTheDocument();
    expect(await screen.findByText('750 XP to level up!')).toBeInTheDocument();
    expect(screen.getByText('4 AI summaries')).toBeInTheDocument();
    expect(screen.getByText('2 flashcard decks')).toBeInTheDocument();
    expect(screen.getByText('3-day streak')).toBeInTheDocument();
  });

  it('shows the empty states', async () => {
    window.localStorage.setItem(AUTH_TOKEN_KEY, 'token');
    serve(defaultRoutes());
    renderDashboard();
    expect(await screen.findByText('All Caught Up! 🎉')).toBeInTheDocument();
    expect(screen.getByText('No cards due for review right now')).toBeInTheDocument();
    expect(await screen.findByText('No summaries yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create your first summary' })).toHaveAttribute(
      'href',
      '/summaries/create',
    );
  });

  it('shows due counts and starts the review on the first due card’s deck', async () => {
    window.localStorage.setItem(AUTH_TOKEN_KEY, 'token');
    const card = {
      id: 'c1',
      deck_id: 'deck-9',
      front_text: 'Q',
      back_text: 'A',
      explanation: null,
      position: 0,
      state: 'new',
      due: '2026-11-22T00:00:00.000Z',
      reps: 0,
      lapses: 0,
      last_review: null,
      created_at: '2026-11-22T00:00:00.000Z',
      intervals: { again: '<1min', hard: '<10min', good: '1d', easy: '4d' },
      deck_name: 'Cells',
    };
    serve(
      defaultRoutes({
        '/api/flashcards/review/due': () =>
          jsonResponse({ cards: [card], newCards: 5, learningCards: 2, reviewCards: 1 }),
      }),
    );
    renderDashboard();
    const region = await screen.findByRole('region', { name: 'Review Queue' });
    expect(await within(region).findByTestId('due-count')).toHaveTextContent('8');
    expect(within(region).getByText('New').nextSibling).toHaveTextContent('5');
    expect(within(region).getByText('Learning').nextSibling).toHaveTextContent('2');
    expect(within(region).getByText('Review').nextSibling).toHaveTextContent('1');
    expect(within(region).getByRole('link', { name: 'Start Review' })).toHaveAttribute('href', '/flashcards');
  });

  it('reports a failed review queue', async () => {
    window.localStorage.setItem(AUTH_TOKEN_KEY, 'token');
    serve(defaultRoutes({ '/api/flashcards/review/due': () => jsonResponse({ error: 'nope' }, 400) }));
    renderDashboard();
    expect(await screen.findByText('Unable to load review queue')).toBeInTheDocument();
    expect(screen.getByText('Please try refreshing the page')).toBeInTheDocument();
  });

  it('lists the three most recent summaries', async () => {
    window.localStorage.setItem(AUTH_TOKEN_KEY, 'token');
    const summaries = ['Cells', 'Enzymes', 'Osmosis', 'Respiration'].map((topic, i) => ({
      id: `s${i}`,
      subject: 'Biology',
      topic,
      qualification: 'A-Level',
      examBoard: null,
      summary: ['x'],
      createdAt: '2026-11-20T10:00:00.000Z',
      updatedAt: '2026-11-20T10:00:00.000Z',
      photoUrl: null,
      photoUrls: [],
      originalOcrText: null,
      columnFixedText: null,
      userEditedText: null,
    }));
    serve(defaultRoutes({ '/api/summaries': () => jsonResponse(summaries) }));
    renderDashboard();
    const region = await screen.findByRole('region', { name: 'Recent Summaries' });
    expect(await within(region).findByText('Cells')).toBeInTheDocument();
    expect(within(region).getByText('Osmosis')).toBeInTheDocument();
    expect(within(region).queryByText('Respiration')).not.toBeInTheDocument();
    expect(within(region).getByRole('link', { name: /Cells/ })).toHaveAttribute('href', '/summaries/s0');
  });

  it('celebrates a level higher than the one remembered for this user', async () => {
    window.localStorage.setItem(AUTH_TOKEN_KEY, 'token');
    window.localStorage.setItem(levelStorageKey('u1'), '1');
    serve(
      defaultRoutes({
        '/api/progress/gamification': () =>
          jsonResponse({ ...gamification, level: 2, totalXP: 1100, nextLevelXP: 2250 }),
      }),
    );
    renderDashboard();
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Level 2')).toBeInTheDocument();
    expect(within(dialog).getByText('Keep up the amazing work!')).toBeInTheDocument();
    expect(within(dialog).getByText("You're growing stronger every day")).toBeInTheDocument();
    expect(window.localStorage.getItem(levelStorageKey('u1'))).toBe('2');
  });

  it('does not celebrate the first level it sees', async () => {
    window.localStorage.setItem(AUTH_TOKEN_KEY, 'token');
    serve(defaultRoutes({ '/api/progress/gamification': () => jsonResponse({ ...gamification, level: 3 }) }));
    renderDashboard();
    expect(await screen.findByText('Level 3')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(window.localStorage.getItem(levelStorageKey('u1'))).toBe('3');
  });

  it('fetches nothing for the dashboard while there is no user', async () => {
    const fetchMock = serve(defaultRoutes());
    renderDashboard();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
