import type { Unit } from './analyse.js';
import { COMMON_ACRONYMS } from './lexicon/abbreviations.js';
import { EPONYM_HEADS, EVENT_HEADS, NUMBERED_NAMES } from './lexicon/head-nouns.js';
import { DIRECTIONS, isPlaceName } from './lexicon/places.js';
import { MONTH_OR_DAY } from './lexicon/time-words.js';
import { isGenericToken, type Span, spanText, type TermContext } from './term-context.js';
import type { Token } from './tokens.js';
import { isKnownWord } from './wink.js';

const ROMAN = /^(?:I{1,3}|IV|VI{0,3}|IX|X{1,2})$/u;
const OPENERS = new Set(['"', '“', '‘', "'", '(', '[', ':', ';', '—', '–', '-']);

/** Whether tokens[i] starts a sentence, a quotation, a bracket or the text after a colon. */
function startsPhrase(tokens: Token[], i: number): boolean {
  const prev = tokens[i - 1];
  return i === 0 || prev === undefined || OPENERS.has(prev.value) || /^[.!?]$/u.test(prev.value);
}

function isAcronym(t: Token): boolean {
  return /^\p{Lu}[\p{Lu}\d]{1,7}s?$/u.test(t.value) && (t.value.match(/\p{Lu}/gu)?.length ?? 0) >= 2;
}

function isCapitalised(t: Token | undefined): t is Token {
  return t !== undefined && t.type === 'word' && /^\p{Lu}/u.test(t.value) && /\p{L}/u.test(t.value.slice(1) || 'x');
}

export const REFERENCE_WORD =
  /^(?:Act|Sc|Scene|Chapter|Ch|Stave|Stanza|Line|Lines|Fig|Figure|Page|Para|Part|Book|Verse)$/u;

/** A capitalised word that belongs to a name: "Truman", "Doctrine", "Cuban", "NATO" — not "The", "October". */
function isNameWord(tokens: Token[], i: number, ctx: TermContext, inRun: boolean): boolean {
  const t = tokens[i];
  if (!isCapitalised(t) || MONTH_OR_DAY.test(t.value) || t.value === 'I') return false;
  // "Act 2 Sc 2", "Chapter 4", "Fig. 3": a reference to the text, not a name.
  if (REFERENCE_WORD.test(t.value) && tokens[i + 1]?.type === 'number') return false;
  // "lead(II) bromide", "Henry VIII" without "Henry": a Roman numeral only ends a name, never starts one.
  if (!inRun && ROMAN.test(t.value)) return false;
  if (isAcronym(t)) return true;
  if (t.stop || ['DET', 'ADP', 'PRON', 'CCONJ', 'SCONJ', 'AUX', 'PART', 'ADV'].includes(t.pos)) return false;
  if (inRun || !startsPhrase(tokens, i)) return true;
  // Sentence-initial: a name only if the notes never write it in lower case and it reads like one.
  if (ctx.lowerKeys.has(t.key) || ctx.lowerKeys.has(t.lower)) return false;
  const next = tokens[i + 1];
  if (next && !startsPhrase(tokens, i + 1) && isCapitalised(next) && !MONTH_OR_DAY.test(next.value) && !next.stop)
    return true;
  return ctx.capitalisedWords.has(t.lower) || !isKnownWord(t.lower);
}

