import {
  type AnalysedText,
  BE_FORMS,
  CLAIM_VERBS,
  extraposedIt,
  FINITE_AUXILIARIES,
  FUNCTION_WORDS,
  isNounLike,
  JOINERS,
  LINKING_OPENERS,
  looksPlural,
  nounPhraseEnd,
  SUBJECT_PRONOUNS,
  type Token,
  type Unit,
} from '../nlp/index.js';
import { participleAfterSubject } from './predicate-cards.js';
import { inlineCase, joinTokens, leadingAdverbial } from './question-forms.js';

/**
 * A summary point often carries two facts in one sentence: "Potential difference is the energy
 * transferred per unit charge and is measured in volts" or "Nepal is an LIC, so it depended heavily on
 * foreign aid". The card rules read one main clause per sentence, so each further fact is rewritten
 * as a sentence of its own (the shared subject put back, "X, so Y" turned into "Y because X") and read
 * again. Every word of a rewritten sentence is a word of the notes.
 */
export function factClauses(u: Unit, analysis: AnalysedText): string[] {
  if (u.isQuestion || u.wordCount < 7 || u.wordCount > 80) return [];
  let tokens = u.term ? u.tokens.slice(u.term.termTo + 2) : u.tokens;
  tokens = tokens.filter((t) => !(t.type === 'punctuation' && /^[.!?]$/u.test(t.value)));
  // "However, there is a housing shortage, so …": the linking word ties the sentence to the one before,
  // and in "… because However, there is …" it reads as nonsense.
  if (LINKING_OPENERS.has(tokens[0]?.lower ?? '') && tokens[1]?.value === ',') tokens = tokens.slice(2);
  if (tokens.length < 6) return [];
  // "Hydraulic action is when waves force air into cracks, and the pressure breaks the rock": the
  // second clause is part of the definition, not a fact of its own.
  if (/\b(?:is|are|was|were) (?:when|where)\b/iu.test(joinTokens(tokens))) return [];
  const lead = leadingAdverbial(tokens);
  const leadText = lead ? inlineCase(joinTokens(tokens.slice(0, lead.end + 1)), analysis) : '';
  const parts = splitClauses(lead ? tokens.slice(lead.restFrom) : tokens);
  // "Context: Priestley wrote the play in 1945 ...": after a label, the explanation is a sentence of its own.
  const labelled = u.term && LABEL_TERMS.test(u.term.term) && tokens.some((t) => t.pos === 'VERB' || t.pos === 'AUX');
  if (parts.length < 2) return labelled ? [`${capitalise(joinTokens(tokens))}.`] : [];
  const out: string[] = [];
  let previous: Clause | undefined;
  let previousText: string | undefined;
  for (const part of parts) {
    if (part.joiner === 'vp') part.subject = previous?.subject;
    const plain = clauseText(part, previous, analysis);
    let text = plain;
    // "Christians believe the Genesis account is true, so the world is only a few thousand years old": what
    // follows "so" after a belief is part of the belief, not a fact with a reason.
    const belief = previous?.tokens.some((t) => t.pos === 'VERB' && CLAIM_VERBS.has(t.lemma)) ?? false;
    if (text && part.joiner === 'so' && belief) text = undefined;
    if (text && part.joiner === 'so' && previousText) {
      // "X, so Y" -> "Y because X": the reason rule then asks "Why Y?" and answers with X. Not when Y
      // is two clauses itself ("more particles are exposed and the frequency increases").
      // ", and improved healthcare means …" is a second clause too, whatever the tagger made of its subject.
      // Nor when X is a "term: rule" line ("-ir verbs: remove -ir and add -i, so finir becomes fini"):
      // "… because -ir verbs: remove …" reads as a term whose label is a sentence.
      text =
        / and (?:the|a|an|it|they|more|less|its|their)\b|, (?:and|but|while|whereas) /iu.test(text) ||
        previousText.includes(': ') ||
        // "X because Z, so it is lost more easily": "it" is more likely Z's noun than X's subject, and
        // "… because X because Z" reads badly either way.
        /\bbecause\b/iu.test(previousText) ||
        // "…, so no continuo needed": a clause without its verb ("Why did no continuo need?"); "so no
        // splicing is needed" keeps its "is".
        (/^(?:no|not)\s/iu.test(text) &&
          !/\b(?:is|are|was|were|has|have|had|can|could|will|would|does|do|did)\b/iu.test(text))
          ? undefined
          : `${text} because ${lowerStart(previousText, analysis, previous?.subject)}`;
    }
    if (text && !/\b(?:it|its|them|this|these|that)\b/iu.test(afterSubject(text, part, analysis))) {
      out.push(leadText && !text.startsWith(leadText) ? `${leadText} ${lowerStart(text, analysis)}` : text);
    }
    previous = part;
    previousText = plain ?? previousText;
  }
  return out.map((s) => `${s.charAt(0).toUpperCase()}${s.slice(1)}.`);
}

