import { type AnalysedText, tokenise, type Unit } from '../../nlp/index.js';
import { indefiniteArticle } from '../term-article.js';

/*
 * Shapes of a "term: explanation" line that decide its question: a date on a timeline, a verb with
 * its forms on a language page, a chemical equation, a test, a method.
 */

/** Formulas or state symbols ("H2O", "(aq)"), or a sum of things ("glucose + oxygen"). */
const CHEMICAL_SIDE = /\((?:aq|s|l|g)\)|\p{Lu}\p{Ll}?\d|\s\+\s/u;

/**
 * An equation is chemistry on both sides of its arrow: "H+ (aq) + OH- (aq) → H2O (l)", "carbon dioxide
 * + water → glucose + oxygen"; "burning trees releases CO2 → climate change" is an effect.
 */
function isReactionEquation(explanation: string): boolean {
  const arrow = explanation.indexOf('→');
  if (arrow < 0) return false;
  const left = explanation.slice(Math.max(0, arrow - 80), arrow);
  const right = explanation.slice(arrow + 1, arrow + 81).split('→')[0] ?? '';
  return CHEMICAL_SIDE.test(left.split(/[;,]/u).at(-1) ?? '') && CHEMICAL_SIDE.test(right.split(/[;,]/u)[0] ?? '');
}

/**
 * "Neutralisation: H+ (aq) + OH- (aq) → H2O (l)" → "What is the equation for neutralisation?", "Test
 * for CO2: limewater turns milky" → "What is the test for CO2?", "Naming salts: hydrochloric acid →
 * chlorides …" → "Describe how to name salts.".
 */
export function shapedQuestion(
  term: string,
  termInline: string,
  explanation: string,
  language: boolean,
): string | undefined {
  if (isReactionEquation(explanation) && !language) return `What is the equation for ${termInline}?`;
  if (/^tests? for\s/iu.test(term)) return `What is the ${term.charAt(0).toLowerCase()}${term.slice(1)}?`;
  // "X-axis = output": what a graph's axis shows.
  if (/^[xy]-axis$/iu.test(term)) return `What does the ${term.toLowerCase()} show?`;
  // "Sunni vs Shi'a: split after Muhammad's death …".
  const pair = /^(.{2,40}?)\s(?:vs\.?|v\.?|versus)\s(.{2,40})$/iu.exec(term);
  if (pair) return `What is the difference between ${pair[1] ?? ''} and ${pair[2] ?? ''}?`;
  const tokens = tokenise(term).tokens;
  const first = tokens[0];
  // (Not a compound noun: "Stopping distance", "Boiling point" name a quantity.)
  const object = tokens[1];
  const takesObject = object !== undefined && (object.pos === 'DET' || /\p{Ll}s$/u.test(object.value));
  if (
    tokens.length >= 2 &&
    first?.pos === 'VERB' &&
    /^\p{L}+ing$/u.test(first.value) &&
    first.lemma !== first.lower &&
    takesObject
  )
    return `Describe how to ${first.lemma} ${term.slice(tokens[1]?.start ?? term.length)}.`;
  return undefined;
}

const DATE_TERM =
  /^(?:(\d{1,2})(?:\s?[-–]\s?(\d{1,2}))?\s+)?(January|February|March|April|May|June|July|August|September|October|November|December)(?:\s+(\d{4}))?(?:\s*\([^()]{1,20}\))?$/iu;

/** "21-25 July" under "The Armada, 1588" → "What happened between 21 and 25 July 1588?". */
export function dateQuestion(term: string, context: string): string | undefined {
  const m = DATE_TERM.exec(term);
  if (!m) return undefined;
  const [, day, lastDay, monthName = '', ownYear] = m;
  const month = monthName.charAt(0).toUpperCase() + monthName.slice(1).toLowerCase();
  const year = ownYear ?? /\b(1[0-9]{3}|20[0-9]{2})\b/u.exec(context)?.[1];
  const when = `${month}${year ? ` ${year}` : ''}`;
  if (day && lastDay) return `What happened between ${day} and ${lastDay} ${when}?`;
  return day ? `What happened on ${day} ${when}?` : `What happened in ${when}?`;
}

/** A heading about verbs and their forms ("Key irregular preterites", "Perfect tense with être"). */
export const VERB_HEADING =
  /\b(?:verbs?|tenses?|preterite|perfect|imperfect|future|conditional|present|past|conjugat\w*|forms?|endings?|irregular\w*|participles?)\b/iu;
/** One word that looks like a French, Spanish or German infinitive: "hacer", "finir", "machen". */
export const INFINITIVE = /^\p{L}+(?:ar|er|ir|re|en)$/iu;

/** Three or more items of one to three words each, split by commas or semicolons: forms, not a meaning. */
export function isFormsList(explanation: string): boolean {
  const items = explanation
    .replace(/\([^)]*\)/gu, ' ')
    .replace(/[.\s]+$/u, '')
    .split(/[,;]/u)
    .map((i) => i.trim())
    .filter(Boolean);
  return items.length >= 3 && items.every((i) => i.split(/\s+/u).length <= 3);
}

/** "Physical: 200 mm of rain fell in 24 hrs" under "Causes": one kind of cause, not a word to define. */
export function kindOfQuestion(
  term: string,
  section: string | undefined,
  where: string | undefined,
): string | undefined {
  const kindOf = section
    ? /^(?:the )?(?:main )?(causes|effects|impacts|consequences|reasons|factors)\b/iu.exec(section)
    : null;
  if (!kindOf) return undefined;
  const head = (kindOf[1] ?? '').toLowerCase().replace(/s$/u, '');
  return `Give ${indefiniteArticle(term)} ${term.toLowerCase()} ${head}${where ? ` of ${where}` : ''}.`;
}

/** "Lab experiment: high control of extraneous variables" under "Evaluation" judges the study. */
export function isEvaluationHeading(section: string | undefined): boolean {
  return (
    section !== undefined &&
    /\b(?:evaluation|evaluating|strengths?|weaknesses?|limitations?|criticisms?|AO3)\b/iu.test(section)
  );
}

/** "ATP (= photophosphorylation)": an aside in brackets is no equation of the term. */
export function withoutBrackets(s: string): string {
  return s.replace(/\([^()]{0,200}\)/gu, ' ');
}

/** "Lock and key model", "Supply and demand diagram": a pair naming one thing. */
export const SINGULAR_HEAD =
  /\s(?:and|&)\s\S+\s(?:model|theory|approach|system|method|process|cycle|test|effect|principle|hypothesis|experiment|study|law|scale|diagram|curve|ratio|index|rule|act|treaty|plan|pact|reaction|analysis|hierarchy)$/iu;

const USES_LEAD = /\b(?:uses|applications|used (?:for|in|to)|is used)\b[^.!?]{0,40}:\s*$/iu;

/** A term item in a list the heading or the line before calls uses ("Uses of EM waves", "Their uses include:"). */
export function listOfUses(u: Unit, analysis: AnalysedText): boolean {
  if (/\b(?:uses|applications)\b/iu.test(u.section ?? '')) return true;
  let i = u.index - 1;
  while (i >= 0 && analysis.units[i]?.term && analysis.units[i]?.section === u.section && u.index - i < 12) i--;
  const lead = analysis.units[i];
  return lead !== undefined && lead.section === u.section && USES_LEAD.test(lead.text);
}
