import { describe, expect, it } from 'vitest';
import {
  ALL_NOTES,
  biologyEnzymesOcr,
  biologyPhotosynthesis,
  chemistryEnergy,
  chemistryRates,
  economicsInflation,
  historyColdWar,
  historyWw1,
  MORE_NOTES,
  physicsElectricity,
} from '../../../test/study-notes.js';
import { cleanOcrText, normaliseForCompare } from '../nlp/index.js';
import { BuiltinSummariser, targetPointCount } from './builtin-summariser.js';

const summariser = new BuiltinSummariser();
const plain = (p: string): string => p.replace(/\*\*/g, '');

/**
 * Where a point's closing words sit in the cleaned notes (a word index), or -1. The start may be a
 * resolved pronoun, and points are shortened by deleting asides ("(visual)"), so the last four words
 * must appear in order within a window of ten words of the notes.
 */
function positionInSource(point: string, source: string, from = 0): number {
  const words = normaliseForCompare(plain(point)).split(' ').slice(-4);
  const text = source.split(' ');
  for (let i = from; i < text.length; i++) {
    if (text[i] !== words[0]) continue;
    let k = 1;
    for (let j = i + 1; j < Math.min(text.length, i + 10) && k < words.length; j++) if (text[j] === words[k]) k++;
    if (k === words.length) return i;
  }
  return -1;
}

