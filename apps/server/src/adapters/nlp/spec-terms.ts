import { isCommonWord } from './lexicon/everyday-words.js';
import { FUNCTION_WORDS, PARTICLES, PREPOSITIONS } from './lexicon/function-words.js';
import { stem } from './tokens.js';
import { readWordList, wordListNames } from './lexicon/word-list.js';

/**
 * Terms of the GCSE and A-level specifications, one data file per subject (data/spec-terms/). They
 * are outside knowledge of what an examiner marks: a sentence that uses "plasmolysis", "Schlieffen
 * Plan" or "price elasticity of demand" is likelier to hold a key fact than "Europe was split into
 * two armed camps", which the notes' own word statistics cannot tell apart. See docs/summariser.md.
 */
function subjectTermLists(): string[][] {
  return wordListNames('spec-terms').map(readWordList);
}

/** Longest term, in words: the scan looks no further ahead than this. */
const MAX_TERM_WORDS = 8;

/** Words folded as the notes' words are: lower case, a plural "-s"/"-ies" taken off. */
export function termWords(text: string): string[] {
  return (text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).map(stem);
}

interface TermIndex {
  /** One-word terms the glossary writes in lower case ("sibilance", "osmosis"): common nouns, not names. */
  lowerWords: Set<string>;
  /** Terms by their first word, longest first, each as its folded words joined by spaces. */
  byFirst: Map<string, { words: string[]; term: string }[]>;
  /**
   * One-word acronyms, matched only as written: "PRICE" (rest, ice, compression, elevation) and
   * "SMART" targets are terms, "price" and "smart" are everyday words.
   */
  acronyms: Set<string>;
}

let index: TermIndex | undefined;

/**
 * Built on first use (about 20,000 terms, a few milliseconds). One index over every subject: a
 * student's "Combined Science" or "RE" need no mapping, and the union finds the key facts as well as
 * the subject's own list.
 */
function termIndex(): TermIndex {
  if (index) return index;
  const byFirst = new Map<string, { words: string[]; term: string }[]>();
  const acronyms = new Set<string>();
  const lowerWords = new Set<string>();
  const seen = new Set<string>();
  for (const terms of subjectTermLists()) {
    for (const text of terms) {
      if (ACRONYM.test(text)) {
        acronyms.add(text);
        continue;
      }
      if (/^\p{Ll}+$/u.test(text)) lowerWords.add(text);
      const words = termWords(text);
      const term = words.join(' ');
      if (words.length === 0 || words.length > MAX_TERM_WORDS || seen.has(term) || everydayWord(words)) continue;
      seen.add(term);
      const first = words[0] as string;
      const list = byFirst.get(first) ?? [];
      list.push({ words, term });
      byFirst.set(first, list);
    }
  }
  for (const list of byFirst.values()) list.sort((a, b) => b.words.length - a.words.length);
  index = { byFirst, acronyms, lowerWords };
  return index;
}

/**
 * A one-word term that is also an English function or everyday word ("in" and "aber" from German
 * grammar, "base", "bay"): with every subject in one index it would match sentences of any subject.
 */
function everydayWord(words: string[]): boolean {
  const [word] = words;
  return (
    words.length === 1 &&
    word !== undefined &&
    (word.length <= 2 ||
      FUNCTION_WORDS.has(word) ||
      PREPOSITIONS.has(word) ||
      PARTICLES.has(word) ||
      isCommonWord(word))
  );
}

/** Whether the glossary writes this one word in lower case: a term such as "sibilance", not a name. */
export function isLowerCaseTerm(word: string): boolean {
  return termIndex().lowerWords.has(word);
}

const ACRONYM = /^[\p{Lu}\d]*\p{Lu}[\p{Lu}\d]*$/u;

/**
 * The distinct specification terms a text uses, longest match first ("price elasticity of demand",
 * not also "demand"), as their folded words joined by spaces. Linear in the text's words.
 */
export function specTermsIn(text: string): string[] {
  const { byFirst, acronyms } = termIndex();
  const found = new Set<string>();
  for (const word of text.match(/[\p{L}\p{N}]+/gu) ?? []) if (acronyms.has(word)) found.add(word.toLowerCase());
  const words = termWords(text);
  for (let i = 0; i < words.length; i++) {
    const candidates = byFirst.get(words[i] as string);
    if (!candidates) continue;
    const match = candidates.find((c) => c.words.every((w, k) => words[i + k] === w));
    if (!match) continue;
    found.add(match.term);
    i += match.words.length - 1;
  }
  return [...found];
}
