import type { Unit } from '../../nlp/index.js';
import type { UnitCandidate } from '../candidate.js';
import { clozeFront } from '../question-forms.js';

const MAGNITUDE = /^(?:million|billion|thousand|bn|m)$/iu;
/** Units after a figure; amperes only as a capital "A", since a lower-case "a" is the article. */
const UNIT =
  /^(?:°[CFK]?|million|billion|thousand|bn|m|km|cm|mm|nm|kg|g|mg|s|ms|hz|khz|v|w|kw|j|kj|mol|ω|n|pa|l|ml|years?|metres?|meters?|miles?|mph|percent|degrees?|items?|seconds?|minutes?|hours?|days?|people|tonnes?)$/iu;

/** Measured values: "45 °C", "11.1%", "£3.5 million", "50 Hz", "7 ± 2 items". */
export function figureCards(u: Unit): UnitCandidate[] {
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
    // A sum of money takes only a magnitude ("£1,200 a month": "a" is the article, not amperes).
    const money = hasUnit;
    const takesUnit = money
      ? MAGNITUDE.test(next?.value ?? '')
      : next?.value === '%' || next?.value === 'A' || UNIT.test(next?.value ?? '');
    if (next && takesUnit) {
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
    // "____ rescued by helicopter.", "____; tourism lost.": too little around the blank to recall it from.
    const clue = `${u.text.slice(0, start)} ${u.text.slice(end)}`.match(/\p{L}{2,}/gu)?.length ?? 0;
    if (clue < 4) break;
    // One figure per sentence: a second blank in the same sentence would be the same card again.
    out.push({ kind: 'figure', front: clozeFront(u.text, start, end), back: u.text.slice(start, end), weight: 1 });
    break;
  }
  return out;
}
