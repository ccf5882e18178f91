import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { analyseText, type AnalysedText } from '../nlp/index.js';
import { summariseNotes } from './builtin-summariser.js';
import { candidatesOf, type Candidate } from './clauses.js';
import { headingDefinitions, keepMeaning } from './keep-meaning.js';
import { pointBudget, pointsPrompt } from './llm-summariser.js';
import { shownLength } from './summary-length.js';

/** The golden decks' notes (card-generator/golden/<case>/notes.txt) are realistic GCSE notes. */
const golden = (name: string): string =>
  readFileSync(
    path.join(path.dirname(fileURLToPath(import.meta.url)), '../card-generator/golden', name, 'notes.txt'),
    'utf8',
  );
const physics = golden('physics-forces');
const macbeth = golden('eng-lit-macbeth-context');
const memory = golden('psychology-memory');
const plain = (points: string[]): string => points.join('\n').replace(/\*\*/gu, '');
const notesLength = (text: string): number => text.replace(/\s+/gu, ' ').trim().length;
const LENGTHS = ['short', 'standard', 'detailed'] as const;

describe('summary length', () => {
  it('is the summary as before when no length is given', () => {
    for (const text of [physics, macbeth, memory])
      expect(summariseNotes({ text, topic: 'x' })).toEqual(summariseNotes({ text, topic: 'x', length: 'standard' }));
  });

  it('grows from short to detailed, each within its share of the notes', () => {
    for (const text of [physics, macbeth, memory]) {
      const [short, standard, detailed] = LENGTHS.map((length) => summariseNotes({ text, length }));
      const share = (points: string[] | undefined): number => shownLength(points ?? []) / notesLength(text);
      // Physics notes are mostly laws, which every length keeps: short may equal standard there.
      expect(share(short)).toBeLessThanOrEqual(share(standard));
      expect(share(standard)).toBeLessThan(share(detailed));
      expect(share(standard)).toBeLessThanOrEqual(0.4);
      expect(share(detailed)).toBeLessThanOrEqual(0.6);
      // Short stays under 40% even when a heading's laws must all stay.
      expect(share(short)).toBeLessThanOrEqual(0.4);
    }
  });

  it('keeps more of the psychology notes the longer the summary (LTM and semantic coding in detailed)', () => {
    const detailed = plain(
      summariseNotes({ text: memory, subject: 'Psychology', topic: 'Memory', length: 'detailed' }),
    );
    expect(detailed).toMatch(/Long-term memory has a potentially unlimited capacity/u);
    expect(detailed).toMatch(/coded semantically/u);
  });
});

describe('a definition or law a heading names is never dropped', () => {
  it('finds the defining sentence under "Newton\'s … law" and under a heading that names a term', () => {
    const analysis = analyseText(physics);
    const kept = [...headingDefinitions(analysis)].map((i) => analysis.units[i]?.text ?? '');
    expect(kept).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^An object remains at rest/u),
        expect.stringMatching(/^The acceleration of an object is proportional/u),
        expect.stringMatching(/^Whenever two objects interact/u),
        expect.stringMatching(/^Weight is the force/u),
        expect.stringMatching(/^Mass is the amount of matter/u),
      ]),
    );
    const divine = analyseText(macbeth);
    expect([...headingDefinitions(divine)].map((i) => divine.units[i]?.text)).toEqual([
      expect.stringMatching(/^The Divine Right of Kings is the belief/u),
    ]);
  });

  it.each(LENGTHS)("keeps Newton's three laws and the Divine Right at %s length", (length) => {
    const forces = plain(summariseNotes({ text: physics, subject: 'Physics', topic: 'Forces', length }));
    expect(forces).toMatch(
      /An object remains at rest, or moves at a constant velocity, unless a resultant force acts on it/u,
    );
    expect(forces).toMatch(/proportional to the resultant force/u);
    expect(forces).toMatch(/equal in size and opposite in direction/u);
    const context = plain(summariseNotes({ text: macbeth, subject: 'English Literature', topic: 'Macbeth', length }));
    expect(context).toMatch(/Divine Right of Kings is the belief that a monarch is chosen by God/u);
  });
});

