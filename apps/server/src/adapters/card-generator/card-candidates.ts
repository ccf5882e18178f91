import type { AnalysedText, Unit } from '../nlp/analyse.js';
import { attached, isGenericToken, keyTermSpans, termContext, type TermContext } from '../nlp/key-terms.js';
import { isCommonWord } from '../nlp/generic-words.js';
import {
  findDefinition,
  lastContentIndex,
  LIST_HEADS,
  looksPlural,
  nounPhraseEnd,
  type Definition,
} from '../nlp/patterns.js';
import { escapeRegExp } from '../nlp/clean-text.js';
import { capitaliseFirst, finishSentence } from '../nlp/points.js';
import type { Salience } from '../nlp/salience.js';
import { isNounLike, isVerbAt, isVerbLike, tokenise, type Token } from '../nlp/tokens.js';
import { clauseCards } from './clause-cards.js';
import {
  answerText,
  baseForm,
  clozeFront,
  inlineCase,
  invertClause,
  joinTokens,
  stripEnd,
  tidyQuestion,
} from './question-forms.js';

export type CandidateKind =
  | 'definition'
  | 'term'
  | 'naming'
  | 'reverse'
  | 'law'
  | 'fact'
  | 'cause'
  | 'why'
  | 'list'
  | 'process'
  | 'date'
  | 'figure'
  | 'cloze'
  | 'qa';

export interface Candidate {
  kind: CandidateKind;
  front: string;
  back: string;
  /** The sentence (or list) the card comes from, quoted in the explanation. */
  source: string;
  /** Unit index the card comes from; list cards use their first item. */
  unit: number;
  /**
   * Units whose facts the card tests: one card per unit unless the text runs short. List cards test
   * recall of the whole list, which complements cards on its items, so they claim no units.
   */
  units: number[];
  /** 0..1: how good a card this is regardless of difficulty (salience of the source, answer length). */
  quality: number;
}

export interface CandidateContext {
  subject?: string | undefined;
  topic?: string | undefined;
}

const PERSON_NOUNS = new Set([
  'member',
  'leader',
  'king',
  'queen',
  'president',
  'minister',
  'chancellor',
  'founder',
  'heir',
  'emperor',
  'scientist',
  'ruler',
  'general',
  'monarch',
  'author',
  'philosopher',
  'psychologist',
  'economist',
  'inventor',
  'politician',
  'dictator',
  'tsar',
  'kaiser',
  'pope',
  'bishop',
  'soldier',
  'poet',
  'writer',
  'playwright',
  'novelist',
  'composer',
  'artist',
  'explorer',
  'prince',
  'princess',
  'duke',
  'archduke',
  'lord',
  'chemist',
  'physicist',
  'biologist',
  'mathematician',
  'sociologist',
  'researcher',
  'activist',
  'campaigner',
  'prophet',
  'saint',
  'commander',
  'admiral',
  'governor',
  'mayor',
  'judge',
]);

