import {
  type AnalysedText,
  capitaliseFirst,
  DATE_PREPOSITIONS,
  isVerbLike,
  SUBORDINATORS,
  type Token,
  type Unit,
} from '../../nlp/index.js';
import type { UnitCandidate } from '../candidate.js';
import { clozeFront, invertClause } from '../question-forms.js';
import { startsClause } from './clause-parts.js';

const MONTHS =
  /^(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)$/iu;

/** "On 28 June 1914 ... was assassinated" -> "When was ... assassinated?" / a cloze of the date. */
export function dateCards(u: Unit, analysis: AnalysedText): UnitCandidate[] {
  const dates = findDates(u.tokens);
  if (dates.length !== 1) return [];
  const [from, to] = dates[0] as [number, number];
  const dateText = u.text.slice(u.tokens[from]?.start ?? 0, u.tokens[to]?.end ?? 0);
  const out: UnitCandidate[] = [];
  const prepStart = DATE_PREPOSITIONS.has(u.tokens[from - 1]?.lower ?? '') ? from - 1 : from;
  const inParentheses = u.tokens[prepStart - 1]?.value === '(' && u.tokens[to + 1]?.value === ')';
  // "grown from about 300,000 in 1950 to ...": the date belongs to the figure before it.
  const afterFigure = u.tokens[prepStart - 1]?.type === 'number';
  if (
    !inParentheses &&
    !afterFigure &&
    prepStart !== from &&
    !u.dependsOnContext &&
    dateOfMainClause(u.tokens, prepStart)
  ) {
    // The reason belongs to a "why" card: "When did inflation peak because of ...?" asks two things.
    const reasonAt = u.tokens.findIndex(
      (t, i) => i > to && (t.lower === 'because' || (t.lower === 'due' && u.tokens[i + 1]?.lower === 'to')),
    );
    const remaining = u.tokens.filter((_t, i) => (i < prepStart || i > to) && (reasonAt < 0 || i < reasonAt));
    const front = invertClause('When', remaining, analysis);
    if (front && !/\b(?:1[0-9]|20)\d{2}\b/u.test(front)) {
      const phrase = u.text.slice(u.tokens[prepStart]?.start ?? 0, u.tokens[to]?.end ?? 0);
      out.push({ kind: 'date', front, back: capitaliseFirst(phrase), weight: 1 });
      return out;
    }
  }
  if (u.wordCount >= 5 && u.wordCount <= 45) {
    const start = u.tokens[from]?.start ?? 0;
    const end = u.tokens[to]?.end ?? 0;
    out.push({ kind: 'date', front: clozeFront(u.text, start, end), back: dateText, weight: 0.85 });
  }
  return out;
}

/**
 * Whether a date phrase starting at `at` dates the sentence's main event, so "When ...?" asks about
 * it: not "The Spartacist Uprising in January 1919 was an attempt ..." (the date is inside the
 * subject) nor "... responded with the Berlin Airlift, flying in supplies until the blockade was
 * lifted in May 1949" (the date is in a subordinate or participle clause).
 */
function dateOfMainClause(tokens: Token[], at: number): boolean {
  if (at === 0) return true;
  const firstVerb = tokens.findIndex((t) => isVerbLike(t));
  if (firstVerb < 0 || firstVerb > at) return false;
  // "The play, written around 1606, warns ..." / "Written in 1606, the play ...": the date belongs to
  // a participle clause, not to the main verb.
  const verb = tokens[firstVerb];
  const participle = verb !== undefined && verb.pos !== 'AUX' && /(?:ed|en|wn|ing)$/u.test(verb.lower);
  if (participle && (firstVerb === 0 || tokens[firstVerb - 1]?.value === ',')) {
    const close = tokens.findIndex((t, i) => i > firstVerb && t.value === ',');
    if (close < 0 || close > at) return false;
  }
  for (let i = firstVerb + 1; i < at; i++) {
    const t = tokens[i];
    if (!t) continue;
    if (SUBORDINATORS.has(t.lower)) return false;
    if (t.value === ',' && (/ing$/u.test(tokens[i + 1]?.lower ?? '') || startsClause(tokens, i + 1))) return false;
    if (t.value === ';') return false;
    // "Transport links are improving, for example the Elizabeth line opened in 2022": the date is the
    // example's, not the main clause's.
    const example =
      (['example', 'instance'].includes(t.lower) && tokens[i - 1]?.lower === 'for') ||
      /^e\.?g\.?$/u.test(t.lower) ||
      (t.lower === 'such' && tokens[i + 1]?.lower === 'as');
    if (example) return false;
  }
  return true;
}

/** Token ranges of dates: years (1000–2099, "1920s", "55 BC"), and day–month–year runs. */
export function findDates(tokens: Token[]): [number, number][] {
  const out: [number, number][] = [];
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i];
    if (!t) continue;
    const isYear =
      /^(?:1[0-9]|20)\d{2}s?$/u.test(t.value) ||
      (/^\d{1,4}$/u.test(t.value) && /^(?:bc|bce|ad|ce)$/iu.test(tokens[i + 1]?.value ?? ''));
    // "MAR" and "DEC" in capitals are registers and acronyms, not months.
    const isMonth = MONTHS.test(t.value) && /^\p{Lu}\p{Ll}/u.test(t.value);
    if (!isYear && !isMonth) continue;
    let a = i;
    let b = i;
    // Extend over "28 June 1914", "June 1914", "1914-1918", "1914 to 1918".
    if (isMonth && /^\d{1,2}(?:st|nd|rd|th)?$/u.test(tokens[i - 1]?.value ?? '')) a = i - 1;
    while (b + 1 < tokens.length) {
      const n = tokens[b + 1];
      const nn = tokens[b + 2];
      if (!n) break;
      if (/^(?:1[0-9]|20)\d{2}s?$/u.test(n.value) || MONTHS.test(n.value) || /^(?:bc|bce|ad|ce)$/iu.test(n.value)) b++;
      else if (
        (n.value === '-' || n.value === '–' || n.lower === 'to' || n.lower === 'and') &&
        nn &&
        /^(?:1[0-9]|20)\d{2}$/u.test(nn.value)
      )
        b += 2;
      else break;
    }
    if (isYear && !isMonth && !/^(?:1[0-9]|20)\d{2}s?$/u.test(t.value) && b === i) b = i + 1;
    out.push([a, b]);
    i = b;
  }
  return out;
}
