import { randomUUID } from 'node:crypto';
import { clozeNumbers, clozeProblem, hasCloze, type Flashcard } from '@revisely/contracts';
import { toFlashcard } from '../../core/card-view.js';
import { badRequest, notFound } from '../../core/http-error.js';
import type { CardsTable } from '../../db/schema.js';
import type { DecksRepository } from './decks.repository.js';

/** A card edit that touches a cloze note: the card as stored and its new, trimmed text. */
export interface ClozeNoteEdit {
  userId: string;
  existing: CardsTable;
  front: string;
  back: string;
  explanation: string | null;
  position: number | undefined;
  media: Partial<CardsTable>;
}

/**
 * Editing any card of a cloze note edits the note: every sibling gets the new text; a sibling
 * whose number is gone is deleted, a new number gets a new card, and each surviving sibling keeps
 * its schedule. A basic card that gains deletions becomes the note's first card (keeping its
 * schedule); a note that loses them all becomes this one basic card again. Answers with the
 * edited card, or the note's first card when the edited one's number was removed.
 */
export async function saveClozeNote(
  repo: DecksRepository,
  now: number,
  { userId, existing, front, back, explanation, position, media }: ClozeNoteEdit,
): Promise<Flashcard> {
  const siblings =
    existing.note_guid && existing.cloze_index != null
      ? await repo.noteCards(userId, existing.deck_id, existing.note_guid)
      : [existing];
  const others = siblings.filter((c) => c.id !== existing.id);
  const text = { front_text: front, back_text: back, explanation, ...media, updated_at: now };
  const at = position ?? existing.position;

  if (!hasCloze(front)) {
    if (!front || !back) throw badRequest('front_text and back_text must not be blank');
    const [row] = await repo.saveNote({
      userId,
      deckId: existing.deck_id,
      update: [{ id: existing.id, changes: { ...text, cloze_index: null, position: at } }],
      remove: others.map((c) => c.id),
      add: [],
      position: at,
      now,
    });
    return toFlashcard(row!);
  }
  const problem = clozeProblem(front);
  if (problem) throw badRequest(problem);
  if (!front) throw badRequest('front_text must not be blank');

  const numbers = clozeNumbers(front);
  const noteGuid = existing.note_guid ?? randomUUID();
  const byNumber = new Map<number, CardsTable>();
  for (const c of siblings)
    if (c.cloze_index != null && numbers.includes(c.cloze_index)) byNumber.set(c.cloze_index, c);
  // A basic card turning into a note keeps its schedule as the first free number's card.
  if (existing.cloze_index == null) {
    const free = numbers.find((n) => !byNumber.has(n));
    if (free !== undefined) byNumber.set(free, { ...existing, cloze_index: free });
  }
  const kept = new Set([...byNumber.values()].map((c) => c.id));
  const rows = await repo.saveNote({
    userId,
    deckId: existing.deck_id,
    update: [...byNumber.values()].map((c) => ({
      id: c.id,
      changes: {
        ...text,
        note_guid: noteGuid,
        cloze_index: c.cloze_index,
        ...(c.id === existing.id && position !== undefined ? { position } : {}),
      },
    })),
    remove: siblings.filter((c) => !kept.has(c.id)).map((c) => c.id),
    add: numbers
      .filter((n) => !byNumber.has(n))
      .map((n) => ({ front_text: front, back_text: back, explanation, note_guid: noteGuid, cloze_index: n })),
    position: at,
    now,
  });
  const row = rows.find((c) => c.id === existing.id) ?? rows[0];
  if (!row) throw notFound('Card not found');
  return toFlashcard(row);
}