/** Term labels whose meaning depends on what they belong to: "Word equation" of what? */
const RELATIONAL_TERMS =
  /^(?:[\w'-]+ ){0,2}(?:equation|formula|example|unit|symbol|definition|method|aim|conclusion|hypothesis|result|outcome|summary|significance|importance|impact|purpose|function|role|value|stage|step|phase|type|kind|cause|effect|consequence|feature|characteristic|factor|advantage|disadvantage|use|property|reason|strength|weakness|limitation|example|reaction)s?$/iu;
const LANGUAGE_SUBJECT =
  /\b(?:french|spanish|german|italian|latin|greek|mandarin|chinese|arabic|japanese|welsh|irish|russian|portuguese|urdu|polish|languages?|vocab(?:ulary)?)\b/iu;
const MONTHS =
  /^(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)$/iu;
/** Prepositions after which "When ...?" is answered by the date phrase; "by 1914" or "after 1918" are not "when". */
const DATE_PREPOSITIONS = new Set(['in', 'on', 'during', 'from', 'between', 'around', 'c.', 'circa']);
const CAUSE_VERBS = new Map<string, { phrase: string; base: string }>([
  ['causes', { phrase: 'cause', base: 'cause' }],
  ['caused', { phrase: 'cause', base: 'cause' }],
  ['cause', { phrase: 'cause', base: 'cause' }],
  ['leads', { phrase: 'lead to', base: 'lead' }],
  ['led', { phrase: 'lead to', base: 'lead' }],
  ['lead', { phrase: 'lead to', base: 'lead' }],
  ['results', { phrase: 'result in', base: 'result' }],
  ['resulted', { phrase: 'result in', base: 'result' }],
  ['result', { phrase: 'result in', base: 'result' }],
  ['triggers', { phrase: 'trigger', base: 'trigger' }],
  ['triggered', { phrase: 'trigger', base: 'trigger' }],
  ['produces', { phrase: 'produce', base: 'produce' }],
  ['produced', { phrase: 'produce', base: 'produce' }],
]);

/** Every question–answer pair the text supports, before choosing by difficulty and count. */
export function extractCandidates(
  analysis: AnalysedText,
  salience: Salience,
  context: CandidateContext = {},
): Candidate[] {
  const sorted = [...salience.scores].sort((a, b) => b - a);
  const reference = sorted[Math.floor(sorted.length * 0.1)] ?? sorted[0] ?? 1;
  const norm = (i: number): number => Math.min(1, (salience.scores[i] ?? 0) / Math.max(reference, 1e-9));
  const terms = termContext(analysis, salience, context.topic);
  const out: Candidate[] = [];
  const add = (c: Omit<Candidate, 'quality' | 'units'> & { units?: number[] }, base: number): void => {
    const front = c.front.trim();
    const back = c.back.trim();
    if (!front || !back || !/\p{L}/u.test(back) || front.length > 400 || back.length > 600) return;
    const backWords = back.split(/\s+/u).length;
    const frontWords = front.split(/\s+/u).length;
    let quality = base;
    if (backWords > 40) quality *= 0.55;
    else if (backWords > 25) quality *= 0.8;
    if (frontWords > 35) quality *= 0.7;
    out.push({ ...c, front, back, units: c.units ?? [c.unit], quality });
  };

  analysis.units.forEach((u, i) => {
    if (u.isQuestion) {
      // A question followed by its answer is a card the student already wrote: "What is osmosis?\nThe diffusion ...".
      const next = analysis.units[i + 1];
      const answerFollows =
        next !== undefined &&
        (next.block === u.block ||
          (u.firstInBlock && next.firstInBlock && next.block === u.block + 1 && next.wordCount <= 40));
      if (next && answerFollows && !next.isQuestion) {
        add(
          {
            kind: 'qa',
            front: u.text,
            back: answerText(next.text),
            source: `${u.text} ${next.text}`,
            unit: i,
            units: [i, i + 1],
          },
          0.4 + 0.6 * norm(i),
        );
      }
      return;
    }
    const base = (0.35 + 0.65 * norm(i)) * (u.dependsOnContext ? 0.5 : 1);
    const source = finishSentence(u.text);
    for (const c of unitCandidates(u, analysis, context, terms)) add({ ...c, source, unit: i }, base * c.weight);
    const previous = analysis.units[i - 1];
    const thisIsBecause = /^this (?:is|was|happens|happened|occurs) (?:because|due to)\b/iu.exec(u.text);
    if (thisIsBecause && previous && previous.block === u.block && !previous.dependsOnContext && !previous.isQuestion) {
      // "Enzymes denature above 45 °C. This is because the active site changes shape."
      const effectTokens = previous.tokens;
      const front =
        invertClause('Why', effectTokens, analysis) ?? `Explain why ${inlineCase(stripEnd(previous.text), analysis)}.`;
      const back = answerText(
        u.text.slice(
          thisIsBecause[0].length - (/because$/iu.test(thisIsBecause[0]) ? 'because'.length : 'due to'.length),
        ),
      );
      add(
        { kind: 'why', front, back, source: `${finishSentence(previous.text)} ${source}`, unit: i, units: [i - 1, i] },
        base,
      );
    }
  });
  for (const c of listCandidates(analysis, context))
    add({ ...c, units: [] }, 0.35 + 0.65 * Math.max(...c.units.map(norm)));
  return out;
}

interface UnitCandidate {
  kind: CandidateKind;
  front: string;
  back: string;
  weight: number;
}

function unitCandidates(
  u: Unit,
  analysis: AnalysedText,
  context: CandidateContext,
  terms: TermContext,
): UnitCandidate[] {
  const out: UnitCandidate[] = [];
  const def = u.definition ?? (u.term ? termDefinition(u) : undefined);
  if (def) out.push(...definitionCards(def, u, analysis));
  else if (u.term) out.push(...termCards(u, analysis, context));
  if (u.term && !RELATIONAL_TERMS.test(u.term.term)) {
    // "Which term ...?" is the hard way round for a "term: explanation" item.
    const explanation = stripEnd(u.term.explanation);
    if (explanation.split(/\s+/u).length >= 4 && !/=/u.test(explanation)) {
      out.push({
        kind: 'reverse',
        front: `Which term matches this description: "${capitaliseFirst(explanation)}"?`,
        back: capitaliseFirst(u.term.term),
        weight: 0.9,
      });
    }
  }
  const fact = passiveFact(u, analysis) ?? (def ? undefined : actionCard(u, analysis));
  if (fact) out.push(fact);
  out.push(...causeCards(u, analysis));
  out.push(...dateCards(u, analysis));
  out.push(...figureCards(u));
  out.push(...clauseCards(u, analysis));
  const cloze = termCloze(u, terms);
  if (cloze) out.push(cloze);
  return out;
}

/** "Catalysts: a catalyst is a substance that ..." — the explanation defines the term itself. */
function termDefinition(u: Unit): Definition | undefined {
  if (!u.term) return undefined;
  const explanation = u.term.explanation;
  const { tokens } = tokenise(explanation);
  const def = findDefinition(explanation, tokens);
  if (!def) return undefined;
  const termKeys = new Set(u.tokens.slice(0, u.term.termTo + 1).map((t) => t.key));
  const subjectKeys = tokens
    .slice(def.subjectFrom, def.subjectTo + 1)
    .filter((t) => t.pos !== 'DET')
    .map((t) => t.key);
  return subjectKeys.length > 0 && subjectKeys.every((k) => termKeys.has(k)) ? def : undefined;
}

function definitionCards(def: Definition, u: Unit, analysis: AnalysedText): UnitCandidate[] {
  const out: UnitCandidate[] = [];
  // "The Cuban Missile Crisis of October 1962" -> "the Cuban Missile Crisis (October 1962)".
  const subject = inlineCase(
    def.subject.replace(
      /^(.*\S)\s+of\s+((?:\d{1,2}\s+)?(?:(?:January|February|March|April|May|June|July|August|September|October|November|December)\s+)?(?:1[0-9]|20)\d{2}s?)$/u,
      '$1 ($2)',
    ),
    analysis,
  );
  // "Photosynthesis is an endothermic reaction because ..." — the because-part is its own (why) card,
  // and ", so it does not need ATP" is a consequence, not part of what the thing is.
  const predicate = mainClause(def.predicate);
  if (!predicate) return out;
  const answer = capitaliseFirst(predicate);
  switch (def.form) {
    case 'copula': {
      const head = predicate
        .split(/\s+/u)
        .slice(0, 4)
        .map((w) => w.toLowerCase().replace(/[^a-z]/gu, ''));
      const who =
        /^\p{Lu}/u.test(def.subject) && !/^the\b/iu.test(def.subject) && head.some((w) => PERSON_NOUNS.has(w));
      out.push({
        kind: 'definition',
        front: `${who ? 'Who' : 'What'} ${def.verb} ${subject}?`,
        back: answer,
        weight: 1,
      });
      const short = def.subjectTo - def.subjectFrom < 5;
      // Only a description that singles the thing out can be asked backwards: "the site of aerobic
      // respiration" or "a sustained rise in the general price level", not "a passive process".
      const identifying =
        /^(?:the|when|where)\s/iu.test(predicate) ||
        (/^(?:a|an)\s/iu.test(predicate) &&
          predicate.split(/\s+/u).length >= 5 &&
          /\b(?:of|that|which|who|where|from|by|in|to|for|with)\b/iu.test(predicate));
      if (short && identifying && !def.listSubject && !who && predicate.split(/\s+/u).length >= 3) {
        out.push({
          kind: 'reverse',
          front: `What term describes ${lowerFirstWord(predicate)}?`,
          back: capitaliseFirst(stripArticle(def.subject)),
          weight: 1,
        });
      }
      break;
    }
    case 'meaning':
      out.push({ kind: 'definition', front: `What is meant by ${subject}?`, back: answer, weight: 1 });
      break;
    case 'states':
      out.push({ kind: 'law', front: `What does ${subject} state?`, back: answer, weight: 1 });
      break;
    case 'describes':
      out.push({ kind: 'law', front: `What does ${subject} describe?`, back: answer, weight: 0.9 });
      break;
    case 'name': {
      const name = stripEnd(def.predicate);
      const long = def.subjectTo - def.subjectFrom >= 5;
      // Long clause subjects read better the other way round: "What is the activation energy?"
      out.push({
        kind: 'naming',
        front: `What ${def.verb} ${subject} ${def.nameVerb ?? 'called'}?`,
        back: capitaliseFirst(name),
        weight: long ? 0.6 : 1,
      });
      if (long || u.kind === 'sentence') {
        out.push({
          kind: 'definition',
          front: `What ${def.verb} ${inlineCase(name, analysis)}?`,
          back: capitaliseFirst(def.subject),
          weight: long ? 1 : 0.8,
        });
      }
      break;
    }
  }
  return out;
}

/** The answer part of a clause, without a trailing reason or consequence. */
function mainClause(s: string): string {
  return stripEnd(
    s
      // "made in the liver and stored in the gall bladder": the second participle is another fact.
      .replace(/\s+and\s+(?:(?:is|are|was|were|then)\s+)?\p{Ll}+(?:ed|en)\s+(?:in|into|by|as|from|to|at|on)\s.*$/u, '')
      .replace(/\s*(?:,\s*|\s)(?:because|so|so that|which means|meaning that)\s.*$/iu, '')
      .replace(/\s*,\s*(?:but|whereas|while|although)\s.*$/iu, '')
      .replace(/\s*;.*$/u, '')
      // "... than aggregate supply, for example because of ..." once the reason is gone.
      .replace(/\s*,?\s*(?:for example|for instance|e\.g\.?|such as)\s*$/iu, ''),
  );
}

function termCards(u: Unit, analysis: AnalysedText, context: CandidateContext): UnitCandidate[] {
  if (!u.term) return [];
  const term = u.term.term;
  const termInline = inlineCase(term, analysis);
  const explanation = stripEnd(u.term.explanation);
  const answer = capitaliseFirst(explanation);
  const explanationTokens = u.tokens.slice(u.term.termTo + 2);
  const first = explanationTokens[0];
  const section = sectionPhrase(u.section);
  const where = contextPhrase(u.section, context, term, analysis);

  if (RELATIONAL_TERMS.test(term)) {
    // "Word equation: ..." or "Stages: ..." only make sense with what they belong to.
    if (!where) return [];
    const plural = looksPlural(term);
    const preposition = /(?:equation|formula|symbol|unit)s?$/iu.test(term) ? 'for' : 'of';
    return [
      {
        kind: 'term',
        front: `What ${plural ? 'are' : 'is'} the ${term.toLowerCase()} ${preposition} ${where}?`,
        back: answer,
        weight: 1,
      },
    ];
  }
  if (u.text.startsWith(`${term} = `) || (/=/u.test(explanation) && /\p{L}\s*=|=\s*\p{L}/u.test(explanation))) {
    return [{ kind: 'term', front: `What is the equation for ${termInline}?`, back: answer, weight: 1 }];
  }
  const factorHeading = section
    ? /^(?:the )?(?:main )?(?:factors?|things) (?:that )?(?:affect(?:s|ing)?|influenc\w*|determin\w*|control\w*) (.+)$/iu.exec(
        section,
      )
    : null;
  if (factorHeading) {
    return [
      { kind: 'term', front: `How does ${termInline} affect ${factorHeading[1] ?? 'it'}?`, back: answer, weight: 1 },
    ];
  }
  if (section && /\blimiting factors?\b/iu.test(section)) {
    const of = context.topic ? ` of ${inlineCase(context.topic, analysis)}` : '';
    return [{ kind: 'term', front: `How does ${termInline} affect the rate${of}?`, back: answer, weight: 1 }];
  }
  if (section && /\b(?:stages?|steps?|phases?|process|cycle)\b/iu.test(section) && explanationTokens.some(isVerbLike)) {
    return [{ kind: 'term', front: `What happens during ${termInline}?`, back: answer, weight: 1 }];
  }
  // Vocabulary lists: "el padre - the father".
  if (
    LANGUAGE_SUBJECT.test(`${context.subject ?? ''} ${context.topic ?? ''}`) &&
    explanation.split(/\s+/u).length <= 8
  ) {
    return [{ kind: 'term', front: `What does "${term}" mean?`, back: answer, weight: 1 }];
  }
  // "Nepal earthquake 2015: magnitude 7.8, ..." is a case study to describe, not a term to define.
  if (/\d/u.test(term)) return [{ kind: 'term', front: `Describe ${termInline}.`, back: answer, weight: 0.8 }];
  const nounPhraseStart =
    first !== undefined && (first.pos === 'DET' || first.pos === 'ADJ' || first.pos === 'NOUN' || first.pos === 'NUM');
  // "the belief that war was good" is a noun phrase (its verb sits in a relative clause);
  // "enzymes control photosynthesis, so ..." is a clause about the term, not a definition of it.
  const firstClause = explanationTokens.slice(
    0,
    Math.max(
      1,
      explanationTokens.findIndex((t) => t.value === ',' || t.value === ';'),
    ),
  );
  const verbAt = firstClause.findIndex(
    (t, i) => isVerbLike(t) || hiddenVerbAt(firstClause, i) || pluralSubjectVerbAt(firstClause, i),
  );
  const relativeBefore =
    verbAt > 0 &&
    firstClause.slice(0, verbAt).some((t) => ['that', 'which', 'who', 'where', 'when', 'whose'].includes(t.lower));
  // "Increasing the temperature makes ..." has a gerund subject; "holds information ..." has none.
  const gerundSubject = first !== undefined && first.pos === 'VERB' && /ing$/u.test(first.lower);
  const startsClause = (verbAt > 0 && !relativeBefore && first?.pos !== 'VERB') || gerundSubject;
  if (nounPhraseStart && !startsClause) {
    const verb = looksPlural(term) ? 'are' : 'is';
    return [{ kind: 'term', front: `What ${verb} ${termInline}?`, back: answer, weight: 1 }];
  }
  const listHead = section ? /^(?:the )?(?:[\w-]+ )?([a-z]+s)\b/iu.exec(section) : null;
  if (startsClause && section && listHead && LIST_HEADS.has((listHead[1] ?? '').toLowerCase())) {
    return [
      {
        kind: 'term',
        front: `Explain ${termInline} as one of the ${inlineCase(section, analysis)}.`,
        back: answer,
        weight: 0.9,
      },
    ];
  }
  // Without a heading to lean on, ask about the term's part in the topic: "Describe the role of
  // temperature in photosynthesis." reads like an exam prompt; "What is temperature?" would mislead.
  if (startsClause && where) {
    return [{ kind: 'term', front: `Describe the role of ${termInline} in ${where}.`, back: answer, weight: 0.8 }];
  }
  return [{ kind: 'term', front: `Describe ${termInline}.`, back: answer, weight: 0.8 }];
}

function causeCards(u: Unit, analysis: AnalysedText): UnitCandidate[] {
  const out: UnitCandidate[] = [];
  const tokens = u.kind === 'term' && u.term ? u.tokens.slice(u.term.termTo + 2) : u.tokens;
  if (u.dependsOnContext) return out;
  const text = u.text;

  // "X because Y" / "X because of Y" / "X due to Y".
  const because = tokens.findIndex(
    (t, i) => i >= 3 && (t.lower === 'because' || (t.lower === 'due' && tokens[i + 1]?.lower === 'to')),
  );
  const exampleBefore =
    /^(?:example|e\.g\.|eg|instance)$/iu.test(tokens[because - 1]?.lower ?? '') ||
    /^(?:example|instance)$/iu.test(tokens[because - 2]?.lower ?? '');
  if (because > 0 && !exampleBefore) {
    let effect = lastClause(tokens.slice(0, because));
    while (effect.length > 0 && /^[,;:]$/u.test(effect[effect.length - 1]?.value ?? '')) effect = effect.slice(0, -1);
    // "..., so the rate falls above 45 °C when ..." — keep only the clause nearest to "because".
    const cause = joinTokens(tokens.slice(because));
    const causeWords = tokens.slice(because).filter((t) => t.type === 'word').length;
    effect = relativeClause(effect) ?? effect;
    // "Why does the backwash carry it ...?" — a pronoun the card cannot explain.
    const vague = effect.some((t) =>
      ['it', 'they', 'them', 'this', 'these', 'those', 'he', 'she', 'him', 'her'].includes(t.lower),
    );
    const equation = effect.some((t) => t.value === '=');
    if (effect.some(isVerbLike) && effect.length >= 3 && causeWords >= 3 && !vague && !equation) {
      const front = invertClause('Why', effect, analysis) ?? `Explain why ${inlineCase(joinTokens(effect), analysis)}.`;
      out.push({ kind: 'why', front, back: answerText(cause), weight: 1 });
    }
  }

  // "X leads to / causes / results in Y".
  const verbAt = tokens.findIndex(
    (t, i) => i > 0 && CAUSE_VERBS.has(t.lower) && (t.pos === 'VERB' || t.pos === 'NOUN'),
  );
  const verb = tokens[verbAt];
  if (verb && verbAt > 0) {
    const spec = CAUSE_VERBS.get(verb.lower);
    const subjectEnd = nounPhraseEnd(tokens, 0, verbAt);
    const particle = tokens[verbAt + 1]?.lower;
    const needsParticle = spec?.phrase.includes(' ') ?? false;
    const objectFrom = needsParticle ? verbAt + 2 : verbAt + 1;
    const particleOk = !needsParticle || particle === spec?.phrase.split(' ')[1];
    if (spec && subjectEnd === verbAt - 1 && particleOk) {
      const subject = inlineCase(joinTokens(tokens.slice(0, verbAt)), analysis);
      const past = /ed$/u.test(verb.lower) || verb.lower === 'led';
      const doForm = past ? 'did' : looksPlural(subject) || verb.lower === spec.base ? 'do' : 'does';
      const object = joinTokens(tokens.slice(objectFrom));
      if (object.split(/\s+/u).length >= 2 && !/^(?:it|they|this)$/iu.test(subject)) {
        out.push({
          kind: 'cause',
          front: tidyQuestion(`What ${doForm} ${subject} ${spec.phrase}`),
          back: answerText(object),
          weight: 1,
        });
      }
    }
  }

  // "Y is caused by X".
  const causedBy = /^(.{3,120}?)\s+(is|are|was|were)\s+caused\s+by\s+(.{3,})$/iu.exec(stripEnd(text));
  if (causedBy && !/^(?:it|they|this|these)\b/iu.test(causedBy[1] ?? '')) {
    const tense = /was|were/iu.test(causedBy[2] ?? '') ? 'caused' : 'causes';
    out.push({
      kind: 'cause',
      front: `What ${tense} ${inlineCase(causedBy[1] ?? '', analysis)}?`,
      back: answerText(causedBy[3] ?? ''),
      weight: 1,
    });
  }

  // Notes' arrows: "Deforestation → less CO2 absorbed → global warming".
  const arrow = /^([^→]{3,80}?)\s*→\s*(.{3,})$/u.exec(
    stripEnd(u.kind === 'term' && u.term ? u.term.explanation : text),
  );
  if (arrow && !u.term) {
    const left = stripEnd(arrow[1] ?? '');
    if (left.split(/\s+/u).length <= 8 && !/[=+]/u.test(left)) {
      out.push({
        kind: 'cause',
        front: `What does ${inlineCase(left, analysis)} lead to?`,
        back: answerText(arrow[2] ?? ''),
        weight: 0.9,
      });
    }
  }
  return out;
}

/**
 * "The crust is divided into plates which move because of convection": the reason belongs to the
 * relative clause, so the question is about "plates move".
 */
function relativeClause(effect: Token[]): Token[] | undefined {
  const r = effect.findLastIndex((t) => ['which', 'that', 'who'].includes(t.lower));
  // "which move" at the very end: the tagger may call "move" a noun, but nothing else fits there.
  const verbNext = isVerbAt(effect, r + 1) || (r + 1 === effect.length - 1 && effect[r + 1]?.type === 'word');
  if (r < 2 || !verbNext) return undefined;
  let start = r - 1;
  while (start > 0 && ['NOUN', 'PROPN', 'ADJ'].includes(effect[start - 1]?.pos ?? '')) start--;
  const antecedent = effect.slice(start, r);
  if (!antecedent.some((t) => t.pos === 'NOUN' || t.pos === 'PROPN')) return undefined;
  return [...antecedent, ...effect.slice(r + 1)];
}

/**
 * "The wind makes waves approach at an angle, the swash carries sediment up the beach and the backwash
 * carries it back down because of gravity": the reason explains the last clause only.
 */
function lastClause(tokens: Token[]): Token[] {
  for (let i = tokens.length - 2; i > 0; i--) {
    const t = tokens[i];
    if (!t || !(t.value === ',' || t.value === ';' || t.lower === 'and' || t.lower === 'but' || t.lower === 'so'))
      continue;
    // Only a real clause boundary: a verb on the left, and a subject with a noun then a verb on the right
    // (not "The Moroccan Crises of 1905 and 1911 increased ...").
    if (!tokens.slice(0, i).some(isVerbLike)) continue;
    const end = nounPhraseEnd(tokens, i + 1, 8);
    const subject = tokens.slice(i + 1, end + 1);
    // "Hitler had Ernst Röhm and other SA leaders murdered": after "and", a clause needs more than
    // a bare participle at the end, or it is a list of objects.
    const bare = (t.lower === 'and' || t.lower === 'but') && end + 2 >= tokens.length;
    if (end > i && subject.some((x) => x.pos === 'NOUN' || x.pos === 'PROPN') && isVerbAt(tokens, end + 1) && !bare)
      return tokens.slice(i + 1);
  }
  return tokens;
}

const PASSIVE_FACT =
  /^(?:(in|within|for) ([^,]{2,40}?), )?(.{2,80}?) (is|are|was|were) (measured|found|made|stored|located|produced|released|absorbed|converted|transported|controlled|carried|calculated|shown|given|affected|influenced|determined|formed|broken down|digested|coded|transferred|used) (in|by|from|of|as|into|using|at|with|through|up of)\s+(.{2,})$/iu;

/** "Current is measured in amperes" -> "What is current measured in?"; "X is found in Y" -> "Where is X found?" */
function passiveFact(u: Unit, analysis: AnalysedText): UnitCandidate | undefined {
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
  const where = introPrep ? ` ${introPrep.toLowerCase()} ${inlineCase(introPlace ?? '', analysis)}` : '';
  const p = participle.toLowerCase();
  const front =
    (p === 'found' || p === 'located' || p === 'stored') && /^(?:in|within|at)$/iu.test(prep)
      ? `Where ${be.toLowerCase()} ${subject} ${p}${where}?`
      : `What ${be.toLowerCase()} ${subject} ${p} ${prep.toLowerCase()}${where}?`;
  return { kind: 'fact', front, back: capitaliseFirst(mainClause(rest)), weight: 1 };
}

/** "swaps them", tagged NOUN by the lite model: a plural-looking word before a pronoun or article. */
function hiddenVerbAt(tokens: Token[], i: number): boolean {
  const t = tokens[i];
  const next = tokens[i + 1];
  return (
    t !== undefined &&
    t.pos === 'NOUN' &&
    /\p{Ll}s$/u.test(t.value) &&
    next !== undefined &&
    ['PRON', 'DET'].includes(next.pos)
  );
}

/** "enzymes control photosynthesis": a base-form word tagged NOUN between a plural noun and its object. */
function pluralSubjectVerbAt(tokens: Token[], i: number): boolean {
  const t = tokens[i];
  const prev = tokens[i - 1];
  const next = tokens[i + 1];
  return (
    t !== undefined &&
    prev !== undefined &&
    next !== undefined &&
    t.pos === 'NOUN' &&
    t.lemma === t.lower &&
    !/s$/u.test(t.lower) &&
    isNounLike(prev) &&
    /\p{Ll}s$/u.test(prev.value) &&
    ['NOUN', 'DET', 'ADJ', 'PROPN'].includes(next.pos)
  );
}

const PARTICLES = new Set(['down', 'up', 'out', 'off', 'in', 'on']);
const NOT_ACTIONS = new Set([
  'be',
  'make',
  'let',
  'get',
  'have',
  'do',
  'can',
  'will',
  'would',
  'could',
  'should',
  'may',
  'might',
  'must',
  'seem',
  'become',
  'include',
  'contain',
  'mean',
  'say',
  'suggest',
  'show',
]);

/** "Chlorophyll absorbs light energy" -> "What does chlorophyll absorb?" -> "Light energy". */
function actionCard(u: Unit, analysis: AnalysedText): UnitCandidate | undefined {
  if (u.term || u.isQuestion || u.dependsOnContext || u.wordCount > 30) return undefined;
  const tokens = u.tokens;
  let subjectEnd = nounPhraseEnd(tokens, 0, 7);
  // "Amylase breaks down starch": the tagger's noun "breaks" is the verb.
  const last = tokens[subjectEnd];
  if (
    subjectEnd > 0 &&
    last?.pos === 'NOUN' &&
    /\p{Ll}s$/u.test(last.value) &&
    (PARTICLES.has(tokens[subjectEnd + 1]?.lower ?? '') || tokens[subjectEnd + 1]?.pos === 'DET')
  )
    subjectEnd--;
  const verb = tokens[subjectEnd + 1];
  if (subjectEnd < 0 || !verb) return undefined;
  // A date or a reason makes a better card ("When did ...?", "Why ...?") than "What did X declare?",
  // unless the date only names the subject: "The Truman Doctrine of 1947 promised ...".
  const dates = findDates(tokens);
  if (dates.some(([a]) => a > subjectEnd) || tokens.some((t) => t.lower === 'because')) return undefined;
  const verbLike = verb.pos === 'VERB' || (verb.pos === 'NOUN' && /\p{Ll}s$/u.test(verb.value));
  if (!verbLike || NOT_ACTIONS.has(verb.lemma) || /ing$/u.test(verb.lower) || CAUSE_VERBS.has(verb.lower))
    return undefined;
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
  const object = mainClause(joinTokens(tokens.slice(objectFrom, objectEnd + 1)).replace(/\s*:.*$/u, ''));
  if (object.split(/\s+/u).length < 2) return undefined;
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

/** Whether tokens from `i` start a clause of their own: "and Kennedy ordered", "which delayed", "so it". */
function startsClause(tokens: Token[], i: number): boolean {
  let at = i;
  const first = tokens[at];
  if (!first) return false;
  if (['which', 'who', 'whereas', 'while', 'although', 'though', 'so', 'because'].includes(first.lower)) return true;
  if (first.lower === 'and' || first.lower === 'but') at++;
  const end = nounPhraseEnd(tokens, at, 6);
  if (end < at)
    return ['it', 'they', 'he', 'she', 'we', 'this'].includes(tokens[at]?.lower ?? '') && isVerbAt(tokens, at + 1);
  return isVerbAt(tokens, end + 1) || hiddenVerbAt(tokens, end + 1);
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

/** "On 28 June 1914 ... was assassinated" -> "When was ... assassinated?" / a cloze of the date. */
function dateCards(u: Unit, analysis: AnalysedText): UnitCandidate[] {
  const dates = findDates(u.tokens);
  if (dates.length !== 1) return [];
  const [from, to] = dates[0] as [number, number];
  const dateText = u.text.slice(u.tokens[from]?.start ?? 0, u.tokens[to]?.end ?? 0);
  const out: UnitCandidate[] = [];
  const prepStart = DATE_PREPOSITIONS.has(u.tokens[from - 1]?.lower ?? '') ? from - 1 : from;
  const inParentheses = u.tokens[prepStart - 1]?.value === '(' && u.tokens[to + 1]?.value === ')';
  if (!inParentheses && prepStart !== from && !u.dependsOnContext && dateOfMainClause(u.tokens, prepStart)) {
    // The reason belongs to a "why" card: "When did inflation peak because of ...?" asks two things.
    const reasonAt = u.tokens.findIndex(
      (t, i) => i > to && (t.lower === 'because' || (t.lower === 'due' && u.tokens[i + 1]?.lower === 'to')),
    );
    const remaining = u.tokens.filter((_t, i) => (i < prepStart || i > to) && (reasonAt < 0 || i < reasonAt));
    const front = invertClause('When', remaining, analysis);
    if (front && !/\b(?:1[0-9]|20)\d{2}\b/u.test(front)) {
      const phrase = u.text.slice(u.tokens[prepStart]?.start ?? 0, u.tokens[to]?.end ?? 0);
      out.push({ kind: 'date', front, back: capitaliseFirst(phrase), weight: 1 });
      return out;
    }
  }
  if (u.wordCount >= 5 && u.wordCount <= 45) {
    const start = u.tokens[from]?.start ?? 0;
    const end = u.tokens[to]?.end ?? 0;
    out.push({ kind: 'date', front: clozeFront(u.text, start, end), back: dateText, weight: 0.85 });
  }
  return out;
}

const SUBORDINATORS = new Set([
  'that',
  'which',
  'who',
  'whom',
  'until',
  'till',
  'when',
  'after',
  'before',
  'while',
  'since',
  'where',
  'whereas',
  'although',
  'though',
  'if',
  'unless',
  'once',
]);

/**
 * Whether a date phrase starting at `at` dates the sentence's main event, so "When ...?" asks about
 * it: not "The Spartacist Uprising in January 1919 was an attempt ..." (the date is inside the
 * subject) nor "... responded with the Berlin Airlift, flying in supplies until the blockade was
 * lifted in May 1949" (the date is in a subordinate or participle clause).
 */
function dateOfMainClause(tokens: Token[], at: number): boolean {
  if (at === 0) return true;
  const firstVerb = tokens.findIndex((t) => isVerbLike(t));
  if (firstVerb < 0 || firstVerb > at) return false;
  for (let i = firstVerb + 1; i < at; i++) {
    const t = tokens[i];
    if (!t) continue;
    if (SUBORDINATORS.has(t.lower)) return false;
    if (t.value === ',' && (/ing$/u.test(tokens[i + 1]?.lower ?? '') || startsClause(tokens, i + 1))) return false;
    if (t.value === ';') return false;
  }
  return true;
}

/** Token ranges of dates: years (1000–2099, "1920s", "55 BC"), and day–month–year runs. */
export function findDates(tokens: Token[]): [number, number][] {
  const out: [number, number][] = [];
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i];
    if (!t) continue;
    const isYear =
      /^(?:1[0-9]|20)\d{2}s?$/u.test(t.value) ||
      (/^\d{1,4}$/u.test(t.value) && /^(?:bc|bce|ad|ce)$/iu.test(tokens[i + 1]?.value ?? ''));
    const isMonth = MONTHS.test(t.value) && /^\p{Lu}/u.test(t.value);
    if (!isYear && !isMonth) continue;
    let a = i;
    let b = i;
    // Extend over "28 June 1914", "June 1914", "1914-1918", "1914 to 1918".
    if (isMonth && /^\d{1,2}(?:st|nd|rd|th)?$/u.test(tokens[i - 1]?.value ?? '')) a = i - 1;
    while (b + 1 < tokens.length) {
      const n = tokens[b + 1];
      const nn = tokens[b + 2];
      if (!n) break;
      if (/^(?:1[0-9]|20)\d{2}s?$/u.test(n.value) || MONTHS.test(n.value) || /^(?:bc|bce|ad|ce)$/iu.test(n.value)) b++;
      else if (
        (n.value === '-' || n.value === '–' || n.lower === 'to' || n.lower === 'and') &&
        nn &&
        /^(?:1[0-9]|20)\d{2}$/u.test(nn.value)
      )
        b += 2;
      else break;
    }
    if (isYear && !isMonth && !/^(?:1[0-9]|20)\d{2}s?$/u.test(t.value) && b === i) b = i + 1;
    out.push([a, b]);
    i = b;
  }
  return out;
}

/** Measured values: "45 °C", "11.1%", "£3.5 million", "50 Hz", "7 ± 2 items". */
function figureCards(u: Unit): UnitCandidate[] {
  if (u.wordCount < 5 || u.wordCount > 45 || u.dependsOnContext) return [];
  const out: UnitCandidate[] = [];
  const tokens = u.tokens;
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i];
    if (!t || (t.type !== 'number' && t.type !== 'currency')) continue;
    if (/^(?:1[0-9]|20)\d{2}s?$/u.test(t.value)) continue;
    let a = i;
    let b = t.type === 'currency' ? i + 1 : i;
    if (!tokens[b] || tokens[b]?.type !== 'number') continue;
    if (tokens[a - 1]?.type === 'currency') a--;
    const next = tokens[b + 1];
    const after = tokens[b + 2];
    let hasUnit = t.type === 'currency' || tokens[a]?.type === 'currency';
    if (
      next &&
      (next.value === '%' ||
        /^(?:°[CFK]?|million|billion|thousand|bn|m|km|cm|mm|nm|kg|g|mg|s|ms|hz|khz|v|a|w|kw|j|kj|mol|ω|n|pa|l|ml|years?|metres?|meters?|miles?|mph|percent|degrees?|items?|seconds?|minutes?|hours?|days?|people|tonnes?)$/iu.test(
          next.value,
        ))
    ) {
      b++;
      hasUnit = true;
      if (next.value === '°' && after && after.start === next.end) b++;
      if (
        /^(?:million|billion|thousand|bn)$/iu.test(next.value) &&
        tokens[b + 1] &&
        /^[a-z]/iu.test(tokens[b + 1]?.value ?? '') &&
        tokens[b + 1]?.pos === 'NOUN'
      )
        b++;
    }
    // "around 700 goods and services", "29 dreadnoughts": a counted quantity of something.
    if (!hasUnit && /^\d{2,}(?:[.,]\d+)?$/u.test(t.value) && next?.pos === 'NOUN' && /s$/u.test(next.lower)) {
      b++;
      hasUnit = true;
    }
    // "7 ± 2 items"
    if (next?.value === '±' && tokens[b + 2]?.type === 'number') {
      b += 2;
      hasUnit = true;
      if (tokens[b + 1]?.pos === 'NOUN') b++;
    }
    if (!hasUnit) continue;
    const start = tokens[a]?.start ?? 0;
    const end = tokens[b]?.end ?? 0;
    // One figure per sentence: a second blank in the same sentence would be the same card again.
    out.push({ kind: 'figure', front: clozeFront(u.text, start, end), back: u.text.slice(start, end), weight: 1 });
    break;
  }
  return out;
}

