import type { Unit } from './analyse.js';
import { isCommonWord } from './lexicon/everyday-words.js';
import { MONTH_OR_DAY } from './lexicon/time-words.js';
import { nameSpans, REFERENCE_WORD } from './name-spans.js';
import { isGenericToken, type Span, spanText, type TermContext } from './term-context.js';
import { isNounLike, type Token } from './tokens.js';

// The summariser imports these from here; card code imports them from term-context.ts.
export { isGenericToken, termContext, type Span, type TermContext } from './term-context.js';

/** Units after a number; single letters only in their SI case, so "2015 a magnitude" is no "2015 A". */
const UNIT_AFTER_NUMBER =
  /^(?:%|°[cCfF]|[AVWNJKgmslΩ]|(?:kg|mg|km|cm|mm|nm|ms|hz|khz|mhz|kw|mw|kj|mol|pa|kpa|ml|dm3|cm3|m\/s|mph|years?|million|billion|bn|metres?|meters?|percent|degrees?)$)$/iu;
const SINGLE_LETTER_UNIT = /^[AVWNJKgmslΩ]$/u;

/**
 * Candidate key-term spans in a unit: whole names ("Cuban Missile Crisis", "Treaty of Versailles",
 * "NATO", "Ohm's law"), runs of adjectives and nouns the notes use as terms ("active site",
 * "price elasticity of demand", "osmosis"), and figures with their units ("11.1%", "230 V").
 */
export function keyTermSpans(unit: Unit, ctx: TermContext): Span[] {
  const tokens = unit.tokens;
  const spans: Span[] = [];
  const inName = new Array<boolean>(tokens.length).fill(false);
  for (const s of nameSpans(unit, ctx)) {
    spans.push(s);
    for (let k = s.from; k <= s.to; k++) inName[k] = true;
  }
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
      else if (
        after &&
        UNIT_AFTER_NUMBER.test(after.value) &&
        (after.value.length > 1 || SINGLE_LETTER_UNIT.test(after.value)) &&
        !/^(?:1[0-9]|20)\d{2}$/u.test(t.value)
      )
        j++;
      // Bare small counts ("three", "2 ships") are not worth bolding; years and measured values are.
      const isYear = /^(?:1[0-9]|20)\d{2}s?$/u.test(t.value);
      if ((isYear || j > i || t.type === 'currency') && !inName[i]) {
        spans.push({
          from: i,
          to: j,
          phrase: spanText(unit, i, j).toLowerCase(),
          score: isYear ? 1.05 : 1.25,
          kind: 'figure',
        });
      }
      i = j + 1;
      continue;
    }
    if (!isChunkToken(t) || inName[i]) {
      i++;
      continue;
    }
    let j = i;
    while (j + 1 < tokens.length) {
      const next = tokens[j + 1];
      const after = tokens[j + 2];
      if (!next || inName[j + 1] || looksLikeVerb(tokens, j + 1)) break;
      if (isChunkToken(next)) j++;
      else if (
        (next.value === '-' || next.value === "'s") &&
        next.start === tokens[j]?.end &&
        after &&
        (isChunkToken(after) || (next.value === '-' && after.type === 'word' && after.start === next.end)) &&
        !inName[j + 2]
      )
        j += next.value === '-' ? 2 : 1;
      else break;
    }
    // "price elasticity of demand", "rate of reaction": an "of" complement when the notes repeat the whole.
    let k = j;
    if (tokens[j + 1]?.lower === 'of') {
      let m = j + 2;
      if (['the', 'a', 'an'].includes(tokens[m]?.lower ?? '')) m++;
      const start = m;
      while (
        m < tokens.length &&
        m - start < 3 &&
        isChunkToken(tokens[m] as Token) &&
        !inName[m] &&
        !looksLikeVerb(tokens, m)
      )
        m++;
      if (m > start && isNounLike(tokens[m - 1] as Token)) k = m - 1;
    }
    for (let a = i; a <= j; a++) {
      for (let b = a; b <= Math.min(j, a + 3); b++) {
        const first = tokens[a];
        const last = tokens[b];
        if (!first || !last || !isNounLike(last) || first.value === '-' || last.value === '-') continue;
        spans.push(scoreSpan(unit, a, b, ctx, false));
      }
      if (k > j && k - a <= 7) spans.push(scoreSpan(unit, a, k, ctx, true));
    }
    i = j + 1;
  }
  // Never bold half of "cost-push" or "firms'": the markup would split a word. Nor "Sc" in "Act 3 Sc 1".
  return spans.filter(
    (s) =>
      s.score > 0 &&
      !attached(tokens[s.from - 1], tokens[s.from]) &&
      !attached(tokens[s.to], tokens[s.to + 1]) &&
      !(REFERENCE_WORD.test(tokens[s.to]?.value ?? '') && tokens[s.to + 1]?.type === 'number'),
  );
}

/** Two tokens written without a space, where neither is punctuation that may touch a word ("cell," "(DNA"). */
export function attached(left: Token | undefined, right: Token | undefined): boolean {
  if (!left || !right || left.end !== right.start) return false;
  return !/^[,.;:!?)\]}"”]/u.test(right.value) && !/[([{"“]$/u.test(left.value);
}

function isChunkToken(t: Token): boolean {
  return (
    (isNounLike(t) || t.pos === 'ADJ') &&
    t.type === 'word' &&
    /\p{L}{2}/u.test(t.value) &&
    !t.stop &&
    !MONTH_OR_DAY.test(t.value)
  );
}

