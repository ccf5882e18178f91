import { describe, expect, it } from 'vitest';
import {
  ALL_NOTES,
  biologyPhotosynthesis,
  chemistryRates,
  economicsInflation,
  historyWw1,
  physicsElectricity,
} from '../../../test/study-notes.js';
import { cleanOcrText } from '../nlp/clean-text.js';
import { normaliseForCompare } from '../nlp/points.js';
import { BuiltinSummariser, targetPointCount } from './builtin-summariser.js';

const summariser = new BuiltinSummariser();
const plain = (p: string): string => p.replace(/\*\*/g, '');

/** Where a point's closing words sit in the cleaned notes, or -1 (the start may be a resolved pronoun). */
function positionInSource(point: string, source: string): number {
  const words = normaliseForCompare(plain(point)).split(' ');
  return source.indexOf(words.slice(-6).join(' '));
}

describe('BuiltinSummariser on study notes', () => {
  for (const note of ALL_NOTES) {
    describe(note.name, () => {
      it('keeps the key facts in 4–12 clean, bold-marked, non-repeating points in source order', async () => {
        const points = await summariser.summarise({
          text: note.text,
          subject: note.subject,
          topic: note.topic,
          qualification: note.qualification,
        });

        expect(points.length).toBeGreaterThanOrEqual(4);
        expect(points.length).toBeLessThanOrEqual(12);
        for (const fact of note.keyFacts) {
          expect(
            points.some((p) => fact.test(plain(p))),
            `${fact} in:\n${points.join('\n')}`,
          ).toBe(true);
        }

        // Complete sentences: capital (or digit) first, terminal punctuation last, no OCR junk.
        for (const p of points) {
          expect(plain(p)).toMatch(/^["(]?[\p{Lu}\d]/u);
          expect(p).toMatch(/[.!?]["')]*$/u);
          expect(p).not.toMatch(/[|~■•]|\s{2,}|\s[,.;:]/u);
        }

        // **bold** pairs balanced, never nested or empty, a few per point, and used at all.
        for (const p of points) {
          expect((p.match(/\*\*/g) ?? []).length % 2).toBe(0);
          expect(p.replace(/\*\*[^*]+\*\*/g, '')).not.toContain('*');
          expect((p.match(/\*\*[^*]+\*\*/g) ?? []).length).toBeLessThanOrEqual(3);
        }
        expect(points.filter((p) => p.includes('**')).length).toBeGreaterThanOrEqual(Math.ceil(points.length * 0.6));

        const keys = points.map((p) => normaliseForCompare(p));
        expect(new Set(keys).size).toBe(keys.length);

        // Every point is a whole sentence of the notes (never cut), in the notes' order.
        const source = normaliseForCompare(cleanOcrText(note.text));
        const positions = points.map((p) => positionInSource(p, source));
        expect(
          positions.every((i) => i >= 0),
          points.join('\n'),
        ).toBe(true);
        expect([...positions].sort((a, b) => a - b)).toEqual(positions);
      });
    });
  }

  it('is deterministic', async () => {
    const a = await summariser.summarise({ text: historyWw1.text, topic: historyWw1.topic });
    const b = await summariser.summarise({ text: historyWw1.text, topic: historyWw1.topic });
    expect(b).toEqual(a);
  });

  it('scales the number of points with the length of the notes, up to 12', async () => {
    const short = await summariser.summarise({ text: biologyPhotosynthesis.text });
    const long = await summariser.summarise({
      text: [chemistryRates, economicsInflation, physicsElectricity, historyWw1, biologyPhotosynthesis]
        .map((n) => n.text)
        .join('\n\n'),
    });
    expect(long.length).toBeGreaterThan(short.length);
    expect(long.length).toBeLessThanOrEqual(12);
    expect(targetPointCount(150, 10)).toBe(5);
    expect(targetPointCount(2000, 120)).toBe(12);
    expect(targetPointCount(60, 5)).toBe(4);
    expect(targetPointCount(60, 3)).toBe(3);
  });
});

describe('BuiltinSummariser on short and messy input', () => {
  it('returns nothing for empty notes', async () => {
    expect(await summariser.summarise({ text: '   \n\n ' })).toEqual([]);
  });

  it('returns the sentences themselves when there are only one to three', async () => {
    const one = await summariser.summarise({
      text: 'Osmosis is the diffusion of water across a partially permeable membrane',
    });
    expect(one.map(plain)).toEqual(['Osmosis is the diffusion of water across a partially permeable membrane.']);
    expect(one[0]).toContain('**Osmosis**');

    const three = await summariser.summarise({
      text: 'Mitochondria are the site of aerobic respiration. Ribosomes make proteins. The nucleus contains the genetic material of the cell.',
    });
    expect(three.map(plain)).toEqual([
      'Mitochondria are the site of aerobic respiration.',
      'Ribosomes make proteins.',
      'The nucleus contains the genetic material of the cell.',
    ]);
  });

  it('never pads: four short sentences give four points, not more', async () => {
    const text =
      'Diffusion is the net movement of particles from high to low concentration. It is passive. Osmosis is the diffusion of water. Active transport needs energy from respiration.';
    const points = await summariser.summarise({ text });
    expect(points.length).toBe(4);
    // "It is passive." only makes sense with its antecedent, which is resolved for the reader.
    expect(points.map(plain)).toContain('Diffusion is passive.');
  });

  it('repairs OCR noise: split words, wrapped lines, stray symbols and bullets', async () => {
    const text = [
      'RESPIRATION',
      '',
      'Aerobic respiration is the process that releases energy from glu-',
      'cose using oxygen, and it takes place in the mito-',
      'chondria of every living cell. |',
      '■ Anaerobic respiration releases less energy  than aerobic respiration ~',
      '• In muscles, anaerobic respiration produces lactic acid, which causes fatigue.',
      '* * *',
      'Page 4',
      'In yeast, anaerobic respiration produces ethanol and carbon dioxide, which is called fermentation.',
      'The oxygen debt is the amount of oxygen needed to break down lactic acid after exercise.',
    ].join('\n');
    const points = (await summariser.summarise({ text, subject: 'Biology' })).map(plain);
    const all = points.join(' ');
    expect(all).toContain('releases energy from glucose using oxygen');
    expect(all).toContain('mitochondria of every living cell');
    expect(all).not.toMatch(/[|~■•]|Page 4|\* \*/u);
    expect(points.every((p) => !/^RESPIRATION/u.test(p))).toBe(true);
    // The bullet stays its own unit, tidied, rather than being glued to the next one.
    expect(cleanOcrText(text).split('\n\n')).toContain(
      '- Anaerobic respiration releases less energy than aerobic respiration',
    );
  });

  it("boosts the student's topic when ranking", async () => {
    const points = await summariser.summarise({ text: economicsInflation.text, topic: 'Causes of inflation' });
    expect(points.some((p) => /Demand-pull|Cost-push/u.test(plain(p)))).toBe(true);
  });
});
