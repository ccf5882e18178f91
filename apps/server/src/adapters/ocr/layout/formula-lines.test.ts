import { describe, expect, it } from 'vitest';
import { FORMULA_FIXES } from './data/formula-fixes.js';
import { correctFormulaLine, correctFormulaLines, formulaLine, withFormulaLines } from './formula-lines.js';
import { linesToCheck, symbolSensitive } from './line-checks.js';

describe('each formula fix (data/formula-fixes.ts) corrects its examples and leaves its counter-examples', () => {
  const rows = FORMULA_FIXES.flatMap((fix) => fix.examples.map(([read, right]) => [fix.name, read, right] as const));
  it.each(rows)('%s: %s', (name, read, right) => {
    expect(formulaLine(read)).toBe(true);
    expect(FORMULA_FIXES.find((f) => f.name === name)!.fix(read)).toBe(right);
  });

  const counter = FORMULA_FIXES.flatMap((fix) => fix.counterExamples.map((line) => [fix.name, line] as const));
  it.each(counter)('%s leaves: %s', (name, line) => {
    expect(FORMULA_FIXES.find((f) => f.name === name)!.fix(line)).toBe(line);
  });
});

describe('correctFormulaLine', () => {
  it.each([
    ['Force F =m xX a,so1N =1kg x 1 m/s?', 'Force F = m × a,so1N = 1kg × 1 m/s²'],
    ['Kinetic energy Ek = % x m x v?', 'Kinetic energy Ek = ½ × m × v²'],
    ['Specific heat: AE =m x c x A@', 'Specific heat: ΔE = m × c × A@'],
    ['Q=m xc x AT, with c = 4.18 J/g°C for water', 'Q = m × c × ΔT, with c = 4.18 J/g°C for water'],
    ['¥18 = v9 x V2 = 3v2', '√18 = √9 × √2 = 3√2'],
    ['Formula: x = (—b + V(b? — 4ac)) + 2a', 'Formula: x = (−b + √(b² − 4ac)) + 2a'],
    ['c? = 6? + 8? = 100, soc = V100 = 10cm', 'c² = 6² + 8² = 100, soc = √100 = 10cm'],
    ['Pressure in a liquid p=hxpxg', 'Pressure in a liquid p = h × p × g'],
    ['Boyle: pl x V1 = p2 x V2 at constant T', 'Boyle: pl × V1 = p2 × V2 at constant T'],
  ])('%s → %s', (read, right) => {
    expect(correctFormulaLine(read)).toBe(right);
  });

  it.each([
    'so x = -2 or x = -3',
    'y = 2x + 1 is a straight line, gradient 2',
    'A 12 V supply heats the water.',
    'V = IR',
    'How many moles in 4.4 g of CO2 (Mr = 44)?',
    'x² + 6x + 2 = (x + 3)² − 7',
    'Speed = distance ÷ time',
  ])('leaves %s', (line) => {
    expect(correctFormulaLine(line)).toBe(line);
  });

  it.each([
    'Speed is a scalar but velocity is a vector',
    'What is the value of x?',
    'He wrote Ixt on the board',
    'a V9 engine and AT stations, AH',
    'The school field, AH and Ek, V2 and sox?',
  ])('never changes a line that is not a formula: %s', (line) => {
    expect(formulaLine(line)).toBe(false);
    expect(correctFormulaLine(line)).toBe(line);
  });

  it('leaves words around a lone "x" on a line the symbol rules mark', () => {
    expect(correctFormulaLine('Max x Min was the band name')).toBe('Max x Min was the band name');
  });

  it('keeps every corrected line marked for checking', () => {
    const read = [
      'Energy, Work and Power',
      'Kinetic energy Ek = % x m x v?',
      'Gravitational energy Ep =mxgxh',
      'Density p = m + V, in kg/m?',
      'A 600 N crate stands on 0.25 m2.',
      '¥18 = v9 x V2 = 3v2',
      'Energy is never used up',
    ].join('\n');
    const corrected = correctFormulaLines(read);
    const changed = corrected.split('\n').filter((line, i) => line !== read.split('\n')[i]);
    expect(changed).toHaveLength(5);
    const marked = new Set(linesToCheck(corrected).map((check) => check.text));
    for (const line of changed) {
      expect(symbolSensitive(line)).toBe(true);
      expect(marked.has(line)).toBe(true);
    }
    // Lines and their order are kept: only formula lines change.
    expect(corrected.split('\n')[0]).toBe('Energy, Work and Power');
    expect(corrected.split('\n')[6]).toBe('Energy is never used up');
  });
});

describe("withFormulaLines (a page's final reading)", () => {
  const reading = {
    extractedText: ['Forces', 'Weight W = m x g', '-e that acts on a body, F =ma', 'Newton was English'].join('\n'),
    originalOcrText: 'raw',
    confidence: 84.5,
    layoutComplexity: 'simple' as const,
    words: [{ text: 'x', confidence: 91, box: { x: 0, y: 0, w: 0.01, h: 0.01 } }],
    linesToCheck: [
      { text: 'Weight W = m x g', reason: 'symbols' as const },
      { text: '-e that acts on a body, F =ma', reason: 'cut' as const },
    ],
  };

  it('corrects the text and names each line to check as corrected, keeping its reason', () => {
    const out = withFormulaLines(reading);
    expect(out.extractedText).toBe(
      ['Forces', 'Weight W = m × g', '-e that acts on a body, F = ma', 'Newton was English'].join('\n'),
    );
    expect(out.linesToCheck).toEqual([
      { text: 'Weight W = m × g', reason: 'symbols' },
      { text: '-e that acts on a body, F = ma', reason: 'cut' },
    ]);
  });

  it("keeps the confidence, layout, words and the engine's own text", () => {
    const out = withFormulaLines(reading);
    expect(out.confidence).toBe(84.5);
    expect(out.layoutComplexity).toBe('simple');
    expect(out.words).toBe(reading.words);
    expect(out.originalOcrText).toBe('raw');
  });

  it('marks a corrected line that was not marked, and returns a reading with nothing to correct as it was', () => {
    const unmarked = { ...reading, linesToCheck: [] };
    expect(withFormulaLines(unmarked).linesToCheck).toEqual([
      { text: 'Weight W = m × g', reason: 'symbols' },
      { text: '-e that acts on a body, F = ma', reason: 'symbols' },
    ]);
    const prose = { ...reading, extractedText: 'Newton was English\nSpeed = distance ÷ time' };
    expect(withFormulaLines(prose)).toBe(prose);
  });
});
