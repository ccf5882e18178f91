import {
  ADVICE_LINE,
  type AnalysedText,
  CLASSROOM_TALK,
  isVerbLike,
  LABEL_TERM,
  normaliseForCompare,
  TITLE_WORDS,
  type Unit,
} from '../nlp/index.js';
import type { Candidate, CandidateContext } from './candidate.js';
import { awkwardQuestion } from './question-guards.js';
import { RELATIONAL_TERMS } from './rules/definition.js';

/** Words that point into a text ("Scene 3", "Figure 2") rather than state a fact. */
const REFERENCE_WORDS =
  /^(?:act|scene|chapter|page|line|lines|figure|fig|table|paper|question|stanza|verse|section|unit|part|book|canto)$/iu;

/** Questions about a study-skills label rather than the subject ("Describe conclusion for essays."). */
const EXAM_ADVICE =
  /^(?:describe|what is|what are) (?:the )?(?:(?:conclusion|introduction)(?: for (?:an )?essays?)?|(?:exam|essay|revision|top) (?:tips?|plan|technique|advice|structure|focus))$/u;

/** A sentence about the notes themselves: where a topic continues. */
const NOTES_NAVIGATION =
  /\b(?:on|see) (?:the )?(?:next|previous|last|following) (?:page|sheet)\b|\bover the page\b|\bsee page \d/iu;

/** Words notes use to label a part of the page rather than name a fact. */
const LAYOUT_LABEL =
  /^(?:(?:conclusions?|introductions?)(?: for (?:an )?essays?)?|formulae?|formulas?|equations?|background|context|evaluation|analysis|summary|overview|structure|comparisons?|examples?|key (?:points?|terms?|ideas?|quotations?)|exam (?:focus|tips?|technique)|strengths?|weakness(?:es)?|limitations?|notes?)$/u;

/**
 * "Background: the Weimar Republic was set up in 1919. It was unpopular …": the shared analysis read
 * "It" as the item's label, giving "Background was unpopular" ("Why was background unpopular?"). A
 * sentence whose subject is the label of the item just before it, when that label is a layout or
 * relational word (background, context, location and importance, evaluation …), names nothing.
 */
function labelAsSubject(c: Candidate, analysis: AnalysedText): boolean {
  const previous = analysis.units[c.unit - 1];
  const label = previous?.term?.term;
  const unit = analysis.units[c.unit];
  if (!label || !unit || previous.block !== unit.block) return false;
  const norm = normaliseForCompare(label);
  if (!LAYOUT_LABEL.test(norm) && !RELATIONAL_TERMS.test(label)) return false;
  return normaliseForCompare(unit.text).startsWith(`${norm} `);
}

function clueWords(front: string): number {
  return front
    .replace(/^Fill in the blank:\s*/u, '')
    .replace(/_{3,}/gu, ' ')
    .split(/\s+/u)
    .filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
}

function balancedBrackets(text: string): boolean {
  let depth = 0;
  for (const ch of text) {
    if (ch === '(') depth++;
    else if (ch === ')' && --depth < 0) return false;
  }
  return depth === 0;
}

/**
 * Cards that ask about the notes' labels rather than their facts: an answer that is the topic, the
 * subject, a heading or the title line ("Describe Macbeth." -> "Theme of Ambition (AQA GCSE English
 * Literature)"), or a question whose only subject is a heading.
 */
