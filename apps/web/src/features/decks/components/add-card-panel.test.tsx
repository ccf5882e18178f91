import type { Flashcard } from '@revisely/contracts';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '@/components/ui/toaster';
import { createQueryClient } from '@/lib/query-client';
import { dismissToast } from '@/lib/toast-store';
import { jsonResponse, mockFetch } from '@/test/fetch-mock';
import { AddCardPanel } from './add-card-panel';

afterEach(() => {
  dismissToast();
  vi.unstubAllGlobals();
});

const added: Flashcard = {
  id: 'c1',
  deck_id: 'd1',
  front_text: 'Cell?',
  back_text: 'Nucleus',
  explanation: null,
  position: 0,
  state: 'new',
  due: '2026-01-01T00:00:00.000Z',
  reps: 0,
  lapses: 0,
  last_review: null,
  created_at: '2026-01-01T00:00:00.000Z',
};

function renderPanel() {
  const fetch = mockFetch(() => jsonResponse(added, 201));
  const onClose = vi.fn();
  const onDirtyChange = vi.fn();
  render(
    <QueryClientProvider client={createQueryClient()}>
      <AddCardPanel deckId="d1" id="add-card" onClose={onClose} onDirtyChange={onDirtyChange} />
      <Toaster />
    </QueryClientProvider>,
  );
  return { fetch, onClose, onDirtyChange };
}

describe('AddCardPanel', () => {
  it('focuses the question, marks the empty sides on Add with the spec toast, and sends nothing', async () => {
    const { fetch } = renderPanel();
    const question = screen.getByRole('textbox', { name: 'Question' });
    const answer = screen.getByRole('textbox', { name: 'Answer' });
    expect(question).toHaveFocus();
    expect(question).not.toHaveAttribute('aria-invalid');

    await userEvent.type(question, '   ');
    await userEvent.click(screen.getByRole('button', { name: 'Add Flashcard' }));
    expect(await screen.findByText('Please fill in both question and answer.')).toBeInTheDocument();
    expect(question).toHaveAttribute('aria-invalid', 'true');
    expect(answer).toHaveAttribute('aria-invalid', 'true');
    expect(fetch).not.toHaveBeenCalled();

    await userEvent.type(answer, 'Mitochondria');
    expect(answer).not.toHaveAttribute('aria-invalid');
    expect(question).toHaveAttribute('aria-invalid', 'true');
  });

  it('reports typing as unsaved and posts the trimmed card, then closes with a toast', async () => {
    const { fetch, onClose, onDirtyChange } = renderPanel();
    expect(onDirtyChange).toHaveBeenLastCalledWith(false);
    await userEvent.type(screen.getByRole('textbox', { name: 'Question' }), ' Cell? ');
    expect(onDirtyChange).toHaveBeenLastCalledWith(true);
    await userEvent.type(screen.getByRole('textbox', { name: 'Answer' }), 'Nucleus');
    await userEvent.click(screen.getByRole('button', { name: 'Add Flashcard' }));

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(fetch.mock.calls[0]?.[0]).toBe('/api/flashcards/decks/d1/cards');
    expect(JSON.parse(String(fetch.mock.calls[0]?.[1]?.body))).toEqual({
      front_text: 'Cell?',
      back_text: 'Nucleus',
      explanation: null,
    });
    expect(await screen.findByText('Flashcard added')).toBeInTheDocument();
  });

  it('wraps the selected question text in a cloze with the Cloze button and adds it without an answer', async () => {
    const { fetch, onClose } = renderPanel();
    const question = screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Question' });
    await userEvent.type(question, 'Water is H2O');
    question.setSelectionRange(9, 12);
    await userEvent.click(screen.getByRole('button', { name: 'Cloze' }));
    expect(question).toHaveValue('Water is {{c1::H2O}}');
    await waitFor(() => expect(question).toHaveFocus());
    // The selection is restored after React commits the new value, so wait for it too.
    await waitFor(() => expect(question.value.slice(question.selectionStart, question.selectionEnd)).toBe('H2O'));
    // The preview shows the answer highlighted.
    expect(screen.getByRole('region', { name: 'Preview' })).toHaveTextContent('Water is H2O');

    await userEvent.click(screen.getByRole('button', { name: 'Add Flashcard' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(JSON.parse(String(fetch.mock.calls[0]?.[1]?.body))).toMatchObject({
      front_text: 'Water is {{c1::H2O}}',
      back_text: '',
    });
  });

  it('refuses a cloze question whose deletions are all empty', async () => {
    const { fetch } = renderPanel();
    const question = screen.getByRole('textbox', { name: 'Question' });
    await userEvent.click(screen.getByRole('button', { name: 'Cloze' }));
    expect(question).toHaveValue('{{c1::}}');
    await userEvent.click(screen.getByRole('button', { name: 'Add Flashcard' }));
    expect(
      await screen.findByText('A cloze card needs at least one non-empty deletion, e.g. {{c1::answer}}.'),
    ).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });
});
