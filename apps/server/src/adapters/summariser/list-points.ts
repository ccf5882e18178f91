import { type AnalysedText, capitaliseFirst, isCodeLine, isVerbLike, type Unit } from '../nlp/index.js';
import type { Candidate } from './clauses.js';

/** A list shorter than this is a pair of lines, not a list; longer is a page of items. */
const MIN_ITEMS = 2;
const MAX_ITEMS = 10;
/** An item of a list point is a phrase ("a steeper concentration gradient"), not a sentence. */
const MAX_ITEM_WORDS = 10;
/** A lower-case item may carry a short reason after its phrase. */
const MAX_CONTINUING_ITEM_WORDS = 16;

/**
 * "Factors that increase the rate of diffusion:" over bullets "a steeper concentration gradient",
 * "a higher temperature", … as one point: "Factors that increase the rate of diffusion: a steeper
 * concentration gradient, a higher temperature, …". Each bullet alone is a verbless fragment, never a
 * point, so without this a list of causes, factors or features, the commonest shape of revision notes,
 * vanished from the summary. Only runs of short verbless bullets under a heading become a list point;
 * "term: explanation" bullets and sentences are points of their own already.
 */
export function listPoints(analysis: AnalysedText): Candidate[] {
  const out: Candidate[] = [];
  const { units } = analysis;
  let i = 0;
  while (i < units.length) {
    const first = units[i] as Unit;
    if (!isListItem(first) || !first.section) {
      i++;
      continue;
    }
    const run: Unit[] = [first];
    let j = i + 1;
    while (j < units.length) {
      const u = units[j] as Unit;
      if (!isListItem(u) || u.section !== first.section || u.block === run[run.length - 1]?.block) break;
      run.push(u);
      j++;
    }
    if (run.length >= MIN_ITEMS && run.length <= MAX_ITEMS) {
      const point = listPoint(first.section, run);
      if (point) out.push(point);
    }
    i = j;
  }
  return out;
}

/**
 * A bullet or numbered line of a few words without a verb ("a higher temperature", "Militarism"), or
 * one that starts in lower case, so it goes on from the heading ("a higher temperature, because the
 * particles have more kinetic energy").
 */
function isListItem(u: Unit): boolean {
  if (u.blockKind === 'paragraph' || !u.firstInBlock || u.term || u.isQuestion || isCodeLine(u.text)) return false;
  // "Vena cava → right atrium": a step written with an arrow and no verb is a list item too.
  const arrowStep = /→/u.test(u.text) && !u.tokens.some(isVerbLike);
  if (u.isFragment || arrowStep) return u.wordCount <= MAX_ITEM_WORDS;
  return /^\p{Ll}/u.test(u.text) && u.wordCount <= MAX_CONTINUING_ITEM_WORDS;
}

function listPoint(heading: string, items: Unit[]): Candidate | undefined {
  const lead = heading.replace(/[\s:–—-]+$/u, '').trim();
  if (!lead || /[.!?]$/u.test(lead)) return undefined;
  const phrases = items.map((u) => u.text.replace(/[\s.;,]+$/u, '').trim()).filter(Boolean);
  if (phrases.length !== items.length) return undefined;
  // Items that hold commas themselves are kept apart with semicolons.
  const joined = phrases.some((p) => p.includes(','))
    ? phrases.join('; ')
    : `${phrases.slice(0, -1).join(', ')} and ${phrases[phrases.length - 1] ?? ''}`;
  const text = `${capitaliseFirst(lead)}: ${joined}.`;
  const firstUnit = items[0] as Unit;
  return {
    unit: firstUnit.index,
    from: 0,
    to: firstUnit.text.length,
    removed: [],
    text,
    content: [...new Set(items.flatMap((u) => u.content))],
    whole: false,
    dependsOnContext: false,
    items: items.map((u) => u.index),
  };
}
