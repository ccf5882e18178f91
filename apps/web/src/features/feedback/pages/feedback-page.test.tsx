import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CelebrationProvider } from '@/components/celebration/celebration-provider';
import { SessionProvider } from '@/app/session/session-provider';
import { AUTH_TOKEN_KEY } from '@/lib/auth-token';
import { createQueryClient } from '@/lib/query-client';
import { jsonResponse, mockFetch } from '@/test/fetch-mock';
import { FeedbackPage } from './feedback-page';

const user = {
  id: 'u1',
  email: 'sam@example.com',
  username: 'sam',
  displayName: 'Sam',
  createdAt: '2026-01-01T00:00:00.000Z',
};

function Providers({ children, at = '/feedback' }: { children: ReactNode; at?: string }) {
  return (
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={[at]}>
        <SessionProvider>
          <CelebrationProvider>{children}</CelebrationProvider>
        </SessionProvider>
      </MemoryRouter>
    </QueryClientProvider>
  );
}

function serveFeedback(answer: () => Response | Promise<Response>) {
  return mockFetch((url) => {
    const path = new URL(url, 'http://localhost').pathname;
    if (path === '/api/auth/me') return jsonResponse(user);
    if (path === '/api/feedback') return answer();
    return jsonResponse({ error: 'unexpected' }, 404);
  });
}

async function fillAndSend() {
  const events = userEvent.setup({ delay: null });
  await events.type(screen.getByLabelText('Subject'), 'Dark mode');
  await events.type(screen.getByLabelText('Message'), 'Please make the charts darker.');
  await events.click(screen.getByRole('button', { name: 'Send Feedback' }));
  return events;
}

/** Reduced motion keeps the celebration's confetti (a canvas jsdom cannot draw) out of the tests. */
function preferReducedMotion() {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query.includes('prefers-reduced-motion'),
    media: query,
    onchange: null,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  }));
}
beforeEach(() => {
  preferReducedMotion();
  // Radix measures radios and checkboxes; jsdom has no ResizeObserver.
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
});

