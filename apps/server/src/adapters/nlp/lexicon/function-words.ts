import { wordSet } from './word-set.js';

/**
 * Closed-class words: forms of "be", "have" and "do", modals, pronouns, joiners, subordinators and
 * prepositions. Each group is written once; the lists the analysers use are built from them.
 */

export const BE_FORMS: ReadonlySet<string> = wordSet(['is', 'are', 'was', 'were']);
const HAVE_FORMS = ['has', 'have', 'had'];
const DO_FORMS = ['does', 'do', 'did'];
/** The modals a finite clause most often opens with after a joiner. */
const CORE_MODALS = ['can', 'could', 'will', 'may'];
export const MODALS: ReadonlySet<string> = wordSet(CORE_MODALS, ['would', 'should', 'might', 'must']);

/** Auxiliaries that can open a yes/no question or carry a question's tense. */
export const AUXILIARIES: ReadonlySet<string> = wordSet(BE_FORMS, HAVE_FORMS, MODALS, DO_FORMS, ['shall']);
/** Finite auxiliaries: after a joiner they start a new clause ("…, and was …"). */
export const FINITE_AUXILIARIES: ReadonlySet<string> = wordSet(BE_FORMS, HAVE_FORMS, CORE_MODALS);

/** Subject pronouns a clause may open with, standing for the sentence's earlier subject. */
export const SUBJECT_PRONOUNS: ReadonlySet<string> = wordSet(['it', 'they', 'he', 'she']);
/** Conjunctions that join two clauses of one sentence. */
export const JOINERS: ReadonlySet<string> = wordSet(['and', 'but', 'while', 'whereas', 'yet', 'so', 'although']);
/** Words that join two clauses; dropped when the second clause is shown on its own. */
export const CLAUSE_CONNECTIVES: ReadonlySet<string> = wordSet(JOINERS, ['though', 'however']);
/** Words that open a subordinate clause: a date after one belongs to that clause, not the main verb. */
export const SUBORDINATORS: ReadonlySet<string> = wordSet([
  'that',
  'which',
  'who',
  'whom',
  'until',
  'till',
  'when',
  'after',
  'before',
  'while',
  'since',
  'where',
  'whereas',
  'although',
  'though',
  'if',
  'unless',
  'once',
]);
/** Openers of a condition clause ("If …, …", "When …, …"). */
export const CONDITION_OPENERS: ReadonlySet<string> = wordSet(['if', 'when', 'whenever', 'once', 'unless']);

/** Prepositions whose object a "What does X V P?" question can ask for. */
export const PREPOSITIONS: ReadonlySet<string> = wordSet([
  'on',
  'in',
  'into',
  'to',
  'from',
  'with',
  'for',
  'at',
  'as',
  'through',
  'against',
  'towards',
  'about',
  'across',
  'onto',
  'upon',
]);
/** Prepositions of time and place that open an adverbial or a dependent phrase. */
const ADVERBIAL_PREPOSITIONS = ['in', 'on', 'at', 'after', 'before', 'during', 'by', 'from', 'until'];
/** Prepositions that open a leading adverbial ("In 1948, …", "After the Second World War, …"). */
export const LEADING_PREPOSITIONS: ReadonlySet<string> = wordSet(ADVERBIAL_PREPOSITIONS, ['following']);
/** Words after which a clause cannot stand alone (subordinators, prepositions, participles). */
export const DEPENDENT_STARTS: ReadonlySet<string> = wordSet(ADVERBIAL_PREPOSITIONS, [
  'which',
  'who',
  'whom',
  'whose',
  'where',
  'when',
  'because',
  'as',
  'if',
  'unless',
  'since',
  'that',
  'than',
  'to',
  'showing',
  'suggesting',
  'meaning',
  'making',
  'trying',
  'leading',
  'causing',
  'giving',
  'using',
  'with',
  'without',
  'for',
  'e.g.',
  'e.g',
  'i.e.',
  'i.e',
  'for example',
  'such',
]);
/** Prepositions after which "When …?" is answered by the date phrase; "by 1914" or "after 1918" are not "when". */
export const DATE_PREPOSITIONS: ReadonlySet<string> = wordSet([
  'in',
  'on',
  'during',
  'from',
  'between',
  'around',
  'c.',
  'circa',
]);
/** Particles of phrasal verbs ("broke down", "set up"). */
export const PARTICLES: ReadonlySet<string> = wordSet(['down', 'up', 'out', 'off', 'in', 'on']);
/** Words that are never names, so never keep a capital inside a question ("Explain why in 1923 ..."). */
export const FUNCTION_WORDS: ReadonlySet<string> = wordSet([
  'the',
  'a',
  'an',
  'in',
  'on',
  'at',
  'by',
  'for',
  'from',
  'with',
  'after',
  'before',
  'during',
  'when',
  'while',
  'although',
  'as',
  'if',
  'since',
  'this',
  'these',
  'those',
  'some',
  'many',
  'most',
  'all',
  'each',
  'both',
  'every',
  'under',
  'between',
  'following',
]);
