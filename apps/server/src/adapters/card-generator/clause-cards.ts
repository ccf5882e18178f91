import {
  type AnalysedText,
  capitaliseFirst,
  COMPLEMENT_VERBS,
  CONDITION_OPENERS,
  isNounLike,
  isShorthandEquals,
  isVerbLike,
  looksPlural,
  nounPhraseEnd,
  RESPONSE_VERBS,
  type Token,
  type Unit,
} from '../nlp/index.js';
import type { CandidateContext, CandidateKind } from './candidate.js';
import { isLanguageSubject } from './rules/definition.js';
import {
  answerText,
  baseForm,
  clozeFront,
  inlineCase,
  invertClause,
  joinTokens,
  leadingAdverbial,
  stripEnd,
  tidyQuestion,
} from './question-forms.js';

export interface ClauseCard {
  kind: CandidateKind;
  front: string;
  back: string;
  weight: number;
}

const VAGUE_SUBJECTS = /^(?:examples?|these|those|this|they|it|others?|some|many|most|all|both|each)$/iu;

/**
 * Cards read from a sentence's clause structure: "X = Y" equations, conditions ("When demand is
 * inelastic, a firm can raise total revenue by increasing its price" -> "How can a firm raise total
 * revenue when demand is inelastic?"), purposes ("... raises the Bank Rate to reduce inflation" ->
 * "Why does ...?"), "X includes A, B and C" lists and quotations to complete.
 */
export function clauseCards(u: Unit, analysis: AnalysedText, context: CandidateContext = {}): ClauseCard[] {
  if (u.isQuestion || u.dependsOnContext || u.term || u.wordCount < 3) return [];
  const out: ClauseCard[] = [];
  const equation = equationCard(u, analysis, isLanguageSubject(context));
  if (equation) out.push(equation);
  let tokens = u.tokens.filter((t) => !(t.type === 'punctuation' && /^[.!?]$/u.test(t.value)));
  let condition = '';
  const first = tokens[0];
  if (first && CONDITION_OPENERS.has(first.lower)) {
    const comma = tokens.findIndex((t, i) => i > 2 && i < 22 && t.value === ',');
    if (comma < 0) return out;
    condition = conditionText(tokens.slice(0, comma), analysis);
    tokens = tokens.slice(comma + 1);
  }
  const method = methodCard(tokens, condition, analysis);
  if (method) out.push(method);
  else {
    const purpose = purposeCard(tokens, condition, analysis);
    if (purpose) out.push(purpose);
  }
  if (condition) {
    const consequence = conditionalCard(tokens, condition, analysis);
    if (consequence) out.push(consequence);
  } else {
    const list = includeCard(tokens, analysis, analysis.units[u.index - 1], u);
    if (list) out.push(list);
    const response = responseCard(tokens, analysis, analysis.units[u.index - 1], u);
    if (response) out.push(response);
  }
  const quote = quotationCard(u);
  if (quote) out.push(quote);
  return out;
}

/** "PED = % change in quantity demanded ÷ % change in price" -> "What is the equation for PED?" */
function equationCard(u: Unit, analysis: AnalysedText, language: boolean): ClauseCard | undefined {
  const m = /^([^=]{1,60}?)\s*=\s*(.{3,})$/u.exec(stripEnd(u.text));
  if (!m) return undefined;
  const left = (m[1] ?? '').trim();
  const right = (m[2] ?? '').trim();
  const leftTokens = u.tokens.filter((t) => t.end <= left.length + 1 && t.start < left.length);
  if (
    left.split(/\s+/u).length > 6 ||
    !/\p{L}{2}/u.test(left) ||
    !/\p{L}/u.test(right) ||
    leftTokens.some((t) => isVerbLike(t) && !/ing$/u.test(t.lower)) ||
    /=/u.test(right)
  )
    return undefined;
  // "Fui a Madrid = I went to Madrid" on a language page is a translation, not an equation.
  if (language && !/\d/u.test(right) && right.split(/\s+/u).length <= 20) {
    return { kind: 'term', front: `What does "${left}" mean?`, back: capitaliseFirst(right), weight: 1 };
  }
  // "Enzymes = biological catalysts": shorthand for "is", which the term cards read as a definition.
  if (isShorthandEquals(left, right)) return undefined;
  return {
    kind: 'term',
    front: `What is the equation for ${inlineCase(left, analysis)}?`,
    back: capitaliseFirst(right),
    weight: 1,
  };
}

/** "If PED is greater than 1 (ignoring the minus sign)" -> "if PED is greater than 1". */
function conditionText(tokens: Token[], analysis: AnalysedText): string {
  const open = tokens.findIndex((t) => t.value === '(');
  const close = tokens.findIndex((t) => t.value === ')');
  const kept = open >= 0 && close > open ? [...tokens.slice(0, open), ...tokens.slice(close + 1)] : tokens;
  return inlineCase(joinTokens(kept), analysis);
}

