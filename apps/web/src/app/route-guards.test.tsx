import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Outlet, Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SessionProvider } from '@/app/session/session-provider';
import { apiRequest } from '@/lib/api-client';
import { AUTH_TOKEN_KEY } from '@/lib/auth-token';
import { createQueryClient } from '@/lib/query-client';
import { jsonResponse, mockFetch } from '@/test/fetch-mock';
import { ProtectedRoute, PublicOnlyRoute } from './route-guards';

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

function CurrentPath() {
  return <output data-testid="path">{useLocation().pathname}</output>;
}

/** A protected screen that makes an API call on demand, to drive a 401 mid-session. */
function Dashboard() {
  return (
    <>
      <h1>Dashboard screen</h1>
      <button type="button" onClick={() => void apiRequest('GET', '/api/progress').catch(() => undefined)}>
        Load progress
      </button>
    </>
  );
}

function renderAt(path: string) {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route
            element={
              <SessionProvider>
                <CurrentPath />
                <Outlet />
              </SessionProvider>
            }
          >
            <Route element={<PublicOnlyRoute />}>
              <Route path="/login" element={<h1>Login screen</h1>} />
              <Route path="/register" element={<h1>Register screen</h1>} />
            </Route>
            <Route element={<ProtectedRoute />}>
              <Route path="/dashboard" element={<Dashboard />} />
              <Route path="/settings" element={<h1>Settings screen</h1>} />
            </Route>
          </Route>
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('route guards', () => {
  it('send a signed-out user from a protected route to /login without calling the API', async () => {
    const fetchMock = mockFetch(() => jsonResponse(user));

    renderAt('/settings');

    expect(await screen.findByRole('heading', { name: 'Login screen' })).toBeInTheDocument();
    expect(screen.getByTestId('path')).toHaveTextContent('/login');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('show the public screens to a signed-out user', async () => {
    mockFetch(() => jsonResponse(user));

    renderAt('/register');

    expect(await screen.findByRole('heading', { name: 'Register screen' })).toBeInTheDocument();
  });

  it('send a signed-in user from a public-only route to /dashboard', async () => {
    window.localStorage.setItem(AUTH_TOKEN_KEY, 'good-token');
    const fetchMock = mockFetch(() => jsonResponse(user));

    renderAt('/login');

    expect(await screen.findByRole('heading', { name: 'Dashboard screen' })).toBeInTheDocument();
    expect(screen.getByTestId('path')).toHaveTextContent('/dashboard');
    const headers = new Headers(fetchMock.mock.calls[0]?.[1]?.headers);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/auth/me');
    expect(headers.get('Authorization')).toBe('Bearer good-token');
  });

  it('show the loading splash while the session is being resolved, then the screen', async () => {
    window.localStorage.setItem(AUTH_TOKEN_KEY, 'good-token');
    let answer: (response: Response) => void = () => undefined;
    mockFetch(() => new Promise<Response>((resolve) => (answer = resolve)));

    renderAt('/settings');

    expect(screen.getByRole('status', { name: 'Loading Revisely' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Settings screen' })).not.toBeInTheDocument();
    answer(jsonResponse(user));
    expect(await screen.findByRole('heading', { name: 'Settings screen' })).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Loading Revisely' })).not.toBeInTheDocument();
  });

  it('log out and send to /login when the stored token is rejected (401 on the user check)', async () => {
    window.localStorage.setItem(AUTH_TOKEN_KEY, 'tampered');
    mockFetch(() => jsonResponse({ error: 'Session expired or invalid. Please sign in again.' }, 401));

    renderAt('/dashboard');

    expect(await screen.findByRole('heading', { name: 'Login screen' })).toBeInTheDocument();
    expect(window.localStorage.getItem(AUTH_TOKEN_KEY)).toBeNull();
  });

  it('log out when the user check fails for another reason', async () => {
    window.localStorage.setItem(AUTH_TOKEN_KEY, 'good-token');
    mockFetch(() => new Response('not json', { status: 200 }));

    renderAt('/dashboard');

    expect(await screen.findByRole('heading', { name: 'Login screen' })).toBeInTheDocument();
    expect(window.localStorage.getItem(AUTH_TOKEN_KEY)).toBeNull();
  });

  it('send a signed-in user to /login when any later call answers 401', async () => {
    window.localStorage.setItem(AUTH_TOKEN_KEY, 'good-token');
    mockFetch((url) =>
      url === '/api/auth/me' ? jsonResponse(user) : jsonResponse({ error: 'Not authenticated' }, 401),
    );

    renderAt('/dashboard');
    await userEvent.click(await screen.findByRole('button', { name: 'Load progress' }));

    expect(await screen.findByRole('heading', { name: 'Login screen' })).toBeInTheDocument();
    expect(window.localStorage.getItem(AUTH_TOKEN_KEY)).toBeNull();
  });
});
