import type { OcrResult, OcrWord } from '../ocr-engine.js';

/**
 * Two readings of one page merged line by line, so a step of ours that lost text (a crop through
 * the text block, a region the threshold dropped, a table read as a picture) costs nothing the
 * plain reading found. Ours is the base: its order, its paragraphs, and its reading of every line
 * both found. A plain line that contains one of ours that looks cut, and more (the start ours
 * cut off), replaces it; a plain line whose pairs of neighbouring words ours has nowhere is put
 * in, after the line of ours that the plain reading had just before it. Pure, so it is tested
 * without OCR.
 */

/** Lower case, surrounding punctuation stripped: how lines are compared. */
function tokens(line: string): string[] {
  return line
    .split(/\s+/u)
    .map((word) => word.toLowerCase().replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, ''))
    .filter((word) => /[\p{L}\p{N}]{2}/u.test(word));
}

function pairs(words: readonly string[]): string[] {
  return words.slice(1).map((word, i) => `${words[i]} ${word}`);
}

function shared(a: readonly string[], b: readonly string[]): number {
  const left = new Map<string, number>();
  for (const word of b) left.set(word, (left.get(word) ?? 0) + 1);
  let count = 0;
  for (const word of a) {
    const n = left.get(word) ?? 0;
    if (n > 0) {
      count++;
      left.set(word, n - 1);
    }
  }
  return count;
}

/** A plain line is new when at most this share of its words are on the line of ours most like it. */
const NEW_LINE_SHARE = 0.3;
/** A plain line repairs one of ours when it holds at least this share of that line's words … */
const COVERS_SHARE = 0.7;
/** … and at least this many words more. */
const MORE_WORDS = 2;
/** A new line needs this many words of two letters or more: a speck read as "ee" is not text. */
const MIN_NEW_WORDS = 3;
/** Words of a plain line this sure on average, or it is not put in and replaces nothing. */
const MIN_LINE_CONFIDENCE = 60;
/**
 * A short plain line (a heading, "Collision theory", a formula's "+ time") goes in when every word
 * of it is this sure and ours has none of them anywhere: too short to judge by neighbouring pairs.
 */
const SHORT_LINE_CONFIDENCE = 85;
/** … and each of its words has at least this many letters or digits, so a speck read as "ee" stays out. */
const SHORT_LINE_MIN_LETTERS = 3;

interface Line {
  text: string;
  words: string[];
}

/** A list item's number or letter: "2.", "b)", "3,". */
const LIST_MARKER = /^(?:\d{1,2}|[a-z])[.,)]\s/u;

/**
 * A cut line of ours that the plain line reads word for word, with the list number ours lost
 * (". Take a drop every 30 seconds" where the plain reading has "2. Take a drop every 30
 * seconds"): the number is too short to count as a word more, so the rule above misses it.
 */
function markerRestored(text: string, words: readonly string[], line: Line, cut: ReadonlySet<string>): boolean {
  return (
    cut.has(line.text) &&
    LIST_MARKER.test(text) &&
    !LIST_MARKER.test(line.text) &&
    words.length === line.words.length &&
    words.every((word, i) => word === line.words[i])
  );
}

