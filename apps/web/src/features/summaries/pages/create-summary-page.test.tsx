import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CelebrationContext } from '@/components/celebration/celebration-context';
import { Toaster } from '@/components/ui/toaster';
import { draftKey, writeDraft } from '@/lib/drafts';
import { createQueryClient } from '@/lib/query-client';
import { dismissToast } from '@/lib/toast-store';
import { jsonResponse, mockFetch } from '@/test/fetch-mock';
import { SessionContext, type SessionValue } from '@/lib/session/session-context';
import type { WizardDraft } from '@/features/summaries/lib/wizard-draft';
import { CreateSummaryPage } from './create-summary-page';

beforeEach(() => {
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
  return () => {
    dismissToast();
    vi.unstubAllGlobals();
  };
});

const session: SessionValue = {
  status: 'authenticated',
  user: { id: 'u1', email: 'ada@example.com', username: 'ada', displayName: 'Ada', createdAt: '2026-01-01T00:00:00Z' },
  isLoading: false,
  login: vi.fn(),
  register: vi.fn(),
  logout: vi.fn(),
};
const key = draftKey('u1', 'summary-wizard');

const reviewText = 'Edited text about the spinning jenny';
const reviewDraft: WizardDraft = {
  stage: 'review',
  details: { subject: 'History', qualification: 'IB', topic: 'Industry', examBoard: '' },
  sources: [{ id: 'f1', name: 'notes.png', kind: 'photo' }],
  pages: [
    {
      id: 'p1',
      origin: 'photo',
      sourceId: 'f1',
      fileName: 'notes.png',
      read: 'ocr',
      text: reviewText,
      extractedText: 'Raw text',
      originalOcrText: 'Raw text',
      confidence: 91,
      layoutComplexity: 'simple',
    },
  ],
};

function renderPage() {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <SessionContext.Provider value={session}>
        <CelebrationContext.Provider value={vi.fn()}>
          <MemoryRouter>
            <CreateSummaryPage />
          </MemoryRouter>
        </CelebrationContext.Provider>
      </SessionContext.Provider>
      <Toaster />
    </QueryClientProvider>,
  );
}

/** The JSON bodies the page sent, in order (the summary-length preference GET has none). */
const sentBodies = (fetch: ReturnType<typeof mockFetch>) =>
  fetch.mock.calls
    .filter(([, init]) => init?.body !== undefined)
    .map(([, init]) => JSON.parse(String(init?.body)) as Record<string, unknown>);

const storedDraft = () => JSON.parse(window.localStorage.getItem(key) ?? 'null') as { data: WizardDraft } | null;