/** A key term blanked out of an informative sentence. */
function termCloze(u: Unit, terms: TermContext): UnitCandidate | undefined {
  const salience = terms.salience;
  if (u.wordCount < 6 || u.wordCount > 45 || u.dependsOnContext || u.isFragment || u.term) return undefined;
  const spans = keyTermSpans(u, terms)
    .filter((s) => {
      const first = u.tokens[s.from];
      const last = u.tokens[s.to];
      if (!first || !last || first.type === 'number' || first.type === 'currency') return false;
      // Never blank an everyday word ("____ → countries", "waste ____ → product") or a passing place.
      if (s.score < (s.kind === 'name' ? 1 : 0.3)) return false;
      if (s.from === s.to && s.kind === 'term') {
        if (isGenericToken(first, terms)) return false;
        if (isCommonWord(first.key) && !terms.singleTerms.has(first.key)) return false;
      }
      // A blank must be a whole noun phrase: not "firms' costs ____" (a verb) or "new ____ memories".
      const before = u.tokens[s.from - 1];
      const after = u.tokens[s.to + 1];
      if (before && (before.pos === 'NOUN' || before.pos === 'PROPN') && before.end + 1 >= first.start) return false;
      // "Merge ____ is ...": a sentence-initial word before the blank is part of the same phrase.
      if (before && s.from === 1 && before.pos !== 'DET' && before.pos !== 'ADP' && before.pos !== 'ADV') return false;
      if (attached(before, first) || attached(last, after)) return false;
      if (after && (after.pos === 'NOUN' || after.pos === 'PROPN') && after.start <= last.end + 1) return false;
      // Blanking the note's own topic word ("memory" in notes on memory) is a giveaway.
      const keys = u.tokens
        .slice(s.from, s.to + 1)
        .filter((t) => t.type === 'word' && t.lower !== 'of')
        .map((t) => t.key);
      if (keys.every((k) => salience.focusKeys.has(k))) return false;
      const phrase = u.text.slice(first.start, last.end);
      // The answer must not be readable elsewhere in the same sentence.
      const rest = (u.text.slice(0, first.start) + u.text.slice(last.end)).toLowerCase();
      return (
        phrase.length >= 3 &&
        !rest.includes(phrase.toLowerCase()) &&
        !new RegExp(`\\b${escapeRegExp(last.key)}`, 'u').test(rest)
      );
    })
    .sort((a, b) => b.score - a.score);
  const best = spans[0];
  if (!best) return undefined;
  const start = u.tokens[best.from]?.start ?? 0;
  const end = u.tokens[best.to]?.end ?? 0;
  // A blank for a name or a term the notes define or repeat is worth more than one for a lone word.
  const specificity = Math.min(1, (best.kind === 'name' || best.to > best.from ? 0.55 : 0.4) + best.score / 8);
  return { kind: 'cloze', front: clozeFront(u.text, start, end), back: u.text.slice(start, end), weight: specificity };
}

