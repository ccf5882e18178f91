import { z } from 'zod';
import { checkLlmCards, topUp, type RawCard } from '../llm/card-checks.js';
import {
  examContextLines,
  extractKeyFacts,
  keyFactsJson,
  MAX_NOTE_CHARS,
  quoted,
  type KeyFact,
} from '../llm/key-facts.js';
import { describeLlmFailure, LlmError, type ChatMessage, type LlmJsonClient } from '../llm/llm-client.js';
import { LlmWithFallback, type LlmAdapterOptions } from '../llm/with-fallback.js';
import { cleanOcrText } from '../nlp/index.js';
import type { CardGenerator, GenerateCardsInput, GeneratedCard } from './card-generator.js';

export type LlmCardGeneratorOptions = LlmAdapterOptions<CardGenerator>;

const MAX_SIDE_CHARS = 1_000;

const side = z.string().trim().min(1).max(MAX_SIDE_CHARS);
/** Models name the fields in several ways; all are accepted and mapped to the app's names. */
const CardSchema = z
  .object({
    front_text: side.optional(),
    front: side.optional(),
    question: side.optional(),
    back_text: side.optional(),
    back: side.optional(),
    answer: side.optional(),
    explanation: z.string().trim().max(MAX_SIDE_CHARS).optional().nullable(),
  })
  .transform((c) => ({
    front: c.front_text ?? c.front ?? c.question,
    back: c.back_text ?? c.back ?? c.answer,
    explanation: c.explanation ?? '',
  }))
  .pipe(z.object({ front: side, back: side, explanation: z.string() }));
const CardsSchema = z
  .union([z.object({ cards: z.array(CardSchema).min(1) }), z.array(CardSchema).min(1)])
  .transform((v) => (Array.isArray(v) ? v : v.cards));

export const CARDS_SYSTEM_PROMPT =
  'You are an experienced UK exam tutor who writes excellent flashcards for spaced-repetition revision, ' +
  'aimed at what a mark scheme rewards. Every answer comes from the key facts you are given; you never add ' +
  'facts. You write in British English. You reply with JSON only, in the form ' +
  '{"cards": [{"front_text": "...", "back_text": "...", "explanation": "..."}]}.';

const DIFFICULTY_GUIDE: Record<GenerateCardsInput['difficulty'], string> = {
  easy: 'easy: mostly key definitions and terms ("What is ...?", "What is meant by ...?").',
  medium: 'medium: a mix of definitions, processes and their stages, causes and effects, and key facts.',
  hard: 'hard: mostly figures, dates, causes and effects, comparisons and applying ideas; few plain definitions.',
};

/**
 * Flashcards from an OpenAI-compatible chat model in two calls: the notes' key facts (checked against
 * the notes), then cards written from those facts. Cards whose answers the notes do not back are
 * rejected; a short deck is topped up from the built-in generator; any failure gives the built-in deck.
 */
export class LlmCardGenerator implements CardGenerator {
  private readonly llm: LlmWithFallback;
  private readonly fallback: CardGenerator;
  private readonly prepareNotes: (text: string) => Promise<string>;
  private readonly log: LlmCardGeneratorOptions['log'];

  constructor(options: LlmCardGeneratorOptions) {
    this.llm = new LlmWithFallback(options, { llm: 'card generator', builtin: 'generator' });
    this.fallback = options.fallback;
    this.prepareNotes = options.prepareNotes ?? ((text) => Promise.resolve(cleanOcrText(text)));
    this.log = options.log;
  }

  async generate(input: GenerateCardsInput): Promise<GeneratedCard[]> {
    const notes = (await this.prepareNotes(input.text)).slice(0, MAX_NOTE_CHARS);
    if (!notes.trim()) return [];
    const fromModel = await this.llm.run<{ cards: GeneratedCard[]; fallback?: boolean }>(
      async (client) => ({ cards: await this.cardsWith(client, input, notes) }),
      async () => ({ cards: await this.fallback.generate(input), fallback: true }),
    );
    if (fromModel.fallback || fromModel.cards.length >= input.cardCount) return fromModel.cards;
    let builtin: GeneratedCard[];
    try {
      builtin = await this.fallback.generate(input);
    } catch (error) {
      // The model's checked cards are still worth having when the top-up cannot run.
      this.log.warn({ ...describeLlmFailure(error) }, 'LLM card generator: built-in top-up failed');
      return fromModel.cards;
    }
    return topUp(fromModel.cards, builtin, input.cardCount, input);
  }

  private async cardsWith(client: LlmJsonClient, input: GenerateCardsInput, notes: string): Promise<GeneratedCard[]> {
    const facts = await extractKeyFacts(client, input, notes);
    const raw: RawCard[] = await client.chatJson(cardsPrompt(input, facts), CardsSchema, { maxTokens: 4000 });
    const { kept, rejected } = checkLlmCards(raw, notes, input, input.cardCount);
    if (rejected.length > 0) {
      // Counts only: how often a model's cards fail the checks is what an operator tunes by.
      this.log.warn(
        {
          model: client.model,
          kept: kept.length,
          rejected: rejected.length,
          reasons: [...new Set(rejected.map((r) => r.reason))],
        },
        'LLM card generator: some cards were rejected',
      );
    }
    if (kept.length === 0) throw new LlmError('None of the model’s cards were backed by the notes', 'ungrounded');
    return kept;
  }
}

export function cardsPrompt(input: GenerateCardsInput, facts: KeyFact[]): ChatMessage[] {
  const user = [
    ...examContextLines(input),
    `Difficulty: ${DIFFICULTY_GUIDE[input.difficulty]}`,
    '',
    `Write exactly ${input.cardCount} flashcards from the key facts below. Write fewer only if there are not ${input.cardCount} distinct facts; never pad with trivia or invent facts.`,
    'Rules:',
    '- front_text: one clear exam-style question that makes sense on its own ("What is meant by …?", "Why does …?",',
    '  "In which year …?", "Who …?", "State the …"), without "according to the notes", and never giving the answer away.',
    '- back_text: the answer, as short as possible (a term, figure, date, name or one sentence), in the wording of',
    '  the facts, with numbers, units and names exactly as given. Never just the subject, the topic or a heading.',
    '- explanation: the sourceQuote of the fact the card tests, copied word for word.',
    '- One card per fact: no two cards may test the same fact or have the same answer. British spelling, no markdown.',
    '',
    ...quoted('Key facts (JSON)', keyFactsJson(facts)),
  ].join('\n');
  return [
    { role: 'system', content: CARDS_SYSTEM_PROMPT },
    { role: 'user', content: user },
  ];
}
