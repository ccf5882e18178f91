import { EXAM_BOARD_OPTIONS, QUALIFICATION_OPTIONS, type Deck } from '@revisely/contracts';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '@/components/ui/toaster';
import { dismissToast } from '@/lib/toast-store';
import { createQueryClient } from '@/lib/query-client';
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
  topic: 'Cells',
  qualification: 'GCSE',
  exam_board: 'AQA',
  examBoard: 'AQA',
  description: null,
  tags: [],
  userPlan: 'free',
  difficulty: 'medium',
  total_cards: 0,
  due_cards: 0,
  created_at: '2026-01-01T00:00:00.000Z',
  createdAt: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
};

function renderForm() {
  const fetch = mockFetch(() => jsonResponse({ ...deck, exam_board: null, examBoard: null }));
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter>
        <DeckDetailsForm deck={deck} onPendingChange={() => {}} />
        <button type="submit" form={DECK_DETAILS_FORM_ID}>
          Save Changes
        </button>
      </MemoryRouter>
      <Toaster />
    </QueryClientProvider>,
  );
  return fetch;
}

describe('DeckDetailsForm', () => {
  it("lists every screen's exam boards and qualifications and clears the board with a separate control", async () => {
    const fetch = renderForm();
    const board = screen.getByRole('combobox', { name: 'Exam board' });
    await userEvent.click(board);
    expect(
      within(screen.getByRole('listbox'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(EXAM_BOARD_OPTIONS.map((o) => o.label));
    await userEvent.keyboard('{Escape}');
    await userEvent.click(screen.getByRole('combobox', { name: 'Qualification' }));
    expect(
      within(screen.getByRole('listbox'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(expect.arrayContaining(['BTEC', 'T-Level', 'University', 'AS-Level']));
    expect(within(screen.getByRole('listbox')).getAllByRole('option')).toHaveLength(QUALIFICATION_OPTIONS.length);
    await userEvent.keyboard('{Escape}');

    await userEvent.click(screen.getByRole('button', { name: 'Clear exam board' }));
    expect(board).toHaveTextContent('Choose an exam board');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    expect(JSON.parse(String(fetch.mock.calls[0]?.[1]?.body))).toEqual({
      name: 'Cells',
      subject: 'Biology',
      topic: 'Cells',
      qualification: 'GCSE',
      exam_board: null,
    });
  });

  it('counts down near the 200-character limit and refuses a longer name whole, with a clear message', async () => {
    const fetch = renderForm();
    const name = screen.getByRole('textbox', { name: 'Deck name' });
    await userEvent.clear(name);
    await userEvent.click(name);
    await userEvent.paste('word '.repeat(36).trim());
    expect(name).toHaveValue('word '.repeat(36).trim());
    expect(screen.getByText('21 characters left')).toBeInTheDocument();
    await userEvent.clear(name);
    await userEvent.paste('a'.repeat(205));
    // Kept whole (not cut mid-word at 200), and said how far over it is.
    expect(name).toHaveValue('a'.repeat(205));
    expect(screen.getByText('5 characters over the limit of 200')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(
      await screen.findByText('Deck name must be at most 200 characters.', { selector: '[id$="-error"]' }),
    ).toBeInTheDocument();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription(/5 characters over the limit of 200 Deck name must be at most 200/);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('on Save with an empty name marks it, toasts the spec text and sends nothing until it is fixed', async () => {
    const fetch = renderForm();
    const name = screen.getByRole('textbox', { name: 'Deck name' });
    await userEvent.clear(name);
    await userEvent.type(name, '   ');
    expect(name).not.toHaveAttribute('aria-invalid');

    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Please fill in the deck name and subject.')).toBeInTheDocument();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('combobox', { name: 'Subject' })).not.toHaveAttribute('aria-invalid');
    expect(name).not.toHaveFocus();
    expect(fetch).not.toHaveBeenCalled();

    await userEvent.type(name, 'Organelles');
    expect(name).not.toHaveAttribute('aria-invalid');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    expect(JSON.parse(String(fetch.mock.calls[0]?.[1]?.body))).toMatchObject({
      name: 'Organelles',
      subject: 'Biology',
    });
  });
});
