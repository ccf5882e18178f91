import {
  type AnalysedText,
  CLAIM_VERBS,
  FUNCTION_WORDS,
  isNounLike,
  isVerbLike,
  LIGHT_VERBS,
  LINKING_ADVERBS,
  nounPhraseEnd,
  PREPOSITIONS,
  REPORTING_VERBS,
  type Token,
  type Unit,
} from '../nlp/index.js';
import type { UnitCandidate } from './candidate.js';
import { answerText, baseForm, inlineCase, joinTokens, leadingAdverbial, tidyQuestion } from './question-forms.js';
import { settingCard } from './rules/setting.js';
import { ACTION_WEIGHT, actionQuestion } from './rules/action.js';
import { shapedObjectCard } from './rules/object-shapes.js';
import { clauseEnd } from './rules/clause-parts.js';

const NP_START = new Set(['DET', 'NOUN', 'ADJ', 'PROPN', 'NUM']);
const FINITE_VERB_POS = new Set(['AUX', 'VERB']);

/**
 * Questions on the main clause that the definition and action rules miss, so a sentence is asked
 * about rather than blanked: "A binary search only works on a list that is already sorted" -> "What
 * does a binary search only work on?"; "French and Belgian troops occupied the Ruhr" -> "What did
 * French and Belgian troops occupy?"; "Aluminium is more reactive than carbon" -> "Which is more
 * reactive: aluminium or carbon?".
 */
export function predicateCards(u: Unit, analysis: AnalysedText): UnitCandidate[] {
  if (u.term || u.isQuestion || u.wordCount < 4 || u.wordCount > 40) return [];
  const out = [...methodCards(u, analysis)];
  if (u.dependsOnContext || u.wordCount > 32) return out;
  const stem = stemCard(u, analysis);
  const setting = settingCard(u, analysis);
  return [...out, ...clauseQuestions(u, analysis), ...(setting ? [setting] : []), ...(stem ? [stem] : [])];
}

/**
 * The last resort for a sentence no other rule can ask about, so its fact still gets a card: the
 * sentence's subject and verb as a prompt, the whole sentence as the answer: 'What completes this
 * sentence: "Background radiation is …"?' -> "Background radiation is always around us"; or, when
 * the subject acts on an object, "What does insertion sort do?" -> "Insertion sort takes each item …".
 * Its low weight keeps it behind every real question form.
 */
function stemCard(u: Unit, analysis: AnalysedText): UnitCandidate | undefined {
  if (u.wordCount < 6) return undefined;
  const tokens = u.tokens.filter((t) => !(t.type === 'punctuation' && /^[.!?]$/u.test(t.value)));
  const lead = leadingAdverbial(tokens);
  const from = lead ? lead.restFrom : 0;
  if (['it', 'they', 'this', 'these', 'he', 'she'].includes(tokens[from]?.lower ?? '')) return undefined;
  // "You can measure ...": the generic "you" of method notes is a subject too.
  let subjectEnd = ['you', 'we'].includes(tokens[from]?.lower ?? '') ? from : subjectEndAt(tokens, from);
  if (subjectEnd < from) return undefined;
  let verbEnd = subjectEnd + 1;
  const head = tokens[subjectEnd];
  // "Headlands and bays form where ...": a base form after a plural noun is the verb the tagger missed.
  if (
    head &&
    subjectEnd > from &&
    !isVerbLike(tokens[verbEnd] ?? head) &&
    head.pos === 'NOUN' &&
    head.lemma === head.lower &&
    !/s$/u.test(head.lower) &&
    /\p{Ll}s$/u.test(tokens[subjectEnd - 1]?.value ?? '')
  ) {
    subjectEnd--;
    verbEnd = subjectEnd + 1;
  } else {
    if (tokens[verbEnd]?.pos === 'ADV') verbEnd++;
    if (!tokens[verbEnd] || !isVerbLike(tokens[verbEnd] as Token)) return undefined;
  }
  if (['not', "n't"].includes(tokens[verbEnd + 1]?.lower ?? '')) verbEnd++;
  const rest = tokens.slice(verbEnd + 1);
  // The answer must add a fact of at least three words to the prompt.
  if (rest.filter((t) => t.type === 'word' || t.type === 'number').length < 3) return undefined;
  const stem = joinTokens(tokens.slice(0, verbEnd + 1));
  // A subject acting on an object is asked about as what it does: a real question, so it replaces the stem.
  const action = actionQuestion(tokens, from, subjectEnd, verbEnd, lead !== undefined, analysis);
  if (action) return { kind: 'fact', front: action, back: answerText(joinTokens(tokens)), weight: ACTION_WEIGHT };
  return {
    kind: 'fact',
    front: `Complete the sentence: "${stem} …".`,
    back: answerText(joinTokens(tokens)),
    weight: 0.4,
  };
}

