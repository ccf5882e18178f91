import type { User } from '@revisely/contracts';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { jsonResponse, mockFetch } from '@/test/fetch-mock';
import { ProfileSection } from './profile-section';

const user: User = {
  id: 'u1',
  email: 'sam@example.com',
  username: 'sam_revises',
  displayName: 'Sam',
  createdAt: '2026-01-05T10:00:00.000Z',
};

function Providers({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={createQueryClient()}>{children}</QueryClientProvider>;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('ProfileSection', () => {
  it('focuses the username on Edit and blocks Save on a cleared username without a request', async () => {
    const fetchMock = mockFetch(() => jsonResponse(user));
    render(<ProfileSection user={user} />, { wrapper: Providers });
    const username = screen.getByLabelText('Username');
    expect(username).toHaveAttribute('readonly');

    await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
    expect(username).toHaveFocus();
    await userEvent.clear(username);
    // The error waits for Save.
    expect(screen.queryByText('Username is required')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Username is required')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();

    // Cancel restores the saved values and drops the error.
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(username).toHaveValue('sam_revises');
    expect(screen.queryByText('Username is required')).not.toBeInTheDocument();
  });

  it('sends the trimmed username and display name, then leaves edit mode', async () => {
    const fetchMock = mockFetch(() => jsonResponse({ ...user, username: 'new_name', displayName: 'Sam Lee' }));
    render(<ProfileSection user={user} />, { wrapper: Providers });
    await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
    await userEvent.clear(screen.getByLabelText('Username'));
    await userEvent.type(screen.getByLabelText('Username'), ' new_name ');
    await userEvent.clear(screen.getByLabelText('Display name'));
    await userEvent.type(screen.getByLabelText('Display name'), ' Sam Lee ');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByRole('button', { name: 'Edit' })).toBeInTheDocument();
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(String(url)).toContain('/api/user/profile');
    expect(init?.method).toBe('PUT');
    expect(JSON.parse(String(init?.body))).toEqual({ username: 'new_name', displayName: 'Sam Lee' });
    expect(screen.getByLabelText('Username')).toHaveValue('new_name');
  });
});