/** Bullet lists under a heading: "What are the long-term causes of the First World War?" */
function listCandidates(
  analysis: AnalysedText,
  context: CandidateContext,
): (Omit<Candidate, 'quality' | 'units'> & { units: number[] })[] {
  const out: (Omit<Candidate, 'quality' | 'units'> & { units: number[] })[] = [];
  const bySection = new Map<string, Unit[]>();
  for (const u of analysis.units) {
    if (u.blockKind !== 'bullet' || !u.section || !u.firstInBlock) continue;
    const list = bySection.get(u.section) ?? [];
    list.push(u);
    bySection.set(u.section, list);
  }
  for (const [section, items] of bySection) {
    if (items.length < 2 || items.length > 8) continue;
    const labels = items.map((u) => (u.term ? u.term.term : u.wordCount <= 6 ? stripEnd(u.text) : undefined));
    if (labels.some((l) => l === undefined)) continue;
    const clean = labels as string[];
    const ordered = items.every((u) => u.numbered);
    const heading = sectionPhrase(section) ?? section;
    const headingHasOf = /\b(?:of|in|for|that|to)\b/iu.test(heading);
    const where = headingHasOf ? undefined : contextPhrase(undefined, context, heading, analysis);
    const isProcess =
      ordered &&
      /\b(?:stages?|steps?|phases?|process|cycle|method|procedure)\b/iu.test(`${heading} ${context.topic ?? ''}`);
    const isList =
      LIST_HEADS.has((/([a-z]+s)\b/iu.exec(heading)?.[1] ?? '').toLowerCase()) ||
      /\b(?:factors?|causes?|effects?|types?)\b/iu.test(heading);
    if (!isProcess && !isList) continue;
    const phrase = inlineCase(heading, analysis);
    const front = isProcess
      ? `What are the ${/^(?:the )?(?:stages|steps|phases)\b/iu.test(phrase) ? phrase.replace(/^the /iu, '') : `stages of ${phrase}`}${where ? ` of ${where}` : ''}, in order?`
      : `What are the ${phrase.replace(/^the /iu, '')}${where ? ` of ${where}` : ''}?`;
    const back = isProcess ? clean.join(' → ') : joinList(clean.map((l, i) => (i === 0 ? l : inlineCase(l, analysis))));
    const source = `${heading}: ${clean.join('; ')}`;
    out.push({
      kind: isProcess ? 'process' : 'list',
      front,
      back,
      source,
      unit: items[0]?.index ?? 0,
      units: items.map((u) => u.index),
    });
  }
  return out;
}

