/**
 * Summary and flashcard quality of the built-in pipeline on the bench's own passages (24+, 12+
 * subjects), clean and OCR-shaped: key-fact recall, compression, bad points, card grounding and
 * key-fact coverage. Run from bench/: `tsx study-material/study-material-bench.ts [--only <id>|'<prefix>*']
 * [--json <file>] [--verbose] [--awkward] [--held-out | --blind] [--no-lengths]`. Measures only; it exits 0 whatever the numbers.
 * Without --only it also prints recall and compression per summary length (short/standard/detailed)
 * for the dev sets (main and blind) and the held-out set.
 */
import { writeFileSync } from 'node:fs';
import { generateCards } from '../../apps/server/src/adapters/card-generator/builtin-card-generator.js';
import { summariseNotes } from '../../apps/server/src/adapters/summariser/builtin-summariser.js';
import { BLIND_PASSAGES, HELD_OUT_PASSAGES, PASSAGES } from './passages/index.js';
import { lengthMeans, lengthTable, type LengthMeans } from './length-table.js';
import { awkwardList, meansTable, passageTable, problemList } from './report.js';
import { runStudyMaterialEval } from './run-eval.js';
import { passageProblems } from './validate.js';

function argValue(name: string): string | undefined {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

const only = argValue('--only');
const jsonPath = argValue('--json');
const verbose = process.argv.includes('--verbose');

const heldOut = process.argv.includes('--held-out');
const blind = process.argv.includes('--blind');
const all = blind ? BLIND_PASSAGES : heldOut ? HELD_OUT_PASSAGES : PASSAGES;
const passages = only
  ? [...PASSAGES, ...HELD_OUT_PASSAGES, ...BLIND_PASSAGES].filter(
      (p) => p.id === only || (only.endsWith('*') && p.id.startsWith(only.slice(0, -1))),
    )
  : all;
if (passages.length === 0) {
  console.error(
    `No passage with id "${only}". Ids: ${[...PASSAGES, ...HELD_OUT_PASSAGES, ...BLIND_PASSAGES].map((p) => p.id).join(', ')}`,
  );
  process.exit(2);
}

const problems = passageProblems([...PASSAGES, ...HELD_OUT_PASSAGES, ...BLIND_PASSAGES]);
if (problems.length) console.warn(`Passage data problems:\n  ${problems.join('\n  ')}\n`);

const started = Date.now();
const { results, means } = await runStudyMaterialEval({
  summarise: (input) => summariseNotes(input),
  generate: (input) => generateCards(input),
  passages,
});

const subjects = new Set(passages.map((p) => p.subject)).size;
console.log(
  `${passages.length} ${blind ? 'blind ' : heldOut ? 'held-out ' : ''}passages, ${subjects} subjects, clean + OCR-shaped (${Date.now() - started} ms)\n`,
);
console.log(passageTable(results));
console.log(`\n${meansTable(means)}\n`);
console.log(problemList(results));
if (process.argv.includes('--awkward')) console.log(`\n${awkwardList(results)}`);
if (verbose) {
  for (const r of results) {
    console.log(`\n=== ${r.id} [${r.form}] missed: ${r.missedFacts.join(' | ') || 'none'}`);
    for (const p of r.points) console.log(`  - ${p}`);
    for (const c of r.cards) console.log(`  Q: ${c.front_text}\n     A: ${c.back_text}`);
  }
}
let lengths: LengthMeans[] = [];
if (!only && !process.argv.includes('--no-lengths')) {
  const summarise = (input: Parameters<typeof summariseNotes>[0]) => summariseNotes(input);
  lengths = [
    ...lengthMeans('dev', PASSAGES, summarise),
    ...lengthMeans('dev-blind', BLIND_PASSAGES, summarise),
    ...lengthMeans('held-out', HELD_OUT_PASSAGES, summarise),
  ];
  console.log(`\n${lengthTable(lengths)}`);
}
if (jsonPath) {
  writeFileSync(jsonPath, JSON.stringify({ means, lengths, results }, null, 2));
  console.log(`\nWrote ${jsonPath}`);
}