/**
 * "To find a missing angle you use the inverse function" -> "How do you find a missing angle?";
 * "The sine rule is .... Use it when you know a side and its opposite angle." -> "When do you use the
 * sine rule?". Methods are what maths and science notes are made of.
 */
function methodCards(u: Unit, analysis: AnalysedText): UnitCandidate[] {
  const out: UnitCandidate[] = [];
  const text = u.text.replace(/[.\s]+$/u, '');
  const to = /^To (\p{Ll}+) ([^,]{3,80}?),? (?:you|we) (\p{Ll}+ .{3,})$/u.exec(text);
  if (to && !/\b(?:it|them|this)$/u.test(to[2] ?? '')) {
    out.push({
      kind: 'fact',
      front: `How do you ${to[1] ?? ''} ${inlineCase(to[2] ?? '', analysis)}?`,
      back: answerText(`you ${to[3] ?? ''}`),
      weight: 0.95,
    });
  }
  // "To calculate the mean, add the values and divide by ...": the instruction is the answer.
  const imperative = to ? null : /^To (\p{Ll}+) ([^,]{3,80}?), (\p{Ll}+) (.{3,})$/u.exec(text);
  const verb = imperative?.[3] ?? '';
  // "Aim: to find out whether …, after the Nazi officer …": an instruction starts with a verb, not a preposition.
  if (
    imperative &&
    !/^(?:the|a|an|it|this|they|there|and|but|so|which|as|for|or)$/u.test(verb) &&
    !PREPOSITIONS.has(verb) &&
    !FUNCTION_WORDS.has(verb)
  ) {
    out.push({
      kind: 'fact',
      front: `How do you ${imperative[1] ?? ''} ${inlineCase(imperative[2] ?? '', analysis)}?`,
      back: answerText(`${verb} ${imperative[4] ?? ''}`),
      weight: 0.9,
    });
  }
  const use = /^(.{3,60}?) (?:is|are) [^.]{3,}\.\s+(?:You )?[Uu]se (?:it|this|them) (when|if) ([^.]{5,})$/u.exec(text);
  const subject = use ? nounPhraseEnd(u.tokens, 0, 10) : -1;
  if (use && subject >= 0 && joinTokens(u.tokens.slice(0, subject + 1)) === use[1]) {
    out.push({
      kind: 'fact',
      front: `When do you use ${inlineCase(use[1] ?? '', analysis)}?`,
      back: answerText(`${use[2] ?? ''} ${use[3] ?? ''}`),
      weight: 0.95,
    });
  }
  return out;
}

