import { EXAM_BOARD_OPTIONS, QUALIFICATION_OPTIONS } from '@revisely/contracts';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '@/components/ui/toaster';
import { dismissToast } from '@/lib/toast-store';
import { draftKey, writeDraft } from '@/lib/drafts';
import { createQueryClient } from '@/lib/query-client';
import { jsonResponse, mockFetch } from '@/test/fetch-mock';
import type { ExistingDeck } from '../lib/builder-draft';
import { DeckBuilder } from './deck-builder';
import { BUILDER_SUBJECTS } from '@/lib/options';

afterEach(() => {
  dismissToast();
  vi.unstubAllGlobals();
});

function renderBuilder(existing?: ExistingDeck, userId?: string) {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter>
        <DeckBuilder {...(existing ? { existing } : {})} {...(userId ? { userId } : {})} />
      </MemoryRouter>
      <Toaster />
    </QueryClientProvider>,
  );
}

async function optionsOf(name: RegExp | string) {
  await userEvent.click(screen.getByRole('combobox', { name }));
  const options = within(screen.getByRole('listbox'))
    .getAllByRole('option')
    .map((o) => o.textContent);
  await userEvent.keyboard('{Escape}');
  return options;
}

describe('DeckBuilder', () => {
  it('offers the one qualification and exam-board lists (ADR 0026), defaults to A-Level, starts with one empty card', async () => {
    mockFetch(() => jsonResponse({ cards: [] }));
    renderBuilder();
    expect(screen.getByRole('heading', { name: 'Create Deck' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Qualification' })).toHaveTextContent('A-Level');
    expect(screen.getAllByTestId('builder-card')).toHaveLength(1);
    expect(screen.getByText('Card #1')).toBeInTheDocument();

    const subjects = await optionsOf('Subject');
    expect(subjects).toHaveLength(43);
    expect(subjects).toEqual([...BUILDER_SUBJECTS].sort((a, b) => a.localeCompare(b)));
    expect(await optionsOf('Qualification')).toEqual(QUALIFICATION_OPTIONS.map((o) => o.label));
    expect(await optionsOf('Exam Board')).toEqual(EXAM_BOARD_OPTIONS.map((o) => o.label));
  });

  it("counts down near the deck title's limit and will not save a longer one", async () => {
    mockFetch(() => jsonResponse({ cards: [] }));
    renderBuilder();
    const title = screen.getByRole('textbox', { name: 'Deck Title' });
    await userEvent.click(title);
    await userEvent.paste('b'.repeat(190));
    expect(screen.getByText('10 characters left')).toBeInTheDocument();
    await userEvent.paste('b'.repeat(15));
    expect(title).toHaveValue('b'.repeat(205));
    expect(title).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Deck name must be at most 200 characters.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
  });

  it('refuses AI generation for a deck without a qualification, with the spec text and no request', async () => {
    const fetch = mockFetch(() => jsonResponse({ cards: [{ front: 'Q', back: 'A' }] }));
    renderBuilder({
      id: 'd1',
      name: 'Cells',
      subject: 'Biology',
      topic: 'Cells',
      exam_board: 'AQA',
      qualification: null,
    });
    expect(screen.getByText('to:')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Generate Cards' }));
    expect(await screen.findByText('Subject, exam board, and qualification are required')).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('appends suggested cards when the deck has every detail', async () => {
    const fetch = mockFetch(() => jsonResponse({ cards: [{ front: 'What is ATP?', back: 'Energy currency' }] }));
    renderBuilder({
      id: 'd1',
      name: 'Cells',
      subject: 'Biology',
      topic: 'Cells',
      exam_board: 'AQA',
      qualification: 'A-Level',
    });
    await userEvent.click(screen.getByRole('button', { name: 'Generate Cards' }));
    expect(await screen.findByDisplayValue('What is ATP?')).toBeInTheDocument();
    expect(String(fetch.mock.calls[0]?.[0])).toMatch(/\/api\/high-yield\/deck\?topic=Cells$/);
    // Asking again adds nothing twice.
    await userEvent.click(screen.getByRole('button', { name: 'Generate Cards' }));
    expect(await screen.findByText('No new suggestions')).toBeInTheDocument();
    expect(screen.getAllByDisplayValue('What is ATP?')).toHaveLength(1);
  });

  it('says what the deck lacks for AI Assist, in plain English, and links to its details when adding', async () => {
    mockFetch(() => jsonResponse({ cards: [] }));
    renderBuilder({
      id: 'd1',
      name: 'Cells',
      subject: 'Biology',
      topic: null,
      exam_board: null,
      qualification: 'GCSE',
    });
    expect(screen.getByRole('button', { name: 'Generate Cards' })).toBeDisabled();
    expect(screen.getByText(/This deck needs a topic and an exam board to generate cards\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit deck details' })).toHaveAttribute('href', '/flashcards/d1/edit');
  });
});

describe('DeckBuilder drafts', () => {
  const newDeckKey = draftKey('u1', 'deck-builder:new');
  const cellsDeck: ExistingDeck = {
    id: 'd1',
    name: 'Cells',
    subject: 'Biology',
    topic: 'Cells',
    exam_board: 'AQA',
    qualification: 'A-Level',
  };
  const storedDraft = (key: string) =>
    JSON.parse(window.localStorage.getItem(key) ?? 'null') as { data: unknown } | null;

  it('keeps the cards as a draft, restores them with a note, and Start over clears it', async () => {
    mockFetch(() => jsonResponse({ cards: [] }));
    const first = renderBuilder(undefined, 'u1');
    await userEvent.type(screen.getByLabelText('Deck Title'), 'Organelles');
    await userEvent.type(screen.getByLabelText('Front (Question)'), 'What is ATP?');
    await userEvent.click(screen.getByRole('button', { name: 'Add New Card' }));
    await vi.waitFor(() =>
      expect(storedDraft(newDeckKey)?.data).toEqual({
        fields: { name: 'Organelles', subject: '', qualification: 'A-Level', examBoard: '', topic: '', examDate: '' },
        cards: [
          { front: 'What is ATP?', back: '' },
          { front: '', back: '' },
        ],
      }),
    );
    first.unmount();

    renderBuilder(undefined, 'u1');
    expect(screen.getByTestId('draft-restored')).toHaveTextContent('Draft restored');
    expect(screen.getByLabelText('Deck Title')).toHaveValue('Organelles');
    expect(screen.getAllByTestId('builder-card')).toHaveLength(2);
    expect(screen.getAllByLabelText('Front (Question)')[0]).toHaveValue('What is ATP?');

    await userEvent.click(screen.getByRole('button', { name: 'Start over' }));
    expect(screen.queryByText('Draft restored')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Deck Title')).toHaveValue('');
    expect(screen.getAllByTestId('builder-card')).toHaveLength(1);
    expect(window.localStorage.getItem(newDeckKey)).toBeNull();
  });

  it('makes no draft for a builder left as it started, nor for another user', async () => {
    mockFetch(() => jsonResponse({ cards: [] }));
    writeDraft(draftKey('u2', 'deck-builder:new'), { cards: [{ front: 'Not yours', back: '' }] });
    const view = renderBuilder(undefined, 'u1');
    expect(screen.queryByText('Draft restored')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Front (Question)')).toHaveValue('');
    view.unmount();
    expect(window.localStorage.getItem(newDeckKey)).toBeNull();
  });

  it('keeps one draft per deck when adding cards, and clears it once they are saved', async () => {
    const fetch = mockFetch(() => jsonResponse({ cards: [] }, 201));
    writeDraft(draftKey('u1', 'deck-builder:d1'), { cards: [{ front: 'Kept question', back: 'Kept answer' }] });
    writeDraft(newDeckKey, { cards: [{ front: 'New deck question', back: '' }] });

    renderBuilder(cellsDeck, 'u1');
    expect(screen.getByText('Draft restored')).toBeInTheDocument();
    expect(screen.getByLabelText('Back (Answer)')).toHaveValue('Kept answer');
    expect(screen.queryByDisplayValue('New deck question')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(fetch).toHaveBeenCalled());
    expect(JSON.parse(String(fetch.mock.calls[0]?.[1]?.body))).toMatchObject({
      cards: [{ front: 'Kept question', back: 'Kept answer' }],
    });
    await vi.waitFor(() => expect(window.localStorage.getItem(draftKey('u1', 'deck-builder:d1'))).toBeNull());
    expect(window.localStorage.getItem(newDeckKey)).not.toBeNull();
  });
});
