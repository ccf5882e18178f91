import { describe, expect, it } from 'vitest';
import { markWritten } from './mark-written';

const accepted = (given: string, expected: string, question = '') => markWritten(given, expected, question).correct;

describe('markWritten accepts', () => {
  it.each([
    ['case', 'MITOCHONDRIA', 'Mitochondria', 'lenient'],
    ['surrounding spaces', '  mitochondria  ', 'Mitochondria', 'lenient'],
    ['punctuation', 'Mitochondria.', 'Mitochondria', 'lenient'],
    ['punctuation inside', 'carbon-dioxide', 'carbon dioxide', 'lenient'],
    ['accents', 'creme brulee', 'crème brûlée', 'lenient'],
    ['a leading article', 'the mitochondria', 'Mitochondria', 'lenient'],
    ['a missing article', 'mitochondria', 'The mitochondria', 'lenient'],
    ['a swapped pair of letters in a long word', 'mitochondira', 'Mitochondria', 'typo'],
    ['a missing letter in a long word', 'photosynthsis', 'Photosynthesis', 'typo'],
    ['an extra letter in a long word', 'nucleuss', 'nucleus', 'typo'],
    ['a wrong letter in one word of several', 'cell membrene', 'cell membrane', 'typo'],
    ['a number written without a leading zero', '.5', '0.5', 'number'],
    ['a number with thousands separators', '1,000', '1000', 'number'],
    ['a number with trailing zeros', '2.50', '2.5', 'number'],
    ['the same unit by name', '9.8 metres per second squared', '9.8 m/s²', 'number'],
    ['a superscript typed as a digit', '9.8 m/s2', '9.8 m/s²', 'number'],
  ])('%s', (_case, given, expected, verdict) => {
    const result = markWritten(given, expected);
    expect(result).toMatchObject({ correct: true, verdict });
    expect(result.note).not.toBeNull();
  });

  it('an exact answer without a note', () => {
    expect(markWritten('Mitochondria', 'Mitochondria')).toEqual({ correct: true, verdict: 'exact', note: null });
  });

  it('a number without its unit when the question names the unit', () => {
    expect(markWritten('9.8', '9.8 m/s²', 'Acceleration due to gravity in m/s²?')).toMatchObject({
      correct: true,
      verdict: 'unit-omitted',
    });
    expect(accepted('20', '20 °C', 'Room temperature in degrees Celsius?')).toBe(true);
    expect(accepted('50', '50 kg', 'Her mass, in kilograms?')).toBe(true);
  });
});

describe('markWritten refuses', () => {
  it.each([
    ['a different word', 'nucleus', 'Mitochondria'],
    ['two typos in one word', 'mitocondira', 'Mitochondria'],
    ['a typo in each of two words', 'cel membrene', 'cell membrane'],
    ['a typo in a word shorter than 5 letters', 'atum', 'atom'],
    ['a one-letter change into a different term', 'alkane', 'alkene'],
    ['mitosis for meiosis', 'mitosis', 'meiosis'],
    ['a different number', '0.6', '0.5'],
    ['a sign change', '5', '-5'],
    ['a digit typo', '1067', '1066'],
    ['a number for a word', '3', 'three'],
    ['a word for a number', 'five', '5'],
    ['a different unit', '9.8 kg', '9.8 m/s²'],
    ['a missing word', 'membrane', 'cell membrane'],
    ['an extra word', 'plant cell wall', 'cell wall'],
  ])('%s', (_case, given, expected) => {
    expect(markWritten(given, expected)).toMatchObject({ correct: false, verdict: 'wrong', note: null });
  });

  it('a number without its unit when the question does not name it', () => {
    expect(markWritten('9.8', '9.8 m/s²', 'What is the acceleration due to gravity?')).toMatchObject({
      correct: false,
      verdict: 'wrong',
    });
    expect(accepted('50', '50 kg', 'What is her mass?')).toBe(false);
  });

  it('an empty answer', () => {
    expect(markWritten('   ', 'Mitochondria')).toMatchObject({ correct: false, verdict: 'empty' });
  });
});
