import type { GeneratedCard } from '../card-generator/card-generator.js';
import {
  bestSourceSentence,
  contentStems,
  indexSource,
  isGrounded,
  sameLabel,
  similarity,
  sourceHeadings,
  sourceSentences,
} from './grounding.js';

export interface RawCard {
  front: string;
  back: string;
  explanation: string;
}

export type CardRejection = 'ungrounded' | 'duplicate' | 'label-answer' | 'empty';

export interface CardCheck {
  kept: GeneratedCard[];
  rejected: { card: RawCard; reason: CardRejection }[];
}

/** Two cards ask the same thing when their questions share this much of their content words. */
const SAME_QUESTION = 0.8;
/** …or when their answers do and their questions overlap this much. */
const SAME_ANSWER = 0.8;
const RELATED_QUESTION = 0.4;
/** Answers with at least this many content words state a whole fact. */
const LONG_ANSWER = 3;
/** An explanation backed this well by the notes counts as a quotation of them and is kept. */
const QUOTE_SHARE = 0.9;

const stemCount = (s: string): number => new Set(contentStems(s)).size;

const strip = (s: string): string => s.replace(/\*+/gu, '').replace(/\s+/gu, ' ').trim();

/** Whether `card` repeats one already in `deck`: the same question, or the same answer to a related one. */
export function isNearDuplicate(card: GeneratedCard, deck: GeneratedCard[]): boolean {
  return deck.some((other) => {
    if (sameLabel(card.front_text, other.front_text) || sameLabel(card.back_text, other.back_text)) return true;
    const question = similarity(card.front_text, other.front_text);
    if (question >= SAME_QUESTION) return true;
    const answer = similarity(card.back_text, other.back_text);
    // A long answer repeated is the same fact whatever the question; a one-word one may answer two.
    if (answer >= SAME_ANSWER && Math.min(stemCount(card.back_text), stemCount(other.back_text)) >= LONG_ANSWER)
      return true;
    return question >= RELATED_QUESTION && answer >= SAME_ANSWER;
  });
}

/**
 * Keeps the model's cards whose answers the notes back (see grounding.ts), that are not the subject,
 * topic or a heading, and that do not repeat an earlier card; caps the deck at `count`. Each kept
 * card's explanation quotes the notes: the model's own quote when it is one, else the notes line that
 * best matches the card.
 */
export function checkLlmCards(
  raw: RawCard[],
  notes: string,
  context: { subject?: string | undefined; topic?: string | undefined },
  count: number,
): CardCheck {
  const source = indexSource(notes);
  const sentences = sourceSentences(notes);
  const labels = [context.subject, context.topic, ...sourceHeadings(notes)].filter((l): l is string => !!l);
  const kept: GeneratedCard[] = [];
  const rejected: CardCheck['rejected'] = [];
  for (const card of raw) {
    if (kept.length === count) break;
    const front = strip(card.front);
    const back = strip(card.back);
    let reason: CardRejection | undefined;
    if (!front || !back) reason = 'empty';
    else if (!isGrounded(back, source)) reason = 'ungrounded';
    else if (labels.some((l) => sameLabel(back, l))) reason = 'label-answer';
    const candidate = { front_text: front, back_text: back, explanation: '' };
    if (!reason && isNearDuplicate(candidate, kept)) reason = 'duplicate';
    if (reason) {
      rejected.push({ card, reason });
      continue;
    }
    candidate.explanation = quoteFor(card, sentences, source);
    kept.push(candidate);
  }
  return { kept, rejected };
}

function quoteFor(card: RawCard, sentences: string[], source: ReturnType<typeof indexSource>): string {
  const own = strip(card.explanation)
    .replace(/^from your notes:\s*/iu, '')
    .replace(/^["“]|["”]$/gu, '');
  const ownBacked = own.length > 0 && isGrounded(own, source, QUOTE_SHARE);
  const at = bestSourceSentence(`${card.back} ${card.back} ${card.front}`, sentences);
  const quote = ownBacked ? own : (sentences[at] ?? '');
  return quote ? `From your notes: "${quote}"` : '';
}

/**
 * Tops a short LLM deck up with the built-in generator's cards, skipping any that repeat a card
 * already in the deck; never pads beyond what either produced.
 */
export function topUp(
  kept: GeneratedCard[],
  builtin: GeneratedCard[],
  count: number,
  context: { subject?: string | undefined; topic?: string | undefined },
): GeneratedCard[] {
  const deck = [...kept];
  const labels = [context.subject, context.topic].filter((l): l is string => !!l);
  for (const card of builtin) {
    if (deck.length >= count) break;
    if (labels.some((l) => sameLabel(card.back_text, l))) continue;
    if (!isNearDuplicate(card, deck)) deck.push(card);
  }
  return deck;
}
