import { AUXILIARIES, capitaliseFirst, CLAIM_VERBS, FUNCTION_WORDS, tokenise } from '../nlp/index.js';
import type { Candidate, CandidateKind } from './candidate.js';
import { CLOZE_PREFIX, FILL_IN_BLANK } from './question-forms.js';

/*
 * The answer rules' code (ADR 0029); answer-rules.ts names them, in order, with their examples.
 */

/** Longer answers are cut at a clause boundary when what follows is an aside (an example, a "which …"). */
export const MAX_ANSWER_WORDS = 25;
/** A trimmed answer keeps at least this many words: a shorter head is rarely the whole fact. */
const MIN_TRIMMED_WORDS = 5;
/** Kinds whose answer is read from a statement and may open with what the question asks. */
const STATEMENT_KINDS = new Set<CandidateKind>(['definition', 'term', 'naming', 'law', 'fact', 'cause', 'why', 'date']);
/** Kinds whose answer is a reason: "Because …", never the claim it explains. */
const REASON_KINDS = new Set<CandidateKind>(['why', 'cause']);
/** Words that open a clause of the answer's own even when the question uses them too. */
const OPENERS_TO_KEEP = new Set([
  'when',
  'where',
  'while',
  'if',
  'because',
  'by',
  'to',
  'you',
  'it',
  'they',
  'we',
  'he',
  'she',
]);
/** The opening restated from the question stops after at most this many words. */
const MAX_OPENING_WORDS = 14;
const ARTICLES = new Set(['the', 'a', 'an', 'this', 'these', 'that', 'those', 'its', 'their', 'his', 'her']);
/**
 * Where an answer may be cut: what follows is an aside to the fact, not part of it — a non-restrictive
 * relative clause (", which …") or an example (", such as …"). A semicolon or a dash is not one: in
 * notes it joins facts of equal weight ("Arrived in June 1348; killed about 1/3 of England"), so a
 * long answer built that way stays whole.
 */