interface Clause {
  tokens: Token[];
  /** What joined it to the clause before: "and", "but", "so", ";", or "vp" for "... and is measured in ...". */
  joiner: string;
  /** The clause's own subject, or the one it shares with the clause before. */
  subject: Token[] | undefined;
}

/** Labels before a whole sentence rather than a term to define. */
const LABEL_TERMS =
  /^(?:context|background|aim|procedure|method|findings?|results?|conclusions?|evaluation|key points?|notes?|summary|case study|example)$/iu;
const capitalise = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);

function finiteAt(tokens: Token[], i: number): boolean {
  const t = tokens[i];
  if (!t) return false;
  if (FINITE_AUXILIARIES.has(t.lower) || t.pos === 'AUX') return true;
  return t.pos === 'VERB' && !/ing$/u.test(t.lower);
}

/** The subject of a clause starting at `from` when a finite verb follows it: "the pressure", "it", "recovery". */
function subjectAt(tokens: Token[], from: number): Token[] | undefined {
  const t = tokens[from];
  if (!t) return undefined;
  if (SUBJECT_PRONOUNS.has(t.lower)) return finiteAt(tokens, from + 1) ? [t] : undefined;
  const end = nounPhraseEnd(tokens, from, 10);
  if (end < from || participleAfterSubject(tokens, from, end + 1)) return undefined;
  if (finiteAt(tokens, end + 1)) return tokens.slice(from, end + 1);
  // "Lipase breaks down lipids": the tagger's noun "breaks" is the verb.
  const last = tokens[end];
  const next = tokens[end + 1];
  if (
    end > from &&
    last?.pos === 'NOUN' &&
    /\p{Ll}s$/u.test(last.value) &&
    (next?.pos === 'DET' || next?.pos === 'PRON' || next?.lower === 'down' || next?.lower === 'up')
  )
    return tokens.slice(from, end);
  return undefined;
}

function splitClauses(tokens: Token[]): Clause[] {
  const parts: Clause[] = [];
  let from = 0;
  let joiner = '';
  let depth = 0;
  const cut = (at: number, nextFrom: number, nextJoiner: string): void => {
    parts.push({ tokens: tokens.slice(from, at), joiner, subject: subjectAt(tokens, from) });
    from = nextFrom;
    joiner = nextJoiner;
  };
  for (let i = 1; i < tokens.length - 2; i++) {
    const t = tokens[i] as Token;
    if (t.value === '(') depth++;
    if (t.value === ')') depth = Math.max(0, depth - 1);
    if (depth > 0 || i - from < 3) continue;
    const next = tokens[i + 1] as Token;
    const hasVerb = tokens.slice(from, i).some((x) => x.pos === 'VERB' || x.pos === 'AUX');
    if (t.value === ';' && tokens.length - i > 3) cut(i, i + 1, ';');
    else if (t.value === ':' && hasVerb && subjectAt(tokens, i + 1)) cut(i, i + 1, ';');
    else if (t.value === ',' && JOINERS.has(next.lower) && subjectAt(tokens, i + 2)) cut(i, i + 2, next.lower);
    else if (t.lower === 'and' && hasVerb && next.pos === 'DET' && subjectAt(tokens, i + 1)) cut(i, i + 1, 'and');
    else if (
      t.lower === 'and' &&
      hasVerb &&
      tokens[i - 1]?.value !== ',' &&
      // "...: higher rates increase costs and encourage saving" has another subject than the sentence.
      // "... a force that corrupts Macbeth and leads to ...": the verb after "and" shares the relative's subject.
      !tokens.slice(from, i).some((x) => x.value === ':' || ['that', 'which', 'who'].includes(x.lower))
    ) {
      const at = next.lower === 'also' ? i + 2 : i + 1;
      const v = tokens[at];
      // "tall and steep and have": the word after "and" must start a verb phrase, not end a list.
      const verbPhrase =
        v !== undefined &&
        (FINITE_AUXILIARIES.has(v.lower) || (v.pos === 'VERB' && !/ing$/u.test(v.lower))) &&
        !(isNounLike(tokens[at + 1] ?? v) && tokens[at + 1]?.pos !== 'DET' && v.pos !== 'VERB');
      if (verbPhrase) cut(i, i + 1, 'vp');
    }
  }
  parts.push({ tokens: tokens.slice(from), joiner, subject: subjectAt(tokens, from) });
  return parts.filter((p) => p.tokens.length >= 3 || (p.joiner === 'vp' && p.tokens.length >= 2));
}

