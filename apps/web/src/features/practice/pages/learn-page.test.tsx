import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { jsonResponse, mockFetch } from '@/test/fetch-mock';
import { SAVE_PRACTICE_FAILED } from '../api/post-practice-result';
import { LearnPage } from './learn-page';

const NOW = '2026-11-28T10:00:00.000Z';
// One card: too few answers for multiple choice, so every question is written.
const deck = {
  id: 'd1',
  name: 'Cells',
  subject: 'Biology',
  topic: null,
  qualification: null,
  exam_board: null,
  examBoard: null,
  description: null,
  tags: [],
  userPlan: 'free',
  difficulty: 'medium',
  total_cards: 1,
  due_cards: 0,
  created_at: NOW,
  createdAt: NOW,
  updated_at: NOW,
  cards: [
    {
      id: 'c1',
      deck_id: 'd1',
      front_text: 'Powerhouse of the cell?',
      back_text: 'Mitochondria',
      explanation: null,
      position: 0,
      state: 'new',
      due: NOW,
      reps: 0,
      lapses: 0,
      last_review: null,
      created_at: NOW,
    },
  ],
};

function serve() {
  return mockFetch((url, init) => {
    const { pathname } = new URL(url, 'http://localhost');
    if (pathname === '/api/flashcards/decks/d1') return jsonResponse(deck);
    if (pathname === '/api/practice/results' && init.method === 'POST') return jsonResponse({ error: 'refused' }, 400);
    return jsonResponse({ error: 'unexpected' }, 404);
  });
}

async function answerWritten(text: string) {
  await userEvent.type(await screen.findByLabelText('Your answer'), `${text}{Enter}`);
  expect(screen.getByText('Correct', { exact: true })).toBeInTheDocument();
  await userEvent.keyboard('{Enter}');
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('LearnPage', { timeout: 20_000 }, () => {
  it('saves the result once, when the last card is learned, and moves the focus to the result', async () => {
    const fetch = serve();
    render(
      <MemoryRouter initialEntries={['/decks/d1/learn']}>
        <QueryClientProvider client={createQueryClient()}>
          <Routes>
            <Route path="/decks/:id/learn" element={<LearnPage />} />
          </Routes>
        </QueryClientProvider>
      </MemoryRouter>,
    );
    const posts = () => fetch.mock.calls.filter(([, init]) => init?.method === 'POST');

    await answerWritten('mitochondria');
    expect(await screen.findByRole('heading', { name: 'Round complete' })).toBeInTheDocument();
    expect(posts()).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: /Next round/ }));
    expect(screen.getByText('Round 2')).toBeInTheDocument();

    await answerWritten('Mitochondria');
    const done = await screen.findByRole('heading', { name: "You've learned all 1 card!" });
    expect(done).toHaveFocus();
    expect(await screen.findByText(SAVE_PRACTICE_FAILED)).toBeInTheDocument();
    expect(posts()).toHaveLength(1);
    expect(JSON.parse(String(posts()[0]![1]!.body))).toMatchObject({
      deckId: 'd1',
      mode: 'learn',
      correct: 2,
      total: 2,
      overrides: 0,
    });
  });
});
