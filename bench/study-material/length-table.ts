/**
 * Summary recall and compression per summary length (issue 27: Short, Standard, Detailed) on a set
 * of passages, clean and OCR-shaped. Summaries only (no cards): the lengths differ only in the
 * summariser's budget, and cards are measured by the main table at the standard length.
 */
import { SUMMARY_LENGTHS, type SummaryLength } from '@revisely/contracts';
import { compression, summaryRecall } from './metrics.js';
import { seedOf, toOcrShaped } from './ocr-shape.js';
import type { Form } from './run-eval.js';
import type { Passage } from './types.js';

export interface LengthMeans {
  set: string;
  length: SummaryLength;
  form: Form;
  passages: number;
  recall: number;
  compression: number;
  points: number;
}

type Summarise = (input: {
  text: string;
  subject: string;
  topic: string;
  qualification: string;
  length: SummaryLength;
}) => string[];

const mean = (xs: number[]): number => (xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : 0);

export function lengthMeans(set: string, passages: Passage[], summarise: Summarise): LengthMeans[] {
  const out: LengthMeans[] = [];
  for (const length of SUMMARY_LENGTHS) {
    for (const form of ['clean', 'ocr'] as const) {
      const runs = passages.map((p) => {
        const text = form === 'clean' ? p.text : toOcrShaped(p.text, seedOf(p.id));
        const points = summarise({ text, subject: p.subject, topic: p.topic, qualification: p.qualification, length });
        return {
          recall: summaryRecall(points, p.keyFacts),
          compression: compression(points, p.text),
          n: points.length,
        };
      });
      out.push({
        set,
        length,
        form,
        passages: passages.length,
        recall: mean(runs.map((r) => r.recall)),
        compression: mean(runs.map((r) => r.compression)),
        points: mean(runs.map((r) => r.n)),
      });
    }
  }
  return out;
}

export function lengthTable(rows: LengthMeans[]): string {
  const head = 'set        length    form   n   recall  compr  points';
  const lines = rows.map(
    (r) =>
      `${r.set.padEnd(10)} ${r.length.padEnd(9)} ${r.form.padEnd(5)} ${String(r.passages).padStart(3)}   ` +
      `${r.recall.toFixed(2)}    ${r.compression.toFixed(2)}   ${r.points.toFixed(1)}`,
  );
  return ['Summary length (recall and compression per length):', head, ...lines].join('\n');
}