const ASIDE_BOUNDARY =
  /,\s+(?=(?:which|who|whose|where|such as|e\.g\.|eg\b|for example|for instance|including)\b)|\s+\((?=e\.g\.|eg\b|for example)/giu;

/**
 * "Fill in the blank: Animal cells have no ____, so …" → "Animal cells have no **cell wall**, so …":
 * as on the back of an Anki cloze card, the sentence with the blank filled and marked. The question
 * showed that context already, so it is not a repeat.
 */
export function filledBlank(c: Candidate): Candidate {
  if (!c.front.startsWith(CLOZE_PREFIX)) return c;
  const sentence = c.front.slice(CLOZE_PREFIX.length).trim();
  const at = sentence.indexOf(FILL_IN_BLANK);
  const term = c.back.trim();
  if (at < 0 || sentence.indexOf(FILL_IN_BLANK, at + FILL_IN_BLANK.length) >= 0 || !term) return c;
  return { ...c, back: `${sentence.slice(0, at)}**${term}**${sentence.slice(at + FILL_IN_BLANK.length)}` };
}

/** "In 1919", "On 4 August 1914", "In April 1949": a preposition before a day, year or month. */
const DATE_OPENING =
  /^(?:In|On)\s+(?=(?:c\.\s*|about\s+|around\s+)?(?:\d|(?:January|February|March|April|May|June|July|August|September|October|November|December)\s+\d))/u;

/** "When was the Treaty of Versailles signed?" → "1919": the date alone is the answer. */
export function bareDate(c: Candidate): Candidate {
  if (c.kind !== 'date' || c.front.startsWith(CLOZE_PREFIX)) return c;
  const m = DATE_OPENING.exec(c.back);
  return m ? { ...c, back: c.back.slice(m[0].length) } : c;
}

/** A list after a colon kept with the answer that names it. */
const MAX_LIST_WORDS = 12;

/**
 * "What do historians often use?" → "The acronym MAIN for the long-term causes: Militarism,
 * Alliances, Imperialism and Nationalism": a short list after a colon that ends the sentence is what
 * the answer names, so it stays with it.
 */
export function closingList(c: Candidate): Candidate {
  if (!STATEMENT_KINDS.has(c.kind) || !c.statement || c.complete || c.front.startsWith(CLOZE_PREFIX)) return c;
  const back = c.back.replace(/[\s.;:]+$/u, '');
  const statement = c.statement.replace(/[\s.;:]+$/u, '');
  const at = back.length >= 2 ? statement.toLowerCase().indexOf(back.toLowerCase()) : -1;
  if (at < 0) return c;
  const rest = statement.slice(at + back.length);
  if (!/^:\s/u.test(rest)) return c;
  const items = rest.slice(1).trim();
  if (!items || items.split(/\s+/u).length > MAX_LIST_WORDS || /[.!?;:]/u.test(items)) return c;
  return { ...c, back: `${back}: ${items}` };
}

/**
 * "What is the sine rule?" → "a ÷ sin A = b ÷ sin B", not "A ÷ sin A …": a formula opening with a
 * one-letter variable keeps the case the notes wrote it in.
 */
export function formulaCase(c: Candidate): Candidate {
  if (!c.statement || !/^\p{Lu}(?!\p{L})/u.test(c.back) || !/[=÷×²√-]/u.test(c.back)) return c;
  const lower = c.back.charAt(0).toLowerCase() + c.back.slice(1);
  return c.statement.includes(lower) ? { ...c, back: lower } : c;
}

/** A "Label:" opening the card's sentence: at most this many words. */
const MAX_LABEL_WORDS = 5;

/**
 * "What does the pancreas produce?" from "Type 1 diabetes: the pancreas produces little or no
 * insulin" → "Type 1 diabetes: little or no insulin": a label the question leaves out is the context
 * that makes the answer true, so it stays in front of it.
 */
export function missingLabel(c: Candidate): Candidate {
  if (!STATEMENT_KINDS.has(c.kind) || !c.statement || c.complete || c.front.startsWith(CLOZE_PREFIX)) return c;
  const label = /^([^:]{2,60}):\s+\S/u.exec(c.statement)?.[1]?.trim();
  if (!label || wordCount(label) > MAX_LABEL_WORDS || /[.!?;,]/u.test(label)) return c;
  const words = contentOf(label);
  const asked = questionWords(c.front);
  const backWords = contentOf(c.back);
  const known = (w: string): boolean => [...asked, ...backWords].some((q) => sameWord(q, w));
  if (words.length === 0 || words.some(known)) return c;
  const back = /^\p{Lu}\p{Ll}/u.test(c.back) ? c.back.charAt(0).toLowerCase() + c.back.slice(1) : c.back;
  return { ...c, back: `${label}: ${back}` };
}

/** 'Complete the sentence: "Enzymes speed …".' */
const SENTENCE_STEM = /^Complete the sentence: "(.+) …"\.$/u;

/**
 * 'Complete the sentence: "Enzymes speed …".' → "… up reactions without being used up": the answer
 * is the rest of the sentence, as it goes on from the question's words.
 */
export function sentenceRest(c: Candidate): Candidate {
  const stem = SENTENCE_STEM.exec(c.front)?.[1];
  if (!stem || !c.back.toLowerCase().startsWith(stem.toLowerCase())) return c;
  const rest = c.back.slice(stem.length).trim();
  return rest ? { ...c, back: `… ${rest}` } : c;
}

/**
 * "What is osmosis?" → "The diffusion of water …", not "Osmosis is the diffusion of water …": the
 * answer's opening words that the question already holds (its subject, a copula or auxiliary, the
 * question's own verb and prepositions, a "Term:" label or a setting) are dropped, up to the first
 * word the question lacks. An article before that word stays with it.
 */
export function withoutQuestionOpening(c: Candidate): Candidate {
  if (!STATEMENT_KINDS.has(c.kind) || c.front.startsWith(CLOZE_PREFIX) || c.complete || c.back.startsWith('…'))
    return c;
  const asked = questionWords(c.front);
  const words = c.back.split(/\s+/u).filter(Boolean);
  let cut = 0;
  let hasContent = false;
  for (let i = 0; i < Math.min(words.length, MAX_OPENING_WORDS); i++) {
    const word = bare(words[i] ?? '');
    if (!word) break;
    const inQuestion = [...asked].some((q) => sameWord(q, word));
    // "The Cuban Missile Crisis of October 1962 was …" for "What was the Cuban Missile Crisis (October
    // 1962)?": an "of" inside the subject is passed over, but the cut only moves past it when a word
    // of the question follows.
    if (!inQuestion && !AUXILIARIES.has(word)) {
      if (word === 'of' && i > 0 && !/[:,]$/u.test(words[i] ?? '')) continue;
      break;
    }
    // The opening must start with what the question asks about, not "When you …" or "It …".
    if (i === 0 && inQuestion && OPENERS_TO_KEEP.has(word)) break;
    if (inQuestion && !FUNCTION_WORDS.has(word) && !ARTICLES.has(word) && !OPENERS_TO_KEEP.has(word)) hasContent = true;
    cut = i + 1;
    // A label or a setting ends at its colon or comma: "Militarism: …", "At a destructive margin, …".
    if (/[:,]$/u.test(words[i] ?? '')) break;
  }
  while (cut > 0 && ARTICLES.has(bare(words[cut - 1] ?? ''))) cut--;
  if (!hasContent || !isOpening(words.slice(0, cut).join(' '), words.slice(cut).join(' '))) cut = 0;
  // "What did Taylor believe?" → "Workers are motivated …": the belief itself, without its "that".
  const claimVerb = bare(/(\S+)\?$/u.exec(c.front)?.[1] ?? '');
  if (CLAIM_VERBS.has(claimVerb) && bare(words[cut] ?? '') === 'that' && words.length - cut > 3) cut++;
  const rest = words.slice(cut);
  // The whole answer printed in the question, or a lone function word left: the card stays as it is.
  if (cut === 0 || !rest.some((w) => !FUNCTION_WORDS.has(bare(w)) && bare(w).length > 0)) return c;
  // "… than carbon", "… and Italy": a rest that opens with a joining word reads cut off.
  if (/^(?:and|or|nor|but|than|of)$/u.test(bare(rest[0] ?? ''))) return c;
  const answer = rest.join(' ').replace(/^[,:;]\s*/u, '');
  // "a ÷ sin A = b ÷ sin B": a variable keeps its case.
  return { ...c, back: /^\p{L}\s/u.test(answer) && /[=÷×]/u.test(answer) ? answer : capitaliseFirst(answer) };
}

/**
 * "Why did Macbeth order the murder of Banquo?" → "Because the witches said Banquo's descendants
 * would be kings": a reason answer is the reason clause, not the claim restated before it.
 */
export function reasonClause(c: Candidate): Candidate {
  if (!REASON_KINDS.has(c.kind) || c.front.startsWith(CLOZE_PREFIX)) return c;
  const m = /^(.+?)\s+because\s+(.+)$/iu.exec(c.back);
  if (!m) return c;
  const claim = m[1] ?? '';
  const asked = questionWords(c.front);
  const claimWords = contentOf(claim);
  // Only a claim the question already states: "X because Y" that answers something else is kept whole.
  if (claimWords.length === 0 || claimWords.some((w) => ![...asked].some((q) => sameWord(q, w)))) return c;
  return { ...c, back: `Because ${m[2] ?? ''}` };
}

/**
 * An answer over MAX_ANSWER_WORDS is cut at the first aside boundary (", which …", ", such as …")
 * when at least MIN_TRIMMED_WORDS remain and the rest holds nothing the question
 * asks about. Never inside a clause; a long answer without such a boundary stays long.
 */
export function trimmedAside(c: Candidate): Candidate {
  if (c.front.startsWith(CLOZE_PREFIX) || c.complete || wordCount(c.back) <= MAX_ANSWER_WORDS) return c;
  // The words the sentence says before the answer ("An embedded system is …") are what the question
  // asks about, not something the rest must supply.
  const at = c.statement?.toLowerCase().indexOf(c.back.slice(0, 20).toLowerCase()) ?? -1;
  const before = c.statement && at > 0 ? c.statement.slice(0, at) : '';
  const subject = contentOf(before);
  const asked = [...questionWords(c.front)].filter((q) => !subject.some((w) => sameWord(q, w)));
  for (const m of c.back.matchAll(ASIDE_BOUNDARY)) {
    const head = c.back.slice(0, m.index).trimEnd();
    if (wordCount(head) < MIN_TRIMMED_WORDS) continue;
    const rest = c.back.slice((m.index ?? 0) + m[0].length);
    const headWords = contentOf(head);
    const needed = contentOf(rest).some(
      (w) => asked.some((q) => sameWord(q, w)) && !headWords.some((h) => sameWord(h, w)),
    );
    if (needed || clauseGoesOn(rest)) continue;
    return { ...c, back: head.replace(/[,;:]+$/u, '') };
  }
  return c;
}

function bare(word: string): string {
  return word
    .toLowerCase()
    .replace(/^[("'“‘[]+|[)"'”’\].,;:!?…]+$/gu, '')
    .replace(/['’]s$/u, '');
}

function questionWords(front: string): Set<string> {
  return new Set(front.split(/\s+/u).map(bare).filter(Boolean));
}

function contentOf(text: string): string[] {
  return text
    .split(/\s+/u)
    .map(bare)
    .filter((w) => w.length > 2 && !FUNCTION_WORDS.has(w) && !AUXILIARIES.has(w));
}

/** "present"/"presents", "believe"/"believed", "cell"/"cells": one word in another inflection. */
function sameWord(a: string, b: string): boolean {
  if (a === b) return true;
  const [short, long] = a.length <= b.length ? [a, b] : [b, a];
  if (short.length < 3 || !long.startsWith(short)) return false;
  return /^(?:s|es|d|ed|ing|n)$/u.test(long.slice(short.length));
}

/**
 * What may be dropped from an answer's start is a whole opening: a subject with its verb ("Osmosis
 * is", "Shakespeare presents ambition"), a subject before its predicate, a "Label:" or a setting ("At
 * a destructive margin") — never a
 * noun phrase that is the start of the answer itself ("Variable cost per unit × number of units" for
 * "What is the equation for total variable cost?").
 */
function isOpening(prefix: string, rest: string): boolean {
  if (/[:,]$/u.test(prefix)) return true;
  const { tokens } = tokenise(`${prefix} ${rest}`);
  const opening = tokens.filter((t) => t.end <= prefix.length);
  // "Stresemann | introduced the Rentenmark …" for "What did Stresemann do?": the rest is a predicate.
  const next = tokens[opening.length];
  if (next && (next.pos === 'VERB' || next.pos === 'AUX')) return true;
  return opening[0]?.pos === 'ADP' || opening.some((t) => t.pos === 'VERB' || t.pos === 'AUX');
}

/**
 * "Hygiene factors, such as pay and supervision, do not motivate workers": the aside closes with a
 * comma and the sentence's own verb follows, so cutting before it would cut the clause.
 */
function clauseGoesOn(rest: string): boolean {
  const { tokens } = tokenise(rest);
  return tokens.some((t, i) => {
    if (i === 0 || tokens[i - 1]?.value !== ',') return false;
    const next = t.pos === 'ADV' ? tokens[i + 1] : t;
    return !!next && (next.pos === 'AUX' || (next.pos === 'VERB' && !/ing$/u.test(next.lower)));
  });
}

function wordCount(s: string): number {
  return s.split(/\s+/u).filter(Boolean).length;
}
