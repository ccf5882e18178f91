import {
  type CARD_COUNT_OPTIONS,
  DEFAULT_CARD_COUNT,
  DEFAULT_EXAM_BOARD,
  type DIFFICULTY_OPTIONS,
  type GenerateResponse,
} from '@revisely/contracts';

export type Mode = 'new' | 'existing';
export type CardCount = (typeof CARD_COUNT_OPTIONS)[number];
export type Difficulty = (typeof DIFFICULTY_OPTIONS)[number];

/**
 * The dialog's form. examBoard/qualification are only asked for when the summary lacks them, and
 * start on 'Other' so a summary without them never blocks generating (issue 27 item 8).
 */
export interface GenerateFormValues {
  mode: Mode;
  deckName: string;
  deckId: string;
  cardCount: CardCount;
  difficulty: Difficulty;
  examBoard: string;
  qualification: string;
}

export const generateFormDefaults = (deckName: string): GenerateFormValues => ({
  mode: 'new',
  deckName,
  deckId: '',
  cardCount: DEFAULT_CARD_COUNT,
  difficulty: 'medium',
  examBoard: DEFAULT_EXAM_BOARD,
  qualification: 'Other',
});

export const DETAIL_REQUIRED = {
  examBoard: 'Please select an exam board',
  qualification: 'Please select a qualification',
} as const;

/**
 * Spec §9 success toast, plus the server's note when fewer cards were made than asked for
 * (e.g. 'Only 7 cards could be made from this summary.'), so the smaller deck is not a surprise.
 */
export function generatedToastDescription(mode: Mode, result: GenerateResponse): string {
  const count = result.cards.length;
  const base =
    mode === 'new'
      ? `Created ${count} flashcards. +${result.xpAwarded} XP earned!`
      : `Added ${count} flashcards to "${result.deckName}". +${result.xpAwarded} XP earned!`;
  return result.message ? `${base} ${result.message}` : base;
}
