import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { PrivacyPage } from './privacy-page';

describe('PrivacyPage', () => {
  it('says analytics is off unless turned on, and what it sends when on', () => {
    render(
      <MemoryRouter>
        <PrivacyPage />
      </MemoryRouter>,
    );
    const term = screen.getByText('Analytics (only if you turn it on)');
    const text = term.parentElement?.textContent ?? '';
    expect(text).toMatch(/off unless you switch it on/);
    expect(text).toMatch(/which screens you open and which features you use/);
    expect(text).toMatch(/never includes your name, email address, notes, photos, summaries or cards/);
    expect(screen.getByText(/anonymous analytics, which is off until you switch/)).toBeInTheDocument();
  });
});
