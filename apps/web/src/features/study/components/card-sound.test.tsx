import type { StudyCard } from '@revisely/contracts';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CardSound } from './card-sound';

const spoken: string[] = [];

beforeEach(() => {
  spoken.length = 0;
  vi.stubGlobal('speechSynthesis', {
    cancel: vi.fn(),
    getVoices: () => [],
    speak: (u: { text: string }) => spoken.push(u.text),
  });
  vi.stubGlobal(
    'SpeechSynthesisUtterance',
    class {
      lang = '';
      voice: unknown = null;
      constructor(public text: string) {}
    },
  );
});
afterEach(() => vi.unstubAllGlobals());

const card: StudyCard = {
  id: 'c1',
  deck_id: 'd1',
  front_text: 'Fill in the blank: Animal cells have no ____.',
  back_text: 'Animal cells have no **cell wall**.',
  explanation: null,
  position: 0,
  state: 'new',
  due: '2026-01-01T00:00:00.000Z',
  reps: 0,
  lapses: 0,
  last_review: null,
  created_at: '2026-01-01T00:00:00.000Z',
  intervals: { again: '1min', hard: '6min', good: '1d', easy: '5d' },
};

describe('CardSound', () => {
  it('reads a blank as "blank" and never reads markup aloud', async () => {
    const { rerender, unmount } = render(<CardSound card={card} revealed={false} />);
    await userEvent.click(screen.getByRole('button', { name: 'Read aloud' }));
    expect(spoken.at(-1)).toBe('Fill in the blank: Animal cells have no blank.');

    rerender(<CardSound card={card} revealed />);
    await userEvent.click(screen.getByRole('button', { name: 'Read aloud' }));
    expect(spoken.at(-1)).toBe('Fill in the blank: Animal cells have no blank. Animal cells have no cell wall.');
    unmount();
  });

  it('puts a full stop between a question and its answer when the question has none', async () => {
    const plain = { ...card, front_text: 'Name the powerhouse of the cell', back_text: 'Mitochondria' };
    const { unmount } = render(<CardSound card={plain} revealed />);
    await userEvent.click(screen.getByRole('button', { name: 'Read aloud' }));
    expect(spoken.at(-1)).toBe('Name the powerhouse of the cell. Mitochondria');
    unmount();
  });
});