function withCondition(question: string | undefined, condition: string): string | undefined {
  if (!question) return undefined;
  return condition ? tidyQuestion(`${question.replace(/\?$/u, '')} ${condition}`) : question;
}

/** "... can raise total revenue by increasing its price" -> "How can ... raise total revenue?" -> "By increasing its price". */
function methodCard(tokens: Token[], condition: string, analysis: AnalysedText): ClauseCard | undefined {
  const by = tokens.findIndex(
    (t, i) => i >= 3 && t.lower === 'by' && /ing$/u.test(tokens[i + 1]?.lower ?? '') && tokens[i + 1]?.pos === 'VERB',
  );
  if (by < 0) return undefined;
  // "Honour mattered: a man had to defend his family name, even by duelling": the means belongs to
  // the clause after the colon, and "honour" is not its subject.
  // (Also a spaced dash: "Honour mattered - a man had to …", but not "middle-class".)
  const spacedDash = (t: Token, i: number): boolean =>
    /^[-–—]$/u.test(t.value) && (tokens[i - 1]?.end ?? t.start) < t.start && t.end < (tokens[i + 1]?.start ?? t.end);
  if (tokens.slice(0, by).some((t, i) => t.value === ':' || t.value === ';' || spacedDash(t, i))) return undefined;
  const clause = tokens.slice(0, by);
  while (clause.length > 0 && clause[clause.length - 1]?.value === ',') clause.pop();
  const front = withCondition(invertClause('How', clause, analysis), condition);
  const rest = tokens.slice(by);
  const end = rest.findIndex((t, i) => i > 1 && (t.value === ';' || (t.value === ',' && rest[i + 1]?.lower !== 'and')));
  const back = answerText(joinTokens(end > 0 ? rest.slice(0, end) : rest));
  if (!front || back.split(/\s+/u).length < 2) return undefined;
  return { kind: 'fact', front, back, weight: 0.95 };
}

/**
 * Whether the verb's "to" starts its complement ("stimulates white blood cells to produce …"). The
 * tagger leaves some inflections unlemmatised ("stimulates"), so the plain forms are tried too.
 */
function takesComplement(verb: Token): boolean {
  const w = verb.lower;
  const forms = [
    verb.lemma,
    w,
    w.replace(/ies$/u, 'y'),
    w.replace(/e?s$/u, ''),
    w.replace(/s$/u, ''),
    w.replace(/e?d$/u, ''),
    w.replace(/d$/u, ''),
  ];
  return forms.some((f) => COMPLEMENT_VERBS.has(f));
}

/** "The Monetary Policy Committee raises the Bank Rate to reduce inflation" -> "Why does ... raise the Bank Rate?" */
function purposeCard(tokens: Token[], condition: string, analysis: AnalysedText): ClauseCard | undefined {
  const subjectEnd = nounPhraseEnd(tokens, 0, 8);
  const verb = tokens[subjectEnd + 1];
  if (subjectEnd < 0 || !verb || verb.pos !== 'VERB' || takesComplement(verb)) return undefined;
  const to = tokens.findIndex(
    (t, i) =>
      i > subjectEnd + 2 &&
      t.lower === 'to' &&
      tokens[i + 1]?.pos === 'VERB' &&
      tokens[i + 1]?.lower === tokens[i + 1]?.lemma &&
      tokens[i - 1]?.value !== ',',
  );
  if (to < 0) return undefined;
  // Only the main verb's purpose: no second verb between it and "to" ("... made all ships out of date to ...").
  if (tokens.slice(subjectEnd + 2, to).some((t) => isVerbLike(t) || ['which', 'that', 'who'].includes(t.lower)))
    return undefined;
  if (['order', 'able', 'likely', 'used', 'due', 'going'].includes(tokens[to - 1]?.lower ?? '')) return undefined;
  const front = withCondition(invertClause('Why', tokens.slice(0, to), analysis), condition);
  const rest = tokens.slice(to);
  const end = rest.findIndex((t, i) => i > 1 && (t.value === ',' || t.value === ';' || t.value === ':'));
  const back = answerText(joinTokens(end > 0 ? rest.slice(0, end) : rest));
  // "To move another", "To do it": a purpose that needs the sentence to make sense.
  if (!front || back.split(/\s+/u).length < 3 || /\b(?:another|it|them|this|that|these)$/iu.test(back))
    return undefined;
  return { kind: 'why', front, back, weight: 0.85 };
}

