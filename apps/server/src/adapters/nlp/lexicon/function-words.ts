import { wordSet } from './word-set.js';
import { readWordGroup } from './word-list.js';

const words = (group: string): readonly string[] => readWordGroup('function-words', group);

/**
 * Closed-class words: forms of "be", "have" and "do", modals, pronouns, joiners, subordinators and
 * prepositions. Each group is written once; the lists the analysers use are built from them.
 */

export const BE_FORMS: ReadonlySet<string> = wordSet(words('be-forms'));
const HAVE_FORMS = words('have-forms');
const DO_FORMS = words('do-forms');
/** The modals a finite clause most often opens with after a joiner. */
const CORE_MODALS = words('core-modals');
export const MODALS: ReadonlySet<string> = wordSet(CORE_MODALS, words('modals'));

/** Auxiliaries that can open a yes/no question or carry a question's tense. */
export const AUXILIARIES: ReadonlySet<string> = wordSet(BE_FORMS, HAVE_FORMS, MODALS, DO_FORMS, words('auxiliaries'));
/** Finite auxiliaries: after a joiner they start a new clause ("…, and was …"). */
export const FINITE_AUXILIARIES: ReadonlySet<string> = wordSet(BE_FORMS, HAVE_FORMS, CORE_MODALS);

/** Subject pronouns a clause may open with, standing for the sentence's earlier subject. */
export const SUBJECT_PRONOUNS: ReadonlySet<string> = wordSet(words('subject-pronouns'));
/** Conjunctions that join two clauses of one sentence. */
export const JOINERS: ReadonlySet<string> = wordSet(words('joiners'));
/** Words that join two clauses; dropped when the second clause is shown on its own. */
export const CLAUSE_CONNECTIVES: ReadonlySet<string> = wordSet(JOINERS, words('clause-connectives'));
/** Words that open a subordinate clause: a date after one belongs to that clause, not the main verb. */
export const SUBORDINATORS: ReadonlySet<string> = wordSet(words('subordinators'));
/** Openers of a condition clause ("If …, …", "When …, …"). */
export const CONDITION_OPENERS: ReadonlySet<string> = wordSet(words('condition-openers'));

/** Prepositions whose object a "What does X V P?" question can ask for. */
export const PREPOSITIONS: ReadonlySet<string> = wordSet(words('prepositions'));
/** Prepositions of time and place that open an adverbial or a dependent phrase. */
const ADVERBIAL_PREPOSITIONS = words('adverbial-prepositions');
/** Prepositions that open a leading adverbial ("In 1948, …", "After the Second World War, …"). */
export const LEADING_PREPOSITIONS: ReadonlySet<string> = wordSet(ADVERBIAL_PREPOSITIONS, words('leading-prepositions'));
/** Words after which a clause cannot stand alone (subordinators, prepositions, participles). */
export const DEPENDENT_STARTS: ReadonlySet<string> = wordSet(ADVERBIAL_PREPOSITIONS, words('dependent-starts'));
/** Prepositions after which "When …?" is answered by the date phrase; "by 1914" or "after 1918" are not "when". */
export const DATE_PREPOSITIONS: ReadonlySet<string> = wordSet(words('date-prepositions'));
/** Particles of phrasal verbs ("broke down", "set up"). */
export const PARTICLES: ReadonlySet<string> = wordSet(words('particles'));
/** Words that are never names, so never keep a capital inside a question ("Explain why in 1923 ..."). */
export const FUNCTION_WORDS: ReadonlySet<string> = wordSet(words('function-words'));
export const PLACE_PREPOSITIONS: ReadonlySet<string> = wordSet(words('place-prepositions'));
export const QUANTITY_WORDS: ReadonlySet<string> = wordSet(words('quantity-words'));
