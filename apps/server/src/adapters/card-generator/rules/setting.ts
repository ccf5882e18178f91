import { type AnalysedText, isNounLike, isVerbLike, type Unit } from '../../nlp/index.js';
import type { UnitCandidate } from '../candidate.js';
import { answerText, inlineCase, joinTokens } from '../question-forms.js';

const NP_START = new Set(['DET', 'NOUN', 'ADJ', 'PROPN', 'NUM']);
const SETTING_PREPOSITIONS = new Set(['at', 'in', 'during']);
const VAGUE_SUBJECT = new Set(['it', 'they', 'this', 'these', 'those', 'he', 'she', 'there']);

/**
 * "At a destructive margin the denser oceanic plate is subducted …" -> "What happens at a destructive
 * margin?" -> the whole sentence. A sentence set in a named place, structure or stage states what
 * happens there; without this it only got a blank ("the ____ oceanic plate"), which leaves the fact
 * in the question. Not for dates or numbers ("In 1948 …": a date card), nor a pronoun after the setting.
 */
export function settingCard(u: Unit, analysis: AnalysedText): UnitCandidate | undefined {
  const tokens = u.tokens.filter((t) => !(t.type === 'punctuation' && /^[.!?]$/u.test(t.value)));
  const prep = tokens[0];
  const det = tokens[1];
  if (!prep || !det || !SETTING_PREPOSITIONS.has(prep.lower) || !['a', 'an', 'the'].includes(det.lower))
    return undefined;
  let end = 2;
  while (end < tokens.length && end < 7 && ['ADJ', 'NOUN', 'PROPN'].includes(tokens[end]?.pos ?? '')) end++;
  // The setting is a noun phrase of one to five words ending in a noun, with no figure or date in it.
  const last = tokens[end - 1];
  if (end === 2 || !last || !isNounLike(last) || tokens.slice(2, end).some((t) => /\d/u.test(t.value)))
    return undefined;
  const restFrom = tokens[end]?.value === ',' ? end + 1 : end;
  const rest = tokens.slice(restFrom);
  const first = rest[0];
  if (!first || VAGUE_SUBJECT.has(first.lower) || !NP_START.has(first.pos)) return undefined;
  if (rest.filter((t) => t.type === 'word').length < 5 || !rest.some((t) => isVerbLike(t))) return undefined;
  const setting = inlineCase(joinTokens(tokens.slice(1, end)), analysis);
  // "In the Balkans, Serbian nationalists wanted …" -> "What happened in the Balkans?"
  const verb = rest.find((t) => isVerbLike(t));
  const past = verb !== undefined && /^(?:was|were|had|did)$|\p{L}ed$/u.test(verb.lower);
  return {
    kind: 'fact',
    front: `What ${past ? 'happened' : 'happens'} ${prep.lower} ${setting}?`,
    back: answerText(joinTokens(tokens)),
    weight: 0.6,
  };
}
