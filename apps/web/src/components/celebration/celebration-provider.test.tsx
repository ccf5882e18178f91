import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SessionContext, type SessionValue } from '@/lib/session/session-context';
import { useCelebrate, type Celebration } from './celebration-context';
import { celebrationPresets } from './celebration-presets';
import { CelebrationProvider } from './celebration-provider';
import { checkLevelUp, levelStorageKey } from './level-memory';

const confetti = vi.hoisted(() => vi.fn());
vi.mock('canvas-confetti', () => ({ default: confetti }));

function setReducedMotion(reduce: boolean) {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches: reduce && query.includes('reduce'),
      media: query,
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
    })),
  );
}

function Trigger({ celebration }: { celebration: Celebration }) {
  const celebrate = useCelebrate();
  return (
    <button type="button" onClick={() => celebrate(celebration)}>
      Celebrate
    </button>
  );
}

function renderWith(celebration: Celebration) {
  render(
    <CelebrationProvider>
      <Trigger celebration={celebration} />
    </CelebrationProvider>,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  confetti.mockReset();
});

describe('celebration pop-up', () => {
  it('leaves the rest of the page, toasts included, visible to assistive technology', async () => {
    setReducedMotion(true);
    render(
      <>
        <CelebrationProvider>
          <Trigger celebration={celebrationPresets.levelUp(2)} />
        </CelebrationProvider>
        <section aria-label="Notifications (F8)">LEVEL UP! You reached Level 2!</section>
      </>,
    );

    await userEvent.click(screen.getByRole('button', { name: 'Celebrate' }));

    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Notifications (F8)' })).toHaveTextContent('LEVEL UP!');
  });

  it('shows the level-up headline and preset texts with 80 pieces of confetti', async () => {
    setReducedMotion(false);
    renderWith(celebrationPresets.levelUp(4));

    await userEvent.click(screen.getByRole('button', { name: 'Celebrate' }));

    const dialog = await screen.findByRole('dialog');
    expect(screen.getByRole('heading', { name: 'Level 4' })).toBeInTheDocument();
    expect(dialog).toHaveTextContent('Keep up the amazing work!');
    expect(dialog).toHaveTextContent("You're growing stronger every day");
    await vi.waitFor(() => expect(confetti).toHaveBeenCalledWith(expect.objectContaining({ particleCount: 80 })));
  });

  it.each([
    [celebrationPresets.feedbackSent(), 'Feedback Sent!', 'Thanks for your feedback!'],
    [celebrationPresets.streakMilestone(), 'Achievement Unlocked!', '7-Day Streak!'],
    [celebrationPresets.deckComplete(), 'Achievement Unlocked!', 'Deck Complete!'],
    [celebrationPresets.firstAchievement(), 'Achievement Unlocked!', 'First Achievement Unlocked!'],
  ])('uses the headline for its type (%#)', async (celebration, headline, title) => {
    setReducedMotion(false);
    renderWith(celebration);
    await userEvent.click(screen.getByRole('button', { name: 'Celebrate' }));
    expect(await screen.findByRole('heading', { name: headline })).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toHaveTextContent(title);
  });

  it('closes on a click anywhere on it', async () => {
    setReducedMotion(false);
    renderWith(celebrationPresets.deckComplete());
    await userEvent.click(screen.getByRole('button', { name: 'Celebrate' }));

    await userEvent.click(await screen.findByText('Excellent review session'));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes by itself after 5 seconds and skips confetti under reduced motion', async () => {
    // The fake clock still moves with real time so Testing Library's polling keeps working.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    setReducedMotion(true);
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderWith(celebrationPresets.feedbackSent());
    await user.click(screen.getByRole('button', { name: 'Celebrate' }));
    expect(await screen.findByRole('dialog')).toBeInTheDocument();

    act(() => vi.advanceTimersByTime(4000));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1100));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(confetti).not.toHaveBeenCalled();
  });

  it('remembers a level-up it shows, so the dashboard does not celebrate it a second time', async () => {
    setReducedMotion(true);
    window.localStorage.setItem(levelStorageKey('u1'), '1');
    const session: SessionValue = {
      status: 'authenticated',
      user: { id: 'u1', email: 'sam@example.com', username: 'sam', displayName: 'Sam', createdAt: '2026-01-01' },
      isLoading: false,
      login: vi.fn(),
      register: vi.fn(),
      logout: vi.fn(),
    };
    render(
      <SessionContext.Provider value={session}>
        <CelebrationProvider>
          <Trigger celebration={celebrationPresets.levelUp(2)} />
        </CelebrationProvider>
      </SessionContext.Provider>,
    );

    await userEvent.click(screen.getByRole('button', { name: 'Celebrate' }));

    expect(await screen.findByRole('heading', { name: 'Level 2' })).toBeInTheDocument();
    expect(window.localStorage.getItem(levelStorageKey('u1'))).toBe('2');
    // What the dashboard asks next time it loads the same level: no second pop-up.
    expect(checkLevelUp(window.localStorage, 'u1', 2)).toBe(false);
  });
});
