import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { jsonResponse, mockFetch } from '@/test/fetch-mock';
import { FETCH_PRACTICE_DECK_FAILED } from '../api/get-practice-deck';
import { PracticeShell } from './practice-shell';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('PracticeShell', () => {
  it('shows the loading screen, then the deck could not load with a way back and Try again', async () => {
    // A 404 is not retried, so the error shows at once.
    const fetch = mockFetch(() => jsonResponse({ error: 'Deck not found' }, 404));
    render(
      <MemoryRouter>
        <QueryClientProvider client={createQueryClient()}>
          <PracticeShell deckId="d1" mode="test">
            {() => <p>practising</p>}
          </PracticeShell>
        </QueryClientProvider>
      </MemoryRouter>,
    );
    expect(screen.getByRole('status', { name: 'Loading Test' })).toBeInTheDocument();
    expect(await screen.findByRole('alert')).toHaveTextContent(FETCH_PRACTICE_DECK_FAILED);
    expect(screen.getByRole('link', { name: 'Back to Flashcards' })).toHaveAttribute('href', '/flashcards');
    expect(screen.queryByText('practising')).not.toBeInTheDocument();

    const calls = fetch.mock.calls.length;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(fetch.mock.calls.length).toBe(calls + 1);
  });
});
