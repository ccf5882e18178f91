import { answerWords, parseNumberAnswer } from './mark-written';
import type { Random } from './random';

/** What kind of thing an answer is: wrong options are taken from the same kind first. */
export type AnswerKind = 'number' | 'date' | 'term' | 'phrase';

const MONTHS =
  /\b(jan(uary)?|feb(ruary)?|mar(ch)?|apr(il)?|may|june?|july?|aug(ust)?|sep(t(ember)?)?|oct(ober)?|nov(ember)?|dec(ember)?)\b/i;
const YEAR = /^(c\.\s*)?\d{3,4}(\s*(bc|bce|ad|ce))?$/i;
const YEAR_RANGE = /^\d{3,4}\s*[-–—]\s*\d{2,4}$/;
const NUMERIC_DATE = /^\d{1,2}[/.-]\d{1,2}[/.-]\d{2,4}$/;

export function answerKind(answer: string): AnswerKind {
  const text = answer.trim();
  // A bare four-digit year (1000–2099) is a date; a number with a unit is a number.
  if (/^\d{4}$/.test(text) && Number(text) >= 1000 && Number(text) < 2100) return 'date';
  if (YEAR.test(text) && !/^\d{3,4}$/.test(text)) return 'date';
  if (YEAR_RANGE.test(text) || NUMERIC_DATE.test(text)) return 'date';
  if (MONTHS.test(text) && /\d/.test(text) && text.split(/\s+/).length <= 4) return 'date';
  if (parseNumberAnswer(text)) return 'number';
  return answerWords(text).length <= 3 ? 'term' : 'phrase';
}

/** The identity two answers share when they would read as the same option. */
export function optionKey(answer: string): string {
  const number = parseNumberAnswer(answer);
  if (number) return `#${number.value}${number.unit}`;
  return answerWords(answer).join(' ');
}

/** Lower is more plausible: same kind first, then similar length (and size, for numbers). */
function distance(right: string, rightKind: AnswerKind, candidate: string): number {
  const kind = answerKind(candidate);
  let score = kind === rightKind ? 0 : 10;
  // A term and a short phrase are closer than a term and a number.
  if (score && (kind === 'number' || kind === 'date' || rightKind === 'number' || rightKind === 'date')) score += 10;
  const a = right.trim().length;
  const b = candidate.trim().length;
  score += (Math.abs(a - b) / Math.max(a, b, 1)) * 4;
  if (kind === 'number' && rightKind === 'number') {
    const x = parseNumberAnswer(right);
    const y = parseNumberAnswer(candidate);
    if (x && y) {
      if (x.unit !== y.unit) score += 2;
      const magnitude = (v: number) => Math.log10(Math.abs(v) + 1);
      score += Math.min(3, Math.abs(magnitude(x.value) - magnitude(y.value)));
    }
  }
  return score;
}

/**
 * Up to `count` wrong options for `right`, from the other answers in the deck: never the right
 * answer (however written), no two the same, the most plausible first, ties broken at random.
 * Fewer than `count` when the deck has too few different answers.
 */
export function chooseDistractors(right: string, pool: readonly string[], random: Random, count = 3): string[] {
  const rightKey = optionKey(right);
  const rightKind = answerKind(right);
  const seen = new Set<string>([rightKey]);
  const candidates: { text: string; score: number }[] = [];
  for (const raw of pool) {
    const text = raw.trim();
    const key = optionKey(text);
    if (!text || !key || seen.has(key)) continue;
    seen.add(key);
    // Random jitter below the gap between kinds, so a deck does not always give the same three.
    candidates.push({ text, score: distance(right, rightKind, text) + random() * 1.5 });
  }
  return candidates
    .sort((a, b) => a.score - b.score)
    .slice(0, count)
    .map((c) => c.text);
}
