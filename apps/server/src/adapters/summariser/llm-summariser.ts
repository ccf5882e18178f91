import { z } from 'zod';
import { grounding, indexSource, sameLabel, sourceHeadings } from '../llm/grounding.js';
import {
  examContextLines,
  extractKeyFacts,
  keyFactsJson,
  MAX_NOTE_CHARS,
  quoted,
  type ExamContext,
  type KeyFact,
} from '../llm/key-facts.js';
import { LlmError, type ChatMessage, type LlmJsonClient } from '../llm/llm-client.js';
import { LlmWithFallback, type LlmAdapterOptions } from '../llm/with-fallback.js';
import { balanceMarkup, cleanOcrText, finishSentence, normaliseForCompare } from '../nlp/index.js';
import type { SummaryLength } from '@revisely/contracts';
import type { SummariseInput, Summariser } from './summariser.js';
import { lengthProfile, withinLength } from './summary-length.js';

export type LlmSummariserOptions = LlmAdapterOptions<Summariser>;

const MAX_POINTS = 15;
/** A revision point is one sentence of about this many words. */
const WORDS_PER_POINT = 16;
/** Points may rephrase and join facts, so they need fewer of their words in the notes than a card answer. */
const POINT_GROUNDED_SHARE = 0.6;

/** Accepts {"points": [...]} or a bare array: both are common model outputs for this prompt. */
const PointsSchema = z
  .union([z.object({ points: z.array(z.string()) }), z.array(z.string())])
  .transform((v) => (Array.isArray(v) ? v : v.points));

export const SUMMARY_SYSTEM_PROMPT =
  'You are an experienced UK exam tutor. You turn the checked key facts from a student’s notes into clear ' +
  'revision points that match what a mark scheme rewards. You only use the facts you are given and never ' +
  'add new ones. You write in British English. You reply with JSON only, in the form {"points": ["...", "..."]}.';

/**
 * Summaries from an OpenAI-compatible chat model in two calls: the notes' key facts (checked against
 * the notes), then points written from those facts only. Any failure gives the built-in summary.
 */
export class LlmSummariser implements Summariser {
  private readonly llm: LlmWithFallback;
  private readonly fallback: Summariser;
  private readonly prepareNotes: (text: string) => Promise<string>;

  constructor(options: LlmSummariserOptions) {
    this.llm = new LlmWithFallback(options, { llm: 'summariser', builtin: 'summariser' });
    this.fallback = options.fallback;
    this.prepareNotes = options.prepareNotes ?? ((text) => Promise.resolve(cleanOcrText(text)));
  }

  async summarise(input: SummariseInput): Promise<string[]> {
    const notes = (await this.prepareNotes(input.text)).slice(0, MAX_NOTE_CHARS);
    if (!notes.trim()) return [];
    return this.llm.run(
      (client) => summariseWith(client, input, notes),
      () => this.fallback.summarise(input),
    );
  }
}

async function summariseWith(client: LlmJsonClient, context: SummariseInput, notes: string): Promise<string[]> {
  const facts = await extractKeyFacts(client, context, notes);
  const raw = await client.chatJson(pointsPrompt(context, notes, facts), PointsSchema, { maxTokens: 3000 });
  const profile = lengthProfile(context.length);
  const points = withinLength(
    checkPoints(tidyPoints(raw, profile.maxPoints), notes, context),
    notes,
    profile.shownShare,
  );
  if (points.length === 0) throw new LlmError('The model returned no usable points', 'empty');
  return points;
}

/**
 * A share of the notes' words (a third for the standard length, a fifth for short, half for
 * detailed), as whole points; never more points than there are facts.
 */
export function pointBudget(
  notes: string,
  factCount: number,
  length?: SummaryLength,
): { points: number; words: number } {
  const profile = lengthProfile(length);
  const words = Math.max(1, Math.round(notes.split(/\s+/u).filter(Boolean).length * profile.promptShare));
  const points = Math.max(1, Math.min(profile.maxPoints, factCount, Math.round(words / WORDS_PER_POINT)));
  return { points, words };
}

export function pointsPrompt(
  context: ExamContext & { length?: SummaryLength },
  notes: string,
  facts: KeyFact[],
): ChatMessage[] {
  const budget = pointBudget(notes, facts.length, context.length);
  const share = lengthProfile(context.length).promptShareText;
  const user = [
    ...examContextLines(context),
    '',
    `Write about ${budget.points} revision points, about ${budget.words} words in all (${share} of the length of the notes), from the key facts below.`,
    'Rules:',
    '- Each point is one complete sentence, with a subject and a verb, that makes sense without the notes.',
    '- Join closely related facts into one point; keep the facts’ order, and never repeat a fact.',
    '- Keep what earns marks: definitions, causes and effects, the stages of processes, dates, figures and',
    '  units, named people, and quotations, with every number, date and name exactly as in the facts.',
    '- Mark one to three key terms in each point with **double asterisks**.',
    '- No headings, titles or labels as points ("Causes of inflation" is not a point). No numbering or bullets.',
    '- Use only the facts below, in British spelling. Do not add examples, figures or explanations of your own.',
    '',
    ...quoted('Key facts (JSON)', keyFactsJson(facts)),
  ].join('\n');
  return [
    { role: 'system', content: SUMMARY_SYSTEM_PROMPT },
    { role: 'user', content: user },
  ];
}

/** Cleans model output into points the app can render: no numbering, balanced markup, no repeats. */
export function tidyPoints(raw: string[], maxPoints = MAX_POINTS): string[] {
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
    if (out.length === maxPoints) break;
  }
  return out;
}

/**
 * Drops points that are a heading, title or list lead-in rather than a sentence, and points the notes do not back:
 * a number the notes never give, or too few of the point's words.
 */
export function checkPoints(points: string[], notes: string, context: ExamContext): string[] {
  const source = indexSource(notes);
  const labels = [context.subject, context.topic, ...sourceHeadings(notes)].filter((l): l is string => !!l);
  return points.filter((point) => {
    const plain = point.replace(/\*+/gu, '').replace(/[.!?]+$/u, '');
    if (labels.some((l) => sameLabel(plain, l))) return false;
    if (plain.split(/\s+/u).length < 4) return false;
    // "Public goods have two features:" is the lead-in to a list the point does not contain.
    if (/[,;:–-]$/u.test(plain.trim())) return false;
    const g = grounding(plain, source);
    return g.missingNumbers.length === 0 && g.share >= POINT_GROUNDED_SHARE;
  });
}