export function mergeReadings(ours: OcrResult, plain: OcrResult): { text: string; added: string[] } {
  const ourLines: (Line | null)[] = ours.extractedText
    .split('\n')
    .map((text) => (text.trim() ? { text: text.trim(), words: tokens(text) } : null));
  const sureOf = confidenceBySpelling(plain.words ?? []);
  const cut = new Set((ours.linesToCheck ?? []).filter((check) => check.reason === 'cut').map((check) => check.text));
  // Every pair of neighbouring words ours read anywhere: a plain line split or ordered differently
  // (a table read by columns) is not new just because no single line of ours matches it. Pairs, not
  // words: a lost sentence of common words ("that", "has", "a") would share most of its words.
  const everyPair = new Set(ourLines.flatMap((line) => pairs(line?.words ?? [])));
  const everyWord = new Set(ourLines.flatMap((line) => line?.words ?? []));
  const insertsAfter = new Map<number, string[]>();
  const added: string[] = [];
  let lastMatched = -1;
  for (const raw of plain.extractedText.split('\n')) {
    const text = raw.trim();
    const words = tokens(text);
    if (words.length === 0) continue;
    let best = -1;
    let bestShared = 0;
    ourLines.forEach((line, index) => {
      if (!line) return;
      const n = shared(words, line.words);
      if (n > bestShared) {
        bestShared = n;
        best = index;
      }
    });
    const line = best >= 0 ? ourLines[best] : null;
    if (line && bestShared > NEW_LINE_SHARE * words.length) {
      // The same line: take the plain one where ours looks cut and the plain one holds it and more.
      if (
        (cut.has(line.text) &&
          meanConfidence(text, sureOf) >= MIN_LINE_CONFIDENCE &&
          bestShared >= COVERS_SHARE * line.words.length &&
          words.length >= line.words.length + MORE_WORDS) ||
        markerRestored(text, words, line, cut)
      ) {
        ourLines[best] = { text, words };
        added.push(text);
      }
      lastMatched = best;
      continue;
    }
    if (words.length < MIN_NEW_WORDS) {
      if (!shortLineLost(text, words, everyWord, sureOf)) continue;
    } else if (meanConfidence(text, sureOf) < MIN_LINE_CONFIDENCE) continue;
    const linePairs = pairs(words);
    if (
      words.length >= MIN_NEW_WORDS &&
      linePairs.filter((pair) => everyPair.has(pair)).length > NEW_LINE_SHARE * linePairs.length
    )
      continue;
    const list = insertsAfter.get(lastMatched) ?? [];
    list.push(text);
    insertsAfter.set(lastMatched, list);
    added.push(text);
  }
  if (added.length === 0) return { text: ours.extractedText, added };
  const out: string[] = [];
  const putAfter = (index: number) => {
    const lines = insertsAfter.get(index);
    if (lines) out.push(...(out.length > 0 ? [''] : []), ...lines, '');
  };
  putAfter(-1);
  ourLines.forEach((line, index) => {
    out.push(line ? line.text : '');
    putAfter(index);
  });
  const text = out
    .join('\n')
    .replace(/\n{3,}/gu, '\n\n')
    .trim();
  return { text, added };
}

function confidenceBySpelling(words: readonly OcrWord[]): Map<string, number> {
  const best = new Map<string, number>();
  for (const word of words) {
    const key = word.text.trim();
    best.set(key, Math.max(best.get(key) ?? 0, word.confidence));
  }
  return best;
}

function meanConfidence(line: string, sureOf: ReadonlyMap<string, number>): number {
  const words = line.split(/\s+/u).filter(Boolean);
  if (words.length === 0) return 0;
  return words.reduce((sum, word) => sum + (sureOf.get(word) ?? 0), 0) / words.length;
}

/** A short line the other reading is sure of, none of whose words ours has anywhere. */
function shortLineLost(
  text: string,
  words: readonly string[],
  everyWord: ReadonlySet<string>,
  sureOf: ReadonlyMap<string, number>,
): boolean {
  if (words.some((word) => word.length < SHORT_LINE_MIN_LETTERS || everyWord.has(word))) return false;
  const spelled = text.split(/\s+/u).filter((word) => /[\p{L}\p{N}]/u.test(word));
  return spelled.every((word) => (sureOf.get(word) ?? 0) >= SHORT_LINE_CONFIDENCE);
}

/** Words of two letters or more (lower case, punctuation stripped) the reading is sure of, with counts. */
export function sureTokens(reading: OcrResult, minConfidence: number): Map<string, number> {
  const sureOf = confidenceBySpelling(reading.words ?? []);
  const counts = new Map<string, number>();
  for (const word of reading.extractedText.split(/\s+/u)) {
    if ((sureOf.get(word) ?? 0) < minConfidence) continue;
    for (const token of tokens(word)) counts.set(token, (counts.get(token) ?? 0) + 1);
  }
  return counts;
}

/** How many of `sure` (a multiset) `text` lacks: each of its words used once. */
export function lackedBy(text: string, sure: ReadonlyMap<string, number>): number {
  const have = new Map<string, number>();
  for (const token of tokens(text)) have.set(token, (have.get(token) ?? 0) + 1);
  let lacked = 0;
  for (const [token, n] of sure) lacked += Math.max(0, n - (have.get(token) ?? 0));
  return lacked;
}
