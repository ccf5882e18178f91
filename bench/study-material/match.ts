import type { KeyFact } from './types.js';

/**
 * Lower-case, unify quotes/dashes/degree spacing and collapse whitespace, so keyword alternatives
 * written in one style ("45 °C", "it's") match text written in another.
 */
export function normaliseForMatch(text: string): string {
  return text
    .toLowerCase()
    .replace(/\*+/gu, '')
    .replace(/[‘’`]/gu, "'")
    .replace(/[“”]/gu, '"')
    .replace(/[–—]/gu, '-')
    .replace(/\s*°\s*/gu, '°')
    .replace(/\s+/gu, ' ')
    .trim();
}

function escapeRegExp(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&');
}

const patternCache = new Map<string, RegExp>();

/** A word-start match: "chloroplast" is found in "chloroplasts" but "ion" is not found in "region". */
function alternativePattern(alternative: string): RegExp {
  let re = patternCache.get(alternative);
  if (!re) {
    const norm = normaliseForMatch(alternative);
    const start = /^[\p{L}\p{N}]/u.test(norm) ? '(?<![\\p{L}\\p{N}])' : '';
    re = new RegExp(start + escapeRegExp(norm), 'u');
    patternCache.set(alternative, re);
  }
  return re;
}

/** `normalisedText` must come from normaliseForMatch. */
export function groupPresent(group: string[], normalisedText: string): boolean {
  return group.some((alt) => alternativePattern(alt).test(normalisedText));
}

export function factPresent(fact: KeyFact, text: string): boolean {
  const norm = normaliseForMatch(text);
  return fact.keywords.every((g) => groupPresent(g, norm));
}
