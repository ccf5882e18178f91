import { describe, expect, it } from 'vitest';
import { garbledPageConfidence, honestConfidence } from './page-reading.js';
import { linesToCheck } from './line-checks.js';

describe('a page made mostly of garbled formula lines', () => {
  // π, ² and × read as sure words (`Area = 11%` for "Area = π × r²"): what the engine's word
  // confidence cannot see.
  const garbled = ['Area = 11%', 'Circumference = 2 1%r', 'ChargeQ=Ixt', 'Voltage V =IxR'];
  const named = 'Circles and circuits';

  it('is not reported as confidently read', () => {
    const text = [named, ...garbled].join('\n');
    const confidence = honestConfidence(90, text, linesToCheck(text));
    expect(confidence).toBeLessThan(80);
    // Nearly all its words are on such lines: half of them taken as wrong.
    expect(confidence).toBeLessThan(90 * (1 - 0.5 * 0.8));
  });

  it('keeps the confidence of a page with a few garbled lines, or with formulas read right', () => {
    const prose = 'Current is the rate of flow of charge around a circuit we can measure';
    const fewGarbled = [prose, prose, 'ChargeQ=Ixt'];
    expect(garbledPageConfidence(90, fewGarbled)).toBe(90);
    const readRight = ['Area = π × r²', 'Charge Q = I × t', 'Voltage V = I × R', 'Circumference = 2 × π × r'];
    expect(garbledPageConfidence(90, readRight)).toBe(90);
    expect(garbledPageConfidence(90, garbled)).toBeLessThanOrEqual(79);
  });

  it('never raises a confidence that is already low', () => {
    expect(garbledPageConfidence(40, garbled)).toBeLessThan(40);
    expect(garbledPageConfidence(0, [])).toBe(0);
  });
});
