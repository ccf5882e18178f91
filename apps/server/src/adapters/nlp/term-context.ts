import type { AnalysedText, Unit } from './analyse.js';
import { isGenericWord } from './lexicon/everyday-words.js';
import type { Salience } from './salience.js';
import { isNounLike, type Token } from './tokens.js';

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

/** The text of tokens a..b (inclusive) of a unit. */
export function spanText(unit: Unit, a: number, b: number): string {
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
