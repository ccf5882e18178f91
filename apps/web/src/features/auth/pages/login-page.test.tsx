import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Outlet, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PublicOnlyRoute } from '@/app/route-guards';
import { Toaster } from '@/components/ui/toaster';
import { AUTH_TOKEN_KEY } from '@/lib/auth-token';
import { createQueryClient } from '@/lib/query-client';
import { jsonResponse, mockFetch } from '@/test/fetch-mock';
import { SessionProvider } from '@/app/session/session-provider';
import { LoginPage } from './login-page';

const user = {
  id: 'u1',
  email: 'sam@example.com',
  username: 'sam',
  displayName: 'Sam',
  createdAt: '2026-01-01T00:00:00.000Z',
};

afterEach(() => {
  vi.unstubAllGlobals();
});

function renderLogin() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={['/login']}>
        <Routes>
          <Route
            element={
              <SessionProvider>
                <Outlet />
              </SessionProvider>
            }
          >
            <Route element={<PublicOnlyRoute />}>
              <Route path="/login" element={<LoginPage />} />
            </Route>
            <Route path="/dashboard" element={<h1>Dashboard screen</h1>} />
          </Route>
        </Routes>
      </MemoryRouter>
      <Toaster />
    </QueryClientProvider>,
  );
}

async function submit(email: string, password: string) {
  await userEvent.type(screen.getByLabelText('Email'), email);
  await userEvent.type(screen.getByLabelText('Password'), password);
  await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('login page', () => {
  it.each([
    [401, 'Invalid email or password', 'Invalid email or password. Please check your credentials and try again.'],
    [429, 'Too many login attempts. Please try again later.', 'Too many login attempts. Please try again later.'],
    [400, 'Email and password are required', 'Please fill in both email and password fields.'],
    [409, 'Something specific', 'Something specific'],
  ])('maps a %i "%s" answer to the spec message', async (status, serverError, shown) => {
    mockFetch(() => jsonResponse({ error: serverError }, status));
    renderLogin();

    await submit('sam@example.com', 'wrong-password');

    expect(await screen.findByRole('alert')).toHaveTextContent(shown);
    expect(window.localStorage.getItem(AUTH_TOKEN_KEY)).toBeNull();
  });

  it('falls back to the generic message when the server gives no reason', async () => {
    mockFetch(() => new Response('', { status: 500, statusText: 'Internal Server Error' }));
    renderLogin();

    await submit('sam@example.com', 'whatever1');

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Login failed. Please check your credentials and try again.',
    );
  });

  it('clears the error as soon as the user types', async () => {
    mockFetch(() => jsonResponse({ error: 'Invalid email or password' }, 401));
    renderLogin();
    await submit('sam@example.com', 'wrong-password');
    expect(await screen.findByRole('alert')).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText('Password'), 'x');

    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows "Signing in..." while busy, then stores the token, toasts and opens the dashboard', async () => {
    let answer: (response: Response) => void = () => undefined;
    const fetchMock = mockFetch(() => new Promise<Response>((resolve) => (answer = resolve)));
    renderLogin();

    await submit(' sam@example.com ', 'right-password');

    expect(await screen.findByRole('button', { name: 'Signing in...' })).toBeDisabled();
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/auth/login');
    expect(JSON.parse(String(init?.body))).toEqual({ email: 'sam@example.com', password: 'right-password' });

    answer(jsonResponse({ user, token: 'fresh-token' }));

    expect(await screen.findByRole('heading', { name: 'Dashboard screen' })).toBeInTheDocument();
    expect(await screen.findByText('Welcome back!')).toBeInTheDocument();
    expect(window.localStorage.getItem(AUTH_TOKEN_KEY)).toBe('fresh-token');
  });

  it('asks for both fields, with the spec wording, before calling the server', async () => {
    const fetchMock = mockFetch(() => jsonResponse({}));
    renderLogin();

    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Please fill in both email and password fields.');
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Email')).toHaveFocus();
    expect(screen.getByLabelText('Password')).toHaveAttribute('aria-invalid', 'true');
    expect(fetchMock).not.toHaveBeenCalled();

    // Only the empty one is marked once the email is there.
    await userEvent.type(screen.getByLabelText('Email'), 'sam@example.com');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please fill in both email and password fields.');
    expect(screen.getByLabelText('Email')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByLabelText('Password')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Password')).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
