import { factPresent, groupPresent, normaliseForMatch } from './match.js';
import { hasFiniteVerb } from './pos.js';
import type { Card, KeyFact } from './types.js';

/** Context a point or card is judged against: a point that merely restates these is a heading. */
export interface TitleContext {
  subject: string;
  topic: string;
  /** The passage's first line, which students often use as a title. */
  titleLine: string;
  /** The clean notes: a point must not stop where their sentence goes on. */
  source?: string;
}

export const STOP_WORDS = new Set(
  (
    'a an the and or but nor so yet of to in on at by for from with into onto over under than as that ' +
    'which who whom whose this these those its their his her our your my is are was were be been being ' +
    'has have had do does did can could will would may might must should shall it they them he she we ' +
    'you i not no if then there here when where while because also such very more most less much many ' +
    'some any all each both either neither about after before between through during until without'
  ).split(' '),
);

/**
 * Words a sentence cannot end on: a point ending in one was cut off mid-sentence. Verbs and most
 * prepositions are left out because "…the elements are." and "…the total you divide by." are whole.
 */
const DANGLING = new Set(
  'a an the and or but nor of to that which whose its their our your my because if than very'.split(' '),
);

export function stripMarkup(text: string): string {
  return text.replace(/\*+/gu, '').replace(/\s+/gu, ' ').trim();
}

export function summaryRecall(points: string[], keyFacts: KeyFact[]): number {
  if (keyFacts.length === 0) return 1;
  const text = points.map(stripMarkup).join('\n');
  return keyFacts.filter((f) => factPresent(f, text)).length / keyFacts.length;
}

export function compression(points: string[], source: string): number {
  const sourceChars = source.replace(/\s+/gu, ' ').trim().length;
  if (sourceChars === 0) return 0;
  // The points as the API returns them, **bold** markup included: the issue's "at most 40% of the
  // source's characters" holds whoever counts the markup.
  return points.join(' ').length / sourceChars;
}

/** "Osmosis: the movement of water…": a labelled definition, fine without a verb. */
export function isTermDefinition(text: string): boolean {
  const m = /^([^:]{1,60}):\s*(\S.*)$/u.exec(text.trim());
  return !!m && (m[2] ?? '').split(/\s+/u).length >= 2;
}

function sameLabel(a: string, b: string): boolean {
  const norm = (s: string): string =>
    normaliseForMatch(s)
      .replace(/[^\p{L}\p{N} ]+/gu, ' ')
      .replace(/\s+/gu, ' ')
      .trim();
  const x = norm(a);
  return x.length > 0 && x === norm(b);
}

export type BadPointReason = 'title' | 'heading' | 'no-verb' | 'dangling-word' | 'truncated-word' | 'cut-sentence';

