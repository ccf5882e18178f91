import { z } from 'zod';
import {
  DEFAULT_LLM_TIMEOUT_MS,
  describeLlmFailure,
  LlmJsonClient,
  type ChatMessage,
  type FallbackLogger,
} from '../llm/llm-client.js';
import { cleanOcrText } from '../nlp/clean-text.js';
import { balanceMarkup, finishSentence, normaliseForCompare } from '../nlp/points.js';
import { targetPointCount } from './builtin-summariser.js';
import type { SummariseInput, Summariser } from './summariser.js';

export interface LlmSummariserOptions {
  baseUrl: string;
  apiKey?: string | undefined;
  model: string;
  timeoutMs?: number | undefined;
  /** Used whenever the model fails, times out or answers with something unusable. */
  fallback: Summariser;
  log: FallbackLogger;
}

/** Long notes are cut to bound the prompt; ~40k characters is ~10k tokens, within any current model. */
const MAX_NOTE_CHARS = 40_000;
const MAX_POINTS = 12;

/** Accepts {"points": [...]} or a bare array: both are common model outputs for this prompt. */
const PointsSchema = z
  .union([z.object({ points: z.array(z.string()) }), z.array(z.string())])
  .transform((v) => (Array.isArray(v) ? v : v.points));

export const SUMMARY_SYSTEM_PROMPT =
  "You are an experienced UK exam tutor. You turn a student's notes into clear revision points. " +
  'You only use facts that are in the notes. You reply with JSON only, in the form {"points": ["...", "..."]}.';

/** Summaries from an OpenAI-compatible chat model, with the built-in summariser as the safety net. */
export class LlmSummariser implements Summariser {
  private readonly client: LlmJsonClient;
  private readonly fallback: Summariser;
  private readonly log: FallbackLogger;

  constructor(options: LlmSummariserOptions) {
    this.client = new LlmJsonClient({
      baseUrl: options.baseUrl,
      apiKey: options.apiKey,
      model: options.model,
      timeoutMs: options.timeoutMs ?? DEFAULT_LLM_TIMEOUT_MS,
    });
    this.fallback = options.fallback;
    this.log = options.log;
  }

  async summarise(input: SummariseInput): Promise<string[]> {
    const notes = cleanOcrText(input.text).slice(0, MAX_NOTE_CHARS);
    if (!notes.trim()) return [];
    try {
      const raw = await this.client.chatJson(summaryPrompt(input, notes), PointsSchema, { maxTokens: 2000 });
      const points = tidyPoints(raw);
      if (points.length === 0) throw new Error('The model returned no usable points');
      return points;
    } catch (error) {
      this.log.warn(
        { ...describeLlmFailure(error), model: this.client.model },
        'LLM summariser failed; using the built-in summariser',
      );
      return this.fallback.summarise(input);
    }
  }
}

export function summaryPrompt(input: SummariseInput, notes: string): ChatMessage[] {
  const words = notes.split(/\s+/u).filter(Boolean).length;
  const sentences = Math.max(1, (notes.match(/[.!?](?:\s|$)|\n/gu) ?? []).length);
  const target = targetPointCount(words, sentences);
  const context = [
    input.subject ? `Subject: ${input.subject}` : undefined,
    input.qualification ? `Qualification: ${input.qualification}` : undefined,
    input.topic ? `Topic: ${input.topic}` : undefined,
  ].filter(Boolean);
  const user = [
    ...context,
    '',
    `Write about ${target} revision points from the notes below (between 1 and ${MAX_POINTS}; fewer if the notes are short, never padding).`,
    'Rules:',
    '- Each point is one complete sentence of at most about 35 words that makes sense without the notes.',
    '- Keep the most important facts: definitions, key terms, processes and their stages, causes and effects, dates, figures and equations.',
    '- Use only facts that are in the notes. Fix obvious OCR and spelling mistakes, but never add new facts.',
    '- Keep the order of the notes, and do not repeat a fact in two points.',
    '- Mark one to three key terms in each point with **double asterisks**. No numbering, bullets or other formatting.',
    '',
    'Notes:',
    '"""',
    notes,
    '"""',
  ].join('\n');
  return [
    { role: 'system', content: SUMMARY_SYSTEM_PROMPT },
    { role: 'user', content: user },
  ];
}

/** Cleans model output into points the app can render: no numbering, balanced markup, no repeats. */
export function tidyPoints(raw: string[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const p of raw) {
    const text = balanceMarkup(
      p
        .replace(/^\s*(?:[-•*]\s+|\d{1,2}[.)]\s+)/u, '')
        .replace(/\s+/gu, ' ')
        .trim(),
    );
    if (!/\p{L}{2}/u.test(text)) continue;
    const key = normaliseForCompare(text);
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(finishSentence(text));
    if (out.length === MAX_POINTS) break;
  }
  return out;
}