describe('BuiltinSummariser on study notes', () => {
  for (const note of [...ALL_NOTES, ...MORE_NOTES]) {
    describe(note.name, () => {
      it('condenses to at most 40% of the notes (markup included) in 3–15 clean, bold-marked, non-repeating points in source order', async () => {
        const points = await summariser.summarise({
          text: note.text,
          subject: note.subject,
          topic: note.topic,
          qualification: note.qualification,
        });

        expect(points.length).toBeGreaterThanOrEqual(3);
        expect(points.length).toBeLessThanOrEqual(15);
        // As returned, **bold** markup and one separator a point counted: whoever measures it, 40% at most.
        const chars = points.join(' ').length;
        expect(chars, points.join('\n')).toBeLessThanOrEqual(note.text.replace(/\s+/gu, ' ').trim().length * 0.4);
        // Most of what the notes' key facts name survives the condensing (all of them across the set is checked below).
        const kept = note.keyFacts.filter((fact) => points.some((p) => fact.test(plain(p))));
        expect(kept.length, points.join('\n')).toBeGreaterThanOrEqual(Math.floor(note.keyFacts.length / 3));

        // Complete sentences: capital (or digit) first, terminal punctuation last, no OCR junk.
        for (const p of points) {
          expect(plain(p)).toMatch(/^["(]?[\p{Lu}\d]/u);
          expect(p).toMatch(/[.!?]["')]*$/u);
          expect(p).not.toMatch(/[|~■•]|\s{2,}|\s[,.;:]/u);
          // Never cut off mid-sentence.
          expect(plain(p)).not.toMatch(/\b(?:that|the|a|an|and|of|to|which|because)[.!?]$/iu);
        }

        // **bold** pairs balanced, never nested or empty, a few per point, and used at all.
        for (const p of points) {
          expect((p.match(/\*\*/g) ?? []).length % 2).toBe(0);
          expect(p.replace(/\*\*[^*]+\*\*/g, '')).not.toContain('*');
          expect((p.match(/\*\*[^*]+\*\*/g) ?? []).length).toBeLessThanOrEqual(1);
        }
        expect(points.filter((p) => p.includes('**')).length).toBeGreaterThanOrEqual(Math.ceil(points.length * 0.6));

        const keys = points.map((p) => normaliseForCompare(p));
        expect(new Set(keys).size).toBe(keys.length);

        // Every point is text of the notes (shortened, never reworded), in the notes' order.
        const source = normaliseForCompare(cleanOcrText(note.text));
        // Each point is found after the one before it: the notes' order.
        let from = 0;
        for (const p of points) {
          const at = positionInSource(p, source, from);
          expect(at, `${p}\n in order in:\n${points.join('\n')}`).toBeGreaterThanOrEqual(0);
          from = at + 1;
        }
      });
    });
  }

  it('keeps most key facts across all the study notes', async () => {
    let kept = 0;
    let total = 0;
    for (const note of [...ALL_NOTES, ...MORE_NOTES]) {
      const points = (await summarise(note)).map(plain);
      total += note.keyFacts.length;
      kept += note.keyFacts.filter((fact) => points.some((p) => fact.test(p))).length;
    }
    // A floor well below what the summariser keeps: this guards against a collapse.
    expect(kept / total).toBeGreaterThanOrEqual(0.65);
  });

  it('is deterministic', async () => {
    const a = await summariser.summarise({ text: historyWw1.text, topic: historyWw1.topic });
    const b = await summariser.summarise({ text: historyWw1.text, topic: historyWw1.topic });
    expect(b).toEqual(a);
  });

  it('scales the number of points with the length of the notes, up to 15', async () => {
    const short = await summariser.summarise({ text: biologyPhotosynthesis.text });
    const long = await summariser.summarise({
      text: [chemistryRates, economicsInflation, physicsElectricity, historyWw1, biologyPhotosynthesis]
        .map((n) => n.text)
        .join('\n\n'),
    });
    expect(long.length).toBeGreaterThan(short.length);
    expect(long.length).toBeLessThanOrEqual(15);
    expect(targetPointCount(150, 10)).toBe(6);
    expect(targetPointCount(230, 14)).toBe(8);
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

  it('never pads: four short sentences give at most four points', async () => {
    const text =
      'Diffusion is the net movement of particles from high to low concentration. It is passive. Osmosis is the diffusion of water. Active transport needs energy from respiration.';
    const points = await summariser.summarise({ text });
    expect(points.length).toBeGreaterThanOrEqual(3);
    expect(points.length).toBeLessThanOrEqual(4);
    // "It is passive." only makes sense with its antecedent, which is resolved for the reader.
    expect(points.map(plain).join(' ')).not.toMatch(/\bIt is passive/u);
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
    expect(cleanOcrText(text)).toContain(
      'releases energy from glucose using oxygen, and it takes place in the mitochondria of every living cell.',
    );
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

/** The **bold** spans of a point. */
const boldSpans = (p: string): string[] => [...p.matchAll(/\*\*([^*]+)\*\*/gu)].map((m) => m[1] ?? '');
const summarise = (note: { text: string; subject: string; topic: string }): Promise<string[]> =>
  summariser.summarise({ text: note.text, subject: note.subject, topic: note.topic });

describe('BuiltinSummariser key terms', () => {
  it('bolds whole names and terms, never fragments, months, quotes or everyday words', async () => {
    const points = await summarise(historyColdWar);
    const bold = points.flatMap(boldSpans);
    // A condensed summary keeps some of the named events; each kept one is bold as a whole name.
    const names = ['Cold War', 'Truman Doctrine', 'Marshall Plan', 'Berlin Airlift', 'Cuban Missile Crisis', 'NATO'];
    for (const name of names) {
      if (points.some((p) => plain(p).includes(name))) expect(bold, points.join('\n')).toContain(name);
    }
    expect(names.filter((n) => bold.includes(n)).length, points.join('\n')).toBeGreaterThanOrEqual(3);
    // Not "The Cuban **Missile Crisis of October** 1962", "**Western** Europe" or "**\"cold\"**".
    for (const b of bold) {
      expect(b).not.toMatch(/^(?:Missile Crisis|Western|October|countries|support|world)$/u);
      expect(b).not.toMatch(/\bof (?:October|\d)|["“”]/u);
    }
  });

  it('does not bold one city of a list of examples ("such as Manchester and Liverpool")', async () => {
    const points = await summarise({
      subject: 'History',
      topic: 'The Industrial Revolution',
      text:
        'Rapid urbanisation led to overcrowded housing and outbreaks of cholera in cities such as Manchester and ' +
        'Liverpool. The Factory Act of 1833 banned children under nine from working in textile mills. ' +
        'The spinning jenny transformed the textile industry.',
    });
    const bold = points.flatMap(boldSpans);
    expect(bold, points.join('\n')).not.toContain('Manchester');
    expect(bold, points.join('\n')).not.toContain('Liverpool');
    expect(bold, points.join('\n')).toContain('Factory Act');
  });

  it('marks at most one term a point, a whole phrase without stray punctuation, across subjects', async () => {
    const months = /^(?:January|February|March|April|May|June|July|August|September|October|November|December)$/u;
    const everyday =
      /^(?:countries|country|government|people|support|attempt|vote|surroundings|reactions|product|buildings|responses|consumers|prices|soldier|murder)$/iu;
    for (const note of [...ALL_NOTES, ...MORE_NOTES]) {
      const points = await summarise(note);
      for (const p of points) {
        const spans = boldSpans(p);
        expect(spans.length, p).toBeLessThanOrEqual(1);
        for (const b of spans) {
          expect(b, p).not.toMatch(months);
          expect(b, p).not.toMatch(everyday);
          expect(b, p).toMatch(/^[\p{L}\d£$(][^]*[\p{L}\d)%C]$|^[\p{L}\d]$/u);
          expect(b, p).not.toMatch(/["“”]/u);
        }
        // A term is bold where it first matters, not again in every point.
      }
      const all = points.flatMap(boldSpans).map((b) => b.toLowerCase());
      expect(new Set(all).size, points.join('\n')).toBe(all.length);
    }
  });
});

describe('BuiltinSummariser key-term labels', () => {
  it('bolds a label whole: not half a bracket, not "Remember", not a lone Roman numeral', async () => {
    const economics = await summarise({
      subject: 'Economics',
      topic: 'Price elasticity of demand',
      text:
        'Price elasticity of demand\n' +
        '- Unitary elasticity (PED = 1): the percentage changes are equal, so total revenue stays the same.\n' +
        '- Perfectly inelastic (PED = 0): demand does not change at all, shown by a vertical demand curve.\n' +
        'Inelastic demand has a PED between 0 and 1, for example petrol and cigarettes.',
    });
    const chemistry = await summarise({
      subject: 'Chemistry',
      topic: 'Electrolysis',
      text:
        'Electrolysis\nRemember OIL RIG: oxidation is loss, reduction is gain (of electrons).\n' +
        'When molten lead(II) bromide is electrolysed, lead is produced at the cathode and bromine gas is ' +
        'produced at the anode. The ions must be free to move, so the compound must be molten or dissolved.',
    });
    const all = [...economics, ...chemistry].join('\n');
    const bold = [...economics, ...chemistry].flatMap(boldSpans);
    expect(bold, all).toContain('Unitary elasticity');
    expect(bold, all).toContain('Perfectly inelastic');
    expect(bold, all).toContain('OIL RIG');
    for (const b of bold) {
      expect(b, all).not.toMatch(/^Remember\b|^[IVX]+$/u);
      expect(b.split('(').length, all).toBe(b.split(')').length);
    }
  });
});

describe('BuiltinSummariser coverage', () => {
  it('keeps facts from most paragraphs of a fact-dense history note, in order', async () => {
    const points = (await summarise(historyColdWar)).map(plain);
    expect(points.length).toBeGreaterThanOrEqual(5);
    // At ~40% of the characters not every paragraph's event fits; most do, in the notes' order.
    const facts = [/Truman Doctrine/u, /Marshall Plan/u, /Berlin Airlift/u, /NATO/u, /Cuban Missile Crisis/u];
    const at = facts.map((fact) => points.findIndex((p) => fact.test(p))).filter((i) => i >= 0);
    expect(at.length, points.join('\n')).toBeGreaterThanOrEqual(3);
    expect([...at].sort((a, b) => a - b)).toEqual(at);
    // Paragraphs: the definition, Stalin and the iron curtain, Truman and Marshall, Berlin and NATO, Cuba.
    expect(points.some((p) => /Stalin set up communist governments|iron curtain/u.test(p))).toBe(true);
  });

  it('keeps both halves of a contrast the notes define (exothermic and endothermic)', async () => {
    const points = (await summarise(chemistryEnergy)).map(plain);
    expect(points.some((p) => /^An exothermic reaction is/u.test(p))).toBe(true);
    expect(points.some((p) => /^An endothermic reaction takes in energy/u.test(p))).toBe(true);
    // "Thermal decomposition is an example." says nothing on its own.
    expect(points).not.toContain('Thermal decomposition is an example.');
  });

  it('resolves a leading "It" to the subject of the sentence before, but not an empty "It was"', async () => {
    const points = (await summarise(biologyEnzymesOcr)).map(plain);
    expect(points.join(' ')).not.toMatch(/\bIt (?:neutralises|speed)/u);
    expect(
      splitPoints(await summariser.summarise({ text: 'Bile is made in the liver. It neutralises stomach acid.' })),
    ).toEqual(['Bile is made in the liver.', 'Bile neutralises stomach acid.']);
    expect(
      splitPoints(await summariser.summarise({ text: 'Dr Smith agreed. It was c. 1500 BC when bronze was used.' })),
    ).toContain('It was c. 1500 BC when bronze was used.');
  });
});

function splitPoints(points: string[]): string[] {
  return points.map(plain);
}
