import type { ReviewRequest, StudyCard, StudyResponse } from '@revisely/contracts';
import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CelebrationContext } from '@/components/celebration/celebration-context';
import { createQueryClient } from '@/lib/query-client';
import { StudySession } from '../components/study-session';
import { pendingReviewXp } from './offline-study-xp';

/** The offline store, as IndexedDB is not in jsdom: each rating is queued with what it will earn. */
const reviewOffline = vi.fn((_deckId: string, review: ReviewRequest & { reviewId: string }) => {
  const { intervals: _previews, ...flashcard } = card(Number(review.cardId.slice(1)));
  return Promise.resolve({
    xpAwarded: 0,
    leveledUp: false,
    newLevel: 0,
    reviewId: review.reviewId,
    card: { ...flashcard, state: 'review', due: new Date(Date.now() + 3 * 86_400_000).toISOString() },
    pendingXp: pendingReviewXp({ due_at: Date.parse(flashcard.due) }, review.quality, Date.now()),
  });
});
vi.mock('./offline-study', () => ({
  reviewOffline,
  hasPendingReviews: () => Promise.resolve(true),
  forgetStoredCard: () => Promise.resolve(),
}));

const card = (n: number): StudyCard => ({
  id: `c${n}`,
  deck_id: 'd1',
  front_text: `Question ${n}`,
  back_text: `Answer ${n}`,
  explanation: null,
  position: n,
  state: 'new',
  due: '2026-01-01T00:00:00.000Z',
  reps: 0,
  lapses: 0,
  last_review: null,
  created_at: '2026-01-01T00:00:00.000Z',
  intervals: { again: '1min', hard: '6min', good: '1d', easy: '5d' },
});
const session: StudyResponse = {
  deck: { id: 'd1', name: 'Deck', subject: 'Physics', topic: 'Waves' },
  dueCards: [card(1), card(2)],
};

afterEach(() => {
  vi.restoreAllMocks();
});

describe('a session studied offline', () => {
  it("ends with XP Earned +0 and what the ratings will earn once they're synced", async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    render(
      <QueryClientProvider client={createQueryClient()}>
        <CelebrationContext.Provider value={vi.fn()}>
          <MemoryRouter>
            <StudySession session={session} onStudyAgain={vi.fn()} />
          </MemoryRouter>
        </CelebrationContext.Provider>
      </QueryClientProvider>,
    );
    fireEvent.keyDown(document.body, { key: ' ' });
    fireEvent.keyDown(document.body, { key: '3' }); // Good: 10 XP
    await waitFor(() => expect(reviewOffline).toHaveBeenCalledTimes(1));
    fireEvent.keyDown(document.body, { key: ' ' });
    fireEvent.keyDown(document.body, { key: '4' }); // Easy: 10 XP
    expect(screen.getByRole('heading', { name: 'Session Complete!' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('pending-xp')).toHaveTextContent("+20 XP when you're back online"));
    expect(screen.getByText('XP Earned').nextElementSibling).toHaveTextContent('+0');
    expect(reviewOffline).toHaveBeenCalledTimes(2);
  });
});
