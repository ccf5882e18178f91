import { readWordList } from './word-list.js';

/** Everyday uncountable nouns of GCSE notes that no ending gives away: they take no "a"/"an". */
export const MASS_NOUNS: ReadonlySet<string> = new Set(readWordList('mass-nouns'));
/** Adjectives from names ("Elizabethan", "Marxist", "Soviet"): capitalised, yet no name of their own. */
export const PROPER_ADJECTIVES: ReadonlySet<string> = new Set(readWordList('proper-adjectives'));