function clauseQuestions(u: Unit, analysis: AnalysedText): UnitCandidate[] {
  const tokens = u.tokens.filter((t) => !(t.type === 'punctuation' && /^[.!?]$/u.test(t.value)));
  const lead = leadingAdverbial(tokens);
  const from = lead ? lead.restFrom : 0;
  let subjectEnd = subjectEndAt(tokens, from);
  if (subjectEnd < from) return [];
  let hidden: Token | undefined;
  if (!isVerbLike(tokens[subjectEnd + 1] ?? ({} as Token)) && tokens[subjectEnd + 1]?.pos !== 'ADV') {
    // "Active transport moves substances from ...": the tagger read the verb as one more noun.
    // "Root hair cells use active transport": a base form after a plural noun is the verb ...
    const plural = tokens.findIndex(
      (t, i) =>
        i > from &&
        i <= subjectEnd &&
        t.pos === 'NOUN' &&
        t.lemma === t.lower &&
        !/s$/u.test(t.lower) &&
        /\p{Ll}s$/u.test(tokens[i - 1]?.value ?? '') &&
        ['NOUN', 'DET', 'ADJ', 'PRON', 'NUM'].includes(tokens[i + 1]?.pos ?? ''),
    );
    // ... and so is an -s form after a singular one: "Active transport moves substances".
    const k =
      plural >= 0
        ? plural
        : tokens.findIndex(
            (t, i) =>
              i > from &&
              i <= subjectEnd &&
              t.pos === 'NOUN' &&
              /\p{Ll}s$/u.test(t.value) &&
              isNounLike(tokens[i - 1] ?? t) &&
              !/s$/u.test(tokens[i - 1]?.lower ?? 's') &&
              // "moves substances", "taxes goods", "breaks the": not "Guard cells open and close".
              (['DET', 'PRON'].includes(tokens[i + 1]?.pos ?? '') ||
                (tokens[i + 1]?.pos === 'NOUN' && /\p{Ll}s$/u.test(tokens[i + 1]?.value ?? ''))) &&
              !(
                tokens[i + 1]?.pos === 'NOUN' &&
                tokens[i + 1]?.lemma === tokens[i + 1]?.lower &&
                !/s$/u.test(tokens[i + 1]?.lower ?? 's')
              ),
          );
    if (k < 0) return [];
    hidden = { ...(tokens[k] as Token), pos: 'VERB' };
    tokens[k] = hidden;
    subjectEnd = k - 1;
  }
  const subjectTokens = tokens.slice(from, subjectEnd + 1);
  if (['it', 'they', 'this', 'these', 'he', 'she'].includes(subjectTokens[0]?.lower ?? '')) return [];
  // "Oxymorons show love and conflict are tangled …": a verb inside the subject is a clause the
  // writer left without "that" ("How are oxymorons show love … tangled?").
  // (The tagger reads "show" after a plural as a noun: a reporting verb there is the verb.)
  if (
    subjectTokens.some(
      (t, i) =>
        i > 0 &&
        ((t.pos === 'VERB' && t.lower === t.lemma && t.lower !== 'be') ||
          (REPORTING_VERBS.has(t.lower) && /\p{L}s$/u.test(subjectTokens[i - 1]?.value ?? ''))),
    )
  )
    return [];
  const raw = joinTokens(subjectTokens);
  // "French and Belgian troops": a name later in the phrase means the first capital is a name too.
  // A quantifier is no part of a name: "Some Muslims" → "some Muslims".
  const opensWithFunctionWord = FUNCTION_WORDS.has(subjectTokens[0]?.lower ?? '');
  const subject =
    /^\p{Lu}/u.test(raw) && /\s\p{Lu}/u.test(raw) && !opensWithFunctionWord ? raw : inlineCase(raw, analysis);
  let v = subjectEnd + 1;
  let adverb = '';
  if (tokens[v]?.pos === 'ADV' && tokens[v + 1] && isVerbLike(tokens[v + 1] as Token)) {
    // "usually" belongs in the question; "therefore" and "also" only link to the sentence before.
    if (!LINKING_ADVERBS.has(tokens[v]?.lower ?? '')) adverb = ` ${tokens[v]?.lower ?? ''}`;
    v++;
  }
  const verb = tokens[v];
  if (!verb || participleAfterSubject(tokens, from, v)) return [];
  const where = lead ? ` ${inlineCase(joinTokens(tokens.slice(0, lead.end + 1)), analysis)}` : '';
  const out: UnitCandidate[] = [];

  const comparative = comparativeCard(tokens, v, subject, analysis);
  if (comparative) out.push(comparative);
  const passive = passiveHowCard(tokens, v, subject, where);
  if (passive) out.push(passive);
  const use = usedForCard(tokens, v, subject, where);
  if (use) out.push(use);
  const claim = thatClauseCard(tokens, v, subject, adverb, where);
  if (claim) out.push(claim);

  if (verb.pos !== 'VERB' || LIGHT_VERBS.has(verb.lemma) || /ing$/u.test(verb.lower)) return out;
  const shaped = shapedObjectCard(tokens, v, subject, adverb, where);
  if (shaped) return [...out, shaped];
  const next = tokens[v + 1];
  const preposition = next && next.pos === 'ADP' && PREPOSITIONS.has(next.lower) ? next.lower : '';
  const objectFrom = preposition ? v + 2 : v + 1;
  const objectStart = tokens[objectFrom];
  if (!objectStart || !NP_START.has(objectStart.pos)) return out;
  // Only when the usual action rule cannot read the sentence: a preposition, an adverb or a subject
  // like "French and Belgian troops" that its noun-phrase reader rejects.
  if (!preposition && !adverb && !hidden && nounPhraseEnd(tokens, from, 10) === subjectEnd) return out;
  const objectEnd = clauseEnd(tokens, objectFrom);
  // "A red blood cell placed in pure water swells": the verb read was a participle of the subject.
  if (finiteVerbIn(tokens.slice(objectFrom, objectEnd + 1), tokens.slice(objectEnd + 1))) return out;
  const object = joinTokens(tokens.slice(objectFrom, objectEnd + 1));
  if (object.split(/\s+/u).length < 2 || /^(?:it|them|this|that)\b/iu.test(object)) return out;
  // "Jamais works the same way": a manner, not an object ("What does jamais work?").
  if (/^(?:(?:in )?the same way|like|as|differently)\b/iu.test(object)) return out;
  const lemma = baseForm(verb);
  const past = verb.lower !== verb.lemma && !verb.lower.endsWith('s');
  const doForm = past ? 'did' : verb.lower === lemma ? 'do' : 'does';
  out.push({
    kind: 'fact',
    front: tidyQuestion(`What ${doForm} ${subject}${adverb} ${lemma}${preposition ? ` ${preposition}` : ''}${where}`),
    back: answerText(object),
    weight: 0.75,
  });
  return out;
}

