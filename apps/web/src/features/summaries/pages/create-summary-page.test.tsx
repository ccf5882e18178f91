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

const reviewDraft: WizardDraft = {
  stage: 'review',
  details: { subject: 'History', qualification: 'IB', topic: 'Industry', examBoard: '' },
  ocr: { extractedText: 'Raw text', originalOcrText: 'Raw text', confidence: 91, layoutComplexity: 'simple' },
  text: 'Edited text about the spinning jenny',
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

const storedDraft = () => JSON.parse(window.localStorage.getItem(key) ?? 'null') as { data: WizardDraft } | null;

describe('CreateSummaryPage drafts', () => {
  it('keeps the study details as a draft while they are typed', async () => {
    const view = renderPage();
    expect(screen.queryByText('Draft restored')).not.toBeInTheDocument();
    await userEvent.type(screen.getByRole('combobox', { name: /Subject/ }), 'History');
    await vi.waitFor(() => expect(storedDraft()?.data.details.subject).toBe('History'));
    expect(storedDraft()?.data).toMatchObject({ stage: 'input', ocr: null, text: '' });

    view.unmount();
    renderPage();
    expect(screen.getByText('Draft restored')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /Subject/ })).toHaveValue('History');
  });

  it('restores the review stage without the photo, creates the summary with an empty photoUrl and clears the draft', async () => {
    writeDraft(key, reviewDraft);
    const fetch = mockFetch(() =>
      jsonResponse({ id: 's1', summary: ['Point one'], xpAwarded: 25, leveledUp: false, newLevel: 2 }, 201),
    );
    renderPage();
    expect(screen.getByRole('heading', { name: 'Review Text' })).toBeInTheDocument();
    expect(screen.getByTestId('wizard-step')).toHaveTextContent('Step 4 of 5');
    expect(screen.getByRole('textbox', { name: 'Extracted text' })).toHaveValue(reviewDraft.text);

    await userEvent.click(screen.getByRole('button', { name: 'Generate' }));
    expect(await screen.findByRole('heading', { name: 'Summary Complete!' })).toBeInTheDocument();
    expect(JSON.parse(String(fetch.mock.calls[0]?.[1]?.body))).toMatchObject({
      subject: 'History',
      qualification: 'IB',
      examBoard: null,
      originalOcrText: 'Raw text',
      userEditedText: reviewDraft.text,
      photoUrl: '',
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
