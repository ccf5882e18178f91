import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { LoadFailed, LoadingScreen } from './load-states';

describe('load states', () => {
  it('announces a loading screen by its label', () => {
    render(
      <LoadingScreen label="Loading Learn" className="max-w-3xl">
        <div data-testid="shape" />
      </LoadingScreen>,
    );
    const status = screen.getByRole('status', { name: 'Loading Learn' });
    expect(status).toContainElement(screen.getByTestId('shape'));
    expect(status).toHaveClass('mx-auto', 'max-w-3xl');
  });

  it('says what failed, links back and retries', async () => {
    const onRetry = vi.fn();
    render(
      <MemoryRouter>
        <LoadFailed
          message="Failed to load this deck"
          onRetry={onRetry}
          backTo="/flashcards"
          backLabel="Back to Flashcards"
        />
      </MemoryRouter>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to load this deck');
    expect(screen.getByRole('link', { name: 'Back to Flashcards' })).toHaveAttribute('href', '/flashcards');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});