// Rendering the whole form with Radix parts is slow on a busy two-core machine.
describe('FeedbackPage', { timeout: 20_000 }, () => {
  it('shows the signed-in email read-only and validates required fields', async () => {
    window.localStorage.setItem(AUTH_TOKEN_KEY, 'token');
    const fetchMock = serveFeedback(() => jsonResponse({ success: true, id: 'f1', message: 'ok' }, 201));
    render(<FeedbackPage />, { wrapper: Providers });
    const email = await screen.findByDisplayValue('sam@example.com');
    expect(email).toHaveAttribute('readonly');
    // Only the email field answers to "email": the contact checkbox must not (it once said "by email").
    expect(screen.getAllByLabelText(/email/i)).toEqual([email]);
    await userEvent.click(screen.getByRole('button', { name: 'Send Feedback' }));
    expect(screen.getByText('Missing subject')).toBeInTheDocument();
    expect(screen.getByText('Missing message')).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/api/feedback'))).toBe(false);
  });

  it('focuses the first missing field and clears an error once its field is edited', async () => {
    window.localStorage.setItem(AUTH_TOKEN_KEY, 'token');
    serveFeedback(() => jsonResponse({ success: true, id: 'f1', message: 'ok' }, 201));
    render(<FeedbackPage />, { wrapper: Providers });
    await screen.findByDisplayValue('sam@example.com');
    const events = userEvent.setup({ delay: null });
    await events.click(screen.getByRole('button', { name: 'Send Feedback' }));
    expect(screen.getByLabelText('Subject')).toHaveFocus();
    await events.type(screen.getByLabelText('Subject'), 'D');
    expect(screen.queryByText('Missing subject')).not.toBeInTheDocument();
    expect(screen.getByText('Missing message')).toBeInTheDocument();
    // Emptying the field again does not bring the error back before the next Send.
    await events.clear(screen.getByLabelText('Subject'));
    expect(screen.queryByText('Missing subject')).not.toBeInTheDocument();
  });

  it.each([
    [413, 'File too large: Please use a smaller image (under 5MB).'],
    [500, 'Server error: Our team has been notified. Please try again later.'],
    [401, 'Authentication error: Please log out and log back in.'],
    [400, 'There was an error submitting your feedback. Please try again.'],
  ])('maps a %i answer to its message', async (status, message) => {
    window.localStorage.setItem(AUTH_TOKEN_KEY, 'token');
    serveFeedback(() => jsonResponse({ error: 'x' }, status));
    render(<FeedbackPage />, { wrapper: Providers });
    await screen.findByDisplayValue('sam@example.com');
    await fillAndSend();
    expect(await screen.findByText(message)).toBeInTheDocument();
    // The typed feedback is kept so the user can try again.
    expect(screen.getByLabelText('Subject')).toHaveValue('Dark mode');
  });

  it('maps a network failure', async () => {
    window.localStorage.setItem(AUTH_TOKEN_KEY, 'token');
    serveFeedback(() => Promise.reject(new TypeError('Failed to fetch')));
    render(<FeedbackPage />, { wrapper: Providers });
    await screen.findByDisplayValue('sam@example.com');
    await fillAndSend();
    expect(
      await screen.findByText('Network error: Please check your internet connection and try again.'),
    ).toBeInTheDocument();
  });

  it('sends multipart feedback, celebrates and resets the form', async () => {
    window.localStorage.setItem(AUTH_TOKEN_KEY, 'token');
    const fetchMock = serveFeedback(() => jsonResponse({ success: true, id: 'f1', message: 'Thanks' }, 201));
    render(<FeedbackPage />, { wrapper: Providers });
    await screen.findByDisplayValue('sam@example.com');
    await userEvent.click(screen.getByRole('radio', { name: /Bug Report/ }));
    await userEvent.click(screen.getByRole('radio', { name: 'High' }));
    await userEvent.click(screen.getByRole('checkbox', { name: /contact me/ }));
    await fillAndSend();

    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Feedback Sent!')).toBeInTheDocument();
    expect(within(dialog).getByText('Thanks for your feedback!')).toBeInTheDocument();
    expect(within(dialog).getByText('Your input helps us improve')).toBeInTheDocument();

    const call = fetchMock.mock.calls.find(([url]) => String(url).includes('/api/feedback'));
    const body = call?.[1]?.body;
    expect(body).toBeInstanceOf(FormData);
    const form = body as FormData;
    expect(form.get('email')).toBe('sam@example.com');
    expect(form.get('feedbackType')).toBe('bug-report');
    expect(form.get('category')).toBe('summaries');
    expect(form.get('subject')).toBe('Dark mode');
    expect(form.get('priorityLevel')).toBe('high');
    expect(form.get('contactPermission')).toBe('true');

    // The pop-up closes on a click, uncovering the reset form.
    await userEvent.click(dialog);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Subject')).toHaveValue('');
    expect(screen.getByRole('radio', { name: /Feature Request/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Medium' })).toBeChecked();
  });

  it('refuses an attachment over 5MB', async () => {
    window.localStorage.setItem(AUTH_TOKEN_KEY, 'token');
    serveFeedback(() => jsonResponse({ success: true, id: 'f1', message: 'ok' }, 201));
    render(<FeedbackPage />, { wrapper: Providers });
    await screen.findByDisplayValue('sam@example.com');
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' });
    await userEvent.upload(screen.getByLabelText(/Attach a screenshot/), big);
    expect(await screen.findByText('File too large: Maximum file size is 5MB')).toBeInTheDocument();
    expect(screen.queryByTestId('attachment-name')).not.toBeInTheDocument();
  });
});

describe('Report a problem', () => {
  it('opens the form on Bug Report from its link, and on Feature Request otherwise', () => {
    const { unmount } = render(
      <Providers at="/feedback?type=bug-report">
        <FeedbackPage />
      </Providers>,
    );
    expect(screen.getByRole('radio', { name: /Bug Report/ })).toBeChecked();
    unmount();
    render(
      <Providers at="/feedback?type=nonsense">
        <FeedbackPage />
      </Providers>,
    );
    expect(screen.getByRole('radio', { name: /Feature Request/ })).toBeChecked();
  });
});