/** "Taylor believed that workers are motivated mainly by money" -> "What did Taylor believe?" */
function thatClauseCard(
  tokens: Token[],
  v: number,
  subject: string,
  adverb: string,
  where: string,
): UnitCandidate | undefined {
  let i = v;
  let modal = '';
  if (['may', 'might', 'can', 'could', 'would', 'should', 'will'].includes(tokens[i]?.lower ?? '')) {
    modal = tokens[i]?.lower ?? '';
    i++;
  }
  const verb = tokens[i];
  if (!verb || !CLAIM_VERBS.has(verb.lemma)) return undefined;
  // "Christians believe the Genesis account is exactly true": a clause without "that" is one too.
  const clauseEnd = tokens[i + 1]?.lower === 'that' ? -1 : nounPhraseEnd(tokens, i + 1, 10);
  const bareClause = clauseEnd > i && FINITE_VERB_POS.has(tokens[clauseEnd + 1]?.pos ?? '');
  if (tokens[i + 1]?.lower !== 'that' && !bareClause) return undefined;
  const rest = tokens.slice(bareClause ? i + 1 : i + 2);
  if (rest.length < 3 || !rest.some(isVerbLike)) return undefined;
  const lemma = baseForm(verb);
  const past = verb.lower !== verb.lemma && !verb.lower.endsWith('s');
  const aux = modal || (past ? 'did' : verb.lower === lemma ? 'do' : 'does');
  return {
    kind: 'fact',
    front: tidyQuestion(`What ${aux} ${subject}${adverb} ${lemma}${where}`),
    back: answerText(bareClause ? joinTokens(rest) : `that ${joinTokens(rest)}`),
    weight: 0.9,
  };
}

/** "The angle of elevation is measured upwards from the horizontal" -> "How is the angle of elevation measured?" */
function passiveHowCard(tokens: Token[], v: number, subject: string, where: string): UnitCandidate | undefined {
  const be = tokens[v];
  const participle = tokens[v + 1];
  if (!be || !participle || !['is', 'are', 'was', 'were'].includes(be.lower)) return undefined;
  if (!['VERB', 'ADJ'].includes(participle.pos) || !/(?:ed|en|wn)$/u.test(participle.lower)) return undefined;
  // "... measured upwards from the horizontal", "Waves are created by wind ...".
  const byAgent = tokens[v + 2]?.lower === 'by' && NP_START.has(tokens[v + 3]?.pos ?? '');
  if (!byAgent && (tokens[v + 2]?.pos !== 'ADV' || tokens[v + 3]?.pos !== 'ADP')) return undefined;
  const end = clauseEnd(tokens, v + 2);
  const answer = joinTokens(tokens.slice(v + 2, end + 1));
  if (answer.split(/\s+/u).length < 3) return undefined;
  return {
    kind: 'fact',
    front: tidyQuestion(`How ${be.lower} ${subject} ${participle.lower}${where}`),
    back: answerText(answer),
    weight: 0.9,
  };
}

/** "The perfect tense is used to talk about ..." -> "What is the perfect tense used for?" */
function usedForCard(tokens: Token[], v: number, subject: string, where: string): UnitCandidate | undefined {
  const be = tokens[v];
  if (!be || !['is', 'are', 'was', 'were'].includes(be.lower)) return undefined;
  let i = v + 1;
  if (tokens[i]?.pos === 'ADV') i++;
  if (tokens[i]?.lower !== 'used' || !['to', 'for'].includes(tokens[i + 1]?.lower ?? '')) return undefined;
  // "used for respiration, or converted into starch": the uses run on past a comma.
  let end = clauseEnd(tokens, i + 1);
  while (tokens[end + 1]?.value === ',' && ['or', 'and'].includes(tokens[end + 2]?.lower ?? ''))
    end = clauseEnd(tokens, end + 3);
  const answer = joinTokens(tokens.slice(i + 1, end + 1));
  if (answer.split(/\s+/u).length < 2) return undefined;
  return {
    kind: 'fact',
    front: tidyQuestion(`What ${be.lower} ${subject} used for${where}`),
    back: answerText(answer),
    weight: 0.95,
  };
}

