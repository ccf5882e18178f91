import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { PracticeCard } from '../lib/practice-card';
import { LearnQuestionView } from './learn-question-view';

const card: PracticeCard = {
  id: 'c1',
  frontText: 'Powerhouse of the cell?',
  clozeIndex: null,
  answer: 'Mitochondria',
  promptText: 'Powerhouse of the cell?',
  frontImageId: null,
  backImageId: null,
  audioId: null,
  due: '2026-11-28T00:00:00.000Z',
  state: 'new',
};

describe('LearnQuestionView', () => {
  it('chooses an option with its number key and says Correct', async () => {
    const onContinue = vi.fn();
    render(
      <LearnQuestionView
        question={{ kind: 'multiple-choice', card, options: ['Ribosome', 'Mitochondria', 'Nucleus', 'Vacuole'] }}
        onContinue={onContinue}
      />,
    );
    await userEvent.keyboard('2');
    expect(screen.getByText('Correct')).toBeInTheDocument();
    // Continue has the focus, so Enter goes on.
    await userEvent.keyboard('{Enter}');
    expect(onContinue).toHaveBeenCalledWith(expect.objectContaining({ correct: true, given: 'Mitochondria' }));
  });

  it('marks a written answer leniently on Enter, and a wrong one may be marked correct', async () => {
    const onContinue = vi.fn();
    const { unmount } = render(<LearnQuestionView question={{ kind: 'written', card }} onContinue={onContinue} />);
    await userEvent.type(screen.getByLabelText('Your answer'), 'the mitochondira{Enter}');
    expect(screen.getByText('Correct')).toBeInTheDocument();
    expect(screen.getByText('Accepted with one typo')).toBeInTheDocument();
    unmount();

    render(<LearnQuestionView question={{ kind: 'written', card }} onContinue={onContinue} />);
    await userEvent.type(screen.getByLabelText('Your answer'), 'Nucleus{Enter}');
    expect(screen.getByText('Incorrect')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Answer: Mitochondria');
    await userEvent.click(screen.getByRole('button', { name: 'Mark as correct' }));
    expect(screen.getByText('Correct')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /Continue/ }));
    expect(onContinue).toHaveBeenLastCalledWith(
      expect.objectContaining({ correct: true, written: expect.objectContaining({ verdict: 'wrong' }) }),
    );
  });
});
