import { describe, expect, it } from 'vitest';
import {
  bestSourceSentence,
  contentStems,
  crudeStem,
  grounding,
  indexSource,
  isGrounded,
  numbersIn,
  similarity,
  sourceHeadings,
  sourceSentences,
} from './grounding.js';

const NOTES = `Enzymes
Enzymes are biological catalysts that speed up reactions.
- Above about 45 °C the enzymes denature, so the rate of reaction falls.
The UK CPI basket holds around 1,000 goods. Inflation peaked at 11.1% in 2022.`;
const source = indexSource(NOTES);

describe('grounding', () => {
  it('clips inflections the same way on both sides', () => {
    expect(crudeStem('enzymes')).toBe(crudeStem('enzyme'));
    expect(crudeStem('denatured')).toBe(crudeStem('denatures'));
    expect(crudeStem('catalysts')).toBe(crudeStem('catalyst'));
    expect(crudeStem('speeding')).toBe(crudeStem('speed'));
    expect(crudeStem('process')).toBe('process');
  });

  it('drops stop words and keeps hyphenated words by part', () => {
    expect(contentStems('The rate of the reaction')).toEqual([crudeStem('rate'), crudeStem('reaction')]);
    expect(contentStems('a by-product')).toEqual(['by-product', 'product']);
  });

  it('reads numbers with thousands separators and decimals', () => {
    expect(numbersIn('around 1,000 goods, 11.1% in 2022 and 45 °C')).toEqual(['1000', '11.1', '2022', '45']);
    expect(numbersIn('CO2 is not a number')).toEqual([]);
  });

  it('accepts answers whose words and numbers are in the notes', () => {
    expect(isGrounded('Biological catalysts', source)).toBe(true);
    expect(isGrounded('The enzyme denatured', source)).toBe(true);
    expect(isGrounded('11.1%', source)).toBe(true);
    expect(isGrounded('1000 goods', source)).toBe(true);
  });

  it('rejects invented words, wrong numbers and empty answers', () => {
    expect(isGrounded('Mitochondria release energy', source)).toBe(false);
    expect(isGrounded('Inflation peaked in 2021', source)).toBe(false);
    expect(grounding('Inflation peaked in 2021', source).missingNumbers).toEqual(['2021']);
    expect(isGrounded('It is', source)).toBe(false);
    // Four of five content words present is exactly the 80% bar.
    expect(grounding('enzymes denature above 45 reactions quickly', source).share).toBeCloseTo(4 / 5);
  });

  it('measures similarity by content words regardless of order', () => {
    expect(similarity('What are enzymes?', 'Enzymes are what?')).toBe(1);
    expect(similarity('What is inflation?', 'What is deflation?')).toBe(0);
  });

  it('splits the notes into quotable sentences and finds the best one', () => {
    const sentences = sourceSentences(NOTES);
    expect(sentences).toEqual([
      'Enzymes',
      'Enzymes are biological catalysts that speed up reactions.',
      'Above about 45 °C the enzymes denature, so the rate of reaction falls.',
      'The UK CPI basket holds around 1,000 goods.',
      'Inflation peaked at 11.1% in 2022.',
    ]);
    expect(bestSourceSentence('11.1%', sentences)).toBe(4);
    expect(bestSourceSentence('denature at 45', sentences)).toBe(2);
    expect(bestSourceSentence('quantum', sentences)).toBe(-1);
  });

  it('finds headings: short lines without end punctuation', () => {
    expect(sourceHeadings(NOTES)).toEqual(['Enzymes']);
  });
});
