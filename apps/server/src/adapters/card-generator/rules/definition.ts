import { namedEvent, withDefiniteArticle, withNotesArticle } from '../term-article.js';
import {
  type AnalysedText,
  ATTENTION_LABEL,
  capitaliseFirst,
  type Definition,
  findDefinition,
  FUNCTION_WORDS,
  isKnownWord,
  isShorthandEquals,
  isVerbLike,
  LIST_HEADS,
  looksPlural,
  PERSON_NOUNS,
  tokenise,
  type Unit,
} from '../../nlp/index.js';
import type { CandidateContext, UnitCandidate } from '../candidate.js';
import { inlineCase, stripEnd } from '../question-forms.js';
import { finiteVerbAt, hiddenVerbAt, mainClause, pluralSubjectVerbAt } from './clause-parts.js';
import { contextPhrase, sectionPhrase } from './context-phrase.js';
import { FAITH_SUBJECT, shorthandQuestion } from './shorthand-terms.js';
import {
  dateQuestion,
  INFINITIVE,
  isEvaluationHeading,
  isFormsList,
  kindOfQuestion,
  listOfUses,
  SINGULAR_HEAD,
  withoutBrackets,
  shapedQuestion,
  VERB_HEADING,
} from './term-shapes.js';

/** Term labels whose meaning depends on what they belong to: "Word equation" of what? */
export const RELATIONAL_TERMS =
  /^(?:[\w'-]+ ){0,2}(?:equation|formula|example|unit|symbol|definition|method|aim|conclusion|hypothesis|result|outcome|summary|significance|importance|impact|purpose|function|role|value|stage|step|phase|type|kind|cause|effect|consequence|feature|characteristic|factor|advantage|disadvantage|use|property|reason|strength|weakness|limitation|example|reaction|procedure|finding|evaluation|aim|context|background)s?$/iu;

/** A term made of symbols and operators ("A² + b²") rather than a name. */
const FORMULA_TERM = /[+×÷=^²³√−]|\s[-*/]\s/u;
/** "1954", "1955-56", "c. 1500": a year or span on a timeline. */
const YEAR_TERM = /^(?:c\.\s?)?\d{3,4}(?:\s?[-–]\s?\d{2,4})?(?:\s?(?:BC|AD|BCE|CE))?$/u;

/**
 * A one-word term tagged in a frame ("it is omnipotent"): a describing word (adjective or adverb),
 * a function word (pronoun, preposition, conjunction, determiner), or a name/noun (undefined).
 * Term labels are capitalised, so their own tag says PROPN; the frame tags the word as a word.
 */
function singleWordClass(term: string): 'describing' | 'function' | undefined {
  // "BUT: some inflation is good": a shouted conjunction, not an acronym.
  if (/^(?:BUT|AND|SO|OR|ALSO|HOWEVER|THEREFORE|NB)$/u.test(term)) return 'function';
  if (!/^\p{L}+(?:-\p{L}+)?$/u.test(term) || /^\p{Lu}{2,}/u.test(term)) return undefined;
  const word = term.toLowerCase();
  if (FUNCTION_WORDS.has(word)) return 'function';
  const pos = tokenise(`it is ${word}`).tokens[2]?.pos;
  if (pos === 'ADJ' || pos === 'ADV') return 'describing';
  // A word the lexicon lacks is tagged by guess; its ending tells: "omnibenevolent", "transubstantial".
  if (!isKnownWord(word) && /\p{L}{4}(?:ent|ant|ous|ive|ful|less|able|ible|ic|al)$/u.test(word)) return 'describing';
  if (pos === 'ADP' || pos === 'CCONJ' || pos === 'SCONJ' || pos === 'PRON' || pos === 'DET') return 'function';
  return undefined;
}

/** "The biggest risk factor", "the main cause": a ranking that means nothing without what it ranks for. */
const SUPERLATIVE_SUBJECT =
  /^the (?:biggest|largest|greatest|smallest|highest|lowest|strongest|weakest|fastest|slowest|commonest|earliest|best|worst|main|key|(?:most|least) \p{L}+) ([\p{L}\s-]+)$/iu;
/** Rankings that take "for": "the biggest risk factor for type 2 diabetes"; others take "of". */
const FOR_HEADS = /\b(?:factors?|risks?|threats?|dangers?|treatments?|cures?|solutions?|reasons?)$/iu;

const LANGUAGE_SUBJECT =
  /\b(?:french|spanish|german|italian|latin|greek|mandarin|chinese|arabic|japanese|welsh|irish|russian|portuguese|urdu|polish|languages?|vocab(?:ulary)?)\b/iu;

/**
 * A modern-language page, where "X = Y" and "X - Y" lines are translations. The subject decides; the
 * topic only when the subject does not say ("Other": "Spanish: the preterite"), so "History" with
 * "the Spanish Armada" is no language page, and "English Language" is none either.
 */
export function isLanguageSubject(context: CandidateContext): boolean {
  const subject = context.subject?.trim() ?? '';
  if (/\benglish\b/iu.test(subject)) return false;
  if (LANGUAGE_SUBJECT.test(subject)) return true;
  return (subject === '' || /^other$/iu.test(subject)) && LANGUAGE_SUBJECT.test(context.topic ?? '');
}

/** "Catalysts: a catalyst is a substance that ..." — the explanation defines the term itself. */
export function termDefinition(u: Unit): Definition | undefined {
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

export function definitionCards(
  def: Definition,
  u: Unit,
  analysis: AnalysedText,
  context: CandidateContext = {},
): UnitCandidate[] {
  const out: UnitCandidate[] = [];
  const ranked = SUPERLATIVE_SUBJECT.exec(def.subject.trim());
  if (ranked && def.form === 'copula' && !/\b(?:of|for|in|to|among)\b/iu.test(ranked[1] ?? '')) {
    // "The biggest risk factor is obesity" -> "What is the biggest risk factor for type 2 diabetes?":
    // the "Type 2 diabetes: …" item just before it, else the heading or topic; without one, no card.
    const where = rankedFor(u, analysis, context);
    if (!where) return out;
    const preposition = FOR_HEADS.test(def.subject.trim()) ? 'for' : 'of';
    const predicate = mainClause(def.predicate);
    if (!predicate) return out;
    const front = `What ${def.verb} ${inlineCase(def.subject.trim(), analysis)} ${preposition} ${where}?`;
    return [{ kind: 'definition', front, back: capitaliseFirst(predicate), weight: 1 }];
  }
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

export function termCards(u: Unit, analysis: AnalysedText, context: CandidateContext): UnitCandidate[] {
  if (!u.term) return [];
  // "Remember OIL RIG: …" labels the mnemonic, it does not name a term called "Remember OIL RIG".
  // "Notice: the ich and er forms are the same" draws attention to a sentence; it defines no "notice".
  if (ATTENTION_LABEL.test(u.term.term)) return [];
  const term = u.term.term.replace(/^(?:remember|note)\s+(?=\S)/iu, '');
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
  const subjectText = `${context.subject ?? ''} ${context.topic ?? ''}`;
  const language = isLanguageSubject(context);
  // A verb's forms, not its meaning: "hacer: hice, hiciste, hizo, …" under "Key irregular preterites".
  // ("wollen (to want to): will, willst, …": the gloss in brackets stays outside the quotation marks.)
  const verb = term.replace(/\s*\([^()]*\)$/u, '');
  const gloss = term.slice(verb.length).trim();
  if (language && isFormsList(explanation) && (VERB_HEADING.test(section ?? '') || INFINITIVE.test(verb))) {
    const heading = sectionPhrase(section);
    const quoted = `"${INFINITIVE.test(verb) ? verb.toLowerCase() : verb}"${gloss ? ` ${gloss}` : ''}`;
    const front = heading ? `Give the forms of ${quoted} (${heading}).` : `Give the forms of ${quoted}.`;
    return [{ kind: 'term', front, back: answer, weight: 1 }];
  }
  // "fui a Madrid = I went to Madrid" on a Spanish page is a translation, not an equation.
  const translation = u.text.startsWith(`${term} = `) || explanation.split(/\s+/u).length <= 8;
  if (language && translation && !/\d/u.test(explanation) && explanation.split(/\s+/u).length <= 20) {
    return [{ kind: 'term', front: `What does "${term}" mean?`, back: answer, weight: 1 }];
  }
  const shaped = shapedQuestion(term, termInline, explanation, language);
  if (shaped) return [{ kind: 'term', front: shaped, back: answer, weight: 1 }];
  // "Their uses include:" / "- Microwaves: satellite communications and cooking food": a use, not a meaning.
  if (!language && listOfUses(u, analysis) && !explanationTokens.some((t) => isVerbLike(t) && !/ing$/u.test(t.lower))) {
    const front = `What ${looksPlural(term) ? 'are' : 'is'} ${termInline} used for?`;
    return [{ kind: 'term', front, back: answer, weight: 1 }];
  }
  const shorthand = shorthandQuestion(u, termInline, explanation, analysis, context, language);
  if (shorthand) return [{ kind: 'term', front: shorthand.front, back: answer, weight: shorthand.weight }];
  if (
    (u.text.startsWith(`${term} = `) && !isShorthandEquals(term, explanation)) ||
    (/=/u.test(withoutBrackets(explanation)) && /\p{L}\s*=|=\s*\p{L}/u.test(explanation))
  ) {
    // "So P(heads and a six) = 1/2 × 1/6 = 1/12": arithmetic of a worked example, no formula to learn.
    if (!/\p{L}{2}/u.test(explanation.replace(/\b[A-Za-z]\b/gu, ''))) return [];
    // "A² + b² = c²": a term that is itself a formula has no name to ask "the equation for" by.
    if (FORMULA_TERM.test(term)) {
      return [{ kind: 'term', front: `Complete the equation: ${term} = …`, back: answer, weight: 0.8 }];
    }
    return [{ kind: 'term', front: `What is the equation for ${termInline}?`, back: answer, weight: 1 }];
  }
  // "29 July: Battle of Gravelines …", "May: Armada leaves Lisbon" on a timeline.
  const date = dateQuestion(term, `${section ?? ''} ${context.topic ?? ''}`);
  if (date) return [{ kind: 'term', front: date, back: answer, weight: 0.8 }];
  // "1954: the Supreme Court ruled …" on a timeline: the year is when something happened.
  if (YEAR_TERM.test(term)) {
    return [{ kind: 'term', front: `What happened in ${term}?`, back: answer, weight: 0.8 }];
  }
  // "Omnipotent: all-powerful", "Just: God is fair …", "Non-rival: …": a describing word is asked
  // about by its meaning ("Describe just." and "What is non-rival?" are not questions a teacher writes).
  const wordClass = singleWordClass(term);
  const kind = wordClass === 'describing' ? kindOfQuestion(term, section, where) : undefined;
  if (kind) return [{ kind: 'term', front: kind, back: answer, weight: 0.9 }];
  if (wordClass === 'describing') {
    return [{ kind: 'term', front: `What does "${term.toLowerCase()}" mean?`, back: answer, weight: 1 }];
  }
  if (wordClass === 'function') return [];
  if (isEvaluationHeading(section)) {
    const named = withDefiniteArticle(termInline, analysis, language);
    return [{ kind: 'term', front: `What is the evaluation point about ${named}?`, back: answer, weight: 0.9 }];
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
  if (language && explanation.split(/\s+/u).length <= 8) {
    return [{ kind: 'term', front: `What does "${term}" mean?`, back: answer, weight: 1 }];
  }
  // "Nepal earthquake 2015: magnitude 7.8, ..." is a case study to describe, not a term to define.
  if (/\d/u.test(term))
    return [{ kind: 'term', front: `Describe ${withNotesArticle(termInline, analysis)}.`, back: answer, weight: 0.8 }];
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
  // Without a comma the loop above sees one word. There, only a thing's label gets a clause reading:
  // "Stomach: hydrochloric acid kills pathogens …" says what the stomach does, and "What is a
  // stomach?" would ask for a definition the notes do not give; a process ("Attrition: rocks …
  // knock against each other …") still answers "What is attrition?".
  const thing =
    (withNotesArticle(termInline, analysis) !== termInline || looksPlural(term) || /^\p{Lu}/u.test(termInline)) &&
    !/\b(?:law|principle|theorem|rule|equation|formula|model|theory|cycle|hypothesis)s?$/iu.test(term);
  const doesClause =
    thing &&
    firstClause.length === 1 &&
    first?.pos !== 'DET' &&
    explanationTokens.slice(0, 5).some((_, i) => i > 0 && finiteVerbAt(explanationTokens, i));
  const startsClause = (verbAt > 0 && !relativeBefore && first?.pos !== 'VERB') || gerundSubject || doesClause;
  if (nounPhraseStart && !startsClause) {
    // "Sheila and Eric", "Trachea and bronchi" are two things.
    // "Time phrases to show the future": the head noun before a complement decides the number.
    const head = (term.split(/\s+(?:to|of|for|in|on|with|that|which|used)\s/u)[0] ?? term).replace(
      /\s*\([^()]*\)$/u,
      '',
    );
    // ("Lock & key model" is one model.)
    const pair = /\s(?:and|&)\s/u.test(term) && !SINGULAR_HEAD.test(term);
    const plural = looksPlural(term) || looksPlural(head) || pair;
    // "What was the Marshall Plan?": a named event of a history page is in the past.
    const past = /\bhistor/iu.test(context.subject ?? '') && namedEvent(termInline);
    const verb = past ? (plural ? 'were' : 'was') : plural ? 'are' : 'is';
    return [
      {
        kind: 'term',
        front: `What ${verb} ${withNotesArticle(termInline, analysis, language || FAITH_SUBJECT.test(subjectText))}?`,
        back: answer,
        weight: 1,
      },
    ];
  }
  const listHead = section ? /^(?:the )?(?:[\w-]+ )?([a-z]+s)\b/iu.exec(section) : null;
  // (Also when the explanation is no clause: "Demand-pull: AD ↑ faster than AS → …" under "Causes".)
  if (section && listHead && LIST_HEADS.has((listHead[1] ?? '').toLowerCase())) {
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
  const named = withDefiniteArticle(termInline, analysis, language || FAITH_SUBJECT.test(subjectText));
  // "the role of the stomach", but "the role of temperature".
  if (startsClause && where) {
    return [{ kind: 'term', front: `Describe the role of ${named} in ${where}.`, back: answer, weight: 0.8 }];
  }
  return [{ kind: 'term', front: `Describe ${named}.`, back: answer, weight: 0.8 }];
}

/** What a ranking ("the biggest risk factor") ranks for: the term item just before it in its block, else the heading or topic. */
function rankedFor(u: Unit, analysis: AnalysedText, context: CandidateContext): string | undefined {
  const i = analysis.units.indexOf(u);
  const previous = i > 0 ? analysis.units[i - 1] : undefined;
  if (previous?.term && u.block - previous.block <= 1 && !RELATIONAL_TERMS.test(previous.term.term)) {
    return inlineCase(previous.term.term, analysis);
  }
  return contextPhrase(u.section, context, '', analysis);
}

function lowerFirstWord(s: string): string {
  const m = /^(\p{Lu}\p{Ll}+)\b/u.exec(s);
  if (!m) return s;
  return s.charAt(0).toLowerCase() + s.slice(1);
}

function stripArticle(s: string): string {
  return s.replace(/^(?:the|a|an)\s+/iu, '');
}
