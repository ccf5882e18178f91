import { describe, expect, it } from 'vitest';
import { answerKind, chooseDistractors, optionKey } from './choose-distractors';
import { seededRandom } from './random';

const POOL = [
  'Mitochondria',
  'Ribosome',
  'Nucleus',
  'Chloroplast',
  '1066',
  '1815',
  '1945',
  '12 March 1945',
  '0.5',
  '42',
  '9.8 m/s²',
  '3.5',
  '17',
  'The process by which plants make glucose from light',
  'Energy transferred per second by a device',
];

describe('answerKind', () => {
  it.each([
    ['1066', 'date'],
    ['12 March 1945', 'date'],
    ['1939–1945', 'date'],
    ['0.5', 'number'],
    ['42', 'number'],
    ['9.8 m/s²', 'number'],
    ['Mitochondria', 'term'],
    ['Cell membrane', 'term'],
    ['The process by which plants make glucose', 'phrase'],
  ])('%s is a %s', (answer, kind) => expect(answerKind(answer)).toBe(kind));
});

describe('chooseDistractors', () => {
  it('gives numbers for a number', () => {
    for (let seed = 1; seed <= 20; seed += 1) {
      const options = chooseDistractors('42', POOL, seededRandom(seed));
      expect(options).toHaveLength(3);
      for (const option of options) expect(answerKind(option)).toBe('number');
    }
  });

  it('gives dates for a date and terms for a term', () => {
    for (let seed = 1; seed <= 20; seed += 1) {
      for (const option of chooseDistractors('1066', POOL, seededRandom(seed))) expect(answerKind(option)).toBe('date');
      for (const option of chooseDistractors('Nucleus', POOL, seededRandom(seed)))
        expect(answerKind(option)).toBe('term');
    }
  });

  it('prefers a similar length among phrases', () => {
    const pool = ['Cell', 'The energy transferred per second by a device', 'Ribosome', 'Nucleus', 'Vacuole'];
    const options = chooseDistractors('The rate at which work is done by a machine', pool, seededRandom(3), 1);
    expect(options).toEqual(['The energy transferred per second by a device']);
  });

  it('never gives the right answer, however it is written, and no duplicates', () => {
    const pool = ['0.5', '.5', '0.50', '1', '1.0', '2', '2', '3', '4'];
    for (let seed = 1; seed <= 30; seed += 1) {
      const options = chooseDistractors('0.5', pool, seededRandom(seed));
      expect(options).toHaveLength(3);
      const keys = options.map(optionKey);
      expect(new Set(keys).size).toBe(3);
      expect(keys).not.toContain(optionKey('0.5'));
    }
    const words = chooseDistractors(
      'Mitochondria',
      ['the mitochondria', 'MITOCHONDRIA.', 'Nucleus', 'nucleus'],
      seededRandom(1),
    );
    expect(words).toEqual(['Nucleus']);
  });

  it('gives fewer when the deck has too few different answers', () => {
    expect(chooseDistractors('A', ['A', 'B', 'B'], seededRandom(1))).toEqual(['B']);
    expect(chooseDistractors('A', [], seededRandom(1))).toEqual([]);
  });
});
