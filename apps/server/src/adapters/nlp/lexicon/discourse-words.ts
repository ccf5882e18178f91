import { wordSet } from './word-set.js';
import { readWordGroup } from './word-list.js';

const words = (group: string): readonly string[] => readWordGroup('discourse-words', group);

/** Pronouns, determiners and adverbs that point back to something said before. */
const REFERRING_PRONOUNS = words('referring-pronouns');
const REFERRING_WORDS = [...REFERRING_PRONOUNS, ...words('referring-words')];

/** Sentence openers that lean on the previous sentence ("This …", "However, …"). */
export const CONTEXT_STARTS: ReadonlySet<string> = wordSet(REFERRING_WORDS, words('context-starts'));
/** Words that cannot open a self-contained subject: the reader would ask "which one?". */
export const NON_SUBJECT_STARTS: ReadonlySet<string> = wordSet(REFERRING_WORDS, words('non-subject-starts'));
/** Adverbs between "is" and its complement that do not change the definition ("is usually …"). */
export const HEDGES: ReadonlySet<string> = wordSet(words('hedges'));

/** Pronouns that, opening a clause, need the sentence before ("he starts to think about murder"). */
export const PRONOUN_STARTS: ReadonlySet<string> = wordSet(REFERRING_PRONOUNS, words('pronoun-starts'));
/** Openers of a worked or illustrative example rather than a fact. */
export const EXAMPLE_START =
  /^(?:for example|for instance|e\.g\.?|example|examples (?:include|are)|such as|worked example)\b/iu;
/** "Thermal decomposition is an example.": says nothing without the sentence before it. */
export const BARE_EXAMPLE =
  /^[^,]{1,50}\s(?:is|are|was|were)\s(?:an?|one|another)\s(?:\w+\s)?(?:example|type|kind|form|part|sort)s?[.!]?$/iu;
/** Adverbs that tie a sentence to the one before: no part of a question about it. */
export const LINKING_ADVERBS: ReadonlySet<string> = wordSet(words('linking-adverbs'));
/** Words that tie a sentence to the one before it ("However, …"): no part of a fact of its own. */
export const LINKING_OPENERS: ReadonlySet<string> = wordSet(words('linking-openers'));
