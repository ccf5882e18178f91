import type { Candidate, CandidateKind } from './candidate.js';
import { filledBlank } from './answer-shapes.js';
import { CLOZE_PREFIX } from './question-forms.js';
import { capitaliseFirst } from '../nlp/index.js';

/** Kinds whose answer reads as the end of the sentence it came from. */
const STATEMENT_KINDS = new Set<CandidateKind>(['definition', 'term', 'law', 'fact', 'cause', 'why', 'date', 'naming']);
/** The sentence start put back must be short: the subject and its verb, not another fact. */
const MAX_PREFIX_WORDS = 10;
/**
 * A reason's answer gets the whole claim it explains back ("Root hair cells use active transport …
 * because …"): the claim is often longer than a subject and verb, and it is half the fact.
 */
const MAX_CLAIM_WORDS = 16;
const REASON_KINDS = new Set<CandidateKind>(['why', 'cause']);
/** A list after a colon put back with the answer that names it. */
const MAX_LIST_WORDS = 12;
/** The sentence end put back: "… is called the activation energy", not a second clause. */
const MAX_SUFFIX_WORDS = 10;
const VAGUE_OPENING = /^(?:examples?|these|this|those|it|they|there|he|she)\b/iu;

/**
 * The whole fact a card tests, as one sentence: "What is osmosis?" + "The diffusion of water …" ->
 * "Osmosis is the diffusion of water …". Selection values a card by how much of its sentence this
 * carries (question and answer together hold the fact); the answer shown is shorter (answer-rules.ts,
 * ADR 0029). When the answer is the end of the sentence the card was read from, the sentence's
 * opening (the subject and verb) is put back in front of it; a cloze's is its sentence with the blank
 * filled. List and "which term" cards keep their short answers.
 */
export function wholeFact(c: Candidate): Candidate {
  if (c.front.startsWith(CLOZE_PREFIX)) return filledBlank(c);
  if (!STATEMENT_KINDS.has(c.kind) || !c.statement || c.complete) return c;
  const statement = c.statement.replace(/[\s.;:]+$/u, '');
  const back = c.back.replace(/^Because\b/u, 'because');
  const at = findAnswer(statement, back);
  if (at < 0) return c;
  if (at === 0) return withSentenceEnd(c, statement);
  const prefix = statement.slice(0, at).trimEnd();
  const words = prefix.split(/\s+/u).length;
  const maxWords = REASON_KINDS.has(c.kind) ? MAX_CLAIM_WORDS : MAX_PREFIX_WORDS;
  // "Examples include ...", "It is ...": an opening that says nothing the question does not.
  if (words > maxWords || /[.!?]$/u.test(prefix) || VAGUE_OPENING.test(prefix)) return c;
  // "Priestley wanted audiences in 1945 to vote …": a date inside its clause takes the clause's end
  // too, or the answer reads cut off ("Priestley wanted audiences in 1945").
  const after = statement.slice(at + back.length);
  if (c.kind === 'date' && /^\s+\p{L}/u.test(after)) {
    const tail = after.split(/[,;:(]/u)[0]?.trimEnd() ?? '';
    if (tail.split(/\s+/u).length > MAX_CLAIM_WORDS) return c;
    return { ...c, back: capitaliseFirst(`${prefix} ${lowerFirst(back, statement, at)}${tail}`) };
  }
  const full = `${prefix} ${lowerFirst(back, statement, at)}${listAfter(statement, at + back.length)}`;
  return { ...c, back: capitaliseFirst(full) };
}

/**
 * "Historians use the acronym MAIN for the long-term causes: Militarism, Alliances, Imperialism and
 * Nationalism": a short list after a colon that ends the sentence is what the answer names, so it
 * stays with it.
 */
function listAfter(statement: string, end: number): string {
  const rest = statement.slice(end);
  if (!/^:\s/u.test(rest)) return '';
  const items = rest.slice(1).trim();
  if (!items || items.split(/\s+/u).length > MAX_LIST_WORDS || /[.!?;:]/u.test(items)) return '';
  return `: ${items}`;
}

/**
 * "What is the activation energy?" -> "The minimum amount of energy … is called the activation
 * energy": when the answer opens its sentence and the term asked about is only in the sentence's
 * short end, that end is put back so the answer holds the whole fact, term included.
 */
function withSentenceEnd(c: Candidate, statement: string): Candidate {
  if (c.kind !== 'naming' && c.kind !== 'definition' && c.kind !== 'date') return c;
  const back = c.back.replace(/[\s.;:]+$/u, '');
  if (!statement.toLowerCase().startsWith(back.toLowerCase())) return c;
  const rest = statement.slice(back.length).trim();
  // "On 28 June 1914 Archduke Franz Ferdinand was assassinated …": the event a date dates is the
  // rest of its sentence, often longer than a term.
  const maxWords = c.kind === 'date' ? MAX_CLAIM_WORDS : MAX_SUFFIX_WORDS;
  if (!rest || rest.split(/\s+/u).length > maxWords || /[.!?;:]/u.test(rest)) return c;
  const asked = wordsOf(c.front);
  const inAnswer = wordsOf(back);
  if (![...wordsOf(rest)].some((w) => asked.has(w) && !inAnswer.has(w))) return c;
  return { ...c, back: `${back} ${rest}` };
}

function wordsOf(s: string): Set<string> {
  return new Set(
    s
      .toLowerCase()
      .split(/[^\p{L}\p{N}]+/u)
      .filter((w) => w.length > 3),
  );
}

/**
 * The card's whole fact, unless that fails `keep` (the whole sentence may be a line the notes use as a
 * heading, "Sin θ = opposite ÷ hypotenuse"); then the rule's own answer stands for it.
 */
export function wholeFactWhere(keep: (c: Candidate) => boolean): (c: Candidate) => Candidate {
  return (c) => {
    const full = wholeFact(c);
    return keep(full) ? full : c;
  };
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