/** "If PED is less than 1, demand is price inelastic" -> "If PED is less than 1, what is demand?" */
function conditionalCard(tokens: Token[], condition: string, analysis: AnalysedText): ClauseCard | undefined {
  // "cutting the price raises total revenue": a gerund phrase as the subject.
  const gerund = tokens[0]?.pos === 'VERB' && /ing$/u.test(tokens[0].lower);
  const subjectEnd = gerund ? nounPhraseEnd(tokens, 1, 5) : nounPhraseEnd(tokens, 0, 6);
  const verb = tokens[subjectEnd + 1];
  if (subjectEnd < 0 || !verb) return undefined;
  const subject = joinTokens(tokens.slice(0, subjectEnd + 1));
  if (VAGUE_SUBJECTS.test(subject)) return undefined;
  const rest = tokens.slice(subjectEnd + 2);
  // "price elastic": the tagger's verb "price" before an adjective is a modifier.
  const verbAt = rest.findIndex(
    (t, i) =>
      isVerbLike(t) &&
      t.pos !== 'AUX' &&
      !/ed$/u.test(t.lower) &&
      !(i === 0 && (rest[1]?.pos === 'ADJ' || rest[1]?.pos === 'NOUN')),
  );
  if (rest.length === 0 || verbAt >= 0) return undefined;
  const end = rest.findIndex((t) => t.value === ',' || t.value === ';');
  const complement = joinTokens(end > 0 ? rest.slice(0, end) : rest);
  if (complement.split(/\s+/u).length < 1 || !/\p{L}{3}/u.test(complement)) return undefined;
  const cond = capitaliseFirst(condition);
  // "lead is produced at the cathode" is a passive, not "what is lead?".
  if (rest[0]?.pos === 'VERB' && /(?:ed|en)$/u.test(rest[0].lower)) return undefined;
  if (['is', 'are', 'was', 'were', 'becomes', 'become', 'became'].includes(verb.lower)) {
    return {
      kind: 'fact',
      front: tidyQuestion(`${cond}, what ${verb.lower} ${inlineCase(subject, analysis)}`),
      back: capitaliseFirst(complement),
      weight: 0.85,
    };
  }
  if (verb.pos === 'VERB' && rest[0] && ['DET', 'NOUN', 'ADJ', 'PROPN', 'NUM'].includes(rest[0].pos)) {
    const q = gerund
      ? /s$/u.test(verb.lower)
        ? `What does ${subject} ${baseForm(verb)}?`
        : undefined
      : invertClause('What', tokens.slice(0, subjectEnd + 2), analysis);
    if (!q) return undefined;
    return {
      kind: 'fact',
      front: tidyQuestion(`${cond}, ${q.charAt(0).toLowerCase()}${q.slice(1)}`),
      back: capitaliseFirst(complement),
      weight: 0.85,
    };
  }
  return undefined;
}

/** "Factors affecting PED include the number of substitutes, ..." -> "What do factors affecting PED include?" */
function includeCard(
  tokens: Token[],
  analysis: AnalysedText,
  previous: Unit | undefined,
  u: Unit,
): ClauseCard | undefined {
  const at = tokens.findIndex((t, i) => i > 0 && i <= 7 && /^includ(?:e|es|ed)$/u.test(t.lower));
  if (at < 0) return undefined;
  const subjectTokens = tokens.slice(0, at);
  // "An exothermic reaction is ... Examples include combustion, ..." -> "What are examples of exothermic reactions?"
  const defined = previous?.block === u.block ? previous.definition : undefined;
  if (/^examples$/iu.test(joinTokens(subjectTokens)) && defined && defined.form !== 'name' && !defined.listSubject) {
    const thing = inlineCase(defined.subject.replace(/^(?:an?|the)\s+/iu, ''), analysis);
    const plural = looksPlural(thing) ? thing : `${thing}s`;
    return {
      kind: 'fact',
      front: `What are examples of ${plural}?`,
      back: answerText(joinTokens(tokens.slice(at + 1))),
      weight: 0.9,
    };
  }
  if (
    !subjectTokens.some((t) => t.pos === 'NOUN' || t.pos === 'PROPN') ||
    subjectTokens.some((t) => t.pos === 'AUX' || t.value === ',' || (t.pos === 'VERB' && !/(?:ing|ed)$/u.test(t.lower)))
  )
    return undefined;
  const subject = joinTokens(subjectTokens);
  if (VAGUE_SUBJECTS.test(subject.split(/\s+/u)[0] ?? '') && subjectTokens.length === 1) return undefined;
  const list = tokens.slice(at + 1);
  if (!list.some((t) => t.value === ',' || t.lower === 'and' || t.lower === 'or')) return undefined;
  const verb = tokens[at] as Token;
  const past = verb.lower === 'included';
  const plural = /s$/u.test(subjectTokens.filter((t) => t.pos === 'NOUN' || t.pos === 'PROPN')[0]?.lower ?? '');
  const doForm = past ? 'did' : plural || verb.lower === 'include' ? 'do' : 'does';
  return {
    kind: 'fact',
    front: `What ${doForm} ${inlineCase(subject, analysis)} include?`,
    back: answerText(joinTokens(list)),
    weight: 0.9,
  };
}

