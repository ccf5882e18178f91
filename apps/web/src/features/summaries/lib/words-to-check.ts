import { LOW_CONFIDENCE_WORD, type OcrWord } from '@revisely/contracts';

/** One word in the student's text that OCR was unsure of. */
export interface WordToCheck {
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