/**
 * The lite model tags some present-tense verbs as nouns ("Protease breaks down", "The government
 * taxes goods"): a plural-looking word straight after a noun and before a particle, article or noun,
 * or straight after "that"/"which"/"who" ("the energy that travels outwards").
 */
function looksLikeVerb(tokens: Token[], i: number): boolean {
  const t = tokens[i];
  const prev = tokens[i - 1];
  const next = tokens[i + 1];
  // "… the energy that travels outwards": after a relative pronoun an -s word is the clause's verb.
  if (t?.pos === 'NOUN' && /\p{Ll}s$/u.test(t.value) && ['that', 'which', 'who'].includes(prev?.lower ?? ''))
    return next === undefined || !isNounLike(next);
  return (
    t !== undefined &&
    t.pos === 'NOUN' &&
    /\p{Ll}s$/u.test(t.value) &&
    prev !== undefined &&
    isNounLike(prev) &&
    next !== undefined &&
    (['DET', 'PRON', 'ADV'].includes(next.pos) || ['down', 'up', 'out', 'off', 'into', 'on'].includes(next.lower))
  );
}

function scoreSpan(unit: Unit, a: number, b: number, ctx: TermContext, withComplement: boolean): Span {
  const tokens = unit.tokens;
  const phrase = spanText(unit, a, b).toLowerCase();
  const span: Span = { from: a, to: b, phrase, score: 0, kind: 'term' };
  const words = tokens.slice(a, b + 1).filter((t) => t.type === 'word' && t.lower !== 'of' && !t.stop);
  // "amino **acids**": half of a compound noun is not the term.
  const before = tokens[a - 1];
  // (A repeated phrase may keep a modifier outside: "hydrogen **fuel cell**".)
  const repeats = b > a ? ctx.occurrences(phrase) : 0;
  const modified = before !== undefined && isChunkToken(before) && isNounLike(before);
  if (modified && before.end + 1 >= (tokens[a]?.start ?? 0) && repeats < 2) return span;
  // "**overall energy** change", "**hydrogen** fuel cell": nor the front half.
  const after = tokens[b + 1];
  if (after && isChunkToken(after) && isNounLike(after) && !looksLikeVerb(tokens, b + 1)) return span;
  if (words.every((t) => isGenericToken(t, ctx) || t.pos === 'ADJ')) return span;
  let score = 0;
  for (const t of words) {
    const w = isGenericToken(t, ctx) ? 0 : ctx.salience.keyWeight(t.key);
    score += t.pos === 'ADJ' ? w * 0.5 : w;
  }
  if (words.length === 1) {
    const t = words[0] as Token;
    if (t.pos === 'ADJ' || looksLikeVerb(tokens, a)) return span;
    span.defined = ctx.singleTerms.has(t.key);
    // A lone word is a weaker term than a name or a phrase; an everyday word ("temperature",
    // "reactions") or the topic word itself is worth bolding only when nothing better is there.
    score *= 0.8;
    if (isCommonWord(t.key) && !ctx.termKeys.has(t.key)) score = Math.min(1.4, score * 0.5);
    else if (ctx.salience.focusKeys.has(t.key) && !ctx.termKeys.has(t.key)) score *= 0.6;
    // "amino **acids**", "fatty **acids**": probably half of a compound term.
    if (before && isChunkToken(before) && before.pos === 'ADJ' && before.end + 1 >= (tokens[a]?.start ?? 0))
      score *= 0.6;
    span.score = score;
    return span;
  }
  // A phrase is only a term if the notes use it as one: written more than once, or defined.
  // "endothermic reaction" beside a defined "exothermic reaction": the other half of a contrast.
  const head = words[words.length - 1];
  const defined =
    words.every((t) => ctx.termKeys.has(t.key)) ||
    (head !== undefined && ctx.termHeads.has(head.key) && words.length <= 3 && a <= 1);
  if (repeats >= 2) score = score * 1.2 + 0.5;
  else if (defined && !withComplement) score *= 1.1;
  else return span;
  span.score = score;
  return span;
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
  const singular = (p: string): string => p.replace(/(?<=\p{L}{3})(?:es|s)\b/gu, '');
  const ranked = spans
    .map((s) => ({
      ...s,
      // Each term is bolded where it first matters, not in every point.
      score: usedBefore.some((u) => u === s.phrase || singular(u).includes(singular(s.phrase)))
        ? Math.min(0.99, s.score * 0.2)
        : s.score,
    }))
    // Measured values ("37 °C", "11.1%") are facts to spot whatever the terms around them score.
    .filter((s) => s.score >= minScore || (s.kind === 'figure' && s.score >= 1.2))
    .sort((x, y) => y.score - x.score || y.to - y.from - (x.to - x.from));
  for (const s of ranked) {
    if (chosen.length >= max) break;
    // A second bold in the same point only for a real term: not a passing name ("Fulton") or an
    // ordinary noun the notes happen to repeat ("cliff", "beach").
    if (chosen.length > 0 && (s.score < 1.5 || (s.kind === 'term' && s.from === s.to && !s.defined))) continue;
    // Overlapping or touching spans would read as one broken term: "**carbon** **dioxide**".
    if (chosen.some((c) => s.from <= c.to + 1 && c.from <= s.to + 1)) continue;
    if (chosen.some((c) => c.phrase.includes(s.phrase) || s.phrase.includes(c.phrase))) continue;
    // A figure only when the point has no term to show: "**NATO** was formed in **1949**" is noise.
    if (s.kind === 'figure' && chosen.some((c) => c.kind !== 'figure')) continue;
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
