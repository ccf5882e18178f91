import {
  type AnalysedText,
  AUXILIARIES,
  capitaliseFirst,
  FUNCTION_WORDS,
  isKnownWord,
  isLowerCaseTerm,
  isPlaceName,
  LEADING_PREPOSITIONS,
  looksPlural,
  nounPhraseEnd,
  PROPER_ADJECTIVES,
  type Token,
} from '../nlp/index.js';

/**
 * The phrase as it reads inside a question: "Photosynthesis" -> "photosynthesis", "The Treaty of
 * Versailles" -> "the Treaty of Versailles", but "Germany", "DNA" and "Ohm's law" keep their capitals.
 * The notes themselves are the evidence: a word written in lower case somewhere is a common word.
 */
export function inlineCase(phrase: string, analysis: AnalysedText): string {
  const m = /^(\p{Lu}\p{Ll}*)(?=$|[\s\-'’])/u.exec(phrase);
  if (!m) return phrase;
  const word = m[1] ?? '';
  const lower = word.toLowerCase();
  const rest = phrase.slice(word.length);
  if (FUNCTION_WORDS.has(lower)) return lower + rest;
  // "Elizabethan audience", "Victorian society": an adjective made from a name keeps its capital.
  if (PROPER_ADJECTIVES.has(lower)) return phrase;
  // "Britain", "Nepal": in the lexicon as words, but countries and capitals are always names.
  if (isPlaceName(lower.replace(/-.*$/u, ''))) return phrase;
  // Names: "Lady Macbeth", "Pythagoras' theorem", "Nepal earthquake 2015", or a word the lexicon lacks.
  // "Sheila and Eric", "Romeo and Juliet", "Loftus and Palmer's study": names joined by "and" are names too.
  const multiWordName = /^\s+\p{Lu}/u.test(rest) || /^\s+(?:and|&)\s+\p{Lu}\p{Ll}+(?:$|['’\s])/u.test(rest);
  if (analysis.lowerCaseWords.has(lower) && !multiWordName) return lower + rest;
  // "Sibilance is the repetition of …": a term of the specifications, though the notes only ever
  // start a sentence with it.
  if (!multiWordName && !/^['’]/u.test(rest) && !analysis.capitalisedWords.has(lower) && isLowerCaseTerm(lower))
    return lower + rest;
  // "Longshore drift", "Facilitated diffusion": a capital followed by lower-case words is a sentence
  // start, not a name ("San Andreas Fault" and "Lady Macbeth" capitalise every word).
  if (
    /^\s+\p{Ll}/u.test(rest) &&
    !multiWordName &&
    !analysis.capitalisedWords.has(lower) &&
    // (A year names something, "Nepal earthquake 2015"; "CO2" does not.)
    !/(?<!\p{L})\d/u.test(phrase) &&
    !isPlaceName(lower.replace(/-.*$/u, ''))
  )
    return lower + rest;
  const looksLikeName =
    multiWordName ||
    /^['’]/u.test(rest) ||
    /(?<!\p{L})\d/u.test(phrase) ||
    analysis.capitalisedWords.has(lower) ||
    (!(
      isKnownWord(lower) ||
      isKnownWord(lower.replace(/s$/u, '')) ||
      isKnownWord(lower.replace(/es$/u, '')) ||
      isKnownWord(lower.replace(/ies$/u, 'y'))
    ) &&
      !TECHNICAL_ENDING.test(lower) &&
      !prefixedWord(lower));
  return looksLikeName ? phrase : lower + rest;
}

/** "Macronutrients", "Biopolymer": a scientific prefix on a word the lexicon knows is a term, not a name. */
const SCIENCE_PREFIX =
  /^(?:macro|micro|bio|poly|mono|photo|thermo|hydro|electro|anti|sub|super|inter|intra|multi|semi|hyper|hypo|endo|exo|neuro|geo|eco|agri|aero|auto)(?=\p{L}{4})/u;

function prefixedWord(lower: string): boolean {
  const prefix = SCIENCE_PREFIX.exec(lower);
  if (!prefix) return false;
  const rest = lower.slice(prefix[0].length);
  return isKnownWord(rest) || isKnownWord(rest.replace(/s$/u, ''));
}

/** "Chemiosmosis", "Photoionisation", "Thylakoids": words the lexicon lacks that are terms, not names. */
const TECHNICAL_ENDING =
  /\p{Ll}{3}(?:osis|isation|ization|ysis|esis|ase|ases|oids?|cytes?|plasts?|somes?|phyll|plasm|ions|mers?)$/u;

/** Text of a run of tokens from `text`, keeping the original spacing and closing gaps left by removed tokens. */
export function joinTokens(tokens: Token[]): string {
  let out = '';
  tokens.forEach((t, i) => {
    const prev = tokens[i - 1];
    // Contiguous tokens ("Austria", "-", "Hungary") stay joined; anything else gets one space.
    if (prev) out += prev.end === t.start ? '' : ' ';
    out += t.value;
  });
  return out
    .replace(/\s+([,.;:!?)])/gu, '$1')
    .replace(/\(\s+/gu, '(')
    .replace(/,\s*,/gu, ',')
    .replace(/^[\s,;:]+|[\s,;:]+$/gu, '')
    .trim();
}

/** Drops a trailing full stop or other closing punctuation that cannot end an answer. */
export function stripEnd(s: string): string {
  return s.replace(/[\s.,;:]+$/u, '').trim();
}

export function answerText(s: string): string {
  return capitaliseFirst(stripEnd(s));
}

/**
 * Turns a statement into a wh-question by subject–auxiliary inversion or do-support:
 * "William won the Battle of Hastings" + "When" -> "When did William win the Battle of Hastings?";
 * "the Treaty was signed in Paris" + "Where" -> "Where was the Treaty signed in Paris?" (callers
 * remove the phrase being asked about first). Returns undefined when the clause does not parse
 * cleanly, so callers fall back to a safer form instead of printing broken English.
 */
export function invertClause(wh: string, tokens: Token[], analysis: AnalysedText): string | undefined {
  const clause = tokens.filter((t) => !(t.type === 'punctuation' && /^[.!?]$/u.test(t.value)));
  if (clause.length < 3) return undefined;
  // "In January 1923 France and Belgium occupied the Ruhr" -> "Why did France and Belgium occupy
  // the Ruhr in January 1923?": a leading adverbial moves to the end of the question.
  const lead = leadingAdverbial(clause);
  if (lead) {
    const inner = invertClause(wh, clause.slice(lead.restFrom), analysis);
    if (!inner) return undefined;
    const adverbial = inlineCase(joinTokens(clause.slice(0, lead.end + 1)), analysis);
    return tidyQuestion(`${inner.replace(/\?$/u, '')} ${adverbial}`);
  }
  let subjectTo = nounPhraseEnd(clause, 0, 10);
  if (subjectTo < 0) return undefined;
  let appositive = false;
  // "Archduke Franz Ferdinand, heir to the throne, was assassinated": step over the appositive.
  if (clause[subjectTo + 1]?.value === ',') {
    const close = clause.findIndex((t, i) => i > subjectTo + 1 && i < subjectTo + 14 && t.value === ',');
    if (close > 0 && isVerbToken(clause[close + 1])) {
      subjectTo = close;
      appositive = true;
    }
  }
  const verb = clause[subjectTo + 1];
  if (!verb || !isVerbToken(verb)) return undefined;
  const subjectText = inlineCase(joinTokens(clause.slice(0, subjectTo + 1)), analysis) + (appositive ? ',' : '');
  const restTokens = clause.slice(subjectTo + 2);
  const rest = joinTokens(restTokens);
  if (/^(?:it|they|this|these|he|she|we|you|i)$/iu.test(subjectText)) return undefined;
  // "Britain had 29 ships and Germany had 17": a second clause cannot be folded into one question.
  if (hasSecondClause(restTokens)) return undefined;

  // "had" before a noun is possession ("When did Britain have ..."), not an auxiliary.
  const possessive =
    ['has', 'have', 'had'].includes(verb.lower) &&
    restTokens[0] !== undefined &&
    restTokens[0].pos !== 'VERB' &&
    restTokens[0].lower !== 'been' &&
    restTokens[0].lower !== 'not';
  if (AUXILIARIES.has(verb.lower) && !possessive) {
    // "When was the Kapp Putsch a right-wing attempt ...?" asks when a thing was a thing: only
    // "When was X signed?"-style passives and auxiliaries before a verb read as questions.
    if (wh === 'When' && ['is', 'are', 'was', 'were'].includes(verb.lower) && restTokens[0]?.pos !== 'VERB')
      return undefined;
    return tidyQuestion(`${wh} ${verb.lower} ${subjectText} ${rest}`);
  }
  if (possessive) {
    const doForm = verb.lower === 'had' ? 'did' : verb.lower === 'has' ? 'does' : 'do';
    return tidyQuestion(`${wh} ${doForm} ${subjectText} have ${rest}`);
  }
  if (verb.pos !== 'VERB') return undefined;
  const lemma = baseForm(verb);
  let doForm: string;
  if (verb.lower === lemma) doForm = looksPlural(subjectText) || / and /u.test(subjectText) ? 'do' : 'does';
  else if (
    verb.lower === `${lemma}s` ||
    verb.lower === `${lemma}es` ||
    (lemma.endsWith('y') && verb.lower === `${lemma.slice(0, -1)}ies`)
  )
    doForm = 'does';
  else doForm = 'did';
  // A bare-form verb after a singular subject ("The cell divide") means the tagger guessed wrong.
  if (doForm === 'does' && verb.lower === lemma && !looksPlural(subjectText)) return undefined;
  // "abdicated and fled to the Netherlands" -> "abdicate and flee to the Netherlands"; "weighs about
  // 96 N but still has a mass of 60 kg" -> "weigh … but still have …".
  const joinedAt = (i: number): boolean =>
    ['and', 'but'].includes(restTokens[i - 1]?.lower ?? '') ||
    (restTokens[i - 1]?.pos === 'ADV' && ['and', 'but'].includes(restTokens[i - 2]?.lower ?? ''));
  const coordinated = restTokens.findIndex(
    (t, i) =>
      i > 0 &&
      joinedAt(i) &&
      ((t.pos === 'VERB' && t.lower !== t.lemma && !/ing$/u.test(t.lower)) || ['has', 'had'].includes(t.lower)),
  );
  const coordinatedBase = (t: Token): string => (['has', 'had'].includes(t.lower) ? 'have' : baseForm(t));
  const restText =
    coordinated > 0 && doForm !== 'do'
      ? joinTokens([
          ...restTokens.slice(0, coordinated),
          { ...(restTokens[coordinated] as Token), value: coordinatedBase(restTokens[coordinated] as Token) },
          ...restTokens.slice(coordinated + 1),
        ])
      : rest;
  return tidyQuestion(`${wh} ${doForm} ${subjectText} ${lemma} ${restText}`);
}

/**
 * The base form of a verb in the notes' own spelling: wink's lemmas are American ("reorganize"),
 * so "reorganised" gives "reorganise".
 */
export function baseForm(verb: Token): string {
  const lemma = verb.lemma === verb.lower ? thirdPersonBase(verb) : verb.lemma;
  const m = /^(.*)iz(e)$/u.exec(lemma);
  if (m && new RegExp(`^${m[1] ?? ''}is`, 'u').test(verb.lower)) return `${m[1] ?? ''}ise`;
  if (lemma.endsWith('yze') && verb.lower.includes('ys')) return `${lemma.slice(0, -3)}yse`;
  return lemma;
}

/**
 * The tagger sometimes leaves a present-tense verb as its own lemma (seen after a pronoun was
 * replaced by its noun: "The vaccine stimulates …"), which made "What do the vaccine stimulates?".
 */
function thirdPersonBase(verb: Token): string {
  const w = verb.lower;
  if (verb.pos !== 'VERB' || !/[^s]s$/u.test(w) || w.length < 4) return w;
  if (/[^aeiou]ies$/u.test(w)) return `${w.slice(0, -3)}y`;
  if (/(?:sh|ch|x|z|ss|o)es$/u.test(w)) return w.slice(0, -2);
  return w.slice(0, -1);
}

const DATE_WORD =
  /^(?:\d{1,2}(?:st|nd|rd|th)?|(?:1[0-9]|20)\d{2}s?|jan(?:uary)?|feb(?:ruary)?|march|april|may|june|july|aug(?:ust)?|sept(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?|the|early|late|mid|-|–)$/iu;

/** "In 1948", "After the Second World War," at the start of a clause: its last index and where the clause resumes. */
export function leadingAdverbial(tokens: Token[]): { end: number; restFrom: number } | undefined {
  const first = tokens[0];
  if (!first || !LEADING_PREPOSITIONS.has(first.lower)) return undefined;
  const comma = tokens.findIndex((t, i) => i > 1 && i <= 10 && t.value === ',');
  if (comma > 0 && !tokens.slice(1, comma).some((t) => t.pos === 'VERB' || t.pos === 'AUX')) {
    return { end: comma - 1, restFrom: comma + 1 };
  }
  let end = 0;
  // "In 1779 Jan Ingenhousz showed ...": a month abbreviation before a capitalised word is a first name.
  while (
    end + 1 < tokens.length &&
    DATE_WORD.test(tokens[end + 1]?.value ?? '') &&
    !(/^\p{Lu}\p{Ll}{2,3}$/u.test(tokens[end + 1]?.value ?? '') && /^\p{Lu}/u.test(tokens[end + 2]?.value ?? ''))
  )
    end++;
  if (end === 0 || !/\d/u.test(joinTokens(tokens.slice(1, end + 1)))) return undefined;
  return { end, restFrom: end + 1 };
}

function hasSecondClause(tokens: Token[]): boolean {
  for (let i = 0; i < tokens.length - 2; i++) {
    const t = tokens[i];
    if (!t || !(t.lower === 'and' || t.lower === 'but' || t.lower === 'so' || t.value === ',' || t.value === ';'))
      continue;
    const end = nounPhraseEnd(tokens, i + 1, 6);
    if (end > i && isVerbToken(tokens[end + 1]) && !/ing$/u.test(tokens[end + 1]?.lower ?? '')) return true;
  }
  return false;
}

function isVerbToken(t: Token | undefined): boolean {
  return t !== undefined && (t.pos === 'VERB' || t.pos === 'AUX' || AUXILIARIES.has(t.lower));
}

export function tidyQuestion(s: string): string {
  return capitaliseFirst(
    s
      .replace(/\s+/gu, ' ')
      .replace(/\s+([,;:?])/gu, '$1')
      .replace(/[,;:]+\s*$/u, '')
      // "For example, chlorine is formed from …": the moved opener would end the question on "for example".
      .replace(/,?\s+for (?:example|instance)(?=\?$)/iu, '')
      .trim()
      .replace(/[.?]*$/u, '?'),
  );
}

/** How every cloze question opens, and its blank. */
export const CLOZE_PREFIX = 'Fill in the blank:';
export const FILL_IN_BLANK = '____';

/** "Fill in the blank: In ____, William won the Battle of Hastings." */
export function clozeFront(text: string, start: number, end: number): string {
  const sentence = `${text.slice(0, start)}${FILL_IN_BLANK}${text.slice(end)}`.trim();
  const finished = /[.!?]["')\]]*$/u.test(sentence) ? sentence : `${sentence}.`;
  return `${CLOZE_PREFIX} ${capitaliseFirst(finished)}`;
}

/**
 * "Do not write about structure in Question 2, because …", "Use a 'what, how, why' approach": an
 * instruction to the student has no subject to ask "why" of ("Explain why Do not write …").
 * A bare verb first, not followed by another verb ("Light travels …" is a noun and its verb).
 */
export function isInstruction(tokens: Token[]): boolean {
  const first = tokens[0];
  const second = tokens[1];
  if (!first) return false;
  if (first.lower === 'do' && (second?.lower === 'not' || second?.lower === "n't")) return true;
  if (/^(?:don't|don’t|never|always)$/u.test(first.lower) && second !== undefined && second.pos === 'VERB') return true;
  if (
    first.pos !== 'VERB' ||
    first.lower !== first.lemma ||
    second === undefined ||
    isVerbToken(second) ||
    !['DET', 'ADJ', 'NOUN', 'PRON', 'NUM', 'ADP', 'PART'].includes(second.pos)
  )
    return false;
  // "Merge sort uses more memory": the "verb" opened a compound noun whose own verb follows it.
  const end = nounPhraseEnd(tokens, 0, 6);
  return !(end >= 1 && isVerbToken(tokens[end + 1]));
}
