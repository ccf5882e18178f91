import { EXAM_BOARD_OPTIONS, QUALIFICATION_OPTIONS, type Summary } from '@revisely/contracts';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '@/components/ui/toaster';
import { dismissToast } from '@/lib/toast-store';
import { createQueryClient } from '@/lib/query-client';
import { jsonResponse, mockFetch } from '@/test/fetch-mock';
import { EditSummaryPage } from './edit-summary-page';

afterEach(() => {
  dismissToast();
  vi.unstubAllGlobals();
});

const summary: Summary = {
  id: 's1',
  subject: 'Biology',
  topic: 'Cells',
  qualification: 'GCSE',
  examBoard: 'AQA',
  summary: ['Point one', 'Point **two**'],
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  photoUrl: null,
  photoUrls: [],
  originalOcrText: null,
  columnFixedText: null,
  userEditedText: null,
};

function renderPage() {
  const fetch = mockFetch((url, init) =>
    init.method === 'PUT' ? jsonResponse({ ...summary, examBoard: null }) : jsonResponse(summary),
  );
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={['/summaries/s1/edit']}>
        <Routes>
          <Route path="/summaries/:id/edit" element={<EditSummaryPage />} />
          <Route path="/summaries/:id" element={<p>Detail screen</p>} />
        </Routes>
      </MemoryRouter>
      <Toaster />
    </QueryClientProvider>,
  );
  return fetch;
}

async function optionsOf(name: RegExp | string) {
  await userEvent.click(screen.getByRole('combobox', { name }));
  const options = within(screen.getByRole('listbox'))
    .getAllByRole('option')
    .map((o) => o.textContent);
  await userEvent.keyboard('{Escape}');
  return options;
}

describe('EditSummaryPage', () => {
  it('offers exactly the spec §9 edit-screen subjects, qualifications and exam boards', async () => {
    renderPage();
    await screen.findByRole('combobox', { name: /Exam board/ });
    expect(await optionsOf(/Subject/)).toEqual([
      'Biology',
      'Chemistry',
      'Physics',
      'Mathematics',
      'English',
      'History',
      'Geography',
      'Computer Science',
      'Psychology',
      'Economics',
      'Business Studies',
      'Art',
      'Languages',
      'Other',
    ]);
    // One list for every screen (ADR 0026), labelled as in the wizard.
    expect(await optionsOf(/Qualification/)).toEqual(QUALIFICATION_OPTIONS.map((o) => o.label));
    expect(await optionsOf(/Exam board/)).toEqual(EXAM_BOARD_OPTIONS.map((o) => o.label));
  });

  it('clears the exam board outside the list and saves it as exam_board null, then opens the summary', async () => {
    const fetch = renderPage();
    const board = await screen.findByRole('combobox', { name: /Exam board/ });
    expect(board).toHaveTextContent('AQA');
    await userEvent.click(screen.getByRole('button', { name: 'Clear exam board' }));
    expect(board).toHaveTextContent('Choose an exam board');

    await userEvent.click(screen.getAllByRole('button', { name: 'Save Changes' })[0]!);
    expect(await screen.findByText('Detail screen')).toBeInTheDocument();
    const put = fetch.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(JSON.parse(String(put?.[1]?.body))).toEqual({
      subject: 'Biology',
      topic: 'Cells',
      qualification: 'GCSE',
      exam_board: null,
      summary: ['Point one', 'Point **two**'],
    });
    await waitFor(() => expect(screen.getByText('Summary updated')).toBeInTheDocument());
  });

  it('marks an empty topic and summary on Save with the spec toast, sends nothing, and unmarks a field as it is edited', async () => {
    const fetch = renderPage();
    const topic = await screen.findByRole('textbox', { name: /Topic/ });
    const text = screen.getByRole('textbox', { name: /Summary/ });
    await userEvent.clear(topic);
    await userEvent.clear(text);
    // Nothing is marked until Save.
    expect(topic).not.toHaveAttribute('aria-invalid');

    const save = screen.getAllByRole('button', { name: 'Save Changes' })[0]!;
    await userEvent.click(save);
    expect(await screen.findByText('Validation error')).toBeInTheDocument();
    expect(screen.getByText('Please fill in all required fields.')).toBeInTheDocument();
    expect(topic).toHaveAttribute('aria-invalid', 'true');
    expect(text).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('combobox', { name: /Subject/ })).not.toHaveAttribute('aria-invalid');
    expect(save).toHaveFocus();
    expect(fetch.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(false);

    await userEvent.type(topic, 'Mitosis');
    expect(topic).not.toHaveAttribute('aria-invalid');
    expect(text).toHaveAttribute('aria-invalid', 'true');
  });
});
