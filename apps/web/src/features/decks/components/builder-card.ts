/** A card in the deck builder (spec §3): the two sides plus fields reserved for images and voice. */
export interface BuilderCard {
  /** Client-only id for React keys and drag-and-drop; never sent. */
  key: string;
  front: string;
  back: string;
  /** Stored files (POST /api/flashcards/media) shown with the question, the answer, and played. */
  frontImageId?: string | null;
  backImageId?: string | null;
  audioId?: string | null;
}

let nextKey = 0;

export function newBuilderCard(front = '', back = ''): BuilderCard {
  nextKey += 1;
  return { key: `card-${nextKey}`, front, back };
}

export function isBlank(card: Pick<BuilderCard, 'front' | 'back'>): boolean {
  return !card.front.trim() && !card.back.trim();
}

/** The payload shape of spec §3; cards with both sides blank are dropped (spec §5). */
export function toCardPayload(cards: readonly BuilderCard[]) {
  return cards
    .filter((card) => !isBlank(card))
    .map((card) => ({
      front: card.front.trim(),
      back: card.back.trim(),
      front_image_id: card.frontImageId ?? null,
      back_image_id: card.backImageId ?? null,
      audio_id: card.audioId ?? null,
      tags: [] as string[],
      difficulty: 'medium' as const,
      frontImage: null,
      backImage: null,
      frontVoice: null,
      backVoice: null,
      frontVoiceDuration: null,
      backVoiceDuration: null,
    }));
}
