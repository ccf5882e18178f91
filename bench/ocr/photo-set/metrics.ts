/**
 * Scores for the photo-set bench beyond CER (apps/server/src/adapters/ocr/cer.ts): word recall,
 * symbol accuracy, and which words the review step would mark for checking.
 */
import { normaliseWhitespace } from '../../../apps/server/src/adapters/ocr/cer.js';
import type { OcrWord } from '../../../apps/server/src/adapters/ocr/ocr-engine.js';

/** The maths and science symbols the issue lists; µ is U+00B5. */
export const SYMBOLS = ['÷', '×', '±', '²', '³', '√', 'π', '≤', '≥', '→', '°', 'Δ', 'µ', 'λ'] as const;

/**
 * Same-looking code points counted as the symbol: Greek mu for the micro sign, the increment sign
 * for capital delta. Nothing else is forgiven ("+" for "÷" changes the meaning).
 */
const canonicalSymbols = (text: string) => text.replace(/\u03bc/g, '\u00b5').replace(/\u2206/g, '\u0394');

/** Lower case, surrounding punctuation stripped (symbols count as punctuation here); empties dropped. */
export function wordsOf(text: string): string[] {
  return text
    .split(/\s+/)
    .map((w) => w.toLowerCase().replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, ''))
    .filter((w) => w.length > 0);
}

/** Share of the truth's words found in the output, matched as a multiset (each output word used once). */
export function wordRecall(output: string, truth: string): number {
  const expected = wordsOf(truth);
  if (expected.length === 0) return 1;
  const available = new Map<string, number>();
  for (const w of wordsOf(output)) available.set(w, (available.get(w) ?? 0) + 1);
  let found = 0;
  for (const w of expected) {
    const left = available.get(w) ?? 0;
    if (left > 0) {
      found++;
      available.set(w, left - 1);
    }
  }
  return found / expected.length;
}

/** LOW_CONFIDENCE_WORD in packages/contracts (the review step's threshold). */
export const LOW_CONFIDENCE_WORD = 60;

/**
 * The spellings the review step marks as words to check (apps/web/src/features/summaries/lib/
 * words-to-check.ts): a spelling OCR was unsure of (confidence below 60) more often than sure.
 */
export function doubtfulSpellings(words: readonly OcrWord[] | undefined): Set<string> {
  const counts = new Map<string, { low: number; sure: number }>();
  for (const word of words ?? []) {
    const key = word.text.trim();
    if (!key) continue;
    const count = counts.get(key) ?? { low: 0, sure: 0 };
    if (word.confidence < LOW_CONFIDENCE_WORD) count.low++;
    else count.sure++;
    counts.set(key, count);
  }
  return new Set([...counts].filter(([, c]) => c.low > c.sure).map(([key]) => key));
}

/** A garbled truth line still counts as found when its best fit costs at most this share of its length. */
const WHOLE_LINE_COST = 0.6;

export interface SymbolScore {
  /** Symbol occurrences in the truth. */
  total: number;
  correct: number;
  /** Missed, but the output line where the symbol belongs is marked to check (a doubtful word, or the whole line). */
  marked: number;
  /** Per symbol: [correct, total]. */
  bySymbol: Record<string, [number, number]>;
  /** A few misses, truth context → output context, for the report. */
  misses: string[];
}

/**
 * Where `needle` fits best in `haystack` (semi-global edit distance: free start and end in the
 * haystack). Returns the end index (exclusive) of the best fit and its cost.
 */
function bestFit(needle: string, haystack: string): { end: number; cost: number } {
  const n = needle.length;
  let column = new Uint32Array(n + 1);
  for (let i = 0; i <= n; i++) column[i] = i;
  let best = { end: 0, cost: n };
  let next = new Uint32Array(n + 1);
  for (let j = 1; j <= haystack.length; j++) {
    next[0] = 0;
    const c = haystack.charCodeAt(j - 1);
    for (let i = 1; i <= n; i++) {
      const substitution = column[i - 1]! + (needle.charCodeAt(i - 1) === c ? 0 : 1);
      next[i] = Math.min(substitution, column[i]! + 1, next[i - 1]! + 1);
    }
    if (next[n]! < best.cost) best = { end: j, cost: next[n]! };
    [column, next] = [next, column];
  }
  return best;
}

