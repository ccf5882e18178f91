import { describe, expect, it } from 'vitest';
import { formulas, isEquation } from './equations.js';

describe('formulas', () => {
  it('names each "a = b" pair by the words on either side', () => {
    expect(formulas('Weight = mass × gravitational field strength (W = m g).')).toEqual(['=weight=mass', '=w=m']);
    expect(formulas('Mean rate = quantity of product ÷ time taken')).toEqual(['=rate=quantity']);
    expect(formulas('a² + b² = c²')).toEqual(['=b²=c²']);
  });

  it('is not an equation without a word on both sides', () => {
    expect(isEquation('Break-even output = fixed costs ÷.')).toBe(true);
    expect(isEquation('The answer is =.')).toBe(false);
    expect(isEquation('No formula here.')).toBe(false);
    expect(isEquation('='.repeat(50_000))).toBe(false);
  });
});
