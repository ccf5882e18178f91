import { cardStateName, type Flashcard } from '@revisely/contracts';
import type { CardsTable } from '../db/schema.js';

/** The API shape of a card row; shared by the decks and study features. */
export function toFlashcard(row: CardsTable): Flashcard {
  return {
    id: row.id,
    deck_id: row.deck_id,
    front_text: row.front_text,
    back_text: row.back_text,
    explanation: row.explanation,
    position: row.position,
    state: cardStateName(row.state),
    due: new Date(row.due_at).toISOString(),
    reps: row.reps,
    lapses: row.lapses,
    last_review: row.last_review_at === null ? null : new Date(row.last_review_at).toISOString(),
    created_at: new Date(row.created_at).toISOString(),
    cloze_index: row.cloze_index ?? null,
    front_image_id: row.front_image_id ?? null,
    back_image_id: row.back_image_id ?? null,
    audio_id: row.audio_id ?? null,
  };
}
