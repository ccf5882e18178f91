import type { Candidate } from './candidate.js';

/** "What is mass?" / "What are enzymes?": the question asks for a definition, a noun phrase. */
const DEFINITION_QUESTION = /^What (?:is|are|was|were) [^?]+\?$/u;

/**
 * "The amount of matter in an object | and does not change from place to place": a noun phrase (an
 * article, then no relative word, infinitive or clause punctuation) followed by "and" and a verb — a
 * finite auxiliary or adverb ("and does not …", "and is …", "and often …") or a present-tense verb
 * with its object or place ("and changes from …", "and stores the …"). A relative clause or an
 * infinitive before the "and" ("The factor that is in shortest supply and stops …") owns the second
 * verb, so the answer is left whole.
 */
const JOINED_PREDICATE =
  /^((?:The|A|An|the|a|an)\s(?:(?!\b(?:that|which|who|whom|whose|where|when|to|is|are|was|were)\b)[^,;:()])*?\s\p{L}+),? and (?:(?:does|do|did|is|are|was|were|has|have|had|can|cannot|could|will|would|may|might|must|should|also|often|usually|always|never)\b|\p{Ll}{3,}[^s\W]s (?:the|a|an|from|to|in|on|with|by|into|at|up|out|down)\b)/u;

/** A definition shorter than this is not complete alone ("The amount and …"). */
const MIN_DEFINITION_WORDS = 3;

/**
 * A definition answer ends where the definition does: "What is mass?" is answered by "The amount of
 * matter in an object", and "does not change from place to place" is a second fact about mass that
 * the question does not ask for (it stays in the card's quoted notes, and a clause card can ask it).
 */
export function withoutSecondPredicate(c: Candidate): Candidate {
  if (c.complete || !DEFINITION_QUESTION.test(c.front)) return c;
  const head = JOINED_PREDICATE.exec(c.back)?.[1];
  if (!head || head.split(/\s+/u).length < MIN_DEFINITION_WORDS) return c;
  return { ...c, back: head };
}