/**
 * Where the truth line's symbol at `k` falls in the output (`flat`: its lines joined by spaces):
 * the truth around it (SIDE characters each side) fitted into the output, and whether the output
 * has the symbol within 3 characters of where the fit puts it (`read`).
 */
function symbolPlace(flat: string, text: string, k: number) {
  const SIDE = 12;
  const start = Math.max(0, k - SIDE);
  const context = text.slice(start, k + SIDE + 1);
  const fit = bestFit(context, flat);
  // Where the symbol would be: as far before the fit's end as it is before the context's end.
  const at = fit.end - (context.length - (k - start));
  const near = flat.slice(Math.max(0, at - 3), Math.max(0, at + 4));
  const placed = fit.cost <= context.length / 2;
  return { context, fit, at, placed, read: placed && near.includes(text[k]!) };
}

/**
 * Each symbol occurrence of the truth, in order, and whether the output reads it right at its
 * aligned place (as `symbolScore` counts `correct`): for comparing several readings of one page
 * occurrence by occurrence (reading-ceiling.ts).
 */
export function symbolOccurrences(
  output: string,
  truth: string,
  symbols: readonly string[] = SYMBOLS,
): { symbol: string; read: boolean; context: string }[] {
  const flat = canonicalSymbols(output.replace(/[ \t]+/g, ' ')).replace(/\n/g, ' ');
  const found: { symbol: string; read: boolean; context: string }[] = [];
  for (const rawLine of truth.split('\n')) {
    const text = canonicalSymbols(normaliseWhitespace(rawLine));
    for (let k = 0; k < text.length; k++) {
      if (!symbols.includes(text[k]!)) continue;
      const { context, read } = symbolPlace(flat, text, k);
      found.push({ symbol: text[k]!, read, context });
    }
  }
  return found;
}

/**
 * Each symbol occurrence in the truth is looked for at its aligned place in the output: the truth
 * around it (12 characters each side) is fitted into the output, and the symbol counts as read
 * when the output has it within 3 characters of where the fit puts it. A miss counts as marked
 * when the output line at that place holds a word the review step would mark, or is one of the
 * result's lines to check (`markedLines`, whitespace folded). Where the context is too garbled to
 * place, the place is where the whole truth line fits (at most WHOLE_LINE_COST of its length).
 */
export function symbolScore(
  output: string,
  truth: string,
  doubtful: Set<string>,
  markedLines: ReadonlySet<string> = new Set(),
): SymbolScore {
  const out = canonicalSymbols(output.replace(/[ \t]+/g, ' '));
  const flat = out.replace(/\n/g, ' ');
  const score: SymbolScore = { total: 0, correct: 0, marked: 0, bySymbol: {}, misses: [] };
  // Context stays within its truth line: the next line may be read elsewhere (another column).
  for (const rawLine of truth.split('\n')) {
    const text = canonicalSymbols(normaliseWhitespace(rawLine));
    for (let k = 0; k < text.length; k++) {
      const symbol = text[k]!;
      if (!(SYMBOLS as readonly string[]).includes(symbol)) continue;
      score.total++;
      const tally = (score.bySymbol[symbol] ??= [0, 0]);
      tally[1]++;
      const { context, fit, at, placed, read } = symbolPlace(flat, text, k);
      if (read) {
        score.correct++;
        tally[0]++;
        continue;
      }
      // Where the context is too garbled to place ("v² − u² = 2 × a × s" read as "v—-uz2=2xXxaxs"),
      // the whole truth line is fitted instead: the student sees that line marked or not.
      const wholeLine = placed ? null : bestFit(text, flat);
      const lineFits = wholeLine !== null && wholeLine.cost <= text.length * WHOLE_LINE_COST;
      const where = placed ? at : lineFits ? wholeLine.end - 1 : -1;
      const lineStart = out.lastIndexOf('\n', Math.max(0, where)) + 1;
      const lineEnd = out.indexOf('\n', Math.max(0, where));
      const line = out.slice(lineStart, lineEnd < 0 ? undefined : lineEnd);
      const lineMarked = markedLines.has(canonicalSymbols(line.trim()));
      const marked = where >= 0 && (lineMarked || line.split(/\s+/).some((w) => doubtful.has(w)));
      if (marked) score.marked++;
      if (score.misses.length < 6 || (!marked && score.misses.length < 20))
        score.misses.push(
          `${marked ? '(marked) ' : ''}${context} → ${flat.slice(Math.max(0, fit.end - context.length), fit.end)}`,
        );
    }
  }
  return score;
}
