/**
 * Question shapes a student reads as broken (issue 27), refused whichever rule made them. Each was
 * seen in a real deck; question-guards.test.ts holds them.
 */

/**
 * "What is a first law?": an ordinal names one thing of a set, and with "a" in front the set's owner
 * (Newton's, the thermodynamics') is gone.
 */
const ORPHAN_ORDINAL = /\b(?:a|an) (?:zeroth|first|second|third|fourth|fifth|sixth|seventh|last|final)\b/iu;

/**
 * "Describe the role of key quotation to learn in Macbeth.": a heading that sorts the notes ("Key
 * quotations to learn", "Key terms") asked about as if it were a term of the subject.
 */
const LAYOUT_HEADING_TERM =
  /\b(?:key (?:quotations?|quotes?|terms?|words?|points?|facts?|ideas?|dates?|people|vocab(?:ulary)?)|(?:quotations?|quotes?|terms?|words?|dates?) to (?:learn|remember|know|revise))\b/iu;

/**
 * "What does information pass from?": a movement verb's "from"/"to" left dangling at the end asks for
 * half a route ("from LTM back to STM"), which no student would phrase as a question.
 */
const STRANDED_ROUTE =
  /^What (?:do|does|did) .+ (?:pass(?:es)?|move[sd]?|travel(?:s|led)?|flows?|goe?s|went|comes?|came|returns?|transfers?|spreads?|diffuses?|enters?|leaves?|left) (?:from|to|into|through|across|between|back)\?$/iu;

/**
 * "When was Macbeth written, early in the reign of King James I. James was already King of
 * Scotland?": a question that runs over a sentence end (an initial read as an abbreviation).
 */
const TWO_SENTENCES = /^(?:What|When|Who|Whom|Where|Why|How|Which)\b[^?]*[\p{L}\d)]\.\s+\p{Lu}\p{Ll}[^?]*\?$/u;

/** Why a card's question reads as broken, or undefined when it does not. */
export function awkwardQuestion(front: string): string | undefined {
  if (TWO_SENTENCES.test(front.trim())) return 'two-sentences';
  if (ORPHAN_ORDINAL.test(front)) return 'orphan-ordinal';
  if (LAYOUT_HEADING_TERM.test(front)) return 'layout-heading';
  if (STRANDED_ROUTE.test(front.trim())) return 'stranded-route';
  return undefined;
}
