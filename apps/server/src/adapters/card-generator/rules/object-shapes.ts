import {
  MEANS_VERBS,
  PLACE_PREPOSITIONS,
  PLACE_VERBS,
  REASON_VERBS,
  TELL_VERBS,
  type Token,
  VIEW_VERBS,
} from '../../nlp/index.js';
import type { UnitCandidate } from '../candidate.js';
import { answerText, baseForm, joinTokens, tidyQuestion } from '../question-forms.js';
import { clauseEnd } from './clause-parts.js';

const OBJECT_POS = new Set(['DET', 'ADJ', 'NOUN', 'PROPN', 'NUM', 'PART']);
/** Months, seasons and eras: "happened in June" asks when. */
const WHEN_WORD =
  /^(?:the )?(?:january|february|march|april|may|june|july|august|september|october|november|december|spring|summer|autumn|winter|morning|evening|night|century|\d{2,4}s?|past|future|long run|short run)\b/iu;
/** "Mitosis happens in four stages", "… in 1945": a manner or a time, not a place. */
const NOT_A_PLACE =
  /^(?:\d|(?:\S+ ){0,2}(?:stages?|steps?|phases?|order|ways?|response|cycles?|turn|pairs?|groups?|total|practice|theory|general|particular)\b)/iu;

export function shapedObjectCard(
  tokens: Token[],
  v: number,
  subject: string,
  adverb: string,
  where: string,
): UnitCandidate | undefined {
  const verb = tokens[v];
  if (!verb) return undefined;
  const lemma = baseForm(verb);
  const past = verb.lower !== lemma && !verb.lower.endsWith('s');
  const doForm = past ? 'did' : verb.lower === lemma ? 'do' : 'does';
  const ask = (front: string, from: number, to: number, weight = 0.85): UnitCandidate | undefined => {
    const answer = joinTokens(tokens.slice(from, to + 1));
    if (answer.split(/\s+/u).length < 2) return undefined;
    return { kind: 'fact', front: tidyQuestion(front), back: answerText(answer), weight };
  };
  const end = clauseEnd(tokens, v + 1);
  const placeText = joinTokens(tokens.slice(v + 2, v + 6));
  if (
    PLACE_VERBS.has(lemma) &&
    PLACE_PREPOSITIONS.has(tokens[v + 1]?.lower ?? '') &&
    !NOT_A_PLACE.test(placeText) &&
    !WHEN_WORD.test(placeText)
  ) {
    // "Most people live in lowland areas and large cities, especially in the South East": the place runs on.
    const placeEnd = tokens.slice(v + 1).some((t) => t.value === ';') ? end : clauseEndAtStop(tokens, v + 1);
    return ask(`Where ${doForm} ${subject}${adverb} ${lemma}${where}`, v + 1, placeEnd);
  }
  const objectFrom = v + 1;
  if (!OBJECT_POS.has(tokens[objectFrom]?.pos ?? '') || tokens[objectFrom]?.pos === 'PART') return undefined;
  // The object runs to the word that says how it is seen, told or blamed ("the family as …").
  const markerAt = tokens.findIndex(
    (t, i) =>
      i > objectFrom && i <= objectFrom + 8 && ['as', 'through', 'by', 'using', 'about', 'for'].includes(t.lower),
  );
  const objectEnd = markerAt - 1;
  const marker = tokens[markerAt]?.lower ?? '';
  if (markerAt < 0 || objectEnd + 2 > end) return undefined;
  if (!tokens.slice(objectFrom, markerAt).every((t) => OBJECT_POS.has(t.pos) || t.lower === 'of' || t.value === "'s"))
    return undefined;
  const object = joinTokens(tokens.slice(objectFrom, objectEnd + 1));
  if (/^(?:it|them|this|that|these|those)\b/iu.test(object)) return undefined;
  const rest = clauseEndAtStop(tokens, objectEnd + 1);
  if (VIEW_VERBS.has(lemma) && marker === 'as')
    return ask(`How ${doForm} ${subject}${adverb} ${lemma} ${object}${where}`, objectEnd + 1, rest);
  if (MEANS_VERBS.has(lemma) && (marker === 'through' || marker === 'by' || marker === 'using'))
    return ask(`How ${doForm} ${subject}${adverb} ${lemma} ${object}${where}`, objectEnd + 1, rest);
  if (TELL_VERBS.has(lemma) && marker === 'about')
    return ask(`What ${doForm} ${subject}${adverb} ${lemma} ${object} about${where}`, objectEnd + 2, end);
  if (REASON_VERBS.has(lemma) && marker === 'for' && /ing$/u.test(tokens[objectEnd + 2]?.lower ?? ''))
    return ask(`Why ${doForm} ${subject}${adverb} ${lemma} ${object}${where}`, objectEnd + 1, rest);
  return undefined;
}

/** The end of a clause that may hold commas of its own (a list): only a stop, a semicolon or a reason ends it. */
function clauseEndAtStop(tokens: Token[], from: number): number {
  for (let i = from; i < tokens.length; i++) {
    const t = tokens[i] as Token;
    if ([';', ':', '('].includes(t.value) || t.lower === 'because') return i - 1;
    if (t.value === ',' && ['so', 'which', 'but', 'while', 'whereas'].includes(tokens[i + 1]?.lower ?? ''))
      return i - 1;
  }
  return tokens.length - 1;
}
