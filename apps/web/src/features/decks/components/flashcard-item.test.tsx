import type { Flashcard } from '@revisely/contracts';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '@/components/ui/toaster';
import { createQueryClient } from '@/lib/query-client';
import { dismissToast } from '@/lib/toast-store';
import { jsonResponse, mockFetch } from '@/test/fetch-mock';
import { FlashcardItem } from './flashcard-item';

afterEach(() => {
  dismissToast();
  vi.unstubAllGlobals();
});

const card: Flashcard = {
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

/** The edit page's part: which card is open, and whether its editor is dirty. */
function Harness({ onDirtyChange }: { onDirtyChange: (dirty: boolean) => void }) {
  const [editing, setEditing] = useState(false);
  return (
    <FlashcardItem
      card={card}
      number={3}
      editing={editing}
      onEdit={() => setEditing(true)}
      onDoneEditing={() => setEditing(false)}
      onDirtyChange={onDirtyChange}
    />
  );
}

function renderItem() {
  const fetch = mockFetch(() => jsonResponse({ ...card, front_text: 'Cell part?' }));
  const onDirtyChange = vi.fn();
  render(
    <QueryClientProvider client={createQueryClient()}>
      <Harness onDirtyChange={onDirtyChange} />
      <Toaster />
    </QueryClientProvider>,
  );
  return { fetch, onDirtyChange };
}

describe('FlashcardItem', () => {
  it('edits inline: reports dirtiness, keeps an emptied side from saving, and sends the trimmed card', async () => {
    const { fetch, onDirtyChange } = renderItem();
    await userEvent.click(screen.getByRole('button', { name: 'Edit Card #3' }));
    const question = screen.getByRole('textbox', { name: 'Question' });
    expect(question).toHaveValue('Cell?');
    expect(question).toHaveFocus();
    expect(onDirtyChange).toHaveBeenLastCalledWith(false);

    await userEvent.clear(question);
    expect(onDirtyChange).toHaveBeenLastCalledWith(true);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Please fill in both question and answer.')).toBeInTheDocument();
    expect(question).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('textbox', { name: 'Answer' })).not.toHaveAttribute('aria-invalid');
    expect(fetch).not.toHaveBeenCalled();

    await userEvent.type(question, 'Cell part? ');
    expect(question).not.toHaveAttribute('aria-invalid');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    expect(fetch.mock.calls[0]?.[0]).toBe('/api/flashcards/c1');
    expect(JSON.parse(String(fetch.mock.calls[0]?.[1]?.body))).toEqual({
      front_text: 'Cell part?',
      back_text: 'Nucleus',
      explanation: null,
    });
    expect(await screen.findByText('Flashcard updated')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Edit Card #3' })).not.toBeInTheDocument();
  });

  it('starts each edit from the card, dropping what a cancelled edit typed', async () => {
    const { onDirtyChange } = renderItem();
    await userEvent.click(screen.getByRole('button', { name: 'Edit Card #3' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Answer' }), ' and more');
    expect(onDirtyChange).toHaveBeenLastCalledWith(true);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));

    await userEvent.click(screen.getByRole('button', { name: 'Edit Card #3' }));
    expect(screen.getByRole('textbox', { name: 'Answer' })).toHaveValue('Nucleus');
    expect(onDirtyChange).toHaveBeenLastCalledWith(false);
  });
});
