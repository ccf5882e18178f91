import {
  type AnalysedText,
  capitaliseFirst,
  isNounLike,
  isVerbAt,
  lastContentIndex,
  NON_ACTION_VERBS,
  nounPhraseEnd,
  PARTICLES,
  QUANTITY_WORDS,
  type Token,
  tokenise,
  type Unit,
} from '../../nlp/index.js';
import type { UnitCandidate } from '../candidate.js';
import { finiteVerbIn, participleAfterSubject } from '../predicate-cards.js';
import { answerText, baseForm, inlineCase, joinTokens, stripEnd } from '../question-forms.js';
import { CAUSE_VERBS, hiddenVerbAt, mainClause, startsClause } from './clause-parts.js';
import { findDates } from './date.js';
import { shapedObjectCard } from './object-shapes.js';

const PASSIVE_FACT =
  /^(?:(in|within|for) ([^,]{2,40}?), )?(.{2,80}?) (is|are|was|were) (measured|found|made|stored|located|produced|released|absorbed|converted|transported|controlled|carried|calculated|shown|given|affected|influenced|determined|formed|broken down|digested|coded|transferred|used) (in|by|from|of|as|into|using|at|with|through|up of)\s+(.{2,})$/iu;

/** "Current is measured in amperes" -> "What is current measured in?"; "X is found in Y" -> "Where is X found?" */
export function passiveFact(u: Unit, analysis: AnalysedText): UnitCandidate | undefined {
  if (u.dependsOnContext || u.term) return undefined;
  const m = PASSIVE_FACT.exec(stripEnd(u.text));
  if (!m) return undefined;
  const [, introPrep, introPlace, subjectRaw = '', be = 'is', participle = '', prep = '', restRaw = ''] = m;
  // "NATO was formed in 1949 ..." is a "When?" card, not "What was NATO formed in?".
  if (
    /^(?:(?:the\s+)?(?:early|late|mid)?\s*(?:1[0-9]|20)\d{2}|\d{1,2}\s+\p{Lu}\p{Ll}+|(?:January|February|March|April|May|June|July|August|September|October|November|December)\b)/u.test(
      restRaw,
    )
  )
    return undefined;
  // "..., and the USSR responded ...": another clause, not part of the answer.
  const rest = restRaw.replace(/(?:,\s*(?:and|but|while|whereas)\s|;\s).*$/u, '');
  const { tokens } = tokenise(subjectRaw);
  if (nounPhraseEnd(tokens, 0, 12) !== tokens.length - 1 || /^(?:it|they|this|these|there)\b/iu.test(subjectRaw))
    return undefined;
  const subject = inlineCase(subjectRaw, analysis);
  // "For example, chlorine is formed from …": an example marker is not a setting to keep in the question.
  const example = /^for$/iu.test(introPrep ?? '') && /^(?:example|instance)$/iu.test(introPlace ?? '');
  const where = introPrep && !example ? ` ${introPrep.toLowerCase()} ${inlineCase(introPlace ?? '', analysis)}` : '';
  const p = participle.toLowerCase();
  const front =
    (p === 'found' || p === 'located' || p === 'stored') && /^(?:in|within|at)$/iu.test(prep)
      ? `Where ${be.toLowerCase()} ${subject} ${p}${where}?`
      : `What ${be.toLowerCase()} ${subject} ${p} ${prep.toLowerCase()}${where}?`;
  return { kind: 'fact', front, back: capitaliseFirst(mainClause(rest)), weight: 1 };
}

/** Words that make "take place in …" a time: "in the month of Dhul Hijjah", "every year", "in spring". */
const WHEN_WORDS =
  /\b(?:month|year|week|day|days|night|century|season|spring|summer|autumn|winter|morning|evening|dawn|festival|ramadan|january|february|march|april|may|june|july|august|september|october|november|december|\d{3,4})\b/iu;

