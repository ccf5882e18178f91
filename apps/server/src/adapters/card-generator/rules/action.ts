import { type AnalysedText, CLAIM_VERBS, LIGHT_VERBS, STATIVE_VERBS, type Token } from '../../nlp/index.js';
import { inlineCase, joinTokens } from '../question-forms.js';

/**
 * "Insertion sort takes each item in turn and inserts it …" -> "What does insertion sort do?": a
 * sentence whose subject acts on an object is asked about as what the subject does, the whole
 * sentence as the answer. Not for be/have/say-type verbs, claims, or a verb without an object.
 */
export function actionQuestion(
  tokens: Token[],
  from: number,
  subjectEnd: number,
  verbEnd: number,
  led: boolean,
  analysis: AnalysedText,
): string | undefined {
  const verb = tokens[verbEnd];
  const next = tokens[verbEnd + 1];
  if (led || !verb || verb.pos !== 'VERB' || subjectEnd < from || verbEnd !== subjectEnd + 1) return undefined;
  if (verb.lemma === 'take' && next?.lower === 'place') return undefined;
  if (LIGHT_VERBS.has(verb.lemma) || CLAIM_VERBS.has(verb.lemma) || STATIVE_VERBS.has(verb.lemma)) return undefined;
  if (
    !next ||
    !(['DET', 'NOUN', 'ADJ', 'NUM', 'PROPN'].includes(next.pos) || (next.pos === 'ADP' && PARTICLE.has(next.lower)))
  )
    return undefined;
  const subjectTokens = tokens.slice(from, subjectEnd + 1);
  // "A kettle draws 10 A …" is one example, not what kettles do; "you"/"we" are the reader.
  if (
    subjectTokens.some((t) => ['you', 'we', 'i'].includes(t.lower)) ||
    /^(?:a|an|one)$/u.test(subjectTokens[0]?.lower ?? '')
  ) {
    return undefined;
  }
  // "Khrushchev placed missiles on Cuba, and Kennedy ordered a blockade": a second subject's action
  // is not what the first one did.
  for (let i = verbEnd + 1; i < tokens.length - 2; i++) {
    const joiner = tokens[i + 1]?.lower ?? '';
    const after = tokens[i + 2]?.pos ?? '';
    if (
      (tokens[i]?.value === ',' &&
        ['and', 'but', 'while', 'whereas'].includes(joiner) &&
        ['DET', 'PROPN', 'PRON'].includes(after)) ||
      tokens[i]?.value === ';'
    )
      return undefined;
  }
  const past = /ed$/u.test(verb.lower) && verb.lower !== verb.lemma;
  const singular = /s$/u.test(verb.lower) && verb.lower !== verb.lemma;
  const aux = past ? 'did' : singular ? 'does' : verb.lower === verb.lemma ? 'do' : undefined;
  if (!aux) return undefined;
  return `What ${aux} ${inlineCase(joinTokens(subjectTokens), analysis)} do?`;
}
const PARTICLE = new Set(['off', 'up', 'out', 'down', 'on']);
/**
 * Just above the stem's 0.4; selection gives it the stem's half coverage credit too (its answer is the
 * whole sentence by construction): with full credit it displaced narrower questions on the same
 * sentence ("What did Khrushchev place?").
 */
export const ACTION_WEIGHT = 0.5;
