export interface GeneratedCard {
  front_text: string;
  back_text: string;
  explanation: string;
}

export type CardCount = 5 | 10 | 15 | 20;
export type CardDifficulty = 'easy' | 'medium' | 'hard';

export interface GenerateCardsInput {
  /** Notes or a summary to make cards from. */
  text: string;
  /**
   * With a summary as `text`: the notes it was made from. Cards may then also come from facts the
   * summary's points left out, ranked below the points' own.
   */
  notes?: string | undefined;
  subject: string;
  topic?: string;
  cardCount: CardCount;
  difficulty: CardDifficulty;
}

/**
 * Makes question/answer flashcards grounded in the text: exactly `cardCount` when the text has that
 * many distinct facts, fewer (never padding) when it does not. Implementations: the offline built-in
 * one (default) and an LLM one that falls back to it.
 */
export interface CardGenerator {
  generate(input: GenerateCardsInput): Promise<GeneratedCard[]>;
}
