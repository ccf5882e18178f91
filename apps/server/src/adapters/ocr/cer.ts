/**
 * Character error rate as the fixtures' README defines it, shared by the OCR tests and
 * bench/ocr so both score identically.
 */

/** Collapses every whitespace run to one space: line breaks and column gaps are layout, not text. */
export function normaliseWhitespace(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/** Levenshtein distance by code unit, two rolling rows so memory stays O(min(a, b)). */
export function levenshtein(a: string, b: string): number {
  if (a === b) return 0;
  const [short, long] = a.length <= b.length ? [a, b] : [b, a];
  if (short.length === 0) return long.length;
  let previous = new Uint32Array(short.length + 1);
  let current = new Uint32Array(short.length + 1);
  for (let i = 0; i <= short.length; i++) previous[i] = i;
  for (let j = 1; j <= long.length; j++) {
    current[0] = j;
    const longChar = long.charCodeAt(j - 1);
    for (let i = 1; i <= short.length; i++) {
      const substitution = (previous[i - 1] ?? 0) + (short.charCodeAt(i - 1) === longChar ? 0 : 1);
      const deletion = (previous[i] ?? 0) + 1;
      const insertion = (current[i - 1] ?? 0) + 1;
      current[i] = Math.min(substitution, deletion, insertion);
    }
    [previous, current] = [current, previous];
  }
  return previous[short.length] ?? 0;
}

/** Edit distance between normalised output and truth, over the truth's normalised length. */
export function characterErrorRate(output: string, truth: string): number {
  const expected = normaliseWhitespace(truth);
  const actual = normaliseWhitespace(output);
  if (expected.length === 0) return actual.length === 0 ? 0 : 1;
  return levenshtein(actual, expected) / expected.length;
}
