import { EXAM_BOARD_OPTIONS, QUALIFICATION_OPTIONS } from '@revisely/contracts';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { CelebrationContext } from '@/components/celebration/celebration-context';
import { Toaster } from '@/components/ui/toaster';
import { createQueryClient } from '@/lib/query-client';
import { jsonResponse, mockFetch } from '@/test/fetch-mock';
import { GenerateFlashcardsDialog, type GenerateFlashcardsSource } from './generate-flashcards-dialog';

const points = ['The mitochondria is the site of aerobic respiration.', 'Ribosomes make proteins.'];
const noBoard: GenerateFlashcardsSource = {
  summaryId: 's1',
  summaryText: points.join('\n\n'),
  summaryPoints: points,
  subject: 'Biology',
  topic: 'Cells',
  qualification: 'A-Level',
  examBoard: null,
};

const generated = {
  cards: [],
  deckId: 'd1',
  deckName: 'Biology: Cells',
  xpAwarded: 0,
  leveledUp: false,
  newLevel: 1,
  requestedCount: 10,
  message: null,
};

const savedSummary = {
  id: 's1',
  subject: 'Biology',
  topic: 'Cells',
  qualification: 'A-Level',
  examBoard: 'OCR',
  summary: points,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  photoUrl: null,
  photoUrls: [],
  originalOcrText: null,
  columnFixedText: null,
  userEditedText: null,
};

function renderDialog(source: GenerateFlashcardsSource, onDetailsSaved = vi.fn()) {
  const onOpenChange = vi.fn();
  const client = createQueryClient();
  render(
    <MemoryRouter>
      <QueryClientProvider client={client}>
        <CelebrationContext.Provider value={vi.fn()}>
          <GenerateFlashcardsDialog open onOpenChange={onOpenChange} source={source} onDetailsSaved={onDetailsSaved} />
        </CelebrationContext.Provider>
        <Toaster />
      </QueryClientProvider>
    </MemoryRouter>,
  );
  return { onOpenChange, onDetailsSaved, client };
}

const bodyOf = (fetch: ReturnType<typeof mockFetch>, method: string, suffix: string) => {
  const call = fetch.mock.calls.find(([url, init]) => String(url).endsWith(suffix) && init?.method === method);
  return call ? (JSON.parse(String(call[1]?.body)) as Record<string, unknown>) : undefined;
};

async function choose(label: string, option: string) {
  await userEvent.click(screen.getByRole('combobox', { name: label }));
  await userEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: option }));
}

