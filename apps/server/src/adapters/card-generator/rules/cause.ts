import {
  type AnalysedText,
  isVerbAt,
  isVerbLike,
  looksPlural,
  nounPhraseEnd,
  type Token,
  tokenise,
  type Unit,
} from '../../nlp/index.js';
import type { UnitCandidate } from '../candidate.js';
import {
  answerText,
  inlineCase,
  invertClause,
  isInstruction,
  joinTokens,
  stripEnd,
  tidyQuestion,
} from '../question-forms.js';
import { CAUSE_VERBS, hiddenVerbAt } from './clause-parts.js';

export function causeCards(u: Unit, analysis: AnalysedText): UnitCandidate[] {
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
    // "They are like the pillars that hold up a building, because …": after a comma the reason explains
    // the main clause, not the relative clause before it.
    const afterComma = tokens[because - 1]?.value === ',';
    const relative = afterComma ? undefined : relativeClause(effect);
    // "… into an object, which is more dangerous because …": ", which" refers back to a whole clause,
    // which no question can name.
    if (relative === 'clause') return out;
    effect = relative ?? effect;
    // "Why does the backwash carry it ...?" — a pronoun the card cannot explain.
    const vague = effect.some((t) =>
      ['it', 'they', 'them', 'this', 'these', 'those', 'he', 'she', 'him', 'her'].includes(t.lower),
    );
    const equation = effect.some((t) => t.value === '=');
    // "Macbeth orders the murder ...": the tagger's noun "orders" is the verb.
    // "Britain industrialised first": the tagger reads an -ed word it does not know as an adjective, but
    // straight after a noun with no "is" it is the verb.
    const participleVerb = (t: Token, k: number): boolean =>
      k > 0 && t.pos === 'ADJ' && /\p{Ll}ed$/u.test(t.lower) && ['PROPN', 'NOUN'].includes(effect[k - 1]?.pos ?? '');
    const hasVerb = effect.some((t, k) => isVerbLike(t) || (k > 0 && hiddenVerbAt(effect, k)) || participleVerb(t, k));
    if (hasVerb && effect.length >= 3 && causeWords >= 3 && !vague && !equation && !isInstruction(effect)) {
      const front = invertClause('Why', effect, analysis) ?? `Explain why ${inlineCase(joinTokens(effect), analysis)}.`;
      out.push({ kind: 'why', front, back: answerText(cause), weight: 1 });
    }
  }

  // "X leads to / causes / results in Y".
  const verbAt = tokens.findIndex(
    // ("Natural causes can't explain …": before an auxiliary, "causes" is the subject's noun.)
    (t, i) =>
      i > 0 && CAUSE_VERBS.has(t.lower) && (t.pos === 'VERB' || t.pos === 'NOUN') && tokens[i + 1]?.pos !== 'AUX',
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
  // The effect must be a thing, not a clause: "Christians may respond that …, and that much suffering".
  const effectTokens = causedBy ? tokenise(causedBy[1] ?? '').tokens : [];
  const effectIsThing = effectTokens.length > 0 && nounPhraseEnd(effectTokens, 0, 12) === effectTokens.length - 1;
  if (causedBy && effectIsThing && !/^(?:it|they|this|these)\b/iu.test(causedBy[1] ?? '')) {
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
    // "Thylakoids (stacked into grana) → …": the aside is no part of the question.
    const left = stripEnd(arrow[1] ?? '')
      .replace(/\s*\([^()]{0,80}\)/gu, '')
      .trim();
    // ("Irregular past participles you must learn: avoir → eu" is a list, not a cause.)
    // ('"smashed" → mean estimate 40.5 mph' is a result, not a cause.)
    // ("Not the factual cause → not guilty": a condition, not a thing that leads somewhere.)
    if (
      left.split(/\s+/u).length <= 8 &&
      !/[=+:]/u.test(left) &&
      /\p{L}{2}/u.test(left) &&
      !/^["“']/u.test(left) &&
      !/^(?:not?|never)\b/iu.test(left)
    ) {
      out.push({
        kind: 'cause',
        front: arrowQuestion(left, arrow[2] ?? '', analysis),
        back: answerText(arrow[2] ?? ''),
        weight: 0.9,
      });
    }
  }
  return out;
}

/** "fat **raises** LDL cholesterol": a -s word between a noun phrase and the noun phrase it acts on. */
function pluralLikeVerb(tokens: Token[], t: Token, i: number): boolean {
  const before = tokens[i - 1]?.pos ?? '';
  const after = tokens[i + 1]?.pos ?? '';
  return (
    t.pos === 'NOUN' &&
    /\p{Ll}[^s]s$/u.test(t.value) &&
    t.lemma !== t.lower &&
    ['NOUN', 'ADJ', 'PROPN'].includes(before) &&
    ['PROPN', 'NOUN', 'DET', 'ADJ'].includes(after)
  );
}

/**
 * The question an arrow's left side asks: "above optimum" → "What happens above optimum?", "light
 * falls" → "What happens when light falls?", "↑ temp" → "What does an increase in temp lead to?".
 */
function arrowQuestion(left: string, right: string, analysis: AnalysedText): string {
  const phrase = inlineCase(left, analysis);
  if (/^(?:above|below|beyond|during|after|before|without|when|if|at high|at low)\b/iu.test(phrase))
    return `What happens ${phrase.charAt(0).toLowerCase()}${phrase.slice(1)}?`;
  const tokens = tokenise(left).tokens;
  if (
    // (After its subject: "light falls", but not "steep-sided valley".)
    tokens.some(
      (t, i) =>
        i > 0 &&
        isVerbLike(t) &&
        !/ing$/u.test(t.lower) &&
        ['NOUN', 'PROPN', 'PRON', 'NUM'].includes(tokens[i - 1]?.pos ?? '') &&
        tokens[i - 1]?.end !== t.start,
    ) ||
    /\s(?:falls?|rises?|increases?|decreases?|drops?|goes (?:up|down)|builds? up|stops?|starts?)$/iu.test(left) ||
    // "b² - 4ac > 0 → two roots": a condition; "Saturated fat raises LDL cholesterol → …": a clause
    // whose verb the tagger calls a noun.
    /[<>≤≥]|\s=\s/u.test(left) ||
    tokens.some((t, i) => i > 0 && (hiddenVerbAt(tokens, i) || pluralLikeVerb(tokens, t, i)))
  )
    // (A past verb after the subject, not a participle before it: "Saturated fat raises …".)
    return `What ${tokens.some((t, i) => i > 0 && t.pos === 'VERB' && /\p{L}ed$/u.test(t.lower)) ? 'happened' : 'happens'} when ${phrase}?`;
  // "Thylakoids → site of LDR": the arrow reads "are the site of".
  if (/^(?:the )?site of\b/iu.test(right)) return `What ${looksPlural(left) ? 'are' : 'is'} ${phrase} the site of?`;
  const change = /^([↑↓])\s*(.+)$/u.exec(phrase);
  if (change) return `What does ${change[1] === '↑' ? 'an increase' : 'a decrease'} in ${change[2] ?? ''} lead to?`;
  return `What ${looksPlural(left) ? 'do' : 'does'} ${phrase} lead to?`;
}

/**
 * "The crust is divided into plates which move because of convection": the reason belongs to the
 * relative clause, so the question is about "plates move".
 */
function relativeClause(effect: Token[]): Token[] | 'clause' | undefined {
  const r = effect.findLastIndex((t) => ['which', 'that', 'who'].includes(t.lower));
  // "which move" at the very end: the tagger may call "move" a noun, but nothing else fits there.
  const verbNext = isVerbAt(effect, r + 1) || (r + 1 === effect.length - 1 && effect[r + 1]?.type === 'word');
  if (r < 2 || !verbNext) return undefined;
  if (effect[r - 1]?.value === ',' && effect[r]?.lower === 'which') return 'clause';
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
