import type { Unit } from './analyse.js';
import type { Salience } from './salience.js';
import { isNounLike, type Token } from './tokens.js';

export interface Span {
  from: number;
  to: number;
  /** Lower-cased text, to avoid bolding the same term in every point. */
  phrase: string;
  score: number;
}

const UNIT_AFTER_NUMBER =
  /^(?:%|°c|°f|k|kg|g|mg|km|m|cm|mm|nm|s|ms|hz|khz|mhz|v|a|w|kw|mw|j|kj|mol|ω|n|pa|kpa|l|ml|dm3|cm3|m\/s|mph|years?|million|billion|bn|m|metres?|meters?|percent|degrees?)$/iu;

/**
 * Candidate key-term spans in a unit: runs of adjectives and nouns ending in a noun ("aerobic
 * respiration", "Treaty of Versailles"), and figures with their units ("11.1%", "230 V").
 */
export function keyTermSpans(unit: Unit, salience: Salience, docLower: string): Span[] {
  const tokens = unit.tokens;
  const spans: Span[] = [];
  let i = 0;
  while (i < tokens.length) {
    const t = tokens[i];
    if (!t) break;
    if (t.type === 'number' || (t.type === 'currency' && tokens[i + 1]?.type === 'number')) {
      let j = t.type === 'currency' ? i + 1 : i;
      while (tokens[j + 1] && tokens[j + 1]?.start === tokens[j]?.end && tokens[j + 1]?.type !== 'punctuation') j++;
      const after = tokens[j + 1];
      const afterNext = tokens[j + 2];
      if (after?.value === '°' && afterNext && afterNext.start === after.end) j += 2;
      else if (after && UNIT_AFTER_NUMBER.test(after.value)) j++;
      // Bare small counts ("three", "2 ships") are not worth bolding; years and measured values are.
      const isYear = /^(?:1[0-9]|20)\d{2}s?$/u.test(t.value);
      if (isYear || j > i || t.type === 'currency') {
        spans.push({ from: i, to: j, phrase: slice(unit, i, j).toLowerCase(), score: isYear ? 1.1 : 1.3 });
      }
      i = j + 1;
      continue;
    }
    if (!isChunkToken(t)) {
      i++;
      continue;
    }
    let j = i;
    while (j + 1 < tokens.length) {
      const next = tokens[j + 1];
      const after = tokens[j + 2];
      if (!next) break;
      if (isChunkToken(next)) j++;
      else if (
        (next.value === '-' || next.value === "'s") &&
        next.start === tokens[j]?.end &&
        after &&
        isChunkToken(after)
      )
        j += next.value === '-' ? 2 : 1;
      else if (next.lower === 'of' && tokens[j]?.pos === 'PROPN' && after?.pos === 'PROPN') j += 2;
      else break;
    }
    for (let a = i; a <= j; a++) {
      for (let b = a; b <= Math.min(j, a + 3); b++) {
        const first = tokens[a];
        const last = tokens[b];
        if (!first || !last || !(isNounLike(last) || last.pos === 'ADJ') || first.value === '-' || last.value === '-')
          continue;
        if (first.pos === 'ADJ' && a === b) continue;
        spans.push(scoreSpan(unit, a, b, salience, docLower));
      }
    }
    i = j + 1;
  }
  // Never bold half of "cost-push" or "firms'": the markup would split a word.
  return spans.filter(
    (s) => s.score > 0 && !attached(tokens[s.from - 1], tokens[s.from]) && !attached(tokens[s.to], tokens[s.to + 1]),
  );
}

/** Two tokens written without a space, where neither is punctuation that may touch a word ("cell," "(DNA"). */
export function attached(left: Token | undefined, right: Token | undefined): boolean {
  if (!left || !right || left.end !== right.start) return false;
  return !/^[,.;:!?)\]}"”]/u.test(right.value) && !/[([{"“]$/u.test(left.value);
}

function isChunkToken(t: Token): boolean {
  return (isNounLike(t) || t.pos === 'ADJ') && t.type === 'word' && /\p{L}{2}/u.test(t.value) && !t.stop;
}

function scoreSpan(unit: Unit, a: number, b: number, salience: Salience, docLower: string): Span {
  const phrase = slice(unit, a, b).toLowerCase();
  let score = 0;
  for (let k = a; k <= b; k++) {
    const t = unit.tokens[k];
    if (!t || t.value === '-' || t.value === "'s" || t.lower === 'of') continue;
    const w = salience.keyWeight(t.key);
    score += t.pos === 'ADJ' ? w * 0.5 : w;
  }
  if (b > a) {
    // A phrase is only a term if the notes use it as one (more than once) or it is a name ("Franz Ferdinand").
    const repeats = countOccurrences(docLower, phrase);
    const isName =
      unit.tokens.slice(a, b + 1).every((t) => t.pos === 'PROPN' || t.lower === 'of' || t.value === '-') && a > 0;
    if (repeats >= 2) score *= 1.2;
    else if (isName) score *= 0.8;
    else score = 0;
  }
  return { from: a, to: b, phrase, score };
}

function slice(unit: Unit, a: number, b: number): string {
  return unit.text.slice(unit.tokens[a]?.start ?? 0, unit.tokens[b]?.end ?? 0);
}

function countOccurrences(haystack: string, needle: string): number {
  if (!needle) return 0;
  let count = 0;
  let at = haystack.indexOf(needle);
  while (at >= 0) {
    count++;
    at = haystack.indexOf(needle, at + needle.length);
  }
  return count;
}

/**
 * Picks up to `max` non-overlapping spans to bold, preferring terms not yet bolded elsewhere in the
 * summary (`used`), so a student sees each key term highlighted where it first matters.
 */
export function chooseBoldSpans(
  spans: Span[],
  max: number,
  used: Set<string>,
  minScore: number,
  forced: Span | undefined,
): Span[] {
  const chosen: Span[] = forced ? [forced] : [];
  const usedBefore = [...used];
  const ranked = spans
    .map((s) => ({
      ...s,
      score: usedBefore.some((u) => u === s.phrase || u.includes(s.phrase)) ? s.score * 0.35 : s.score,
    }))
    .filter((s) => s.score >= minScore)
    .sort((x, y) => y.score - x.score || y.to - y.from - (x.to - x.from));
  for (const s of ranked) {
    if (chosen.length >= max) break;
    // Overlapping or touching spans would read as one broken term: "**carbon** **dioxide**".
    if (chosen.some((c) => s.from <= c.to + 1 && c.from <= s.to + 1)) continue;
    if (chosen.some((c) => c.phrase === s.phrase)) continue;
    chosen.push(s);
  }
  for (const c of chosen) used.add(c.phrase);
  return chosen.sort((x, y) => x.from - y.from);
}

/** Wraps character ranges in **…**; ranges must not overlap. */
export function applyBold(text: string, ranges: { start: number; end: number }[]): string {
  let out = text;
  for (const r of [...ranges].sort((x, y) => y.start - x.start)) {
    const inner = out.slice(r.start, r.end);
    if (!inner.trim()) continue;
    out = `${out.slice(0, r.start)}**${inner}**${out.slice(r.end)}`;
  }
  return out;
}
