import { isWordToken, type Token } from './tokens.js';
import { GENERIC_LEMMAS } from './lexicon/everyday-words.js';

/** Stems of a unit's content words, for similarity and key-term weighting. */
export function contentKeys(tokens: Token[]): string[] {
  return tokens
    .filter(
      (t) =>
        (t.pos === 'NOUN' ||
          t.pos === 'PROPN' ||
          t.pos === 'VERB' ||
          t.pos === 'ADJ' ||
          t.pos === 'NUM' ||
          t.pos === 'ADV') &&
        !t.stop &&
        isWordToken(t) &&
        (t.key.length > 1 || t.type === 'number') &&
        !GENERIC_LEMMAS.has(t.lemma),
    )
    .map((t) => t.key);
}