function clauseText(part: Clause, previous: Clause | undefined, analysis: AnalysedText): string | undefined {
  const tokens = part.tokens.filter((t, i) => !(t.lower === 'also' && i <= 1) && !(i === 0 && t.lower === 'then'));
  if (part.joiner === 'vp') {
    const subject = part.subject;
    if (!subject || SUBJECT_PRONOUNS.has(subject[0]?.lower ?? '')) return undefined;
    const subjectText = inlineCase(joinTokens(subject), analysis);
    // "Bile is made in the liver and stored in ...": the participle shares the first clause's "is".
    const be = previous?.tokens.find((t) => BE_FORMS.has(t.lower));
    const head = tokens[0]?.lower ?? '';
    const participle = /(?:ed|en)$/u.test(head) && !FINITE_AUXILIARIES.has(head);
    return `${subjectText} ${participle && be ? `${be.lower} ` : ''}${joinTokens(tokens)}`;
  }
  const first = tokens[0];
  // "…, so it is important to know the difference": an "it" that stands for the clause after it.
  if (first?.lower === 'it' && extraposedIt(tokens)) return undefined;
  if (first && SUBJECT_PRONOUNS.has(first.lower)) {
    // "it" / "they" goes back to the first clause's subject when the number agrees; else the clause is unclear.
    const antecedent = previous?.subject;
    if (
      !antecedent ||
      SUBJECT_PRONOUNS.has(antecedent[0]?.lower ?? '') ||
      first.lower === 'he' ||
      first.lower === 'she'
    )
      return undefined;
    const antecedentText = inlineCase(joinTokens(antecedent), analysis);
    if ((first.lower === 'they') !== looksPlural(antecedentText)) return undefined;
    part.subject = antecedent;
    return `${antecedentText} ${joinTokens(tokens.slice(1))}`;
  }
  const text = joinTokens(tokens);
  return text.split(/\s+/u).length >= 3 ? text : undefined;
}

function afterSubject(text: string, part: Clause, analysis: AnalysedText): string {
  const subject = part.subject ? inlineCase(joinTokens(part.subject), analysis) : '';
  const rest = subject && text.startsWith(subject) ? text.slice(subject.length) : text;
  return rest.replace(/ because .*$/u, '');
}

const LOWER_STARTS =
  /^(?:the|a|an|this|these|those|in|on|at|by|for|from|with|after|before|during|when|if|some|many|most|all|each)\b/iu;

/** A clause moved inside a sentence: its first word is lower-cased only when it is plainly not a name. */
function lowerStart(s: string, analysis: AnalysedText, subject?: Token[]): string {
  const first = /^\p{L}+/u.exec(s)?.[0] ?? '';
  // "… because As the chain gets longer": a closed-class word is never a name.
  if (
    LOWER_STARTS.test(s) ||
    analysis.lowerCaseWords.has(first.toLowerCase()) ||
    FUNCTION_WORDS.has(first.toLowerCase())
  )
    return s.charAt(0).toLowerCase() + s.slice(1);
  // "Simple diffusion is ..." -> "simple diffusion is ...", judged on the subject alone ("Nepal" stays).
  const subjectText = subject ? joinTokens(subject) : '';
  if (subjectText && s.startsWith(subjectText)) return inlineCase(subjectText, analysis) + s.slice(subjectText.length);
  return s;
}
