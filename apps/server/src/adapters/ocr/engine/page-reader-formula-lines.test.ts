import { describe, expect, it } from 'vitest';
import { readPage, type Recognise } from './page-reader.js';
import { pageOnDesk, tsvOfLines } from '../../../../test/page-reader-fixtures.js';

describe('a page of formulas read by readPage', () => {
  // Sure words, no cut line: the cleaned reading alone is returned, corrected.
  const lines = [
    ['Forces', 'and', 'Motion'],
    ['Weight', 'W', '=', 'm', 'x', 'g,', 'where', 'g', '=', '9.8', 'N/kg'],
    ['Acceleration', 'is', 'measured', 'in', 'm/s?'],
    ['Momentum', 'p', '=', 'm', 'x', 'v'],
    ['Newton', 'was', 'an', 'English', 'scientist'],
  ];
  const recognise: Recognise = async () => ({
    tsv: tsvOfLines(lines.map((words) => ({ words, x0: 200, x1: 620 }))),
  });

  it('returns its symbols put back, each corrected line still marked for checking', async () => {
    const { result, pass } = await readPage(await pageOnDesk(), {}, recognise);
    expect(pass).toBe('cleaned');
    expect(result.extractedText).toContain('Weight W = m × g, where g = 9.8 N/kg');
    expect(result.extractedText).toContain('Acceleration is measured in m/s²');
    expect(result.extractedText).toContain('Momentum p = m × v');
    expect(result.extractedText).toContain('Newton was an English scientist');
    const marked = new Set(result.linesToCheck?.map((check) => check.text));
    for (const line of [
      'Weight W = m × g, where g = 9.8 N/kg',
      'Acceleration is measured in m/s²',
      'Momentum p = m × v',
    ])
      expect(marked.has(line)).toBe(true);
    expect(marked.has('Newton was an English scientist')).toBe(false);
    // The engine's own text is kept as it read it.
    expect(result.originalOcrText).toContain('m x g');
  });
});
