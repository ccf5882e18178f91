import { isNounLike, type Token } from './tokens.js';
import { HEDGES, NON_SUBJECT_STARTS } from './lexicon/discourse-words.js';
import { BE_FORMS } from './lexicon/function-words.js';
import { LIST_HEADS, RELATIONAL_HEADS } from './lexicon/head-nouns.js';

export interface Definition {
  /** Subject as written, e.g. "Photosynthesis", "The Treaty of Versailles". */
  subject: string;
  subjectFrom: number;
  subjectTo: number;
  /**
   * copula: "X is Y"; meaning: "X means / refers to / is defined as Y"; name: "X is known as / called Y";
   * states: "Ohm's law states that Y"; describes: "The model describes Y".
   */
  form: 'copula' | 'meaning' | 'name' | 'states' | 'describes';
  /** "is", "are", "was" or "were" for copula and name forms; "is" for meaning. */
  verb: 'is' | 'are' | 'was' | 'were';
  /** For name forms, "known as" or "called". */
  nameVerb: 'known as' | 'called' | undefined;
  predicate: string;
  predicateFrom: number;
  plural: boolean;
  listSubject: boolean;
}

/**
 * End index (inclusive) of a noun phrase starting at `from`, or -1. Deliberately narrow: a
 * determiner, adjectives and nouns, "of"/"for" complements, "and" between nouns, hyphens and
 * possessives. wink's tagger calls many sentence-initial common nouns PROPN, which is fine here.
 */
export function nounPhraseEnd(tokens: Token[], from: number, maxLength = 8): number {
  let sawNoun = false;
  let lastNoun = -1;
  for (let i = from; i < tokens.length && i - from < maxLength; i++) {
    const t = tokens[i];
    const next = tokens[i + 1];
    const prev = tokens[i - 1];
    if (!t) break;
    if (i === from && (t.pos === 'DET' || t.pos === 'PRON')) {
      if (NON_SUBJECT_STARTS.has(t.lower) || t.pos === 'PRON') return -1;
      continue;
    }
    // "the rate of a reaction", "supply and the demand".
    if (t.pos === 'DET' && prev && ['of', 'for', 'and'].includes(prev.lower) && !NON_SUBJECT_STARTS.has(t.lower))
      continue;
    if (isNounLike(t) || t.pos === 'NUM' || (t.pos === 'ADJ' && t.type === 'word')) {
      if (isNounLike(t) || t.pos === 'NUM') {
        sawNoun = true;
        lastNoun = i;
      }
      continue;
    }
    // Tagging slips: "Active transport is" has transport as VERB. Accept a non-past verb right before "is".
    if (t.pos === 'VERB' && i > from && next && BE_FORMS.has(next.lower) && !/ed$/u.test(t.lower)) {
      sawNoun = true;
      lastNoun = i;
      continue;
    }
    // "Increasing the temperature" as a subject; "Merge sort", tagged VERB NOUN at the start.
    if (t.pos === 'VERB' && i === from && /ing$/u.test(t.lower)) continue;
    if (t.pos === 'VERB' && i === from && /^\p{Lu}\p{Ll}/u.test(t.value) && next && isNounLike(next)) continue;
    if ((t.value === '-' || t.value === '/') && prev && next && prev.end === t.start && t.end === next.start) continue;
    // "Cost-push inflation": the tagger reads "push" as a verb, but after a hyphen it is half a compound.
    if (prev?.value === '-' && prev.end === t.start && t.type === 'word' && i - 2 >= from) continue;
    if ((t.value === "'s" || t.value === "'") && sawNoun) continue;
    // "The multi-store model (MSM) describes ..."
    if (t.value === '(' && sawNoun && tokens[i + 2]?.value === ')' && /^[\p{Lu}\d]{2,6}s?$/u.test(next?.value ?? '')) {
      i += 2;
      lastNoun = i;
      continue;
    }
    if (
      (t.lower === 'of' || t.lower === 'for') &&
      sawNoun &&
      next &&
      (next.pos === 'DET' || next.pos === 'ADJ' || isNounLike(next) || next.pos === 'NUM')
    )
      continue;
    if ((t.lower === 'and' || t.value === '&') && sawNoun && next && (isNounLike(next) || next.pos === 'ADJ')) continue;
    break;
  }
  return sawNoun ? lastNoun : -1;
}

