import { CONFUSABLE_WORDS, LEADING_ARTICLES, UNITS } from './written-data';

/**
 * Lenient marking of a written answer (issue 28): pure, so the test page, Learn and the offline
 * study can all mark in the browser. What is forgiven, and why the answer was accepted, is
 * returned so the result can show it.
 */
export type WrittenVerdict =
  | 'exact'
  /** Differs only in case, accents, punctuation, spacing or a leading article. */
  | 'lenient'
  /** One typo (a wrong, missing, extra or swapped letter) in a word of 5+ letters. */
  | 'typo'
  /** The same number written another way ('.5' for '0.5', '1,000' for '1000'). */
  | 'number'
  /** The number without the unit the question names. */
  | 'unit-omitted'
  | 'wrong'
  | 'empty';

export interface WrittenMark {
  correct: boolean;
  verdict: WrittenVerdict;
  /** What was forgiven, in words, for the result screen; null when nothing was. */
  note: string | null;
}

const NOTES: Record<WrittenVerdict, string | null> = {
  exact: null,
  lenient: 'Accepted: case, accents, punctuation and articles are ignored',
  typo: 'Accepted with one typo',
  number: 'Accepted: the same number',
  'unit-omitted': 'Accepted: the question names the unit',
  wrong: null,
  empty: null,
};

const mark = (verdict: WrittenVerdict): WrittenMark => ({
  correct: verdict !== 'wrong' && verdict !== 'empty',
  verdict,
  note: NOTES[verdict],
});

/** Lower case, no accents, superscripts as digits, no markup characters. */
function fold(text: string): string {
  return text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase().replace(/[‘’`]/g, "'").replace(/[−–—]/g, '-');
}

/** Words of the text: letters and digits only, a leading article dropped. */
export function answerWords(text: string): string[] {
  const words = fold(text).match(/[\p{L}\p{N}]+/gu) ?? [];
  if (words.length > 1 && LEADING_ARTICLES.includes(words[0] ?? '')) words.shift();
  return words;
}

/** Optimal string alignment distance (Levenshtein plus swapped neighbours), stopping above 1. */
function withinOneEdit(a: string, b: string): boolean {
  if (a === b) return true;
  if (Math.abs(a.length - b.length) > 1) return false;
  if (a.length === b.length) {
    const diffs: number[] = [];
    for (let i = 0; i < a.length && diffs.length <= 2; i += 1) if (a[i] !== b[i]) diffs.push(i);
    if (diffs.length === 1) return true;
    const [i, j] = diffs;
    return diffs.length === 2 && j === (i ?? 0) + 1 && a[i!] === b[j!] && a[j!] === b[i!];
  }
  const [short, long] = a.length < b.length ? [a, b] : [b, a];
  let i = 0;
  while (i < short.length && short[i] === long[i]) i += 1;
  return short.slice(i) === long.slice(i + 1);
}

const confusable = (a: string, b: string) =>
  CONFUSABLE_WORDS.some(([x, y]) => (x === a && y === b) || (x === b && y === a));

/** One word of 5+ letters (not digits) differs by one edit, and not into a known different word. */
function oneTypo(given: string[], expected: string[]): boolean {
  if (given.length !== expected.length) return false;
  let typos = 0;
  for (let i = 0; i < expected.length; i += 1) {
    const e = expected[i] ?? '';
    const g = given[i] ?? '';
    if (e === g) continue;
    typos += 1;
    if (typos > 1 || e.length < 5 || /\d/.test(e) || /\d/.test(g) || confusable(e, g) || !withinOneEdit(e, g)) {
      return false;
    }
  }
  return typos === 1;
}

interface NumberAnswer {
  value: number;
  /** The unit as written after the number, folded and without spaces; '' when none. */
  unit: string;
}

const NUMBER = /^([-+]?(?:\d{1,3}(?:,\d{3})+|\d+)?(?:\.\d+)?(?:e[-+]?\d+)?)\s*(.*)$/;

/** '0.5', '.5', '1,000', '-3', '9.8 m/s²', '3e8 m/s': a number and what follows it. */
export function parseNumberAnswer(text: string): NumberAnswer | null {
  const folded = fold(text).trim().replace(/\s+/g, ' ');
  const match = NUMBER.exec(folded);
  const digits = match?.[1] ?? '';
  if (!match || !/\d/.test(digits)) return null;
  const value = Number(digits.replace(/,/g, ''));
  if (!Number.isFinite(value)) return null;
  const unit = (match[2] ?? '').replace(/[\s.]+$/g, '').replace(/\s+/g, ' ');
  // Words after a number are not a unit ('3 blind mice'): only a known unit, by symbol or name.
  if (unit && !findUnit(unit)) return null;
  return { value, unit };
}

function findUnit(unit: string) {
  const compact = unit.replace(/\s+/g, '').replace(/\^/g, '');
  return UNITS.find((u) => u.symbol === compact || u.names.includes(unit)) ?? null;
}

const sameNumber = (a: number, b: number) => Math.abs(a - b) <= 1e-9 * Math.max(1, Math.abs(a), Math.abs(b));

/** Whether the question names the unit, by its symbol as a word of its own or by one of its names. */
function questionNamesUnit(question: string, unit: string): boolean {
  const known = findUnit(unit);
  if (!known) return false;
  const q = ` ${fold(question)
    .replace(/\^/g, '')
    .replace(/[^\p{L}\p{N}°%£/ω]+/gu, ' ')} `;
  const symbol = known.symbol.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  if (new RegExp(`[\\s(]${symbol}[\\s)?]`, 'u').test(q)) return true;
  return known.names.some((name) => q.includes(` ${name} `));
}

function markNumber(given: NumberAnswer, expected: NumberAnswer, question: string): WrittenMark {
  if (!sameNumber(given.value, expected.value)) return mark('wrong');
  if (expected.unit === given.unit) return mark('number');
  if (!given.unit) return questionNamesUnit(question, expected.unit) ? mark('unit-omitted') : mark('wrong');
  const a = findUnit(given.unit);
  const b = findUnit(expected.unit);
  return a && b && a === b ? mark('number') : mark('wrong');
}

/**
 * Marks `given` against `expected`. `question` is the prompt the student saw: a unit may be left out
 * only when it names that unit.
 */
export function markWritten(given: string, expected: string, question = ''): WrittenMark {
  if (!given.trim()) return mark('empty');
  if (given.trim() === expected.trim()) return mark('exact');

  const expectedNumber = parseNumberAnswer(expected);
  if (expectedNumber) {
    const givenNumber = parseNumberAnswer(given);
    return givenNumber ? markNumber(givenNumber, expectedNumber, question) : mark('wrong');
  }

  const e = answerWords(expected);
  const g = answerWords(given);
  if (e.length === 0) return mark('wrong');
  if (e.join(' ') === g.join(' ')) return mark('lenient');
  // Letters split or joined differently ('carbon dioxide' / 'carbondioxide') read as one.
  if (e.join('') === g.join('') && e.join('').length >= 5) return mark('lenient');
  return oneTypo(g, e) ? mark('typo') : mark('wrong');
}
