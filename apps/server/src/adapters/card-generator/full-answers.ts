import type { Candidate, CandidateKind } from './candidate.js';

/** Kinds whose answer reads as the end of the sentence it came from. */
const STATEMENT_KINDS = new Set<CandidateKind>(['definition', 'term', 'law', 'fact', 'cause', 'why', 'date', 'naming']);
/** The sentence start put back must be short: the subject and its verb, not another fact. */
const MAX_PREFIX_WORDS = 10;
const VAGUE_OPENING = /^(?:examples?|these|this|those|it|they|there|he|she)\b/iu;

/**
 * A flashcard answer should carry the whole fact, not only its second half: "What is osmosis?" ->
 * "Osmosis is the diffusion of water ...", "What is stopping distance?" -> "Stopping distance =
 * thinking distance + braking distance". When the answer is the end of the sentence the card was
 * read from, the sentence's opening (the subject and verb) is put back in front of it. Cloze, list
 * and "which term" cards keep their short answers: the rest of the fact is in the question.
 */
export function withFullAnswer(c: Candidate): Candidate {
  if (!STATEMENT_KINDS.has(c.kind) || !c.statement || c.front.startsWith('Fill in the blank:')) return c;
  const statement = c.statement.replace(/[\s.;:]+$/u, '');
  const back = c.back.replace(/^Because\b/u, 'because');
  const at = findAnswer(statement, back);
  if (at <= 0) return c;
  const prefix = statement.slice(0, at).trimEnd();
  const words = prefix.split(/\s+/u).length;
  // "Examples include ...", "It is ...": an opening that says nothing the question does not.
  if (words > MAX_PREFIX_WORDS || /[.!?]$/u.test(prefix) || VAGUE_OPENING.test(prefix)) return c;
  const full = `${prefix} ${lowerFirst(back, statement, at)}`;
  return { ...c, back: full.charAt(0).toUpperCase() + full.slice(1) };
}

/** Where the answer starts in the sentence (case-insensitive on its first letter), or -1. */
function findAnswer(statement: string, back: string): number {
  if (back.length < 2) return -1;
  const exact = statement.indexOf(back);
  if (exact >= 0) return exact;
  const lower = back.charAt(0).toLowerCase() + back.slice(1);
  const i = statement.indexOf(lower);
  if (i >= 0) return i;
  // The answer may drop an aside the rule cut ("(ignoring the minus sign)"): match its first words.
  const head = back.split(/\s+/u).slice(0, 4).join(' ');
  if (head.split(/\s+/u).length < 4) return -1;
  const j = statement.toLowerCase().indexOf(head.toLowerCase());
  return j;
}

/** The answer as it is written in the sentence ("the energy", not "The energy"). */
function lowerFirst(back: string, statement: string, at: number): string {
  const original = statement.charAt(at);
  return original === back.charAt(0).toLowerCase() ? original + back.slice(1) : back;
}
