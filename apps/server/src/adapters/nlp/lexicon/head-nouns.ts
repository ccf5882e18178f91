import { wordSet } from './word-set.js';
import { readWordGroup } from './word-list.js';

const words = (group: string): readonly string[] => readWordGroup('head-nouns', group);

/** Heads of scientific and economic names that are both an event-like name and an eponym's. */
const THEORY_HEADS = words('theory-heads');

/** Heads of names worth learning as a whole: treaties, plans, crises, acts, laws, institutions. */
export const EVENT_HEADS: ReadonlySet<string> = wordSet(THEORY_HEADS, words('event-heads'));
/** "Ohm's law", "Hooke's law", "Pythagoras' theorem": a name that owns a law is one term. */
export const EPONYM_HEADS: ReadonlySet<string> = wordSet(THEORY_HEADS, words('eponym-heads'));
/** Heads of names that take a number ("Article 48", "Apollo 11"). */
export const NUMBERED_NAMES: ReadonlySet<string> = wordSet(words('numbered-names'));
/** Vague nouns and ordinals: never a key term (GENERIC_NOUNS) and never a head on their own. */
export const VAGUE_HEADS: readonly string[] = words('vague-heads');
/** Heads that only make sense with a complement ("the first stage" of what?). */
export const RELATIONAL_HEADS: ReadonlySet<string> = wordSet(VAGUE_HEADS, words('relational-heads'));
/** Plural heads that announce a list: "The three types of rock are ...". */
export const LIST_HEADS: ReadonlySet<string> = wordSet(words('list-heads'));
/** Nouns for a person's role: a capitalised subject defined by one ("X was a German physicist") is a "who". */
export const PERSON_NOUNS: ReadonlySet<string> = wordSet(words('person-nouns'));