/** "Chlorophyll absorbs light energy" -> "What does chlorophyll absorb?" -> "Light energy". */
export function actionCard(u: Unit, analysis: AnalysedText): UnitCandidate | undefined {
  if (u.term || u.isQuestion || u.dependsOnContext || u.wordCount > 30) return undefined;
  const tokens = u.tokens;
  let subjectEnd = nounPhraseEnd(tokens, 0, 7);
  // "Amylase breaks down starch": the tagger's noun "breaks" is the verb.
  const last = tokens[subjectEnd];
  if (
    subjectEnd > 0 &&
    last?.pos === 'NOUN' &&
    /\p{Ll}s$/u.test(last.value) &&
    // "The weather and feelings in the past …": a noun joined by "and" is part of the subject.
    !['and', 'or'].includes(tokens[subjectEnd - 1]?.lower ?? '') &&
    (PARTICLES.has(tokens[subjectEnd + 1]?.lower ?? '') || tokens[subjectEnd + 1]?.pos === 'DET')
  )
    subjectEnd--;
  // "Historic buildings in Kathmandu collapsed": without a noun left, "buildings" was the subject after all.
  if (!tokens.slice(0, subjectEnd + 1).some(isNounLike)) return undefined;
  // "Little progress in 300+ years …": a quantity word is no subject, the noun after it no verb
  // ("What do little progress in?").
  if (subjectEnd === 0 && QUANTITY_WORDS.has(tokens[0]?.lower ?? '')) return undefined;
  const verb = tokens[subjectEnd + 1];
  if (subjectEnd < 0 || !verb || participleAfterSubject(tokens, 0, subjectEnd + 1)) return undefined;
  // "The witches' prophecies in Act 1 …": after a possessive comes what is owned, not a verb.
  if (/^(?:['’]s?|\p{L}+s['’])$/u.test(tokens[subjectEnd]?.value ?? '') && verb.pos !== 'VERB') return undefined;
  // A date or a reason makes a better card ("When did ...?", "Why ...?") than "What did X declare?",
  // unless the date only names the subject: "The Truman Doctrine of 1947 promised ...".
  const dates = findDates(tokens);
  if (dates.some(([a]) => a > subjectEnd) || tokens.some((t) => t.lower === 'because')) return undefined;
  // "Tree diagrams show ...": a base form after the -s word is the verb, so the -s word is not.
  const after = tokens[subjectEnd + 2];
  const baseAfter = after?.pos === 'NOUN' && after.lemma === after.lower && !/s$/u.test(after.lower);
  const verbLike = verb.pos === 'VERB' || (verb.pos === 'NOUN' && /\p{Ll}s$/u.test(verb.value) && !baseAfter);
  if (!verbLike || NON_ACTION_VERBS.has(verb.lemma) || /ing$/u.test(verb.lower) || CAUSE_VERBS.has(verb.lower))
    return undefined;
  // "Hajj takes place in the month of Dhul Hijjah": "take place" asks when or where, not "What does hajj take?".
  if (verb.lemma === 'take' && tokens[subjectEnd + 2]?.lower === 'place') {
    const rest = joinTokens(tokens.slice(subjectEnd + 3, lastContentIndex(tokens) + 1));
    if (!/^(?:in|on|at|during|every|each|after|before)\s/iu.test(rest) || rest.split(/\s+/u).length < 2)
      return undefined;
    const when = WHEN_WORDS.test(rest) || findDates(tokens).length > 0;
    const subject = inlineCase(joinTokens(tokens.slice(0, subjectEnd + 1)), analysis);
    const aux = verb.lower === 'took' ? 'did' : verb.lower === 'take' ? 'do' : 'does';
    return {
      kind: 'fact',
      front: `${when ? 'When' : 'Where'} ${aux} ${subject} take place?`,
      back: answerText(rest),
      weight: 0.9,
    };
  }
  // "Functionalists see the family as …", "Most people live in …": asked how, where, what about or why.
  const shaped = shapedObjectCard(
    tokens,
    subjectEnd + 1,
    inlineCase(subjectWithDate(tokens, subjectEnd, dates), analysis),
    '',
    '',
  );
  if (shaped) return shaped;
  let objectFrom = subjectEnd + 2;
  let particle = '';
  const maybeParticle = tokens[objectFrom];
  if (maybeParticle && PARTICLES.has(maybeParticle.lower) && maybeParticle.pos === 'ADP') {
    particle = ` ${maybeParticle.lower}`;
    objectFrom++;
  }
  const objectStart = tokens[objectFrom];
  if (!objectStart || !['DET', 'NOUN', 'ADJ', 'NUM', 'PROPN'].includes(objectStart.pos)) return undefined;
  // Stop at a second verb phrase: "compares adjacent items and swaps them ...".
  let objectEnd = lastContentIndex(tokens);
  for (let i = objectFrom + 1; i <= objectEnd; i++) {
    const t = tokens[i];
    if (t && (t.lower === 'and' || t.lower === 'but') && (isVerbAt(tokens, i + 1) || hiddenVerbAt(tokens, i + 1))) {
      objectEnd = i - 1;
      break;
    }
    // "... on Cuba, and Kennedy ordered ...", "... roads and rivers, which delayed ...": another clause;
    // "... the Bank Rate to reduce inflation": a purpose, which is a "Why?" card of its own.
    const purpose = t?.lower === 'to' && tokens[i + 1]?.pos === 'VERB' && tokens[i + 1]?.lower === tokens[i + 1]?.lemma;
    if (t && (t.value === ';' || purpose || (t.value === ',' && startsClause(tokens, i + 1)))) {
      objectEnd = i - 1;
      break;
    }
  }
  if (finiteVerbIn(tokens.slice(objectFrom, objectEnd + 1), tokens.slice(objectEnd + 1))) return undefined;
  const object = mainClause(joinTokens(tokens.slice(objectFrom, objectEnd + 1)).replace(/\s*:.*$/u, ''));
  if (object.split(/\s+/u).length < 2) return undefined;
  // "Jamais works the same way": a manner, not an object ("What does jamais work?").
  if (/^(?:(?:in )?the same way|like|as|differently)\b/iu.test(object)) return undefined;
  const subject = inlineCase(subjectWithDate(tokens, subjectEnd, dates), analysis);
  const lemma = baseForm(verb);
  const past = verb.lower !== verb.lemma && verb.lower !== lemma && !verb.lower.endsWith('s');
  const doForm = past ? 'did' : verb.lower === lemma ? 'do' : 'does';
  return {
    kind: 'fact',
    front: `What ${doForm} ${subject} ${lemma}${particle}?`,
    back: capitaliseFirst(object),
    weight: 0.7,
  };
}

/** "The Truman Doctrine of 1947" -> "The Truman Doctrine (1947)", which reads well inside a question. */
function subjectWithDate(tokens: Token[], subjectEnd: number, dates: [number, number][]): string {
  const date = dates.find(([a, b]) => b <= subjectEnd && a > 1);
  if (date && tokens[date[0] - 1]?.lower === 'of' && date[1] === subjectEnd) {
    const name = joinTokens(tokens.slice(0, date[0] - 1));
    return `${name} (${joinTokens(tokens.slice(date[0], date[1] + 1))})`;
  }
  return joinTokens(tokens.slice(0, subjectEnd + 1));
}