/** A heading as a phrase: without "(MAIN)" style asides, all-caps titles in sentence case. */
function sectionPhrase(section: string | undefined): string | undefined {
  if (!section) return undefined;
  let s = section
    .replace(/\s*\([^)]*\)\s*/gu, ' ')
    .replace(/[:\s]+$/u, '')
    .trim();
  if (s.length > 4 && s === s.toUpperCase()) s = s.charAt(0) + s.slice(1).toLowerCase();
  return s || undefined;
}

/**
 * What a relational term belongs to: the section heading when it names a topic, else the topic.
 * "Causes of the First World War" as a topic gives "the First World War".
 */
function contextPhrase(
  section: string | undefined,
  context: CandidateContext,
  exclude: string,
  analysis: AnalysedText,
): string | undefined {
  const candidates = [sectionPhrase(section), context.topic?.trim()];
  for (const c of candidates) {
    if (!c || c.toLowerCase() === exclude.toLowerCase()) continue;
    if (
      /\b(?:factors?|causes?|effects?|uses?|types?|stages?|key|equations?|notes?|summary|evidence|evaluation)\b/iu.test(
        c,
      ) &&
      c !== context.topic?.trim()
    )
      continue;
    const stripped = c.replace(
      /^(?:the )?(?:[\w-]+ )?(?:causes|effects|consequences|stages|types|features|uses|impacts) of /iu,
      '',
    );
    return inlineCase(stripped, analysis);
  }
  return undefined;
}

function lowerFirstWord(s: string): string {
  const m = /^(\p{Lu}\p{Ll}+)\b/u.exec(s);
  if (!m) return s;
  return s.charAt(0).toLowerCase() + s.slice(1);
}

function stripArticle(s: string): string {
  return s.replace(/^(?:the|a|an)\s+/iu, '');
}

function joinList(items: string[]): string {
  if (items.length <= 1) return items.join('');
  const cased = items.map((s, i) => (i === 0 ? capitaliseFirst(s) : s));
  return `${cased.slice(0, -1).join(', ')} and ${cased[cased.length - 1] ?? ''}`;
}
