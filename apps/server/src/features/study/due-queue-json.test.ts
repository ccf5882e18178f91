import { DueReviewResponseSchema, type DueReviewResponse, type StudyCard } from '@revisely/contracts';
import { describe, expect, it } from 'vitest';
import { dueQueueJson } from './due-queue-json.js';

const card = (id: string): StudyCard =>
  ({
    id,
    deck_id: 'd1',
    front_text: `Front ${id} "quoted"`,
    back_text: 'Back',
    explanation: null,
    position: 0,
    state: 'new',
    due: '2026-11-28T00:00:00.000Z',
    reps: 0,
    lapses: 0,
    last_review: null,
    created_at: '2026-11-28T00:00:00.000Z',
    intervals: { again: '<1min', hard: '6min', good: '10min', easy: '8d' },
    deck_name: 'Deck',
    // Not in the schema: left out of the JSON, as the route's serializer would.
    secret: 'x',
  }) as unknown as StudyCard;

describe('dueQueueJson', () => {
  it('writes what validating and stringifying the whole queue writes', () => {
    const shared = card('a');
    const first: DueReviewResponse = { cards: [shared, card('b')], newCards: 3, learningCards: 1, reviewCards: 0 };
    const second: DueReviewResponse = { cards: [shared], newCards: 2, learningCards: 1, reviewCards: 0 };
    const empty: DueReviewResponse = { cards: [], newCards: 0, learningCards: 0, reviewCards: 0 };
    for (const queue of [first, second, empty, first]) {
      let expected: string;
      try {
        expected = JSON.stringify(DueReviewResponseSchema.parse(queue));
      } catch {
        // The fixture must be a valid card for the comparison to mean anything.
        throw new Error('fixture does not match StudyCardSchema');
      }
      expect(dueQueueJson(queue)).toBe(expected);
    }
    expect(dueQueueJson(first)).not.toContain('secret');
  });

  it('refuses a queue that does not match the schema', () => {
    expect(() => dueQueueJson({ cards: [], newCards: 'x' } as unknown as DueReviewResponse)).toThrow();
  });
});
