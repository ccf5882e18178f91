import { describe, expect, it } from 'vitest';
import { isCodeLine, isShorthandEquals } from './shorthand.js';

describe('isShorthandEquals', () => {
  it('reads "=" between words as "is"', () => {
    expect(isShorthandEquals('Enzymes', 'biological catalysts → speed up reactions w/o being used up')).toBe(true);
    expect(isShorthandEquals('denatured', "permanent, substrate can't fit anymore")).toBe(true);
    expect(isShorthandEquals('Deflation', 'fall in the general price level (CPI below 0%)')).toBe(true);
    expect(isShorthandEquals('Shirk', 'associating partners with Allah → the worst sin')).toBe(true);
    expect(isShorthandEquals('Govt target', '2% (set for the Bank of England)')).toBe(true);
    expect(isShorthandEquals('Mitosis', 'a type of cell division')).toBe(true);
    expect(isShorthandEquals('O2', 'by-product (diffuses out or used in respiration)')).toBe(true);
    expect(isShorthandEquals('Heart', 'muscular pump, 4 chambers (2 atria on top, 2 ventricles below)')).toBe(true);
  });

  it('keeps word equations, symbols and figures as equations', () => {
    expect(isShorthandEquals('Weight', 'mass × gravitational field strength')).toBe(false);
    expect(isShorthandEquals('Density', 'mass/volume')).toBe(false);
    expect(isShorthandEquals('Speed', 'distance / time')).toBe(false);
    expect(isShorthandEquals('Resultant force', 'mass x acceleration')).toBe(false);
    expect(isShorthandEquals('V', 'I R')).toBe(false);
    expect(isShorthandEquals('Potential difference', 'current times resistance (V = I R)')).toBe(false);
    expect(isShorthandEquals('rate', '1000 / time')).toBe(false);
    expect(isShorthandEquals('Energy', 'mc2')).toBe(false);
    expect(isShorthandEquals('Max HR', '220 - age')).toBe(false);
    expect(isShorthandEquals('PED', '% change in quantity demanded ÷ % change in price')).toBe(false);
    expect(isShorthandEquals('sin θ', 'opposite ÷ hypotenuse')).toBe(false);
  });
});

describe('isCodeLine', () => {
  it('tells pseudocode and code from sentences that start with the same words', () => {
    expect(isCodeLine('FOR i = 0 TO LEN(list) - 1')).toBe(true);
    expect(isCodeLine('IF list[i] == target THEN RETURN i')).toBe(true);
    expect(isCodeLine('if x == 3:')).toBe(true);
    expect(isCodeLine('print(total)')).toBe(true);
    expect(isCodeLine('if it is the target, stop')).toBe(false);
    expect(isCodeLine('For a filament lamp the resistance increases.')).toBe(false);
    expect(isCodeLine('Return on capital employed = profit ÷ capital employed')).toBe(false);
  });
});