/** "Aluminium is more reactive than carbon" -> "Which is more reactive: aluminium or carbon?" */
function comparativeCard(
  tokens: Token[],
  v: number,
  subject: string,
  analysis: AnalysedText,
): UnitCandidate | undefined {
  const verb = tokens[v];
  if (!verb || !['is', 'are', 'was', 'were'].includes(verb.lower)) return undefined;
  let i = v + 1;
  let degree = '';
  if (['more', 'less'].includes(tokens[i]?.lower ?? '') && tokens[i + 1]?.pos === 'ADJ') {
    degree = `${tokens[i]?.lower ?? ''} ${tokens[i + 1]?.lower ?? ''}`;
    i += 2;
  } else if (tokens[i]?.pos === 'ADJ' && /er$/u.test(tokens[i]?.lower ?? '')) {
    degree = tokens[i]?.lower ?? '';
    i += 1;
  }
  if (!degree || tokens[i]?.lower !== 'than') return undefined;
  const otherEnd = subjectEndAt(tokens, i + 1);
  if (otherEnd <= i || otherEnd !== clauseEnd(tokens, i + 1)) return undefined;
  const other = inlineCase(joinTokens(tokens.slice(i + 1, otherEnd + 1)), analysis);
  return {
    kind: 'fact',
    front: `Which ${verb.lower} ${degree}: ${subject} or ${other}?`,
    back: answerText(joinTokens(tokens.slice(0, otherEnd + 1))),
    weight: 0.85,
  };
}

/**
 * End of a subject noun phrase from `from`: the shared reader first, then a plain run of
 * adjectives, names and nouns joined by "and" ("French and Belgian troops"), which it rejects.
 */
function subjectEndAt(tokens: Token[], from: number): number {
  const end = nounPhraseEnd(tokens, from, 10);
  if (end >= from) return end;
  let last = -1;
  let lastAdjective = -1;
  for (let i = from; i < tokens.length && i - from < 8; i++) {
    const t = tokens[i] as Token;
    if (isNounLike(t)) last = i;
    else if (t.pos === 'ADJ') lastAdjective = i;
    else if (t.pos === 'DET' && i === from) continue;
    else if (t.lower === 'and' && i > from && ['ADJ', 'NOUN', 'PROPN'].includes(tokens[i + 1]?.pos ?? '')) continue;
    else break;
  }
  // "The perfect tense is": the tagger's adjective "tense" heads the phrase before the verb.
  if (
    last < 0 &&
    tokens[from]?.pos === 'DET' &&
    lastAdjective > from &&
    isVerbLike(tokens[lastAdjective + 1] ?? ({} as Token))
  )
    return lastAdjective;
  return last;
}

/** A finite verb outside a relative clause: the phrase is not a plain object. */
export function finiteVerbIn(tokens: Token[], after: Token[] = []): boolean {
  const all = [...tokens, ...after];
  return tokens.some((t, i) => {
    if (tokens.slice(0, i).some((x) => ['that', 'which', 'who', 'where', 'when', 'to'].includes(x.lower))) return false;
    // A verb right after a noun ("pure water swells"), not "a more dilute solution" (a tagging slip).
    if (
      t.pos === 'VERB' &&
      !/(?:ing|ed|en)$/u.test(t.lower) &&
      ['NOUN', 'PROPN', 'PRON'].includes(all[i - 1]?.pos ?? '')
    )
      return true;
    // "pure water swells and can burst": the tagger's noun "swells" before "and" + a verb.
    return t.pos === 'NOUN' && /\p{Ll}s$/u.test(t.value) && all[i + 1]?.lower === 'and' && isVerbLike(all[i + 2] ?? t);
  });
}

/**
 * "A red blood cell placed in pure water swells": a past participle straight after an indefinite
 * subject and before a preposition modifies the subject; it is not the sentence's verb.
 */
export function participleAfterSubject(tokens: Token[], from: number, verbAt: number): boolean {
  const verb = tokens[verbAt];
  return (
    ['a', 'an'].includes(tokens[from]?.lower ?? '') &&
    verb !== undefined &&
    verb.pos === 'VERB' &&
    /ed$/u.test(verb.lower) &&
    tokens[verbAt + 1]?.pos === 'ADP'
  );
}
