import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OfflineDb } from '@/lib/offline/offline-db';
import { refreshPendingCount } from '@/lib/offline/offline-sync';
import { SessionComplete, pendingXpText } from './session-complete';

/** Sets how many ratings the sync state says are waiting to be sent. */
const setWaiting = (n: number) =>
  refreshPendingCount({ pending: { count: () => Promise.resolve(n) } } as unknown as OfflineDb);

function renderComplete(props: { xpEarned: number; pendingXp?: number }) {
  render(
    <MemoryRouter>
      <SessionComplete reviewed={3} correct={2} nextDueAt={null} onStudyAgain={() => {}} {...props} />
    </MemoryRouter>,
  );
}
const stat = (label: string) => screen.getByText(label).nextElementSibling?.textContent;

afterEach(async () => {
  vi.restoreAllMocks();
  await setWaiting(0);
});

describe('SessionComplete', () => {
  it("shows the spec's texts and, offline, what the ratings will earn once they are synced", () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    renderComplete({ xpEarned: 0, pendingXp: 20 });
    expect(screen.getByRole('heading', { name: 'Session Complete!' })).toBeInTheDocument();
    expect(stat('Cards Reviewed')).toBe('3');
    expect(stat('Correct')).toBe('2');
    expect(stat('Accuracy')).toBe('67%');
    expect(stat('XP Earned')).toBe('+0');
    expect(screen.getByTestId('pending-xp')).toHaveTextContent("+20 XP when you're back online");
    expect(screen.getByRole('link', { name: 'Back to Flashcards' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Study Again' })).toBeInTheDocument();
  });

  it('says the XP is on its way when the ratings are syncing online', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    await setWaiting(1);
    renderComplete({ xpEarned: 10, pendingXp: 5 });
    expect(stat('XP Earned')).toBe('+10');
    expect(screen.getByTestId('pending-xp')).toHaveTextContent(pendingXpText(5, true));
    expect(pendingXpText(5, true)).toBe('+5 XP once your offline ratings have synced');
  });

  it('drops the note online once no rating waits: the server has awarded their XP', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    await setWaiting(1);
    renderComplete({ xpEarned: 0, pendingXp: 10 });
    expect(screen.getByTestId('pending-xp')).toBeInTheDocument();
    await act(() => setWaiting(0));
    expect(screen.queryByTestId('pending-xp')).toBeNull();
  });

  it('shows no pending note when every rating reached the server', () => {
    renderComplete({ xpEarned: 30 });
    expect(stat('XP Earned')).toBe('+30');
    expect(screen.queryByTestId('pending-xp')).toBeNull();
  });
});
