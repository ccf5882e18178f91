import { DEFAULT_PREFERENCES } from '@revisely/contracts';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { jsonResponse, mockFetch } from '@/test/fetch-mock';
import { useSummaryLength } from '../lib/use-summary-length';
import { SummaryLengthSelect } from './summary-length-select';

function Providers({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={createQueryClient()}>{children}</QueryClientProvider>;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

/** What a create-summary request would send: the same hook's length. */
function WithRequestLength() {
  const state = useSummaryLength();
  return (
    <>
      <SummaryLengthSelect state={state} />
      <output aria-label="length sent">{state.length}</output>
    </>
  );
}

describe('SummaryLengthSelect', () => {
  it("shows the saved length in a radio group labelled 'Summary length' and saves a new choice", async () => {
    const saved = { ...DEFAULT_PREFERENCES, summaryLength: 'detailed' as const };
    const puts: unknown[] = [];
    mockFetch((url, init) => {
      if (init.method === 'PUT') {
        const body = JSON.parse(String(init.body)) as { summaryLength: 'short' };
        puts.push(body);
        return jsonResponse({ ...saved, ...body });
      }
      return jsonResponse(saved);
    });
    render(<WithRequestLength />, { wrapper: Providers });

    const group = screen.getByRole('radiogroup', { name: 'Summary length' });
    expect(group).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('radio', { name: /Detailed/ })).toBeChecked());
    expect(screen.getByLabelText('length sent')).toHaveTextContent('detailed');

    await userEvent.click(screen.getByRole('radio', { name: /Short/ }));
    expect(screen.getByRole('radio', { name: /Short/ })).toBeChecked();
    expect(screen.getByLabelText('length sent')).toHaveTextContent('short');
    await waitFor(() => expect(puts).toEqual([{ summaryLength: 'short' }]));
  });

  it('is Standard before the preference loads or when it cannot', async () => {
    mockFetch(() => jsonResponse({ error: 'down' }, 500));
    render(<SummaryLengthSelect />, { wrapper: Providers });
    expect(screen.getByRole('radio', { name: /Standard/ })).toBeChecked();
    expect(screen.getAllByRole('radio')).toHaveLength(3);
  });
});