export function labelFilter(analysis: AnalysedText, context: CandidateContext): (c: Candidate) => boolean {
  const labels = new Set<string>();
  const labelWords = new Set<string>();
  const addLabel = (s: string | undefined): void => {
    if (!s) return;
    const n = normaliseForCompare(s.replace(/\([^)]*\)/gu, ' '));
    if (!n) return;
    labels.add(n);
    labels.add(normaliseForCompare(s));
    for (const w of n.split(' ')) labelWords.add(w);
  };
  addLabel(context.topic);
  addLabel(context.subject);
  for (const h of analysis.headings) addLabel(h);
  // (A table row names its cells by their headings: "A = 1, B = 0, A AND B = 0" is no title.)
  const labelUnits = new Set(
    analysis.units.filter((u) => !analysis.blocks[u.block]?.table && isLabelUnit(u)).map((u) => u.index),
  );
  for (const i of labelUnits) addLabel(analysis.units[i]?.text);
  return (c: Candidate): boolean => {
    // "Why does Shelley use it?": a pronoun the card cannot explain.
    const asked = c.front.replace(/^Complete the sentence: /u, '').replace(/"[^"]*"/gu, '');
    if (c.kind !== 'cloze' && c.kind !== 'qa' && /\b(?:it|them|they|he|she|him|her)\b/iu.test(asked)) return false;
    if (labelUnits.has(c.unit) || c.units.some((u) => labelUnits.has(u))) return false;
    // "Reversible reactions and equilibrium are on the next page.": where the notes go on, not a fact.
    if (NOTES_NAVIGATION.test(c.statement ?? c.source)) return false;
    // "Top tip: … examiners reward a range of tenses.": advice about the exam, not a fact of the topic.
    if (CLASSROOM_TALK.test(c.source) || ADVICE_LINE.test(c.source)) return false;
    if (labelAsSubject(c, analysis)) return false;
    // "in Act 1 ____ 3" -> "Scene": a one-word blank beside a number is a reference, guessed from
    // the grammar alone, not a fact.
    if (
      c.kind === 'cloze' &&
      (/\d\s*_{3,}\s*\d/u.test(c.front) || (REFERENCE_WORDS.test(c.back.trim()) && /_{3,}\s*\d/u.test(c.front)))
    )
      return false;
    // "Describe conclusion for essays.": exam advice headed like a term is not a fact to recall.
    if (EXAM_ADVICE.test(normaliseForCompare(c.front))) return false;
    // "What is a first law?", "What does information pass from?" (question-guards.ts).
    if (awkwardQuestion(c.front)) return false;
    const back = normaliseForCompare(c.back);
    if (labels.has(back)) return false;
    // "Which term matches ...?" -> "Conclusion for essays" / "Formula" / "Evaluation": a layout label, not a term.
    if ((c.kind === 'reverse' || c.kind === 'cloze') && LAYOUT_LABEL.test(back)) return false;
    // 'Fill in the blank: "____".': a blank with nothing around it to recall it from.
    if (c.kind === 'cloze' && clueWords(c.front) < 3) return false;
    // "Perfectly elastic (PED": a term cut inside its bracket is no answer.
    if (!balancedBrackets(c.back)) return false;
    // "Describe scene 7).", "What does … (jouer lead to?": a question cut inside a bracket (an OCR line
    // break through "(Act 1 Scene 7)") reads as broken.
    if (!balancedBrackets(c.front)) return false;
    const words = back.split(' ').filter(Boolean);
    // A verbless answer made only of label words, exam boards and qualifications is a title.
    if (
      words.length > 0 &&
      words.length <= 10 &&
      words.every((w) => labelWords.has(w) || TITLE_WORDS.has(w)) &&
      words.some((w) => TITLE_WORDS.has(w) && w.length > 3)
    )
      return false;
    if (words.length <= 12 && /\b(?:aqa|ocr|edexcel|wjec|eduqas|gcse|igcse)\b/u.test(back)) return false;
    // "Describe Macbeth." / "What is photosynthesis?" are fine questions, but not when the answer is
    // a label: checked above. A question that is only "Describe <heading>." with a verbless short
    // answer is a heading with its sub-title.
    const about = /^describe (.+)$/u.exec(normaliseForCompare(c.front))?.[1];
    if (about && labels.has(about) && words.length <= 8 && !/\b(?:is|are|was|were|has|have)\b/u.test(back))
      return false;
    return true;
  };
}

/**
 * "Variable costs: costs that change directly with output.": a term item written as a sentence (a
 * lower-case explanation of four or more words and a full stop) is a fact even as the first line,
 * where a summary often puts its first definition; a title has no full stop.
 */
function isFinishedTermItem(u: Unit, body: Unit['tokens']): boolean {
  if (!u.term || !/[.!]$/u.test(u.text.trim())) return false;
  const words = body.filter((t) => t.type === 'word');
  if (words.length < 4) return false;
  // ("Osmosis: The diffusion of water …" is a definition; "Macbeth: The Theme of Ambition" a title.)
  const [first, second] = [words[0]?.value ?? '', words[1]?.value ?? ''];
  return /^\p{Ll}/u.test(first) || (/^(?:The|A|An)$/u.test(first) && /^\p{Ll}/u.test(second));
}

/**
 * A title or a sub-heading written as a line of the notes: a verbless first line ("Coastal landscapes
 * in the UK: processes and landforms"), or a "Name: Title Case (year)" item ("Abraham Maslow:
 * Hierarchy of Needs (1943)", "Macbeth: Theme of Ambition (AQA GCSE English Literature)").
 */
export function isLabelUnit(u: Unit): boolean {
  if (u.isQuestion) return false;
  const body = u.term ? u.tokens.slice(u.term.termTo + 2) : u.tokens;
  // "Hierarchy of Needs", "talking about the future": capitalised words and participles are not a clause.
  if (body.length === 0 || body.some((t) => isVerbLike(t) && /^\p{Ll}/u.test(t.value) && !/ing$/u.test(t.lower)))
    return false;
  // (Under a heading, the first line is no title: "RS Paper 1 - Islam" / "Tawhid = the oneness of God".)
  if (u.index === 0 && u.section === undefined && u.wordCount <= 14 && !isFinishedTermItem(u, body)) return true;
  if (!u.term) return false;
  // "Required practical: osmosis in potato", "Case study: Nepal 2015": a label over what follows.
  if (LABEL_TERM.test(u.term.term)) return true;
  // (Formulas are no title words: "Combustion: CH4 + 2O2 → CO2 + 2H2O" is an equation to learn.)
  const words = body.filter((t) => t.type === 'word' && !t.stop && !/\d/u.test(t.value));
  if (words.length === 0 || words.length > 10) return false;
  const titleCase = words.filter((t) => /^\p{Lu}/u.test(t.value)).length >= Math.max(1, words.length * 0.6);
  // ("level" only in "A level", "AS level": "fall in the general price level" is a definition.)
  const titleWord = (t: Unit['tokens'][number]): boolean => {
    if (!TITLE_WORDS.has(t.lower) || t.lower.length <= 3) return false;
    const before = body[body.indexOf(t) - 1]?.lower ?? '';
    return t.lower !== 'level' || before === 'a' || before === 'as' || before === '-';
  };
  return titleCase || words.some(titleWord);
}
