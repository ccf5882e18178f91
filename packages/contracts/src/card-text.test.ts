import { describe, expect, it } from 'vitest';
import { hasMath, mathToAnkiDelimiters, splitMath } from './card-text.js';

describe('splitMath', () => {
  it('finds all four delimiters', () => {
    expect(splitMath('a $x^2$ b \\(y\\) c $$z$$ d \\[w\\]')).toEqual([
      { kind: 'text', text: 'a ' },
      { kind: 'math', tex: 'x^2', display: false, raw: '$x^2$' },
      { kind: 'text', text: ' b ' },
      { kind: 'math', tex: 'y', display: false, raw: '\\(y\\)' },
      { kind: 'text', text: ' c ' },
      { kind: 'math', tex: 'z', display: true, raw: '$$z$$' },
      { kind: 'text', text: ' d ' },
      { kind: 'math', tex: 'w', display: true, raw: '\\[w\\]' },
    ]);
  });

  it('leaves prices, escaped dollars and unclosed delimiters as text', () => {
    for (const text of [
      'It costs $5 or $10.',
      'From $ 3 to 4 $',
      'Pay \\$5',
      'open \\( never closed',
      '$$ alone',
      '$a\nb$',
    ]) {
      expect(hasMath(text)).toBe(false);
    }
    expect(splitMath('Pay \\$5')).toEqual([{ kind: 'text', text: 'Pay $5' }]);
  });

  it('keeps chemistry and display maths spanning lines', () => {
    const [, math] = splitMath('Burning: $\\ce{CH4 + 2O2 -> CO2 + 2H2O}$');
    expect(math).toMatchObject({ kind: 'math', tex: '\\ce{CH4 + 2O2 -> CO2 + 2H2O}', display: false });
    expect(splitMath('$$a\n= b$$')[0]).toMatchObject({ kind: 'math', tex: 'a\n= b', display: true });
  });
});

describe('mathToAnkiDelimiters', () => {
  it('writes dollar maths with the delimiters Anki renders', () => {
    expect(mathToAnkiDelimiters('E = $mc^2$, $$\\int x\\,dx$$ and \\(a\\) for $5')).toBe(
      'E = \\(mc^2\\), \\[\\int x\\,dx\\] and \\(a\\) for $5',
    );
  });
});
