import { describe, expect, it } from 'vitest';
import { BLIND_PASSAGES, HELD_OUT_PASSAGES, PASSAGES } from '../../../bench/study-material/passages/index.js';
import { compression } from '../../../bench/study-material/metrics.js';
import { seedOf, toOcrShaped } from '../../../bench/study-material/ocr-shape.js';
import { runStudyMaterialEval } from '../../../bench/study-material/run-eval.js';
import { generateCards } from '../src/adapters/card-generator/builtin-card-generator.js';
import { summariseNotes } from '../src/adapters/summariser/builtin-summariser.js';

/**
 * The built-in summariser and card generator over every passage of the study-material bench, as
 * written and as OCR hands it over (a hard line break every ~60 characters, words hyphenated across
 * lines, stray marks). The recall and coverage figures live in the bench and docs/summariser.md; what
 * is checked here must hold on every passage: no point that is a title, a heading, a fragment or a
 * sentence cut where the notes go on ("… there is only one." for "… only one God."), no card that
 * asks about a label, and the 40% length limit.
 */
describe('built-in study material on the bench passages, clean and OCR-shaped', () => {
  it('gives complete points within 40% of the notes and cards that are facts', async () => {
    const passages = [...PASSAGES, ...HELD_OUT_PASSAGES, ...BLIND_PASSAGES];
    const { results, means } = await runStudyMaterialEval({
      summarise: (input) => summariseNotes(input),
      generate: (input) => generateCards(input),
      passages,
    });
    expect(results.length).toBe(passages.length * 2);
    for (const r of results) {
      const name = `${r.id} [${r.form}]`;
      expect(r.badPoints, name).toEqual([]);
      expect(r.badCards, name).toEqual([]);
      expect(r.cardsReturned, name).toBe(r.cardsRequested);
      // Within 40% of the text summarised (the OCR-shaped text is a little longer than the notes:
      // split words, stray marks).
      const passage = passages.find((p) => p.id === r.id);
      if (!passage) throw new Error(r.id);
      const input = r.form === 'clean' ? passage.text : toOcrShaped(passage.text, seedOf(passage.id));
      expect(compression(r.points, input), name).toBeLessThanOrEqual(0.4);
    }
    // And, on average, within 40% of the clean notes for both forms.
    for (const m of means) expect(m.compression, m.form).toBeLessThanOrEqual(0.4);
  }, 60_000);
});
