import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TooltipProvider } from '@/components/ui/tooltip';
import { DashboardHero, XP_TOOLTIP, type HeroStats } from './dashboard-hero';

const stats: HeroStats = {
  level: 2,
  totalXP: 1100,
  nextLevelXP: 2250,
  levelProgress: 8,
  currentStreak: 1,
  totalSummaries: 1,
  totalDecks: 0,
  countsLoading: false,
};

function renderHero() {
  render(
    <TooltipProvider>
      <DashboardHero greeting="Good evening, Sam" dateLabel="Sunday 22 November" stats={stats} loading={false} />
    </TooltipProvider>,
  );
}

beforeEach(() => {
  // Radix positions the tooltip with a ResizeObserver, which jsdom lacks.
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

describe('DashboardHero', () => {
  it('shows the XP still needed and the spec badges', () => {
    renderHero();
    expect(screen.getByText('1150 XP to level up!')).toBeInTheDocument();
    expect(screen.getByText('1 AI summary')).toBeInTheDocument();
    expect(screen.getByText('0 flashcard decks')).toBeInTheDocument();
    expect(screen.getByText('1-day streak')).toBeInTheDocument();
  });

  it('opens the XP tooltip on a tap, as on a phone, and closes it on a tap elsewhere', async () => {
    const events = userEvent.setup();
    renderHero();
    const info = screen.getByRole('button', { name: 'How to earn XP' });

    await events.pointer({ keys: '[TouchA]', target: info });

    // At once: no hover delay applies to a tap.
    expect(screen.getByRole('tooltip')).toHaveTextContent(XP_TOOLTIP);

    await events.pointer({ keys: '[TouchA]', target: screen.getByText('Good evening, Sam') });
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });
});
