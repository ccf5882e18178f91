import { STOP_WORDS, stripMarkup } from './metrics.js';
import type { Card } from './types.js';

/**
 * Cards a student would find awkward or cannot answer alone (issue 27 item 2), by pattern. A measure
 * only: the card generator's own guards are in apps/server/src/adapters/card-generator.
 */
export type AwkwardReason = 'refers-back' | 'joined-predicate' | 'answer-in-question' | 'long-question';

/** Questions longer than this read as a paragraph, not a prompt. */
export const LONG_QUESTION_WORDS = 20;

/**
 * "What are the two forces?", "What do these cells do?", "Why did the other side lose?": a subject
 * that points back to a sentence the card does not show.
 */
const REFERS_BACK =
  /\b(?:[Tt]he (?:two|three|four|five|six|both|other|former|latter|above|same) \p{Ll}+|(?:[Tt]hese|[Tt]hose) \p{Ll}+|[Bb]oth (?!\p{L}+ and\b)\p{Ll}+|[Tt]his (?!description\b)\p{Ll}+|[Tt]he other\b)/u;

/** "at the same time", "the same charge as": no earlier sentence needed. */
const SET_PHRASE = /\b(?:(?:at|in) the same (?:time|way)|the same \p{Ll}+ (?:as|of)\b)/gu;

/**
 * "The amount of matter in an object and does not change from place to place": a definition with a
 * second predicate glued on after "and". (Not after a relative clause or an infinitive: "The factor
 * that is in shortest supply and stops …" joins two verbs of the clause.)
 */
const JOINED_PREDICATE =
  /^(?:the|a|an)\s(?:(?!\b(?:that|which|who|whose|where|when|to)\b)[^,;:])*?\s\p{L}+,? and (?:(?:does|do|did|is|are|was|were|has|have|had|can|cannot|could|will|would|may|might|must|should|also|often|usually|always|never)\b|\p{Ll}{3,}[^s]s (?:the|a|an|from|to|in|on|with|by|into|at|up|out|down)\b)/iu;

const WHAT_IS = /^What (?:is|are|was|were) /u;

/** The question without the quoted sentence a "Complete the sentence" or cloze card shows on purpose. */
function askedPart(front: string): string {
  return front
    .replace(/^(?:Complete the sentence|Fill in the blank|Which term matches this description):.*$/su, '')
    .replace(/"[^"]*"/gu, '');
}

function content(text: string): string[] {
  return (text.toLowerCase().match(/\p{L}[\p{L}'’-]*|\d+/gu) ?? []).filter((w) => w.length > 2 && !STOP_WORDS.has(w));
}

const stem = (w: string): string => w.replace(/['’]s$/u, '').replace(/(?:es|s)$/u, '');

export function awkwardReasons(card: Card): AwkwardReason[] {
  const front = stripMarkup(card.front_text);
  const back = stripMarkup(card.back_text);
  const reasons: AwkwardReason[] = [];
  if (REFERS_BACK.test(askedPart(front).replace(SET_PHRASE, ''))) reasons.push('refers-back');
  if (WHAT_IS.test(front) && JOINED_PREDICATE.test(back)) reasons.push('joined-predicate');
  if (!/^(?:Complete the sentence|Fill in the blank)/u.test(front)) {
    // ("Which are more reactive: alkenes or alkanes?" names the answer among its choices on purpose.)
    const answer = / or [^?]+\?$/u.test(front) ? [] : content(back.replace(/^…\s*/u, ''));
    const asked = new Set(content(front).map(stem));
    if (answer.length > 0 && answer.every((w) => asked.has(stem(w)))) reasons.push('answer-in-question');
  }
  if (!/^Fill in the blank/u.test(front) && front.split(/\s+/u).length > LONG_QUESTION_WORDS)
    reasons.push('long-question');
  return reasons;
}

export function awkwardCards(cards: Card[]): { front: string; back: string; reasons: AwkwardReason[] }[] {
  return cards
    .map((c) => ({ front: c.front_text, back: c.back_text, reasons: awkwardReasons(c) }))
    .filter((c) => c.reasons.length > 0);
}
