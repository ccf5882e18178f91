/**
 * The NLP engine's front door: everything the summariser, the card generator, the NLP worker and the
 * benches use. Code outside adapters/nlp/ imports only this file (eslint `no-restricted-imports`),
 * so the modules behind it can be split, merged or renamed without touching their users.
 */

// Reading notes: OCR clean-up, blocks and tables, then tokens, units and their salience.
export { cleanOcrText, escapeRegExp, parseBlocks } from './clean-text.js';
export { LANGUAGE_NAME, lowerFirst, rewriteTables, type TableRow } from './table-lines.js';
export { analyseText, MAX_ANALYSED_CHARS, type AnalysedText, type Unit } from './analyse.js';
export { isNounLike, isVerbAt, isVerbLike, stem, tokenise, type Token } from './tokens.js';
export { keysOf, rankUnits, type Salience } from './salience.js';
export { contentKeys } from './content-keys.js';
export { isKnownWord, warmUpNlp } from './wink.js';

// Terms: what to bold or blank, and the specification glossary.
export { applyBold, attached, chooseBoldSpans, keyTermSpans, type Span } from './key-terms.js';
export { isGenericToken, termContext, type TermContext } from './term-context.js';
export { isLowerCaseTerm, specTermsIn } from './spec-terms.js';

// Sentence shapes.
export { findDefinition, lastContentIndex, looksPlural, nounPhraseEnd, type Definition } from './patterns.js';
export { extraposedIt, personSubject } from './leading-pronouns.js';
export { isCodeLine, isShorthandEquals, isValue } from './shorthand.js';
export { balanceMarkup, capitaliseFirst, finishSentence, normaliseForCompare } from './points.js';

// Word lists (data/*.txt) and the patterns beside them.
export { ADVICE_LINE, ATTENTION_LABEL, CLASSROOM_TALK, LABEL_TERM, TITLE_WORDS } from './lexicon/course-words.js';
export {
  BARE_EXAMPLE,
  EXAMPLE_START,
  LINKING_ADVERBS,
  LINKING_OPENERS,
  PRONOUN_STARTS,
} from './lexicon/discourse-words.js';
export { isCommonWord } from './lexicon/everyday-words.js';
export {
  AUXILIARIES,
  BE_FORMS,
  CLAUSE_CONNECTIVES,
  CONDITION_OPENERS,
  DATE_PREPOSITIONS,
  DEPENDENT_STARTS,
  FINITE_AUXILIARIES,
  FUNCTION_WORDS,
  JOINERS,
  LEADING_PREPOSITIONS,
  PARTICLES,
  PLACE_PREPOSITIONS,
  PREPOSITIONS,
  QUANTITY_WORDS,
  SUBJECT_PRONOUNS,
  SUBORDINATORS,
} from './lexicon/function-words.js';
export { EVENT_HEADS, LIST_HEADS, PERSON_NOUNS } from './lexicon/head-nouns.js';
export { isPlaceName } from './lexicon/places.js';
export {
  CLAIM_VERBS,
  COLOUR_PARTICIPLES,
  COMPLEMENT_VERBS,
  LIGHT_VERBS,
  MEANS_VERBS,
  METHOD_STEP,
  NON_ACTION_VERBS,
  PLACE_VERBS,
  REASON_VERBS,
  REPORTING_VERBS,
  RESPONSE_VERBS,
  STATIVE_VERBS,
  TELL_VERBS,
  VIEW_VERBS,
} from './lexicon/verbs.js';
export { MASS_NOUNS, PROPER_ADJECTIVES } from './lexicon/word-classes.js';