/** Why a summary point is not a complete study sentence, or undefined when it is one. */
export function badPointReason(point: string, ctx: TitleContext): BadPointReason | undefined {
  const text = stripMarkup(point);
  if ([ctx.topic, ctx.subject, ctx.titleLine].some((t) => sameLabel(text, t))) return 'title';
  const termDef = isTermDefinition(text);
  const words = text.split(/\s+/u).filter(Boolean);
  const ended = /[.!?]["')\]]?$/u.test(text);
  const body = text.replace(/[.!?"')\]]+$/u, '');
  const last = (body.split(/\s+/u).pop() ?? '').toLowerCase().replace(/^[("'[]+/u, '');
  // "photo-" is a word cut at a line end; "= fixed costs ÷." is a formula cut short.
  if (/[-÷×=+−→]$/u.test(last)) return 'truncated-word';
  if (DANGLING.has(last.replace(/[,;:]+$/u, ''))) return 'dangling-word';
  if (/[,;:]$/u.test(body)) return 'truncated-word';
  if (!ended && words.length < 8 && !termDef) return 'heading';
  if (!termDef && !hasFiniteVerb(text)) return 'no-verb';
  if (ctx.source !== undefined && endsMidSentence(body, ctx.source)) return 'cut-sentence';
  return undefined;
}

/**
 * "… there is only one." where the notes go on "… only one God.": the point's last three words stand
 * in the clean notes only ever followed by another word, so a line break was taken for a sentence end.
 * (Not when that word opens an example: condensing drops "e.g. …" and "such as …" tails on purpose.)
 */
function endsMidSentence(body: string, source: string): boolean {
  const words = normaliseForMatch(body).match(/[\p{L}\p{N}]+/gu) ?? [];
  if (words.length < 3) return false;
  const [a, b, c] = words.slice(-3);
  const gap = '[^\\p{L}\\p{N}]+';
  const re = new RegExp(`(?<![\\p{L}\\p{N}])${a}${gap}${b}${gap}${c}(?![\\p{L}\\p{N}])(.{0,14})`, 'gu');
  // Line by line: a line's end is an end (list items, formulas on lines of their own).
  const lines = source.split('\n').map(normaliseForMatch).join('\n');
  const after = [...lines.matchAll(re)].map((m) => m[1] ?? '');
  // An example tail the summariser cut ("… other organic substances e.g. starch …") leaves a whole sentence.
  return (
    after.length > 0 &&
    after.every(
      (x) => /^ [\p{L}\p{N}]/u.test(x) && !/^ (?:e\.?g\b|for example|for instance|such as|including)/u.test(x),
    )
  );
}

export function badPoints(points: string[], ctx: TitleContext): { point: string; reason: BadPointReason }[] {
  return points.flatMap((point) => {
    const reason = badPointReason(point, ctx);
    return reason ? [{ point, reason }] : [];
  });
}

/** Crude stem so "cells"/"cell" and "causes"/"cause" meet; good enough to ask "is this word in the notes?". */
function stem(word: string): string {
  if (word.length > 3 && word.endsWith('s') && !word.endsWith('ss')) return word.slice(0, -1);
  return word;
}

/** Content words (≥3 letters, not stop words) and numbers, stemmed. */
export function contentWords(text: string): string[] {
  const tokens = normaliseForMatch(text).match(/[\p{L}][\p{L}'-]*[\p{L}]|\p{N}+(?:[.,]\p{N}+)*/gu) ?? [];
  return tokens
    .map((t) => t.replace(/'s$/u, ''))
    .filter((t) => /\p{N}/u.test(t) || (t.length >= 3 && !STOP_WORDS.has(t)))
    .map(stem);
}

export function sourceVocabulary(source: string): Set<string> {
  const words = new Set(contentWords(source));
  // Hyphenated compounds count by their parts too ("by-product" grounds "product").
  for (const w of [...words]) for (const part of w.split('-')) if (part) words.add(stem(part));
  return words;
}

export function isGrounded(card: Card, vocabulary: Set<string>, threshold = 0.8): boolean {
  const words = contentWords(card.back_text);
  if (words.length === 0) return card.back_text.trim().length > 0;
  return words.filter((w) => vocabulary.has(w)).length / words.length >= threshold;
}

/** Strict: every keyword group appears somewhere in the concatenated answers. */
export function strictCoverage(cards: Card[], keyFacts: KeyFact[]): number {
  if (keyFacts.length === 0) return 1;
  const answers = cards.map((c) => c.back_text).join('\n');
  return keyFacts.filter((f) => factPresent(f, answers)).length / keyFacts.length;
}

/**
 * Lenient: one card holds the whole fact across question and answer, with part of it in the answer
 * (a cloze "____ is a passive process" → "Diffusion"). Facts the strict measure counts also count, so
 * lenient is never below strict.
 */
export function lenientCoverage(cards: Card[], keyFacts: KeyFact[]): number {
  if (keyFacts.length === 0) return 1;
  const answers = cards.map((c) => c.back_text).join('\n');
  const prepared = cards.map((c) => ({
    both: normaliseForMatch(`${c.front_text}\n${c.back_text}`),
    back: normaliseForMatch(c.back_text),
  }));
  const covered = keyFacts.filter(
    (f) =>
      factPresent(f, answers) ||
      prepared.some(
        (c) => f.keywords.every((g) => groupPresent(g, c.both)) && f.keywords.some((g) => groupPresent(g, c.back)),
      ),
  );
  return covered.length / keyFacts.length;
}

/**
 * Card coverage: key facts that one card holds across its question and answer. Since ADR 0029 an
 * answer no longer repeats what its question says ("What is osmosis?" → "The diffusion of water …"),
 * so a fact is tested by a card as a whole; strict and lenient, which need the fact (or part of it) in
 * the answers, fall by design. Unlike strict, keywords spread over different cards do not count.
 */
export function cardCoverage(cards: Card[], keyFacts: KeyFact[]): number {
  if (keyFacts.length === 0) return 1;
  const both = cards.map((c) => normaliseForMatch(`${c.front_text}\n${c.back_text}`));
  const covered = keyFacts.filter((f) => both.some((text) => f.keywords.every((g) => groupPresent(g, text))));
  return covered.length / keyFacts.length;
}

export type BadCardReason = 'restates-title' | 'heading-answer' | 'empty-answer';

/**
 * Headings of the notes: short lines without end punctuation that are not bullets, "term: meaning"
 * lines or formulas ("sin θ = opposite ÷ hypotenuse").
 */
export function sourceHeadings(source: string): string[] {
  return source
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l && !/^([-•*–]|\d+[.)])\s/u.test(l) && !/[.!?]$/u.test(l) && !isTermDefinition(l))
    .filter((l) => l.split(/\s+/u).length <= 8 && !/[=→÷]/u.test(l));
}

function occurrences(haystack: string, needle: string): number {
  let n = 0;
  for (let i = haystack.indexOf(needle); i >= 0; i = haystack.indexOf(needle, i + needle.length)) n++;
  return n;
}

/**
 * A card whose answer is only a label of the notes: the topic, subject or title line (or part of one),
 * or a heading. A label that is also a term used in the notes' body ("public goods" in "Market failure -
 * externalities and public goods", "Osmosis" under the heading "Osmosis") is a fair answer.
 */
export function badCardReason(
  card: Card,
  ctx: TitleContext,
  headings: string[],
  source: string,
): BadCardReason | undefined {
  const answer = stripMarkup(card.back_text).replace(/[.!?]+$/u, '');
  if (!answer) return 'empty-answer';
  const norm = normaliseForMatch(answer);
  const lines = normaliseForMatch(source.split('\n').slice(1).join('\n'));
  const label = (l: string): boolean => sameLabel(answer, l) || normaliseForMatch(l).includes(norm);
  if ([ctx.topic, ctx.subject, ctx.titleLine].some(label) && occurrences(lines, norm) === 0) return 'restates-title';
  // The heading line itself is one occurrence; a term is used again in the body.
  if (headings.some((h) => sameLabel(answer, h)) && occurrences(lines, norm) <= 1) return 'heading-answer';
  return undefined;
}

export interface CardMetrics {
  returned: number;
  requested: number;
  grounded: number;
  strictCoverage: number;
  lenientCoverage: number;
  cardCoverage: number;
  badCards: { card: Card; reason: BadCardReason }[];
}

export function cardMetrics(
  cards: Card[],
  requested: number,
  source: string,
  keyFacts: KeyFact[],
  ctx: TitleContext,
): CardMetrics {
  const vocabulary = sourceVocabulary(source);
  const headings = sourceHeadings(source);
  return {
    returned: cards.length,
    requested,
    grounded: cards.length ? cards.filter((c) => isGrounded(c, vocabulary)).length / cards.length : 0,
    strictCoverage: strictCoverage(cards, keyFacts),
    lenientCoverage: lenientCoverage(cards, keyFacts),
    cardCoverage: cardCoverage(cards, keyFacts),
    badCards: cards.flatMap((card) => {
      const reason = badCardReason(card, ctx, headings, source);
      return reason ? [{ card, reason }] : [];
    }),
  };
}