describe('a point never leans on a dropped sentence', () => {
  const leansOnNothing = (points: string[]): void => {
    for (const [i, point] of points.entries()) {
      const text = point.replace(/\*\*/gu, '');
      const before = points[i - 1]?.replace(/\*\*/gu, '') ?? '';
      // "Guilt later overwhelms her." / "As her speed increases …" need who in the point or the one before it.
      if (
        /\b(?:she|her|he|him|his)\b/iu.test(text) &&
        !/\p{Lu}\p{Ll}+\s/u.test(text.slice(1)) &&
        !/skydiver/u.test(text)
      )
        expect(before).toMatch(/\b(?:Lady Macbeth|Macbeth|skydiver|[A-Z][a-z]+)\b/u);
    }
  };

  it.each(LENGTHS)('names who "her" is or keeps the sentence that does (%s)', (length) => {
    for (const text of [physics, macbeth]) {
      const points = summariseNotes({ text, length });
      leansOnNothing(points);
      expect(plain(points)).not.toMatch(/^Guilt later overwhelms her\.$/mu);
      // "As her speed increases …" only straight after the skydiver sentence that says who.
      expect(plain(points)).not.toMatch(/^(?!When a skydiver).*\n^As her speed increases/mu);
    }
  });

  const wholeOf = (analysis: AnalysedText, start: string): Candidate => {
    const unit = analysis.units.find((u) => u.text.startsWith(start));
    const whole = unit ? candidatesOf(unit).find((c) => c.whole) : undefined;
    if (!whole) throw new Error(`no unit starting "${start}"`);
    return whole;
  };
  const allOf = (analysis: AnalysedText): Candidate[] => analysis.units.flatMap((u) => candidatesOf(u));

  it('replaces the pronoun with the name the sentence before has as its subject', () => {
    const analysis = analyseText(
      'Lady Macbeth persuades Macbeth to kill King Duncan in his sleep. Guilt later overwhelms her. ' +
        'Macduff flees to England to join Malcolm.',
    );
    const all = allOf(analysis);
    const chosen = [wholeOf(analysis, 'Guilt'), wholeOf(analysis, 'Macduff')];
    const kept = keepMeaning(analysis, chosen, { eligible: all, all, limit: 10_000, maxPoints: 15 });
    expect(kept.map((c) => c.text)).toEqual([
      'Guilt later overwhelms Lady Macbeth.',
      'Macduff flees to England to join Malcolm.',
    ]);
  });

  it('keeps the sentence that says who when no name can replace the pronoun, or drops the point', () => {
    const analysis = analyseText(
      'When a skydiver jumps, weight is greater than air resistance so she accelerates. ' +
        'As her speed increases, air resistance increases until it balances her weight. ' +
        'Stopping distance is thinking distance plus braking distance.',
    );
    const all = allOf(analysis);
    const chosen = [wholeOf(analysis, 'As her speed'), wholeOf(analysis, 'Stopping')];
    const roomy = keepMeaning(analysis, chosen, { eligible: all, all, limit: 10_000, maxPoints: 15 });
    expect(roomy.map((c) => c.text.slice(0, 14))).toEqual(['When a skydive', 'As her speed i', 'Stopping dista']);
    // With no referent to keep (another paragraph), the point goes.
    const apart = analyseText(
      'As her speed increases, air resistance increases.\n\nStopping distance is thinking plus braking distance.',
    );
    const alone = keepMeaning(apart, [wholeOf(apart, 'As her'), wholeOf(apart, 'Stopping')], {
      eligible: allOf(apart),
      all: allOf(apart),
      limit: 10_000,
      maxPoints: 15,
    });
    expect(alone.map((c) => c.text)).toEqual(['Stopping distance is thinking plus braking distance.']);
  });
});

describe('the LLM prompt asks for the length', () => {
  const notes = Array.from({ length: 60 }, (_, i) => `Fact number ${i} about photosynthesis in plants.`).join(' ');
  const facts = Array.from({ length: 40 }, (_, i) => ({ fact: `Fact ${i}`, terms: [] }));

  it('asks for a fifth, a third or half of the notes', () => {
    const ask = (length: (typeof LENGTHS)[number]): string =>
      pointsPrompt({ subject: 'Biology', topic: 'Photosynthesis', length }, notes, facts as never)[1]?.content ?? '';
    expect(ask('short')).toMatch(/\(a fifth of the length of the notes\)/u);
    expect(ask('standard')).toMatch(/\(a third of the length of the notes\)/u);
    expect(ask('detailed')).toMatch(/\(half of the length of the notes\)/u);
    expect(pointBudget(notes, 40, 'short').words).toBeLessThan(pointBudget(notes, 40).words);
    expect(pointBudget(notes, 40, 'detailed').words).toBeGreaterThan(pointBudget(notes, 40, 'standard').words);
  });
});
