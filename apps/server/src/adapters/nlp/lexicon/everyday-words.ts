import { BASIC_VERBS } from './verbs.js';
import { MODALS } from './function-words.js';
import { VAGUE_HEADS } from './head-nouns.js';
import { wordSet } from './word-set.js';
import { readWordGroup } from './word-list.js';

const words = (group: string): readonly string[] => readWordGroup('everyday-words', group);

/**
 * Everyday nouns that are almost never the term a student has to learn: bolding "**government**" or
 * blanking "____ → countries" tells the reader nothing. Singular lemmas; checked against a token's
 * key (its crude singular stem) and lemma. A word the notes define, list as a term or put in a
 * heading is still a term there ("Power: P = I × V"), so callers check that first.
 *
 * Deliberately excludes words that are technical in some subject (energy, force, power, current,
 * cell, demand, supply, price, water, light, heat, pressure, mass, field, charge, money, population).
 */
const GENERIC = new Set(words('generic'));

/**
 * Common words that are sometimes a subject's term but usually just vocabulary: worth bolding only
 * when nothing more specific is in the sentence.
 */
const COMMON = new Set(words('common'));

/** Whether a word is common in everyday English (a term only where nothing more specific is near). */
export function isCommonWord(keyOrLemma: string): boolean {
  return COMMON.has(keyOrLemma) || GENERIC.has(keyOrLemma);
}

/** Whether a (lower-cased) key or lemma is an everyday word rather than a subject term. */
export function isGenericWord(keyOrLemma: string): boolean {
  return GENERIC.has(keyOrLemma);
}

/** Verbs and fillers too common to tell sentences apart. */
export const GENERIC_LEMMAS: ReadonlySet<string> = wordSet(BASIC_VERBS, MODALS, words('generic-lemmas'));

/** Nouns (and quantity words) too general to be anyone's key term; also dropped from topic keys. */
export const GENERIC_NOUNS: ReadonlySet<string> = wordSet(VAGUE_HEADS, words('generic-nouns'));
