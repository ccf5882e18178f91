import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CelebrationContext } from '@/components/celebration/celebration-context';
import { Toaster } from '@/components/ui/toaster';
import { createQueryClient } from '@/lib/query-client';
import { jsonResponse, mockFetch } from '@/test/fetch-mock';
import { GenerateFlashcardsDialog } from './generate-flashcards-dialog';

// Radix radio groups measure themselves; jsdom has no ResizeObserver.
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

const source = {
  summaryId: 's1',
  summaryText: 'The mitochondria is the site of aerobic respiration.',
  subject: 'Biology',
  topic: 'Cells',
  qualification: 'A-Level',
  examBoard: 'AQA',
};

function renderDialog(onOpenChange = vi.fn(), celebrate = vi.fn()) {
  render(
    <MemoryRouter>
      <QueryClientProvider client={createQueryClient()}>
        <CelebrationContext.Provider value={celebrate}>
          <GenerateFlashcardsDialog open onOpenChange={onOpenChange} source={source} />
        </CelebrationContext.Provider>
        <Toaster />
      </QueryClientProvider>
    </MemoryRouter>,
  );
  return { onOpenChange, celebrate };
}

const card = (n: number) => ({
  id: `c${n}`,
  deck_id: 'd1',
  front_text: `Q${n}`,
  back_text: `A${n}`,
  explanation: null,
  position: n,
  state: 'new',
  due: '2026-01-01T00:00:00.000Z',
  reps: 0,
  lapses: 0,
  last_review: null,
  created_at: '2026-01-01T00:00:00.000Z',
});

const generatedBody = {
  xpAwarded: 4,
  leveledUp: false,
  newLevel: 1,
  requestedCount: 10,
  message: null,
};

describe('GenerateFlashcardsDialog', () => {
  it('creates a deck with the defaults and celebrates a level-up', async () => {
    const fetch = mockFetch((url) => {
      if (url.endsWith('/api/flashcards/decks')) return jsonResponse([]);
      return jsonResponse(
        {
          cards: [card(1), card(2), card(3)],
          deckId: 'd1',
          deckName: 'Biology: Cells',
          xpAwarded: 6,
          leveledUp: true,
          newLevel: 3,
          requestedCount: 10,
          message: 'Only 3 cards could be made from this summary.',
        },
        201,
      );
    });
    const { celebrate } = renderDialog();

    expect(screen.getByLabelText('Deck name')).toHaveValue('Biology: Cells');
    await userEvent.click(screen.getByRole('button', { name: 'Create Flashcards' }));

    await screen.findByRole('link', { name: 'Study now' });
    const post = fetch.mock.calls.find(([url]) => String(url).endsWith('/api/flashcards/generate-from-summary'));
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({
      summaryId: 's1',
      summaryText: source.summaryText,
      subject: 'Biology',
      topic: 'Cells',
      qualification: 'A-Level',
      examBoard: 'AQA',
      deckName: 'Biology: Cells',
      cardCount: 10,
      difficulty: 'medium',
    });
    expect(celebrate).toHaveBeenCalledWith(expect.objectContaining({ type: 'levelUp', level: 3 }));
    // One toast at a time (spec §9): the level-up message is the one left showing, with the short-deck note.
    expect(await screen.findByText('LEVEL UP! You reached Level 3!')).toBeInTheDocument();
    expect(screen.getByText('Only 3 cards could be made from this summary.')).toBeInTheDocument();
  });

  it('shows the generated count without a level-up', async () => {
    mockFetch((url) =>
      url.endsWith('/api/flashcards/decks')
        ? jsonResponse([])
        : jsonResponse(
            {
              cards: [card(1), card(2)],
              deckId: 'd1',
              deckName: 'x',
              xpAwarded: 4,
              leveledUp: false,
              newLevel: 1,
              requestedCount: 10,
              message: null,
            },
            201,
          ),
    );
    const { celebrate } = renderDialog();
    await userEvent.click(screen.getByRole('button', { name: 'Create Flashcards' }));
    expect(await screen.findByText('Flashcards Generated! 🎉')).toBeInTheDocument();
    expect(screen.getByText('Created 2 flashcards. +4 XP earned!')).toBeInTheDocument();
    expect(celebrate).not.toHaveBeenCalled();
  });

  it("links the toast to the new deck ('Open deck') and offers 'Study now' in the dialog", async () => {
    mockFetch((url) =>
      url.endsWith('/api/flashcards/decks')
        ? jsonResponse([])
        : jsonResponse({ ...generatedBody, cards: [card(1), card(2)], deckId: 'd 9', deckName: 'Biology: Cells' }, 201),
    );
    const { onOpenChange } = renderDialog();
    await userEvent.click(screen.getByRole('button', { name: 'Create Flashcards' }));
    const study = await screen.findByText('Study now');
    expect(screen.getByText('Open deck').closest('a')).toHaveAttribute('href', '/flashcards/d%209/edit');
    expect(study.closest('a')).toHaveAttribute('href', '/decks/d%209/study');
    expect(study.closest('a')).toHaveFocus();
    expect(screen.getByRole('dialog')).toHaveTextContent('2 flashcards are ready in Biology: Cells.');
    await userEvent.click(study);
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('adds the count message to the toast when fewer cards were made than asked for', async () => {
    mockFetch((url) =>
      url.endsWith('/api/flashcards/decks')
        ? jsonResponse([])
        : jsonResponse(
            {
              cards: Array.from({ length: 7 }, (_, i) => card(i + 1)),
              deckId: 'd1',
              deckName: 'Biology: Cells',
              xpAwarded: 14,
              leveledUp: false,
              newLevel: 1,
              requestedCount: 10,
              message: 'Only 7 cards could be made from this summary.',
            },
            201,
          ),
    );
    renderDialog();
    await userEvent.click(screen.getByRole('button', { name: 'Create Flashcards' }));
    expect(await screen.findByText('Flashcards Generated! 🎉')).toBeInTheDocument();
    expect(
      screen.getByText('Created 7 flashcards. +14 XP earned! Only 7 cards could be made from this summary.'),
    ).toBeInTheDocument();
  });

  it("shows the server's error text when generation fails", async () => {
    mockFetch((url) =>
      url.endsWith('/api/flashcards/decks')
        ? jsonResponse([])
        : jsonResponse({ error: 'Subject, exam board, and qualification are required' }, 400),
    );
    const { onOpenChange } = renderDialog();
    await userEvent.click(screen.getByRole('button', { name: 'Create Flashcards' }));
    expect(await screen.findByText('Generation Failed')).toBeInTheDocument();
    expect(screen.getByText('Subject, exam board, and qualification are required')).toBeInTheDocument();
    expect(onOpenChange).not.toHaveBeenCalledWith(false);
  });

  it("falls back to 'Failed to generate flashcards' when the server gives no reason", async () => {
    mockFetch((url) => (url.endsWith('/api/flashcards/decks') ? jsonResponse([]) : new Response('', { status: 400 })));
    renderDialog();
    await userEvent.click(screen.getByRole('button', { name: 'Create Flashcards' }));
    expect(await screen.findByText('Failed to generate flashcards')).toBeInTheDocument();
  });

  it('needs a deck before adding to an existing one', async () => {
    mockFetch(() => jsonResponse([]));
    renderDialog();
    await userEvent.click(screen.getByRole('radio', { name: 'Existing deck' }));
    expect(screen.queryByLabelText('Deck name')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add Flashcards' })).toBeDisabled();
    expect(await screen.findByText(/You don't have any decks yet/)).toBeInTheDocument();
  });
});
