import { wordSet } from './word-set.js';

/** Pronouns, determiners and adverbs that point back to something said before. */
const REFERRING_PRONOUNS = ['it', 'its', 'they', 'their', 'this', 'these', 'those', 'he', 'she', 'his', 'her'];
const REFERRING_WORDS = [...REFERRING_PRONOUNS, 'that', 'however', 'also', 'here', 'there', 'such', 'both', 'another'];

/** Sentence openers that lean on the previous sentence ("This …", "However, …"). */
export const CONTEXT_STARTS: ReadonlySet<string> = wordSet(REFERRING_WORDS, [
  'them',
  'therefore',
  'thus',
  'hence',
  'so',
  'then',
  'furthermore',
  'moreover',
  'additionally',
  'similarly',
  'but',
  'and',
  'consequently',
  'instead',
  'otherwise',
  'meanwhile',
  'later',
  'afterwards',
]);
/** Words that cannot open a self-contained subject: the reader would ask "which one?". */
export const NON_SUBJECT_STARTS: ReadonlySet<string> = wordSet(REFERRING_WORDS, [
  'we',
  'you',
  'i',
  'which',
  'who',
  'what',
  'our',
  'some',
  'many',
  'most',
  'all',
  'each',
  'other',
  'others',
  'several',
  'few',
  'any',
  'every',
  'one',
  'further',
]);
/** Adverbs between "is" and its complement that do not change the definition ("is usually …"). */
export const HEDGES: ReadonlySet<string> = wordSet([
  'also',
  'usually',
  'often',
  'mainly',
  'generally',
  'essentially',
  'simply',
  'basically',
  'normally',
  'typically',
  'therefore',
  'thus',
]);

/** Pronouns that, opening a clause, need the sentence before ("he starts to think about murder"). */
export const PRONOUN_STARTS: ReadonlySet<string> = wordSet(REFERRING_PRONOUNS, ['them']);
/** Openers of a worked or illustrative example rather than a fact. */
export const EXAMPLE_START =
  /^(?:for example|for instance|e\.g\.?|example|examples (?:include|are)|such as|worked example)\b/iu;
/** "Thermal decomposition is an example.": says nothing without the sentence before it. */
export const BARE_EXAMPLE =
  /^[^,]{1,50}\s(?:is|are|was|were)\s(?:an?|one|another)\s(?:\w+\s)?(?:example|type|kind|form|part|sort)s?[.!]?$/iu;
