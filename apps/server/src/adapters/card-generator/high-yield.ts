import type { CardGenerator } from './card-generator.js';
import { suggestHighYieldCards } from './suggest-cards.js';

export interface SuggestedCard {
  front: string;
  back: string;
}

/**
 * High-yield suggestions on a topic from the student's own material (summaries and cards, each as
 * text). Implementations: the built-in miner (default) and one that tops the mined cards up with an
 * LLM's, chosen in create-adapters.ts.
 */
export interface HighYieldSuggester {
  suggest(topic: string, sources: { text: string }[]): Promise<SuggestedCard[]>;
}

/** Suggestions mined from the user's own notes and cards. */
const BUILTIN_LIMIT = 10;
/** How much of the user's material on the topic an LLM is shown. */
const LLM_SOURCE_CHARS = 30_000;

/** Mines the sources with the built-in card rules; cheap enough to run on the request thread. */
export class BuiltinHighYield implements HighYieldSuggester {
  suggest(topic: string, sources: { text: string }[]): Promise<SuggestedCard[]> {
    return Promise.resolve(suggestHighYieldCards(topic, sources, BUILTIN_LIMIT));
  }
}

/**
 * The mined cards first, then the LLM generator's cards on the same sources that ask something new.
 * The generator falls back to the built-in one on any failure, so this never fails for the model.
 */
export class LlmToppedHighYield implements HighYieldSuggester {
  constructor(
    private readonly mined: HighYieldSuggester,
    private readonly generator: CardGenerator,
  ) {}

  async suggest(topic: string, sources: { text: string }[]): Promise<SuggestedCard[]> {
    const mined = await this.mined.suggest(topic, sources);
    const extra = await this.generator.generate({
      text: sources
        .map((s) => s.text)
        .join('\n\n')
        .slice(0, LLM_SOURCE_CHARS),
      subject: topic,
      topic,
      cardCount: 10,
      difficulty: 'medium',
    });
    const seen = new Set(mined.map((c) => c.front.trim().toLowerCase()));
    const added = extra
      .map((c) => ({ front: c.front_text, back: c.back_text }))
      .filter((c) => {
        const key = c.front.trim().toLowerCase();
        if (!key || !c.back.trim() || seen.has(key)) return false;
        seen.add(key);
        return true;
      });
    return [...mined, ...added];
  }
}