/** Recognises "X is Y", "X means Y", "X refers to Y", "X is defined as Y", "X is known as / called Y". */
export function findDefinition(text: string, tokens: Token[]): Definition | undefined {
  let from = 0;
  // "In biology, osmosis is ..." — skip a short introductory phrase.
  const first = tokens[0];
  if (first && first.pos === 'ADP') {
    const comma = tokens.findIndex((t, i) => i < 7 && t.value === ',');
    if (comma > 0) from = comma + 1;
  }
  const start = tokens[from];
  if (!start || NON_SUBJECT_STARTS.has(start.lower)) return undefined;
  // Find the defining verb first, then check that everything before it is a noun phrase: the tagger
  // often calls "states" or "means" a noun, which would run the phrase past the verb.
  const verbAt = tokens.findIndex((t, i) => i > from && i <= from + 9 && isDefiningVerb(t));
  if (verbAt < 0) return longNamedDefinition(text, tokens, from);
  const subjectTo = nounPhraseEnd(tokens, from, verbAt - from) === verbAt - 1 ? verbAt - 1 : -1;
  if (subjectTo < 0) return longNamedDefinition(text, tokens, from);
  const subjectTokens = tokens.slice(from, subjectTo + 1);
  const head = lastNoun(subjectTokens);
  const hasComplement = subjectTokens.some((t) => t.lower === 'of' || t.lower === 'for');
  // "The first stage is ..." needs a complement; "A limiting factor is ..." names a concept.
  const vague = subjectTokens.every((t) => t.pos === 'DET' || RELATIONAL_HEADS.has(t.key) || t.stop);
  if (head && RELATIONAL_HEADS.has(head.key) && !hasComplement && vague) return undefined;
  if (subjectTokens.every((t) => t.stop)) return undefined;

  const verb = tokens[subjectTo + 1];
  if (!verb) return undefined;
  const subject = text.slice(start.start, tokens[subjectTo]?.end ?? start.end);
  const end = lastContentIndex(tokens);
  const base = { subject, subjectFrom: from, subjectTo };

  if (BE_FORMS.has(verb.lower) && verb.lemma === 'be') {
    let p = subjectTo + 2;
    while (tokens[p] && HEDGES.has(tokens[p]?.lower ?? '')) p++;
    const t = tokens[p];
    const t2 = tokens[p + 1];
    if (!t || ['not', 'never', 'no', "n't"].includes(t.lower)) return undefined;
    const be = verb.lower as Definition['verb'];
    const plural = be === 'are' || be === 'were';
    if (t.lower === 'known' && t2?.lower === 'as') return named(base, be, plural, 'known as', p + 2, end, text, tokens);
    if (t.lower === 'called') return named(base, be, plural, 'called', p + 1, end, text, tokens);
    if ((t.lower === 'defined' || t.lower === 'described') && t2?.lower === 'as') {
      return predicateDefinition(base, 'meaning', 'is', plural, p + 2, end, text, tokens, false);
    }
    if (
      t.lower === 'when' ||
      t.lower === 'where' ||
      (t.lower === 'how' &&
        t2 !== undefined &&
        ['quickly', 'much', 'many', 'fast', 'far', 'well', 'often'].includes(t2.lower))
    ) {
      return predicateDefinition(base, 'copula', be, plural, p, end, text, tokens, false);
    }
    const listSubject = plural && head !== undefined && LIST_HEADS.has(head.lower);
    if (!(t.pos === 'DET' || t.pos === 'NUM' || isNounLike(t) || t.pos === 'ADJ')) return undefined;
    if (t.pos === 'DET' && ['this', 'that', 'these', 'those'].includes(t.lower)) return undefined;
    // "X is important for ...", "X is similar to ..." describe X rather than define it.
    const nounSoon = tokens.slice(p, p + 4).some((x) => isNounLike(x) || x.pos === 'NUM');
    if (!nounSoon && !listSubject) return undefined;
    if (t.pos === 'ADJ' && t2 && (t2.pos === 'ADP' || t2.pos === 'PUNCT') && !listSubject) return undefined;
    return predicateDefinition(base, 'copula', be, plural, p, end, text, tokens, listSubject);
  }
  if (verb.lower === 'means' || verb.lower === 'meant') {
    const p = tokens[subjectTo + 2]?.lower === 'that' ? subjectTo + 3 : subjectTo + 2;
    return predicateDefinition(base, 'meaning', 'is', false, p, end, text, tokens, false);
  }
  // "Cost-push inflation occurs when firms' costs rise": as good as "is when".
  if ((verb.lower === 'occurs' || verb.lower === 'happens') && tokens[subjectTo + 2]?.lower === 'when') {
    return predicateDefinition(base, 'copula', 'is', false, subjectTo + 2, end, text, tokens, false);
  }
  if (verb.lower === 'refers' && tokens[subjectTo + 2]?.lower === 'to') {
    return predicateDefinition(base, 'meaning', 'is', false, subjectTo + 3, end, text, tokens, false);
  }
  // "Churchill described this as ...": a report of what someone said, not a definition.
  const afterVerb = tokens[subjectTo + 2];
  const pronounNext = afterVerb !== undefined && (NON_SUBJECT_STARTS.has(afterVerb.lower) || afterVerb.pos === 'PRON');
  if ((verb.lower === 'describes' || verb.lower === 'described') && !pronounNext) {
    return predicateDefinition(
      base,
      'describes',
      verb.lower === 'describes' ? 'is' : 'was',
      false,
      subjectTo + 2,
      end,
      text,
      tokens,
      false,
    );
  }
  if ((verb.lower === 'states' || verb.lower === 'stated') && tokens[subjectTo + 2]?.lower === 'that') {
    return predicateDefinition(
      base,
      'states',
      verb.lower === 'states' ? 'is' : 'was',
      false,
      subjectTo + 3,
      end,
      text,
      tokens,
      false,
    );
  }
  return undefined;
}

