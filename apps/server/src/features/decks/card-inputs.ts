import type { CardInput } from '@revisely/contracts';
import type { NewCard } from './decks.repository.js';

/** Card and deck inputs as the service stores them: trimmed, either naming scheme, media named by kind. */

export const clean = (v: string | null | undefined) => (v && v.trim() ? v.trim() : null);

export function parseTags(json: string): string[] {
  try {
    const v: unknown = JSON.parse(json);
    return Array.isArray(v) ? v.filter((t): t is string => typeof t === 'string') : [];
  } catch {
    return [];
  }
}

/** A card from either naming scheme; null when both sides are blank (the builder drops those). */
export function normaliseCard(input: CardInput): NewCard | null {
  const front = (input.front_text ?? input.front ?? '').trim();
  const back = (input.back_text ?? input.back ?? '').trim();
  if (!front && !back) return null;
  return {
    front_text: front,
    back_text: back,
    explanation: clean(input.explanation),
    front_image_id: input.front_image_id ?? null,
    back_image_id: input.back_image_id ?? null,
    audio_id: input.audio_id ?? null,
  };
}

export type MediaFields = Pick<CardInput, 'front_image_id' | 'back_image_id' | 'audio_id'>;

/** The media a card input names, each with the kind of file it must be. */
export function mediaRefs(inputs: MediaFields[]): { id: string; kind: 'image' | 'audio' }[] {
  return inputs.flatMap((c) => [
    ...(c.front_image_id ? [{ id: c.front_image_id, kind: 'image' as const }] : []),
    ...(c.back_image_id ? [{ id: c.back_image_id, kind: 'image' as const }] : []),
    ...(c.audio_id ? [{ id: c.audio_id, kind: 'audio' as const }] : []),
  ]);
}

export const mediaIdsOf = (rows: MediaFields[]) => rows.flatMap((r) => [r.front_image_id, r.back_image_id, r.audio_id]);

/** What a card generation asks for (both generate-from-summary routes). */
export interface GenerateInput {
  summaryId?: string | null | undefined;
  summaryText?: string | string[] | undefined;
  subject?: string | null | undefined;
  topic?: string | null | undefined;
  qualification?: string | null | undefined;
  examBoard?: string | null | undefined;
  deckName?: string | null | undefined;
  cardCount: number;
  difficulty: 'easy' | 'medium' | 'hard';
}
