import { LONG_ANSWER_WORDS, TARGETS, type FormMeans, type PassageResult } from './run-eval.js';

const f2 = (x: number): string => x.toFixed(2);
const pad = (s: string, n: number): string => s.padEnd(n);
const lpad = (s: string, n: number): string => s.padStart(n);

const HEADER = [
  'passage',
  'form',
  'recall',
  'compr',
  'badPts',
  'cards',
  'ground',
  'covStr',
  'covLen',
  'covCard',
  'badCards',
];
const WIDTHS = [5, 6, 6, 6, 6, 6, 6, 6, 7, 8];

export function passageTable(results: PassageResult[]): string {
  const idWidth = Math.max(HEADER[0]?.length ?? 0, ...results.map((r) => r.id.length));
  const row = (cells: string[]): string =>
    cells
      .map((c, i) => (i === 0 ? pad(c, idWidth) : i === 1 ? pad(c, WIDTHS[0] ?? 5) : lpad(c, WIDTHS[i - 1] ?? 6)))
      .join('  ');
  const lines = [row(HEADER), '-'.repeat(row(HEADER).length)];
  for (const r of results) {
    lines.push(
      row([
        r.id,
        r.form,
        f2(r.recall),
        f2(r.compression),
        String(r.badPoints.length),
        `${r.cardsReturned}/${r.cardsRequested}`,
        f2(r.grounded),
        f2(r.strictCoverage),
        f2(r.lenientCoverage),
        f2(r.cardCoverage),
        String(r.badCards.length),
      ]),
    );
  }
  return lines.join('\n');
}

const mark = (ok: boolean): string => (ok ? 'PASS' : 'FAIL');

export function meansTable(means: FormMeans[]): string {
  const lines = ['Overall (means per passage; bad points and bad cards are totals):'];
  for (const m of means) {
    lines.push(
      `  ${pad(m.form, 5)} n=${m.passages}  recall ${f2(m.recall)} [${mark(m.recall >= TARGETS.recall)}]` +
        `  compression ${f2(m.compression)} [${mark(m.compression <= TARGETS.compression)}]` +
        `  bad points ${m.badPoints} [${mark(m.badPoints <= TARGETS.badPoints)}]` +
        `  cards ${m.cardsReturned.toFixed(1)}/10` +
        `  grounded ${f2(m.grounded)} [${mark(m.grounded >= TARGETS.grounded)}]` +
        `  coverage card ${f2(m.cardCoverage)} [${mark(m.cardCoverage >= TARGETS.cardCoverage)}]` +
        `  strict ${f2(m.strictCoverage)}  lenient ${f2(m.lenientCoverage)}` +
        `  bad cards ${m.badCards} [${mark(m.badCards <= TARGETS.badCards)}]` +
        `  answer words median ${m.answerWordsMedian} (> ${LONG_ANSWER_WORDS}: ${m.longAnswers})` +
        `  awkward ${m.awkward} (${Object.entries(m.awkwardByReason)
          .map(([k, v]) => `${k} ${v}`)
          .join(', ')})`,
    );
  }
  lines.push(
    `Targets: recall ≥ ${TARGETS.recall}, compression ≤ ${TARGETS.compression}, grounded ≥ ${TARGETS.grounded}, ` +
      `card coverage ≥ ${TARGETS.cardCoverage}, bad points ${TARGETS.badPoints}, bad cards ${TARGETS.badCards}`,
  );
  return lines.join('\n');
}

/** The bad points and bad cards behind the counts, so a tuner sees what to fix without re-running. */
export function problemList(results: PassageResult[]): string {
  const lines: string[] = [];
  for (const r of results) {
    for (const b of r.badPoints) lines.push(`  ${r.id} [${r.form}] point ${b.reason}: ${b.point}`);
    for (const b of r.badCards) lines.push(`  ${r.id} [${r.form}] card ${b.reason}: ${b.front} -> ${b.back}`);
  }
  return lines.length ? ['Bad points and cards:', ...lines].join('\n') : 'No bad points or cards.';
}

/** The awkward cards behind the count (awkward-questions.ts), for `--awkward`. */
export function awkwardList(results: PassageResult[]): string {
  const lines: string[] = [];
  for (const r of results)
    for (const a of r.awkward) lines.push(`  ${r.id} [${r.form}] ${a.reasons.join('+')}: ${a.front} -> ${a.back}`);
  return lines.length ? ['Awkward cards:', ...lines].join('\n') : 'No awkward cards.';
}