/**
 * "In 1948 Stalin cut off all road and rail links to West Berlin. The Allies responded with the Berlin
 * Airlift, ..." -> "How did the Allies respond when Stalin cut off all road and rail links to West
 * Berlin in 1948?" -> "With the Berlin Airlift". The stimulus is the sentence before, or the clause
 * before ", and" in the same sentence.
 */
function responseCard(
  tokens: Token[],
  analysis: AnalysedText,
  previous: Unit | undefined,
  u: Unit,
): ClauseCard | undefined {
  const v = tokens.findIndex(
    (t, i) => i > 0 && RESPONSE_VERBS.has(t.lower) && ['with', 'by'].includes(tokens[i + 1]?.lower ?? ''),
  );
  if (v < 0) return undefined;
  let s = v - 1;
  while (s > 0 && ['NOUN', 'PROPN', 'ADJ', 'DET'].includes(tokens[s - 1]?.pos ?? '') && tokens[s - 1]?.lower !== 'and')
    s--;
  const subjectTokens = tokens.slice(s, v);
  if (!subjectTokens.some((t) => t.pos === 'NOUN' || t.pos === 'PROPN')) return undefined;
  let stimulus: Token[] | undefined;
  if (s === 0) {
    if (!previous || previous.block !== u.block || previous.isQuestion || previous.dependsOnContext) return undefined;
    stimulus = previous.tokens.filter((t) => !(t.type === 'punctuation' && /^[.!?]$/u.test(t.value)));
  } else if (tokens[s - 1]?.lower === 'and' && tokens[s - 2]?.value === ',') {
    stimulus = tokens.slice(0, s - 2);
  }
  if (!stimulus || stimulus.length < 3 || stimulus.length > 30) return undefined;
  // A summary may have dropped the sentence the response answers: the one before must share a name or noun.
  const responseKeys = new Set(tokens.filter((t) => isNounLike(t) && !t.stop).map((t) => t.key));
  if (!stimulus.some((t) => isNounLike(t) && !t.stop && responseKeys.has(t.key))) return undefined;
  if (['it', 'they', 'this', 'he', 'she', 'these'].includes(stimulus[0]?.lower ?? '')) return undefined;
  const lead = leadingAdverbial(stimulus);
  const clause = lead
    ? `${inlineCase(joinTokens(stimulus.slice(lead.restFrom)), analysis)} ${inlineCase(joinTokens(stimulus.slice(0, lead.end + 1)), analysis)}`
    : inlineCase(joinTokens(stimulus), analysis);
  const verb = tokens[v] as Token;
  const doForm = /ed$/u.test(verb.lower) ? 'did' : /s$/u.test(verb.lower) ? 'does' : 'do';
  const base = verb.lower.replace(/(?:ed|s)$/u, '').replace(/^(respond|react|retaliat)$/u, '$1');
  const lemma = base === 'retaliat' ? 'retaliate' : base;
  const rest = tokens.slice(v + 1);
  const end = rest.findIndex((t, i) => i > 1 && (t.value === ',' || t.value === ';'));
  const back = answerText(joinTokens(end > 0 ? rest.slice(0, end) : rest));
  if (back.split(/\s+/u).length < 2) return undefined;
  return {
    kind: 'cause',
    front: tidyQuestion(`How ${doForm} ${inlineCase(joinTokens(subjectTokens), analysis)} ${lemma} when ${clause}`),
    back,
    weight: 1,
  };
}

/** A short quotation to complete: English literature notes live on them. */
function quotationCard(u: Unit): ClauseCard | undefined {
  if (u.wordCount < 6 || u.wordCount > 45) return undefined;
  const quotes = [...u.text.matchAll(/["“]([^"“”]{3,90})["”]/gu)]
    .map((m) => ({ inner: m[1] ?? '', start: (m.index ?? 0) + 1 }))
    .filter((q) => {
      const words = q.inner.trim().split(/\s+/u).length;
      return words >= 2 && words <= 14 && /\p{L}{3}/u.test(q.inner);
    })
    .sort((a, b) => b.inner.length - a.inner.length);
  const q = quotes[0];
  if (!q) return undefined;
  return {
    kind: 'cloze',
    front: clozeFront(u.text, q.start, q.start + q.inner.length),
    back: stripEnd(q.inner.trim()) || q.inner.trim(),
    weight: 0.9,
  };
}