/** Maximal runs of name words, with "of"/"for"/"of the", hyphens and a trailing Roman numeral. */
export function nameSpans(unit: Unit, ctx: TermContext): Span[] {
  const tokens = unit.tokens;
  const out: Span[] = [];
  let i = 0;
  while (i < tokens.length) {
    if (!isNameWord(tokens, i, ctx, false)) {
      i++;
      continue;
    }
    let j = i;
    for (;;) {
      const next = tokens[j + 1];
      if (!next) break;
      if (isNameWord(tokens, j + 1, ctx, true) && next.start > (tokens[j]?.end ?? 0) - 1) {
        j++;
        continue;
      }
      // "Austria-Hungary", "Indo-Australian"
      if (next.value === '-' && next.start === tokens[j]?.end && isNameWord(tokens, j + 2, ctx, true)) {
        j += 2;
        continue;
      }
      // "Treaty of Versailles", "League of German Maidens", "Office for National Statistics", "Bank of England"
      if (next.lower === 'of' || next.lower === 'for') {
        const k = tokens[j + 2]?.lower === 'the' ? j + 3 : j + 2;
        if (isNameWord(tokens, k, ctx, true) && !isAcronym(tokens[k] as Token)) {
          j = k;
          continue;
        }
      }
      break;
    }
    // "King James I", "Wilhelm II"; "Article 48".
    const after = tokens[j + 1];
    if (after && ROMAN.test(after.value) && (after.value !== 'I' || j > i) && after.type === 'word') j++;
    else if (after && after.type === 'number' && j === i && NUMBERED_NAMES.has(tokens[i]?.lower ?? '')) j++;
    // "Ohm's law", "Pythagoras' theorem".
    let end = j;
    const poss = tokens[j + 1];
    const head = tokens[j + 2];
    if (poss && (poss.value === "'s" || poss.value === "'") && head && EPONYM_HEADS.has(head.lower)) end = j + 2;
    // A name run that swallowed a sentence-initial common word: "Enzymes" alone is not a name.
    out.push(scoreName(unit, i, end, ctx));
    i = end + 1;
  }
  return out.filter((s) => s.score > 0);
}

function scoreName(unit: Unit, a: number, b: number, ctx: TermContext): Span {
  const tokens = unit.tokens.slice(a, b + 1);
  const phrase = spanText(unit, a, b).toLowerCase();
  const words = tokens.filter((t) => isCapitalised(t));
  const headWord = [...tokens].reverse().find((t) => t.type === 'word' && !ROMAN.test(t.value));
  const head = headWord?.lower ?? '';
  let score: number;
  if (NUMBERED_NAMES.has(tokens[0]?.lower ?? '') && tokens.some((t) => t.type === 'number')) score = 2.6;
  else if (EPONYM_HEADS.has(head) && tokens.some((t) => t.value === "'s" || t.value === "'")) score = 3.4;
  else if (words.length >= 2) {
    score = 3;
    if (EVENT_HEADS.has(head)) score = 3.6;
    else if (DIRECTIONS.has(words[0]?.lower ?? '')) score = 1.5;
    // "Missile Crisis" twice, "Berlin Airlift": a repeated name is one the notes are about.
    if (ctx.occurrences(phrase) >= 2) score += 0.2;
  } else {
    const t = tokens[0] as Token;
    if (isAcronym(t)) score = COMMON_ACRONYMS.has(t.value) ? 0.9 : 2.2;
    // "American loans", "Nazi propaganda": a lone demonym is an adjective, not the term.
    else if (isGenericToken(t, ctx) || DIRECTIONS.has(t.lower) || t.pos === 'ADJ' || modifiesNoun(unit, b)) score = 0;
    else if (isPlaceName(t.lower) || isListedExample(unit, a)) score = 0.9;
    else score = Math.max(1.2, Math.min(2.2, ctx.salience.keyWeight(t.key)));
  }
  // "the Austro-Hungarian throne", "the Indo-Australian plate": a demonym describing the noun after it.
  if (modifiesNoun(unit, b)) score = 0;
  return { from: a, to: b, phrase, score, kind: 'name' };
}

/**
 * "cities such as Manchester and Liverpool", "including Nile and Amazon": a lone name given as one
 * of a list of examples illustrates the point rather than being its term.
 */
function isListedExample(unit: Unit, at: number): boolean {
  for (let i = at - 1; i >= 0 && i >= at - 12; i--) {
    const t = unit.tokens[i] as Token;
    if (t.lower === 'including' || t.lower === 'like' || t.lower === 'e.g.') return true;
    if (t.lower === 'as' && unit.tokens[i - 1]?.lower === 'such') return true;
    const inList = /^\p{Lu}/u.test(t.value) || t.value === ',' || t.lower === 'and' || t.lower === 'or';
    if (!inList) return false;
  }
  return false;
}

/** "American loans", "Jewish shops": a capitalised word used as a modifier of the next noun. */
function modifiesNoun(unit: Unit, at: number): boolean {
  const t = unit.tokens[at];
  const next = unit.tokens[at + 1];
  return (
    t !== undefined &&
    next !== undefined &&
    next.start === t.end + 1 &&
    next.value === next.lower &&
    (next.pos === 'NOUN' || next.pos === 'ADJ') &&
    /(?:an|ian|ish|ese|ic|i)$/u.test(t.lower)
  );
}
