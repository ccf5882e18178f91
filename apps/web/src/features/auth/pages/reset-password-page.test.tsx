import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { jsonResponse, mockFetch } from '@/test/fetch-mock';
import { RESET_REDIRECT_DELAY_MS, ResetPasswordPage } from './reset-password-page';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function renderAt(path: string) {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/reset-password" element={<ResetPasswordPage />} />
          <Route path="/login" element={<h1>Login screen</h1>} />
          <Route path="/forgot-password" element={<h1>Forgot screen</h1>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

/** Serves the token check and the reset itself. */
function serve({ valid, reset }: { valid: boolean; reset: () => Response }) {
  return mockFetch((url) => {
    const path = new URL(url, 'http://localhost').pathname;
    if (path.startsWith('/api/auth/verify-reset-token/')) return jsonResponse({ valid });
    if (path === '/api/auth/reset-password') return reset();
    return jsonResponse({ error: 'unexpected' }, 404);
  });
}

async function choose(events: ReturnType<typeof userEvent.setup>, password: string) {
  await events.type(await screen.findByLabelText('New password'), password);
  await events.type(screen.getByLabelText('Confirm password'), password);
  await events.click(screen.getByRole('button', { name: 'Reset password' }));
}

describe('ResetPasswordPage', { timeout: 20_000 }, () => {
  it('explains a missing token and links to a new one', () => {
    const fetchMock = serve({ valid: true, reset: () => jsonResponse({}) });
    renderAt('/reset-password');
    expect(screen.getByRole('alert')).toHaveTextContent('Invalid or missing reset token');
    expect(screen.getByRole('link', { name: 'Request new link' })).toHaveAttribute('href', '/forgot-password');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows "Validating..." and then the error for a token the server rejects', async () => {
    serve({ valid: false, reset: () => jsonResponse({}) });
    renderAt('/reset-password?token=old');
    expect(screen.getByText('Validating...')).toBeInTheDocument();
    expect(await screen.findByRole('alert')).toHaveTextContent('This reset link has expired or is invalid');
    expect(screen.getByRole('link', { name: 'Request new link' })).toBeInTheDocument();
  });

  it('resets, says so, and opens the sign-in screen 2 seconds later', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const events = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const fetchMock = serve({ valid: true, reset: () => jsonResponse({ success: true, message: 'ok' }) });
    renderAt('/reset-password?token=abc');

    await choose(events, 'new-secret-1');

    expect(await screen.findByText('Success! Redirecting...')).toBeInTheDocument();
    const resetCall = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/api/auth/reset-password'));
    expect(JSON.parse(String(resetCall?.[1]?.body))).toEqual({ token: 'abc', newPassword: 'new-secret-1' });
    act(() => vi.advanceTimersByTime(RESET_REDIRECT_DELAY_MS - 100));
    expect(screen.queryByRole('heading', { name: 'Login screen' })).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(200));
    expect(await screen.findByRole('heading', { name: 'Login screen' })).toBeInTheDocument();
  });

  it('offers a new link when the token expires while the form is open', async () => {
    const events = userEvent.setup();
    serve({
      valid: true,
      reset: () => jsonResponse({ error: 'This reset link has expired or is invalid' }, 400),
    });
    renderAt('/reset-password?token=abc');

    await choose(events, 'new-secret-1');

    expect(await screen.findByRole('alert')).toHaveTextContent('This reset link has expired or is invalid');
    expect(screen.getByRole('link', { name: 'Request new link' })).toHaveAttribute('href', '/forgot-password');
    expect(screen.queryByRole('button', { name: 'Reset password' })).not.toBeInTheDocument();
  });

  it('keeps the form for any other failure so the user can try again', async () => {
    const events = userEvent.setup();
    serve({ valid: true, reset: () => new Response('', { status: 503 }) });
    renderAt('/reset-password?token=abc');

    await choose(events, 'new-secret-1');

    expect(await screen.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent('Failed to reset password');
    expect(screen.getByRole('button', { name: 'Reset password' })).toBeEnabled();
  });
});