describe('GenerateFlashcardsDialog with missing details', () => {
  it('offers the one list of exam boards, then saves the choice to the summary before generating', async () => {
    const fetch = mockFetch((url, init) => {
      if (url.endsWith('/api/flashcards/decks')) return jsonResponse([]);
      if (url.endsWith('/api/summaries/s1') && init.method === 'PUT') return jsonResponse(savedSummary);
      return jsonResponse({ ...generated, cards: [] }, 201);
    });
    const { onDetailsSaved, client } = renderDialog(noBoard);

    expect(screen.getByText(/This summary has no exam board yet: choose one or keep ‘Other’/)).toBeInTheDocument();
    expect(screen.queryByText(/which flashcards need/)).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Edit summary' })).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Qualification' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('combobox', { name: 'Exam board' }));
    const options = within(screen.getByRole('listbox'))
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(options).toEqual(EXAM_BOARD_OPTIONS.map((o) => o.label));
    await userEvent.click(screen.getByRole('option', { name: 'OCR' }));

    await userEvent.click(screen.getByRole('button', { name: 'Create Flashcards' }));
    expect(await screen.findByRole('link', { name: 'Study now' })).toBeInTheDocument();
    expect(bodyOf(fetch, 'PUT', '/api/summaries/s1')).toEqual({
      subject: 'Biology',
      topic: 'Cells',
      qualification: 'A-Level',
      examBoard: 'OCR',
      summary: points,
    });
    expect(bodyOf(fetch, 'POST', '/api/flashcards/generate-from-summary')).toMatchObject({
      summaryId: 's1',
      examBoard: 'OCR',
      qualification: 'A-Level',
    });
    // The save comes first, so a failed save never leaves cards behind.
    const order = fetch.mock.calls
      .map(([url, init]) => `${init?.method} ${String(url)}`)
      .filter((c) => !c.startsWith('GET'));
    expect(order[0]).toMatch(/^PUT .*\/api\/summaries\/s1$/);
    expect(order[1]).toMatch(/^POST .*generate-from-summary$/);
    expect(onDetailsSaved).toHaveBeenCalledWith({ examBoard: 'OCR', qualification: 'A-Level' });
    expect(client.getQueryData(['summaries', 's1'])).toMatchObject({ examBoard: 'OCR' });
  });

  it("never blocks: a missing exam board starts on 'Other' and Create generates at once", async () => {
    const fetch = mockFetch((url, init) => {
      if (url.endsWith('/api/flashcards/decks')) return jsonResponse([]);
      if (init.method === 'PUT') return jsonResponse({ ...savedSummary, examBoard: 'Other' });
      return jsonResponse(generated, 201);
    });
    renderDialog(noBoard);
    expect(screen.getByRole('combobox', { name: 'Exam board' })).toHaveTextContent('Other');
    await userEvent.click(screen.getByRole('button', { name: 'Create Flashcards' }));
    expect(await screen.findByRole('link', { name: 'Study now' })).toHaveAttribute('href', '/decks/d1/study');
    expect(screen.queryByText('Please select an exam board')).not.toBeInTheDocument();
    expect(bodyOf(fetch, 'PUT', '/api/summaries/s1')).toMatchObject({ examBoard: 'Other', qualification: 'A-Level' });
    expect(bodyOf(fetch, 'POST', '/api/flashcards/generate-from-summary')).toMatchObject({ examBoard: 'Other' });
  });

  it('asks for both when exam board and qualification are missing, from the one lists', async () => {
    const fetch = mockFetch((url, init) => {
      if (url.endsWith('/api/flashcards/decks')) return jsonResponse([]);
      if (init.method === 'PUT') return jsonResponse({ ...savedSummary, qualification: 'GCSE', examBoard: 'AQA' });
      return jsonResponse(generated, 201);
    });
    renderDialog({ ...noBoard, qualification: '' });

    await choose('Exam board', 'AQA');
    await userEvent.click(screen.getByRole('combobox', { name: 'Qualification' }));
    expect(
      within(screen.getByRole('listbox'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(QUALIFICATION_OPTIONS.map((o) => o.label));
    await userEvent.click(screen.getByRole('option', { name: 'GCSE' }));
    await userEvent.click(screen.getByRole('button', { name: 'Create Flashcards' }));
    expect(await screen.findByRole('link', { name: 'Study now' })).toBeInTheDocument();
    expect(bodyOf(fetch, 'PUT', '/api/summaries/s1')).toMatchObject({ qualification: 'GCSE', examBoard: 'AQA' });
    expect(bodyOf(fetch, 'POST', '/api/flashcards/generate-from-summary')).toMatchObject({
      qualification: 'GCSE',
      examBoard: 'AQA',
    });
  });

  it('does not generate when saving the exam board fails, and says why', async () => {
    const fetch = mockFetch((url, init) => {
      if (url.endsWith('/api/flashcards/decks')) return jsonResponse([]);
      if (init.method === 'PUT') return jsonResponse({ error: 'topic is required' }, 400);
      return jsonResponse(generated, 201);
    });
    const { onOpenChange } = renderDialog(noBoard);
    await choose('Exam board', 'WJEC');
    await userEvent.click(screen.getByRole('button', { name: 'Create Flashcards' }));
    expect(await screen.findByText('Failed to update summary')).toBeInTheDocument();
    expect(screen.getByText('topic is required')).toBeInTheDocument();
    expect(bodyOf(fetch, 'POST', '/api/flashcards/generate-from-summary')).toBeUndefined();
    expect(onOpenChange).not.toHaveBeenCalledWith(false);
  });

  it('asks for nothing when the summary has every detail', () => {
    mockFetch(() => jsonResponse([]));
    renderDialog({ ...noBoard, examBoard: 'AQA' });
    expect(screen.queryByRole('combobox', { name: 'Exam board' })).not.toBeInTheDocument();
    expect(screen.queryByText(/which flashcards need/)).not.toBeInTheDocument();
  });
});
