import type { AnalysedText, Unit } from './analyse.js';
import { isCommonWord, isGenericWord, isPlaceName } from './generic-words.js';
import type { Salience } from './salience.js';
import { isNounLike, type Token } from './tokens.js';
import { isKnownWord } from './wink.js';

export interface Span {
  from: number;
  to: number;
  /** Lower-cased text, to avoid bolding the same term in every point. */
  phrase: string;
  score: number;
  /** name: "Cuban Missile Crisis", "NATO"; term: "active site", "osmosis"; figure: "11.1%", "1962". */
  kind?: 'name' | 'term' | 'figure';
  /** The notes define or list this term ("Osmosis is ...", "Militarism: ..."). */
  defined?: boolean;
}

/** What key-term spotting needs to know about the whole of the notes, computed once per text. */
export interface TermContext {
  salience: Salience;
  /** The notes' units, headings and topic, lower-cased: a phrase written twice is a term. */
  docLower: string;
  /** Stems the notes write in lower case somewhere: "Enzymes" at a sentence start is not a name. */
  lowerKeys: Set<string>;
  capitalisedWords: Set<string>;
  /** Stems of the terms the notes define or list ("Osmosis is ...", "Militarism: ..."). */
  termKeys: Set<string>;
  /** Head nouns of defined multi-word terms: "reaction" of "exothermic reaction". */
  termHeads: Set<string>;
  /** Defined terms of one word: "osmosis", "militarism". */
  singleTerms: Set<string>;
  /** How often a phrase occurs in docLower (memoised). */
  occurrences(phrase: string): number;
}

/** Units after a number; single letters only in their SI case, so "2015 a magnitude" is no "2015 A". */
const UNIT_AFTER_NUMBER =
  /^(?:%|°[cCfF]|[AVWNJKgmslΩ]|(?:kg|mg|km|cm|mm|nm|ms|hz|khz|mhz|kw|mw|kj|mol|pa|kpa|ml|dm3|cm3|m\/s|mph|years?|million|billion|bn|metres?|meters?|percent|degrees?)$)$/iu;
const SINGLE_LETTER_UNIT = /^[AVWNJKgmslΩ]$/u;
const MONTH_OR_DAY =
  /^(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?|monday|tuesday|wednesday|thursday|friday|saturday|sunday)$/iu;
const ROMAN = /^(?:I{1,3}|IV|VI{0,3}|IX|X{1,2})$/u;
/** Heads of names worth learning as a whole: treaties, plans, crises, acts, laws, institutions. */
const EVENT_HEADS = new Set([
  'doctrine',
  'plan',
  'crisis',
  'treaty',
  'pact',
  'act',
  'acts',
  'law',
  'laws',
  'airlift',
  'blockade',
  'putsch',
  'uprising',
  'revolution',
  'rebellion',
  'rising',
  'war',
  'wars',
  'conference',
  'agreement',
  'accord',
  'alliance',
  'entente',
  'league',
  'party',
  'committee',
  'index',
  'bank',
  'ministry',
  'office',
  'constitution',
  'republic',
  'clause',
  'youth',
  'movement',
  'union',
  'organisation',
  'organization',
  'nations',
  'council',
  'court',
  'parliament',
  'protocol',
  'declaration',
  'charter',
  'convention',
  'summit',
  'campaign',
  'offensive',
  'battle',
  'siege',
  'crash',
  'depression',
  'reform',
  'reforms',
  'bill',
  'deal',
  'programme',
  'scheme',
  'policy',
  'model',
  'theory',
  'effect',
  'principle',
  'cycle',
  'curve',
  'service',
  'front',
  'wall',
  'curtain',
  'tax',
  'system',
  'reformation',
  'empire',
  'dynasty',
  'era',
  'age',
]);
/** "Western Europe", "West Berlin": places, worth less than the events that happened there. */
const DIRECTIONS = new Set([
  'north',
  'south',
  'east',
  'west',
  'northern',
  'southern',
  'eastern',
  'western',
  'central',
  'north-west',
  'north-east',
  'south-west',
  'south-east',
]);
/** Well-known country abbreviations: names, but rarely what a point is about. */
const COMMON_ACRONYMS = new Set(['UK', 'US', 'USA', 'EU', 'UN', 'GB', 'USSR', 'NHS']);
/** "Ohm's law", "Hooke's law", "Pythagoras' theorem": a name that owns a law is one term. */
const EPONYM_HEADS = new Set([
  'law',
  'laws',
  'theorem',
  'principle',
  'rule',
  'model',
  'hypothesis',
  'constant',
  'equation',
  'experiment',
  'effect',
  'theory',
  'cycle',
  'test',
  'scale',
  'method',
  'paradox',
  'reagent',
  'solution',
]);
const NUMBERED_NAMES = new Set(['article', 'clause', 'section', 'chapter', 'amendment', 'apollo']);
const OPENERS = new Set(['"', '“', '‘', "'", '(', '[', ':', ';', '—', '–', '-']);

