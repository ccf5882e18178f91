import type { ItsFunction, PartOfSpeech } from 'wink-nlp';
import { nlp } from './wink.js';

export interface Token {
  value: string;
  lower: string;
  lemma: string;
  /** A crude singular stem of the lemma, so "Enzymes" (tagged PROPN, never lemmatised) meets "enzyme". */
  key: string;
  pos: PartOfSpeech;
  stop: boolean;
  /** wink's token type: word, number, punctuation, symbol, currency, ... */
  type: string;
  /** Character offsets within the text the token list was cut from. */
  start: number;
  end: number;
  /** DATE, CARDINAL, PERCENT, MONEY, ... when wink's entity recogniser covers the token. */
  entity: string | undefined;
}

export interface TokenisedText {
  tokens: Token[];
  /** Inclusive token index ranges of wink's sentences. */
  sentences: [number, number][];
}

export function tokenise(text: string): TokenisedText {
  const winkNlp = nlp();
  const its = winkNlp.its;
  const doc = winkNlp.readDoc(text);
  const all = doc.tokens();
  const values = all.out(its.value) as string[];
  const pos = all.out(its.pos) as PartOfSpeech[];
  // The typings declare lemma's addons parameter more narrowly than ItsFunction allows; it works at run time.
  const lemmas = all.out(its.lemma as unknown as ItsFunction<string>) as string[];
  const stops = all.out(its.stopWordFlag) as boolean[];
  const types = all.out(its.type) as string[];
  const spaces = all.out(its.precedingSpaces) as string[];
  const sentenceSpans = doc.sentences().out(its.span) as number[][];
  const entitySpans = doc.entities().out(its.span) as number[][];
  const entityTypes = doc.entities().out(its.type) as string[];

  const entities = new Map<number, string>();
  entitySpans.forEach((span, i) => {
    const [from = 0, to = -1] = span;
    for (let t = from; t <= to; t++) entities.set(t, entityTypes[i] ?? 'ENTITY');
  });

  const tokens: Token[] = [];
  let cursor = 0;
  for (let i = 0; i < values.length; i++) {
    const value = values[i] ?? '';
    cursor += (spaces[i] ?? '').length;
    // wink reports spaces only, so resynchronise if the text held anything else between tokens.
    if (!text.startsWith(value, cursor)) {
      const found = text.indexOf(value, cursor);
      if (found >= 0) cursor = found;
    }
    const lower = value.toLowerCase();
    const lemma = (lemmas[i] ?? lower).toLowerCase();
    // "Stave 1", "Act 3", "Figure 4": a capitalised word before a number is a reference, not a verb.
    const reference = /^\p{Lu}\p{Ll}+$/u.test(value) && types[i + 1] === 'number' && pos[i] === 'VERB' && i > 0;
    // "Low-lying", "well-known", "fast-flowing": a participle joined to the word before by a hyphen is
    // half of an adjective, not the verb of the sentence.
    const compound =
      pos[i] === 'VERB' &&
      /^\p{Ll}+(?:ing|ed|en|wn)$/u.test(value) &&
      values[i - 1] === '-' &&
      (spaces[i] ?? '') === '' &&
      (spaces[i - 1] ?? '') === '' &&
      /\p{L}$/u.test(values[i - 2] ?? '');
    tokens.push({
      value,
      lower,
      lemma,
      key: stem(lemma),
      pos: reference ? 'PROPN' : compound ? 'ADJ' : (pos[i] ?? 'X'),
      stop: stops[i] ?? false,
      type: types[i] ?? 'word',
      start: cursor,
      end: cursor + value.length,
      entity: entities.get(i),
    });
    cursor += value.length;
  }
  const sentences = sentenceSpans.map(([a = 0, b = 0]): [number, number] => [a, b]);
  return { tokens, sentences };
}

/** Re-bases tokens cut from a longer text onto their own substring. */
export function rebase(tokens: Token[], offset: number): Token[] {
  return tokens.map((t) => ({ ...t, start: t.start - offset, end: t.end - offset }));
}

/** Folds a plural: "cells" -> "cell", "bodies" -> "body"; "mass", "virus", "crisis" stay. */
export function stem(lemma: string): string {
  if (lemma.length > 4 && lemma.endsWith('ies')) return `${lemma.slice(0, -3)}y`;
  if (lemma.length > 3 && lemma.endsWith('s') && !/(?:ss|us|is|ous)$/u.test(lemma)) return lemma.slice(0, -1);
  return lemma;
}

export const isWordToken = (t: Token): boolean => t.type === 'word' || t.type === 'number';
export const isVerbLike = (t: Token): boolean => t.pos === 'VERB' || t.pos === 'AUX';
export const isNounLike = (t: Token): boolean => t.pos === 'NOUN' || t.pos === 'PROPN';
export const isVerbAt = (tokens: Token[], i: number): boolean => {
  const t = tokens[i];
  return t !== undefined && isVerbLike(t);
};
