import { State } from 'ts-fsrs';
import { describe, expect, it } from 'vitest';
import type { CardsTable } from '../db/schema.js';
import { toFlashcard } from './card-view.js';

describe('toFlashcard', () => {
  it('names the state the scheduler stored, and gives times as ISO strings', () => {
    const at = Date.UTC(2026, 10, 28, 9);
    const row = {
      id: 'c1',
      deck_id: 'd1',
      front_text: 'Q',
      back_text: 'A',
      explanation: null,
      position: 0,
      state: State.Relearning,
      due_at: at,
      reps: 3,
      lapses: 1,
      last_review_at: null,
      created_at: at,
      cloze_index: null,
    } as unknown as CardsTable;
    expect(toFlashcard(row)).toMatchObject({
      state: 'relearning',
      due: '2026-11-28T09:00:00.000Z',
      last_review: null,
      front_image_id: null,
    });
    for (const [state, name] of [
      [State.New, 'new'],
      [State.Learning, 'learning'],
      [State.Review, 'review'],
    ] as const) {
      expect(toFlashcard({ ...row, state }).state).toBe(name);
    }
  });
});
