import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AUTH_TOKEN_KEY } from '@/lib/auth-token';
import { createQueryClient } from '@/lib/query-client';
import { jsonResponse, mockFetch } from '@/test/fetch-mock';
import { PasswordSection } from './password-section';

function Providers({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={createQueryClient()}>{children}</QueryClientProvider>;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

async function fill(current: string, next: string, confirm: string) {
  await userEvent.type(screen.getByLabelText('Current password'), current);
  await userEvent.type(screen.getByLabelText('New password'), next);
  await userEvent.type(screen.getByLabelText('Confirm password'), confirm);
}

describe('PasswordSection', () => {
  it('names the three fields so that no label is part of another', () => {
    mockFetch(() => jsonResponse({}));
    render(<PasswordSection />, { wrapper: Providers });
    // "New password" must not also match the confirmation field (it used to read "Confirm new password").
    expect(screen.getAllByLabelText(/new password/i)).toHaveLength(1);
    expect(screen.getAllByLabelText(/confirm/i)).toHaveLength(1);
    expect(screen.getAllByLabelText(/current password/i)).toHaveLength(1);
  });

  it('stays disabled until all three are filled, then checks the match before the length', async () => {
    const fetchMock = mockFetch(() => jsonResponse({}));
    render(<PasswordSection />, { wrapper: Providers });
    const update = screen.getByRole('button', { name: 'Update Password' });
    expect(update).toBeDisabled();

    await fill('old-secret', 'abc', 'abd');
    expect(update).toBeEnabled();
    await userEvent.click(update);
    expect(screen.getByRole('alert')).toHaveTextContent("Password Mismatch: New passwords don't match.");

    await userEvent.clear(screen.getByLabelText('Confirm password'));
    await userEvent.type(screen.getByLabelText('Confirm password'), 'abc');
    await userEvent.click(update);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Password Too Short: Password must be at least 6 characters long.',
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("shows the server's error text, and stores the fresh token on success", async () => {
    window.localStorage.setItem(AUTH_TOKEN_KEY, 'old-token');
    let answer = jsonResponse({ error: 'Current password is incorrect' }, 400);
    const fetchMock = mockFetch(() => answer);
    render(<PasswordSection />, { wrapper: Providers });

    await fill('wrong-secret', 'brand-new-1', 'brand-new-1');
    await userEvent.click(screen.getByRole('button', { name: 'Update Password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Current password is incorrect');
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({
      currentPassword: 'wrong-secret',
      newPassword: 'brand-new-1',
    });

    answer = jsonResponse({ success: true, message: 'Password changed successfully', token: 'new-token' });
    await userEvent.clear(screen.getByLabelText('Current password'));
    await userEvent.type(screen.getByLabelText('Current password'), 'old-secret');
    await userEvent.click(screen.getByRole('button', { name: 'Update Password' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Password changed successfully');
    expect(window.localStorage.getItem(AUTH_TOKEN_KEY)).toBe('new-token');
    expect(screen.getByLabelText('Current password')).toHaveValue('');
  });

  it('clears the problem as soon as a field is edited, without sending anything', async () => {
    const fetchMock = mockFetch(() => jsonResponse({}));
    render(<PasswordSection />, { wrapper: Providers });
    await fill('old-secret', 'abcdef', 'abcdeg');
    await userEvent.click(screen.getByRole('button', { name: 'Update Password' }));
    expect(screen.getByRole('alert')).toHaveTextContent("Password Mismatch: New passwords don't match.");
    // Focus is not moved to a field by the check.
    expect(screen.getByRole('button', { name: 'Update Password' })).toHaveFocus();

    await userEvent.type(screen.getByLabelText('Confirm password'), 'x');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
