import { LOW_CONFIDENCE_WORD, type OcrLineCheck, type OcrWord } from '@revisely/contracts';

/**
 * One thing in the student's text to check: a word OCR was unsure of, or a whole line that looks
 * cut off at its start or holds symbols OCR may have changed.
 */
export interface WordToCheck {
  kind: 'word' | OcrLineCheck['reason'];
  /** Offsets into the text, for setSelectionRange. */
  start: number;
  end: number;
  text: string;
  /** A few words either side, so a chip says where the word is. */
  before: string;
  after: string;
}

/** More than this many marks stops helping: the student should retake the photo or re-read it all. */
export const MAX_WORDS_TO_CHECK = 200;

const CONTEXT_WORDS = 3;

/**
 * The low-confidence OCR words found in the (possibly edited) text. OCR words come in the engine's
 * order and the text is in reading order, so words are matched by their spelling: a spelling is
 * marked when OCR was unsure of it more often than sure, so one doubtful "the" does not
 * mark every "the". A word the student has corrected no longer matches and drops off the list.
 */
export function findWordsToCheck(
  text: string,
  words: readonly OcrWord[] | undefined,
  threshold = LOW_CONFIDENCE_WORD,
): WordToCheck[] {
  if (!words?.length || !text) return [];
  const counts = new Map<string, { low: number; sure: number }>();
  for (const word of words) {
    const key = word.text.trim();
    if (!key) continue;
    const count = counts.get(key) ?? { low: 0, sure: 0 };
    if (word.confidence < threshold) count.low++;
    else count.sure++;
    counts.set(key, count);
  }
  const doubtful = new Set([...counts].filter(([, c]) => c.low > c.sure).map(([key]) => key));
  if (doubtful.size === 0) return [];

  const tokens = [...text.matchAll(/\S+/gu)].map((m) => ({ text: m[0], start: m.index, end: m.index + m[0].length }));
  const found: WordToCheck[] = [];
  tokens.forEach((token, i) => {
    if (found.length >= MAX_WORDS_TO_CHECK || !doubtful.has(token.text)) return;
    found.push({
      kind: 'word',
      ...token,
      before: tokens
        .slice(Math.max(0, i - CONTEXT_WORDS), i)
        .map((t) => t.text)
        .join(' '),
      after: tokens
        .slice(i + 1, i + 1 + CONTEXT_WORDS)
        .map((t) => t.text)
        .join(' '),
    });
  });
  return found;
}

/**
 * The OCR's lines to check, found in the (possibly edited) text in order: a line the student has
 * changed no longer matches and drops off the list.
 */
export function findLinesToCheck(text: string, lines: readonly OcrLineCheck[] | undefined): WordToCheck[] {
  if (!lines?.length || !text) return [];
  const found: WordToCheck[] = [];
  let from = 0;
  for (const line of lines) {
    if (found.length >= MAX_WORDS_TO_CHECK) break;
    const start = lineStart(text, line.text, from) ?? lineStart(text, line.text, 0);
    if (start === undefined || found.some((item) => item.start === start)) continue;
    found.push({ kind: line.reason, start, end: start + line.text.length, text: line.text, before: '', after: '' });
    from = start + line.text.length;
  }
  return found;
}

/** Where `line` stands as a whole line of `text`, at or after `from`. */
function lineStart(text: string, line: string, from: number): number | undefined {
  for (let at = text.indexOf(line, from); at >= 0; at = text.indexOf(line, at + 1)) {
    const end = at + line.length;
    const startsLine = at === 0 || /\s/u.test(text[at - 1] ?? '');
    const endsLine = end === text.length || /\s/u.test(text[end] ?? '');
    if (startsLine && endsLine) return at;
  }
  return undefined;
}

/**
 * Words and lines to check together, in text order. A doubtful word inside a line to check is
 * left out: the line is selected whole, and marks must not overlap.
 */
export function findThingsToCheck(
  text: string,
  ocr: { words?: readonly OcrWord[]; linesToCheck?: readonly OcrLineCheck[] },
): WordToCheck[] {
  const lines = findLinesToCheck(text, ocr.linesToCheck);
  const words = findWordsToCheck(text, ocr.words).filter(
    (word) => !lines.some((line) => word.start < line.end && word.end > line.start),
  );
  return [...lines, ...words].sort((a, b) => a.start - b.start).slice(0, MAX_WORDS_TO_CHECK);
}