describe('CreateSummaryPage paste text', () => {
  it('Paste text instead goes straight to review with one empty text box, then summarises it', async () => {
    writeDraft(key, { ...reviewDraft, stage: 'upload', sources: [], pages: [] });
    const fetch = mockFetch(() =>
      jsonResponse({ id: 's1', summary: ['Point one'], xpAwarded: 25, leveledUp: false, newLevel: 2 }, 201),
    );
    renderPage();
    expect(screen.getByRole('heading', { name: 'Upload Your Notes' })).toBeInTheDocument();
    expect(screen.getByText('Upload photos or a document')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Paste text instead' }));
    expect(screen.getByRole('heading', { name: 'Review Text' })).toBeInTheDocument();
    const box = screen.getByRole('textbox', { name: 'Your notes' });
    expect(box).toHaveValue('');
    expect(screen.queryByTestId('ocr-confidence')).not.toBeInTheDocument();
    await userEvent.click(box);
    await userEvent.paste('Osmosis is the diffusion of water across a partially permeable membrane.');
    await userEvent.click(screen.getByRole('button', { name: 'Generate' }));
    expect(await screen.findByRole('heading', { name: 'Summary Complete!' })).toBeInTheDocument();
    expect(sentBodies(fetch)[0]).toMatchObject({
      userEditedText: 'Osmosis is the diffusion of water across a partially permeable membrane.',
      photos: [],
    });
  });
});

describe('CreateSummaryPage long material (issue 25 item 4)', () => {
  it('summarises long text section by section with progress, then creates one summary from the points', async () => {
    const long = Array.from(
      { length: 260 },
      (_, i) => `Paragraph ${i + 1}: the heart pumps blood around the body through arteries and veins.`,
    ).join('\n\n');
    expect(long.length).toBeGreaterThan(20_000);
    writeDraft(key, {
      ...reviewDraft,
      sources: [],
      pages: [{ id: 'p1', origin: 'paste', text: long, extractedText: '', originalOcrText: '', confidence: null }],
    });
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let sections = 0;
    const fetch = mockFetch(async (url) => {
      if (url.endsWith('/api/summaries/sections')) {
        sections += 1;
        if (sections === 2) await held;
        return jsonResponse({ points: [`Point from section ${sections}`] });
      }
      return jsonResponse(
        { id: 's1', summary: ['Point from section 1'], xpAwarded: 25, leveledUp: false, newLevel: 2 },
        201,
      );
    });
    renderPage();
    expect(screen.getByTestId('long-text-note')).toHaveTextContent('section by section');
    await userEvent.click(screen.getByRole('button', { name: 'Generate' }));
    expect(await screen.findByText('Summarising part 2 of 2…')).toBeInTheDocument();
    release();
    expect(await screen.findByRole('heading', { name: 'Summary Complete!' })).toBeInTheDocument();
    const calls = fetch.mock.calls.map(([url]) => String(url));
    expect(calls.filter((url) => url.endsWith('/api/summaries/sections'))).toHaveLength(2);
    const sent = sentBodies(fetch);
    expect(String(sent[0]?.text)).toMatch(/^Paragraph 1:/);
    expect(String(sent[1]?.text)).toMatch(/Paragraph 260:/);
    expect(sent[2]).toMatchObject({ userEditedText: long, points: ['Point from section 1', 'Point from section 2'] });
  });
});

describe('CreateSummaryPage drafts', () => {
  it('keeps the study details as a draft while they are typed', async () => {
    const view = renderPage();
    expect(screen.queryByText('Draft restored')).not.toBeInTheDocument();
    await userEvent.type(screen.getByRole('combobox', { name: /Subject/ }), 'History');
    await vi.waitFor(() => expect(storedDraft()?.data.details.subject).toBe('History'));
    expect(storedDraft()?.data).toMatchObject({ stage: 'input', sources: [], pages: [] });

    view.unmount();
    renderPage();
    expect(screen.getByText('Draft restored')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /Subject/ })).toHaveValue('History');
  });

  it('restores the review stage without the photo (no IndexedDB here), creates the summary without photos and clears the draft', async () => {
    writeDraft(key, reviewDraft);
    const fetch = mockFetch(() =>
      jsonResponse({ id: 's1', summary: ['Point one'], xpAwarded: 25, leveledUp: false, newLevel: 2 }, 201),
    );
    renderPage();
    expect(screen.getByRole('heading', { name: 'Review Text' })).toBeInTheDocument();
    expect(screen.getByTestId('wizard-step')).toHaveTextContent('Step 4 of 5');
    expect(screen.getByRole('textbox', { name: 'Extracted text' })).toHaveValue(reviewText);

    await userEvent.click(screen.getByRole('button', { name: 'Generate' }));
    expect(await screen.findByRole('heading', { name: 'Summary Complete!' })).toBeInTheDocument();
    expect(sentBodies(fetch)[0]).toMatchObject({
      subject: 'History',
      qualification: 'IB',
      examBoard: null,
      originalOcrText: 'Raw text',
      userEditedText: reviewText,
      photos: [],
    });
    expect(window.localStorage.getItem(key)).toBeNull();
    expect(screen.queryByText('Draft restored')).not.toBeInTheDocument();

    // The finished summary is no draft: another one starts empty, without the note.
    await userEvent.click(screen.getByRole('button', { name: 'Create another' }));
    expect(screen.getByRole('heading', { name: 'Study Details' })).toBeInTheDocument();
    expect(screen.queryByText('Draft restored')).not.toBeInTheDocument();
  });

  it('Start over empties the wizard and removes the draft', async () => {
    writeDraft(key, reviewDraft);
    renderPage();
    await userEvent.click(screen.getByRole('button', { name: 'Start over' }));
    expect(screen.getByRole('heading', { name: 'Study Details' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /Subject/ })).toHaveValue('');
    expect(screen.queryByText('Draft restored')).not.toBeInTheDocument();
    expect(window.localStorage.getItem(key)).toBeNull();
  });
});