function isDefiningVerb(t: Token): boolean {
  return (
    (BE_FORMS.has(t.lower) && t.lemma === 'be') ||
    ['means', 'meant', 'refers', 'states', 'stated', 'describes', 'described', 'occurs', 'happens'].includes(t.lower)
  );
}

/**
 * "The minimum amount of energy that particles need to react is called the activation energy": the
 * subject is a whole clause, too long for the noun-phrase reader, but the naming pattern is clear.
 */
function longNamedDefinition(text: string, tokens: Token[], from: number): Definition | undefined {
  for (let i = from + 2; i < tokens.length - 2 && i < from + 20; i++) {
    const be = tokens[i];
    const next = tokens[i + 1];
    const after = tokens[i + 2];
    if (!be || !next || !BE_FORMS.has(be.lower) || be.lemma !== 'be') continue;
    const isNamed = next.lower === 'called' || (next.lower === 'known' && after?.lower === 'as');
    if (!isNamed) return undefined;
    if (tokens.slice(from, i).some((t) => t.value === ',' || t.value === ';')) return undefined;
    const first = tokens[from];
    const lastSubject = tokens[i - 1];
    if (
      !first ||
      !lastSubject ||
      !(first.pos === 'DET' || isNounLike(first) || first.pos === 'ADJ') ||
      NON_SUBJECT_STARTS.has(first.lower)
    )
      return undefined;
    const base = { subject: text.slice(first.start, lastSubject.end), subjectFrom: from, subjectTo: i - 1 };
    const verb = be.lower as Definition['verb'];
    return named(
      base,
      verb,
      verb === 'are' || verb === 'were',
      next.lower === 'called' ? 'called' : 'known as',
      next.lower === 'called' ? i + 2 : i + 3,
      lastContentIndex(tokens),
      text,
      tokens,
    );
  }
  return undefined;
}

