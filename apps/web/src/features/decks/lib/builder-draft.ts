import { z } from 'zod';
import { isBlank, newBuilderCard, type BuilderCard } from '../components/builder-card';

export interface DeckFields {
  name: string;
  subject: string;
  qualification: string;
  examBoard: string;
  topic: string;
  /** 'YYYY-MM-DD' or '' (no exam date). */
  examDate: string;
}

/** The deck being added to (add mode); its details feed AI Assist. */
export interface ExistingDeck {
  id: string;
  name: string;
  subject: string | null;
  topic: string | null;
  exam_board: string | null;
  qualification: string | null;
}

/** Spec §9: new decks start with qualification A-Level. */
export const DEFAULT_DECK_FIELDS: Readonly<DeckFields> = {
  name: '',
  subject: '',
  qualification: 'A-Level',
  examBoard: '',
  topic: '',
  examDate: '',
};

/** One draft for a new deck, and one per deck being added to. */
export function builderDraftName(deckId: string | undefined): string {
  return deckId ? `deck-builder:${deckId}` : 'deck-builder:new';
}

export const BuilderDraftSchema = z.object({
  /** Absent when adding to an existing deck, whose details are not edited here. */
  fields: z
    .object({
      name: z.string(),
      subject: z.string(),
      qualification: z.string(),
      examBoard: z.string(),
      topic: z.string(),
      // Drafts saved before exam dates existed have none.
      examDate: z.string().default(''),
    })
    .optional(),
  cards: z.array(
    z.object({
      front: z.string(),
      back: z.string(),
      // Uploaded images and clips stay with the draft (drafts saved before them have none).
      frontImageId: z.string().nullable().optional(),
      backImageId: z.string().nullable().optional(),
      audioId: z.string().nullable().optional(),
    }),
  ),
});
export type BuilderDraft = z.infer<typeof BuilderDraftSchema>;

/** What to keep of the builder, or null while it holds nothing but its starting state. */
export function toBuilderDraft(fields: DeckFields | undefined, cards: readonly BuilderCard[]): BuilderDraft | null {
  const fieldsTouched =
    fields !== undefined &&
    (Object.keys(DEFAULT_DECK_FIELDS) as (keyof DeckFields)[]).some((k) => fields[k] !== DEFAULT_DECK_FIELDS[k]);
  if (!fieldsTouched && cards.every(isBlank)) return null;
  return {
    ...(fields ? { fields } : {}),
    cards: cards.map(({ front, back, frontImageId, backImageId, audioId }) => ({
      front,
      back,
      ...(frontImageId ? { frontImageId } : {}),
      ...(backImageId ? { backImageId } : {}),
      ...(audioId ? { audioId } : {}),
    })),
  };
}

export function draftCards(draft: BuilderDraft): BuilderCard[] {
  if (draft.cards.length === 0) return [newBuilderCard()];
  return draft.cards.map((c) => ({
    ...newBuilderCard(c.front, c.back),
    frontImageId: c.frontImageId ?? null,
    backImageId: c.backImageId ?? null,
    audioId: c.audioId ?? null,
  }));
}
