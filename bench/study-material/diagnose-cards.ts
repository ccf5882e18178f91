/**
 * Why the cards miss key facts: for each key fact the deck's answers do not carry, one cause —
 * (a) no candidate card holds all its keywords; (b) a candidate's answer holds it but selection took
 * another card; (c) a card holds it only across question + answer; (d) no single notes sentence holds
 * it (it spans sentences). Run from bench/: `tsx study-material/diagnose-cards.ts [--held-out|--blind] [--ocr] [--verbose]`.
 */
import { analyseText, rankUnits } from '../../apps/server/src/adapters/nlp/index.js';
import { extractCandidates } from '../../apps/server/src/adapters/card-generator/card-candidates.js';
import { labelFilter } from '../../apps/server/src/adapters/card-generator/card-filters.js';
import { wholeFact } from '../../apps/server/src/adapters/card-generator/whole-fact.js';
import { generateCards } from '../../apps/server/src/adapters/card-generator/builtin-card-generator.js';
import { summariseNotes } from '../../apps/server/src/adapters/summariser/builtin-summariser.js';
import { factPresent } from './match.js';
import { toOcrShaped, seedOf } from './ocr-shape.js';
import { BLIND_PASSAGES, HELD_OUT_PASSAGES, PASSAGES } from './passages/index.js';

const heldOut = process.argv.includes('--held-out');
const blind = process.argv.includes('--blind');
const ocr = process.argv.includes('--ocr');
const verbose = process.argv.includes('--verbose');
const passages = blind ? BLIND_PASSAGES : heldOut ? HELD_OUT_PASSAGES : PASSAGES;

const tally: Record<string, number> = { carried: 0, a: 0, b: 0, c: 0, d: 0 };
const lostTo: string[] = [];
for (const p of passages) {
  const text = ocr ? toOcrShaped(p.text, seedOf(p.id)) : p.text;
  const context = { subject: p.subject, topic: p.topic };
  const points = summariseNotes({ text, subject: p.subject, topic: p.topic, qualification: p.qualification });
  const cards = generateCards({
    text: points.join('\n'),
    notes: text,
    ...context,
    cardCount: 10,
    difficulty: 'medium',
  });
  const answers = cards.map((c) => c.back_text).join('\n');
  const pool = [points.join('\n'), text].flatMap((t) => {
    const analysis = analyseText(t);
    const keep = labelFilter(analysis, context);
    return extractCandidates(analysis, rankUnits(analysis, context), context)
      .filter(keep)
      .map((c) => wholeFact(c));
  });
  const sentences = analyseText(text).units.map((u) => u.text);
  for (const f of p.keyFacts) {
    if (factPresent(f, answers)) {
      tally.carried! += 1;
      continue;
    }
    let cause: string;
    let detail = '';
    const inAnswer = pool.filter((c) => factPresent(f, c.back));
    const chosenQA = cards.find((c) => factPresent(f, `${c.front_text}\n${c.back_text}`));
    const anyQA = pool.find((c) => factPresent(f, `${c.front}\n${c.back}`));
    if (inAnswer.length) {
      cause = 'b';
      const c = inAnswer[0]!;
      const rival = cards.find((k) => k.explanation === `From your notes: "${c.source}"`);
      detail = `cand [${c.kind}] ${c.front} -> ${c.back}\n      lost to: ${rival ? `${rival.front_text} -> ${rival.back_text}` : '(sentence unused)'}`;
      lostTo.push(rival ? 'same sentence' : 'other sentence');
    } else if (chosenQA || anyQA) {
      cause = 'c';
      const c = chosenQA ? { front: chosenQA.front_text, back: chosenQA.back_text } : anyQA!;
      detail = `${chosenQA ? 'chosen' : 'cand'}: ${c.front} -> ${c.back}`;
    } else if (!sentences.some((s) => factPresent(f, s))) {
      cause = 'd';
    } else {
      cause = 'a';
      detail = `sentence: ${sentences.find((s) => factPresent(f, s))}`;
    }
    tally[cause]! += 1;
    if (verbose) console.log(`${p.id} (${cause}) ${f.fact}\n      ${detail}`);
  }
}
console.log(tally);
console.log(
  '(b) lost to:',
  lostTo.filter((x) => x === 'same sentence').length,
  'same sentence,',
  lostTo.filter((x) => x === 'other sentence').length,
  'sentence unused',
);
