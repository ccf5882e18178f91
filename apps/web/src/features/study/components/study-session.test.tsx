import type { StudyCard, StudyResponse } from '@revisely/contracts';
import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CelebrationContext } from '@/components/celebration/celebration-context';
import { Toaster } from '@/components/ui/toaster';
import { createQueryClient } from '@/lib/query-client';
import { jsonResponse, mockFetch } from '@/test/fetch-mock';
import { StudySession } from './study-session';

beforeEach(() => {
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
});
afterEach(() => vi.unstubAllGlobals());

const card = (n: number): StudyCard => ({
  id: `c${n}`,
  deck_id: 'd1',
  front_text: `Question ${n}`,
  back_text: `Answer ${n}`,
  explanation: n === 1 ? 'Because of reasons' : null,
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

function reviewResponse(leveledUp: boolean) {
  return jsonResponse({
    xpAwarded: 10,
    leveledUp,
    newLevel: leveledUp ? 2 : 1,
    card: { ...card(1), intervals: undefined },
  });
}

function renderSession(celebrate = vi.fn()) {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <CelebrationContext.Provider value={celebrate}>
        <MemoryRouter>
          <StudySession deckId="d1" session={session} onStudyAgain={vi.fn()} />
        </MemoryRouter>
      </CelebrationContext.Provider>
      <Toaster />
    </QueryClientProvider>,
  );
  return celebrate;
}

describe('StudySession', () => {
  it('reveals with a click, rates, and shows the real intervals', async () => {
    const fetch = mockFetch(() => reviewResponse(false));
    renderSession();
    expect(screen.getByText('Card 1 of 2')).toBeInTheDocument();
    expect(screen.queryByText('Answer 1')).not.toBeInTheDocument();

    await userEvent.click(screen.getByText('Question 1'));
    expect(screen.getByText('Answer 1')).toBeInTheDocument();
    expect(screen.getByText('Because of reasons')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Again' })).toHaveTextContent('1min');
    expect(screen.getByRole('button', { name: 'Easy' })).toHaveTextContent('5d');

    await userEvent.click(screen.getByRole('button', { name: 'Hard' }));
    expect(screen.getByText('Card 2 of 2')).toBeInTheDocument();
    expect(screen.queryByText('Answer 2')).not.toBeInTheDocument();
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toMatch(/\/api\/decks\/d1\/review$/);
    const body = JSON.parse(String(init?.body)) as { cardId: string; quality: string; responseTimeMs: number };
    expect(body).toMatchObject({ cardId: 'c1', quality: 'hard' });
    expect(body.responseTimeMs).toBeGreaterThanOrEqual(0);
  });

  it('names the four ratings exactly and gives each the spec tooltip', async () => {
    mockFetch(() => reviewResponse(false));
    renderSession();
    await userEvent.click(screen.getByRole('button', { name: 'Show Answer' }));
    const tooltips: Record<string, string> = {
      Again: 'Again (<1min)',
      Hard: 'Hard (<10min)',
      Good: 'Good (1-4d)',
      Easy: 'Easy (4+d)',
    };
    for (const [name, tooltip] of Object.entries(tooltips)) {
      const button = screen.getByRole('button', { name });
      // Keyboard focus opens a Radix tooltip at once.
      fireEvent.focus(button);
      expect(await screen.findByRole('tooltip')).toHaveTextContent(tooltip);
      fireEvent.blur(button);
      await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
    }
  });

  it('keys: digits wait for the answer, Space on a focused link is left to the link', async () => {
    mockFetch(() => reviewResponse(false));
    renderSession();
    fireEvent.keyDown(window, { key: '3' });
    expect(screen.getByText('Card 1 of 2')).toBeInTheDocument();

    const exit = screen.getByRole('link', { name: 'Exit Study' });
    exit.focus();
    fireEvent.keyDown(exit, { key: ' ' });
    expect(screen.queryByText('Answer 1')).not.toBeInTheDocument();

    fireEvent.keyDown(document.body, { key: 'Enter' });
    expect(screen.getByText('Answer 1')).toBeInTheDocument();
    fireEvent.keyDown(document.body, { key: '4' });
    expect(screen.getByText('Card 2 of 2')).toBeInTheDocument();
  });

  it('counts good and easy as correct and celebrates a level-up from a review', async () => {
    mockFetch(() => reviewResponse(true));
    const celebrate = renderSession();
    fireEvent.keyDown(document.body, { key: ' ' });
    fireEvent.keyDown(document.body, { key: '3' });
    await waitFor(() => expect(celebrate).toHaveBeenCalledWith(expect.objectContaining({ type: 'levelUp', level: 2 })));
    expect(await screen.findByText('LEVEL UP! You reached Level 2!')).toBeInTheDocument();

    fireEvent.keyDown(document.body, { key: ' ' });
    fireEvent.keyDown(document.body, { key: '1' });
    expect(screen.getByRole('heading', { name: 'Session Complete!' })).toBeInTheDocument();
    const value = (label: string) => screen.getByText(label).nextElementSibling?.textContent;
    expect(value('Cards Reviewed')).toBe('2');
    expect(value('Correct')).toBe('1');
    expect(value('Accuracy')).toBe('50%');
    expect(celebrate).toHaveBeenCalledWith(expect.objectContaining({ title: 'Deck Complete!' }));
  });

  it('shows a cloze card’s deletion as [...] and reveals the answer in place, without an empty answer box', async () => {
    mockFetch(() => reviewResponse(false));
    const cloze: StudyCard = {
      ...card(1),
      front_text: 'The {{c1::mitochondria}} makes {{c2::ATP::a molecule}}.',
      back_text: '',
      explanation: null,
      cloze_index: 2,
    };
    render(
      <QueryClientProvider client={createQueryClient()}>
        <CelebrationContext.Provider value={vi.fn()}>
          <MemoryRouter>
            <StudySession deckId="d1" session={{ ...session, dueCards: [cloze] }} onStudyAgain={vi.fn()} />
          </MemoryRouter>
        </CelebrationContext.Provider>
      </QueryClientProvider>,
    );
    const question = screen.getByRole('region', { name: 'Question' });
    expect(question).toHaveTextContent('The mitochondria makes [a molecule].');
    await userEvent.click(screen.getByRole('button', { name: /Show Answer/ }));
    expect(question).toHaveTextContent('The mitochondria makes ATP.');
    expect(screen.getByTestId('cloze-answer')).toHaveTextContent('ATP');
    expect(screen.queryByText('No answer text')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Good/ })).toBeInTheDocument();
  });
});
