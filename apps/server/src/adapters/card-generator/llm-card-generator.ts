import { z } from 'zod';
import {
  DEFAULT_LLM_TIMEOUT_MS,
  describeLlmFailure,
  LlmJsonClient,
  type ChatMessage,
  type FallbackLogger,
} from '../llm/llm-client.js';
import { cleanOcrText } from '../nlp/clean-text.js';
import { normaliseForCompare } from '../nlp/points.js';
import type { CardGenerator, GenerateCardsInput, GeneratedCard } from './card-generator.js';

export interface LlmCardGeneratorOptions {
  baseUrl: string;
  apiKey?: string | undefined;
  model: string;
  timeoutMs?: number | undefined;
  /** Used whenever the model fails, times out or answers with something unusable. */
  fallback: CardGenerator;
  log: FallbackLogger;
}

const MAX_NOTE_CHARS = 40_000;
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
  'You are an experienced UK exam tutor who writes excellent flashcards for spaced-repetition revision. ' +
  "You only use facts that are in the student's notes. You reply with JSON only, in the form " +
  '{"cards": [{"front_text": "...", "back_text": "...", "explanation": "..."}]}.';

const DIFFICULTY_GUIDE: Record<GenerateCardsInput['difficulty'], string> = {
  easy: 'easy: mostly key definitions and terms ("What is ...?", "What is meant by ...?").',
  medium: 'medium: a mix of definitions, processes and their stages, causes and effects, and key facts.',
  hard: 'hard: mostly figures, dates, causes and effects, comparisons and applying ideas; few plain definitions.',
};

/** Flashcards from an OpenAI-compatible chat model, with the built-in generator as the safety net. */
export class LlmCardGenerator implements CardGenerator {
  private readonly client: LlmJsonClient;
  private readonly fallback: CardGenerator;
  private readonly log: FallbackLogger;

  constructor(options: LlmCardGeneratorOptions) {
    this.client = new LlmJsonClient({
      baseUrl: options.baseUrl,
      apiKey: options.apiKey,
      model: options.model,
      timeoutMs: options.timeoutMs ?? DEFAULT_LLM_TIMEOUT_MS,
    });
    this.fallback = options.fallback;
    this.log = options.log;
  }

  async generate(input: GenerateCardsInput): Promise<GeneratedCard[]> {
    const notes = cleanOcrText(input.text).slice(0, MAX_NOTE_CHARS);
    if (!notes.trim()) return [];
    try {
      const raw = await this.client.chatJson(cardsPrompt(input, notes), CardsSchema, { maxTokens: 4000 });
      const cards = tidyCards(raw, input.cardCount);
      if (cards.length === 0) throw new Error('The model returned no usable cards');
      return cards;
    } catch (error) {
      this.log.warn(
        { ...describeLlmFailure(error), model: this.client.model },
        'LLM card generator failed; using the built-in generator',
      );
      return this.fallback.generate(input);
    }
  }
}

export function cardsPrompt(input: GenerateCardsInput, notes: string): ChatMessage[] {
  const user = [
    `Subject: ${input.subject}`,
    input.topic ? `Topic: ${input.topic}` : undefined,
    `Difficulty: ${DIFFICULTY_GUIDE[input.difficulty]}`,
    '',
    `Write exactly ${input.cardCount} flashcards from the notes below. Write fewer only if the notes do not contain ${input.cardCount} distinct facts; never pad with trivia or invent facts.`,
    'Rules:',
    '- front_text: one clear question that makes sense on its own, without "according to the notes".',
    '- back_text: the answer, as short as possible (a term, phrase or one sentence), using the wording of the notes.',
    '- explanation: one sentence from the notes that supports the answer.',
    '- No two cards may test the same fact or have the same answer. No markdown.',
    '',
    'Notes:',
    '"""',
    notes,
    '"""',
  ]
    .filter((l) => l !== undefined)
    .join('\n');
  return [
    { role: 'system', content: CARDS_SYSTEM_PROMPT },
    { role: 'user', content: user },
  ];
}

/** Drops repeated questions or answers and caps the deck at the requested size. */
export function tidyCards(raw: { front: string; back: string; explanation: string }[], count: number): GeneratedCard[] {
  const fronts = new Set<string>();
  const backs = new Set<string>();
  const out: GeneratedCard[] = [];
  for (const c of raw) {
    const front = c.front.replace(/\*+/gu, '').trim();
    const back = c.back.replace(/\*+/gu, '').trim();
    const f = normaliseForCompare(front);
    const b = normaliseForCompare(back);
    if (!f || !b || fronts.has(f) || backs.has(b)) continue;
    fronts.add(f);
    backs.add(b);
    out.push({ front_text: front, back_text: back, explanation: c.explanation.replace(/\*+/gu, '').trim() });
    if (out.length === count) break;
  }
  return out;
}