export function termContext(analysis: AnalysedText, salience: Salience, topic?: string): TermContext {
  const docLower = [...analysis.units.map((u) => u.text), ...analysis.headings, topic ?? ''].join(' \n ').toLowerCase();
  const lowerKeys = new Set<string>();
  const termKeys = new Set<string>();
  const termHeads = new Set<string>();
  const singleTerms = new Set<string>();
  for (const u of analysis.units) {
    for (const t of u.tokens) if (t.type === 'word' && t.value === t.lower) lowerKeys.add(t.key);
    const d = u.definition;
    if (d && d.form !== 'name' && !d.listSubject && d.subjectTo - d.subjectFrom < 6 && !/\band\b/iu.test(d.subject)) {
      const words = u.tokens.slice(d.subjectFrom, d.subjectTo + 1).filter((t) => !t.stop && t.type === 'word');
      for (const t of words) termKeys.add(t.key);
      if (words.length === 1 && words[0]) singleTerms.add(words[0].key);
      const head = words[words.length - 1];
      if (head && words.length >= 2 && isNounLike(head)) termHeads.add(head.key);
    }
    if (d && d.form === 'name')
      for (const t of u.tokens.slice(d.predicateFrom, d.predicateFrom + 6)) if (!t.stop) termKeys.add(t.key);
    if (u.term) {
      const words = u.tokens.slice(0, u.term.termTo + 1).filter((t) => !t.stop && t.type === 'word');
      for (const t of words) termKeys.add(t.key);
      if (words.length === 1 && words[0]) singleTerms.add(words[0].key);
    }
  }
  const counted = new Map<string, number>();
  const occurrences = (phrase: string): number => {
    let n = counted.get(phrase);
    if (n === undefined) {
      n = countOccurrences(docLower, phrase);
      counted.set(phrase, n);
    }
    return n;
  };
  return {
    salience,
    docLower,
    lowerKeys,
    capitalisedWords: analysis.capitalisedWords,
    termKeys,
    termHeads,
    singleTerms,
    occurrences,
  };
}

/** An everyday word ("countries", "government") the notes do not treat as a term. */
export function isGenericToken(t: Token, ctx: TermContext): boolean {
  if (ctx.termKeys.has(t.key)) return false;
  return isGenericWord(t.key) || isGenericWord(t.lemma) || isGenericWord(t.lower);
}

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
          phrase: slice(unit, i, j).toLowerCase(),
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
  // Never bold half of "cost-push" or "firms'": the markup would split a word.
  return spans.filter(
    (s) => s.score > 0 && !attached(tokens[s.from - 1], tokens[s.from]) && !attached(tokens[s.to], tokens[s.to + 1]),
  );
}

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

/** A capitalised word that belongs to a name: "Truman", "Doctrine", "Cuban", "NATO" — not "The", "October". */
function isNameWord(tokens: Token[], i: number, ctx: TermContext, inRun: boolean): boolean {
  const t = tokens[i];
  if (!isCapitalised(t) || MONTH_OR_DAY.test(t.value) || t.value === 'I') return false;
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
function nameSpans(unit: Unit, ctx: TermContext): Span[] {
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
  const phrase = slice(unit, a, b).toLowerCase();
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
 * taxes goods"): a plural-looking word straight after a noun and before a particle, article or noun.
 */
function looksLikeVerb(tokens: Token[], i: number): boolean {
  const t = tokens[i];
  const prev = tokens[i - 1];
  const next = tokens[i + 1];
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
  const phrase = slice(unit, a, b).toLowerCase();
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

function slice(unit: Unit, a: number, b: number): string {
  return unit.text.slice(unit.tokens[a]?.start ?? 0, unit.tokens[b]?.end ?? 0);
}

function countOccurrences(haystack: string, needle: string): number {
  if (!needle) return 0;
  let count = 0;
  let at = haystack.indexOf(needle);
  while (at >= 0) {
    const before = haystack.charAt(at - 1);
    const after = haystack.charAt(at + needle.length);
    // Whole words only, though a plural "s" may follow: "enzyme" in "enzymes", not "ion" in "erosion".
    if (
      !/[\p{L}\d]/u.test(before) &&
      (!/[\p{L}\d]/u.test(after) || (after === 's' && !/[\p{L}]/u.test(haystack.charAt(at + needle.length + 1))))
    )
      count++;
    at = haystack.indexOf(needle, at + needle.length);
  }
  return count;
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