function named(
  base: Pick<Definition, 'subject' | 'subjectFrom' | 'subjectTo'>,
  verb: Definition['verb'],
  plural: boolean,
  nameVerb: 'known as' | 'called',
  from: number,
  end: number,
  text: string,
  tokens: Token[],
): Definition | undefined {
  // The name is what follows, up to a comma or a "because"-style tail; a name in quotation marks runs
  // to its closing mark ('called "Explorations in Creative Reading and Writing" and lasts …').
  let to = end;
  let inQuote = false;
  for (let i = from; i <= end; i++) {
    const t = tokens[i];
    if (t && /^["“”]$/u.test(t.value)) {
      inQuote = !inQuote;
      if (!inQuote && i > from) {
        to = i;
        break;
      }
      continue;
    }
    if (inQuote) continue;
    if (
      t &&
      (t.value === ',' ||
        t.value === ';' ||
        t.value === '(' ||
        ['because', 'as', 'since', 'which', 'and'].includes(t.lower))
    ) {
      to = i - 1;
      break;
    }
  }
  const words = tokens.slice(from, to + 1).filter((t) => t.type === 'word' || t.type === 'number');
  if (words.length === 0 || words.length > 6) return undefined;
  // 'It was called "cold"': a description in quotes, not the name of a thing.
  if (!words.some((t) => isNounLike(t) || t.pos === 'NUM')) return undefined;
  const a = tokens[from];
  const b = tokens[to];
  if (!a || !b) return undefined;
  return {
    ...base,
    form: 'name',
    verb,
    nameVerb,
    predicate: text.slice(a.start, b.end),
    predicateFrom: from,
    plural,
    listSubject: false,
  };
}

/** "the energy transferred per unit charge and is measured in volts" -> stop before "and is measured". */
function predicateEnd(tokens: Token[], from: number, end: number): number {
  // "endothermic and making bonds is exothermic": a second clause with its own subject and verb.
  // ("is when waves force air into cracks, and the pressure breaks the rock" is one description.)
  const clausal = ['when', 'where', 'how'].includes(tokens[from]?.lower ?? '');
  for (let i = from + 1; i <= end && !clausal; i++) {
    const t = tokens[i];
    if (t && ['that', 'which', 'who', 'when', 'where', 'how', 'whose'].includes(t.lower)) break;
    if (t && (t.lower === 'and' || t.lower === 'but' || t.value === ';')) {
      const subjectEnd = nounPhraseEnd(tokens, i + 1, 6);
      const verb = tokens[subjectEnd + 1];
      if (subjectEnd > i && verb && (verb.pos === 'VERB' || verb.pos === 'AUX') && !/ing$/u.test(verb.lower))
        return tokens[i - 1]?.value === ',' ? i - 2 : i - 1;
    }
  }
  for (let i = from + 2; i <= end; i++) {
    const t = tokens[i];
    const next = tokens[i + 1];
    // Inside "that is in shortest supply and stops ..." or "when rocks ... and wear it away" the
    // "and" belongs to the clause, so only a predicate without one can be cut.
    if (t && ['that', 'which', 'who', 'when', 'where', 'how', 'whose'].includes(t.lower)) return end;
    if (t && next && (t.lower === 'and' || t.lower === 'but') && next.pos === 'AUX' && BE_FORMS.has(next.lower)) {
      return tokens[i - 1]?.value === ',' ? i - 2 : i - 1;
    }
  }
  return end;
}

function predicateDefinition(
  base: Pick<Definition, 'subject' | 'subjectFrom' | 'subjectTo'>,
  form: Definition['form'],
  verb: Definition['verb'],
  plural: boolean,
  from: number,
  lastIndex: number,
  text: string,
  tokens: Token[],
  listSubject: boolean,
): Definition | undefined {
  const end = predicateEnd(tokens, from, lastIndex);
  const a = tokens[from];
  const b = tokens[end];
  if (!a || !b || end < from) return undefined;
  const words = tokens.slice(from, end + 1).filter((t) => t.type === 'word' || t.type === 'number');
  // "Thermal decomposition is an example": of what? Not a definition without the sentence before.
  if (words.length > 0 && words.every((t) => t.pos === 'DET' || RELATIONAL_HEADS.has(t.key) || t.lower === 'one'))
    return undefined;
  // A one-word predicate is only an answer when it names something: "The first stage of mitosis is prophase".
  if (
    words.length === 0 ||
    (words.length === 1 && !listSubject && !(isNounLike(words[0] ?? a) || words[0]?.pos === 'NUM'))
  )
    return undefined;
  return {
    ...base,
    form,
    verb,
    nameVerb: undefined,
    predicate: text.slice(a.start, b.end),
    predicateFrom: from,
    plural,
    listSubject,
  };
}

function lastNoun(tokens: Token[]): Token | undefined {
  // The head of "the rate of reaction" is "rate": the last noun before any "of"/"for".
  const cut = tokens.findIndex((t) => t.lower === 'of' || t.lower === 'for');
  const scope = cut > 0 ? tokens.slice(0, cut) : tokens;
  for (let i = scope.length - 1; i >= 0; i--) {
    const t = scope[i];
    if (t && (isNounLike(t) || t.pos === 'NUM' || t.pos === 'VERB')) return t;
  }
  return undefined;
}

/** Index of the last token that is not closing punctuation. */
export function lastContentIndex(tokens: Token[]): number {
  let i = tokens.length - 1;
  while (i >= 0 && tokens[i]?.type === 'punctuation' && !/[)"'\]]/u.test(tokens[i]?.value ?? '')) i--;
  return i;
}

/** Whether the head noun reads as plural ("enzymes", "mitochondria" via the verb, not "osmosis"). */
/** Singular nouns that end in -s in a way the suffix test above cannot tell ("What does the pancreas produce?"). */
const SINGULAR_ENDING_IN_S = new Set([
  'pancreas',
  'gas',
  'atlas',
  'canvas',
  'bias',
  'lens',
  'chaos',
  'cosmos',
  'ethos',
  'pathos',
  'logos',
  'species',
  'news',
  'diabetes',
  'measles',
  'herpes',
]);

export function looksPlural(phrase: string): boolean {
  // "the number of cores" agrees with "number", its head, not with "cores".
  const head = phrase.trim().split(/\s+of\s+/iu)[0] ?? '';
  const last = head.split(/\s+/u).pop()?.toLowerCase() ?? '';
  // ("-ens": a Latin participle, "novus actus interveniens", not "hens".)
  if (/(?:ss|us|is|ics|ous|sis)$/u.test(last) || /\p{L}{4}iens$/u.test(last) || SINGULAR_ENDING_IN_S.has(last))
    return false;
  return (
    /s$/u.test(last) ||
    [
      'mitochondria',
      'bacteria',
      'data',
      'criteria',
      'phenomena',
      'people',
      'children',
      'media',
      'alveoli',
      'villi',
      'fungi',
      'nuclei',
      'stimuli',
    ].includes(last)
  );
}
