import type { Deck } from '@revisely/contracts';
import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { examCountdownText } from '@/components/exam/exam-countdown';
import { createQueryClient } from '@/lib/query-client';
import { dismissToast } from '@/lib/toast-store';
import { jsonResponse, mockFetch } from '@/test/fetch-mock';
import { DECK_DETAILS_FORM_ID, DeckDetailsForm } from './deck-details-form';

afterEach(() => {
  dismissToast();
  vi.unstubAllGlobals();
});

const deck: Deck = {
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
  total_cards: 0,
  due_cards: 0,
  created_at: '2026-01-01T00:00:00.000Z',
  createdAt: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
  examDate: '2027-06-10',
  examDaysLeft: 30,
  targetRetention: 0.9,
};

function renderForm(initial: Deck) {
  const fetch = mockFetch(() => jsonResponse(initial));
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter>
        <DeckDetailsForm deck={initial} onPendingChange={() => {}} />
        <button type="submit" form={DECK_DETAILS_FORM_ID}>
          Save Changes
        </button>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return fetch;
}

describe('exam date on the deck details form', () => {
  it('shows the saved date, sends a changed one and null when cleared', async () => {
    const fetch = renderForm(deck);
    const input = screen.getByLabelText('Exam date');
    expect(input).toHaveValue('2027-06-10');
    fireEvent.change(input, { target: { value: '2027-06-12' } });
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    expect(JSON.parse(String(fetch.mock.calls[0]?.[1]?.body))).toMatchObject({ examDate: '2027-06-12' });

    await userEvent.click(screen.getByRole('button', { name: 'Clear exam date' }));
    expect(input).toHaveValue('');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(2));
    expect(JSON.parse(String(fetch.mock.calls[1]?.[1]?.body))).toMatchObject({ examDate: null });
  });

  it('leaves the date out of the payload when it did not change', async () => {
    const fetch = renderForm(deck);
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    expect(JSON.parse(String(fetch.mock.calls[0]?.[1]?.body))).not.toHaveProperty('examDate');
  });
});

describe('exam countdown text', () => {
  it('says today, tomorrow or in N days, and never "in 1 day"', () => {
    expect(examCountdownText(0)).toBe('Exam today');
    expect(examCountdownText(1)).toBe('Exam tomorrow');
    expect(examCountdownText(2)).toBe('Exam in 2 days');
    expect(examCountdownText(45)).toBe('Exam in 45 days');
    expect(examCountdownText(null)).toBeNull();
    expect(examCountdownText(undefined)).toBeNull();
  });
});
