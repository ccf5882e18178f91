import { describe, expect, it } from 'vitest';
import { groundKeyFacts, KeyFactsSchema } from './key-facts.js';

const NOTES = `Inflation: the basics
Inflation is a sustained rise in the general price level.
The Bank of England has an inflation target of 2%.
Deflation is a sustained fall in the general price level.`;

describe('key facts', () => {
  it('accepts the usual reply shapes', () => {
    const fact = { fact: 'Inflation is a rise in prices.', sourceQuote: 'Inflation is a sustained rise' };
    expect(KeyFactsSchema.parse({ keyFacts: [fact] })).toEqual([fact]);
    expect(KeyFactsSchema.parse([{ fact: fact.fact, quote: fact.sourceQuote }])).toEqual([fact]);
    expect(KeyFactsSchema.parse({ facts: ['A bare fact.'] })).toEqual([{ fact: 'A bare fact.', sourceQuote: '' }]);
    expect(KeyFactsSchema.safeParse({ points: ['x'] }).success).toBe(false);
  });

  it('keeps grounded facts in the notes’ order with the notes’ own line as the quote', () => {
    const facts = groundKeyFacts(
      [
        { fact: 'Deflation is a sustained fall in the general price level.', sourceQuote: 'deflation fall' },
        { fact: 'The inflation target is 2%.', sourceQuote: '' },
        { fact: 'The inflation target is 3%.', sourceQuote: '' },
        { fact: 'Hyperinflation wrecked the Weimar economy.', sourceQuote: '' },
        { fact: 'Inflation: the basics.', sourceQuote: '' },
        { fact: 'The inflation target is 2%.', sourceQuote: 'again' },
      ],
      NOTES,
    );
    expect(facts).toEqual([
      { fact: 'The inflation target is 2%.', sourceQuote: 'The Bank of England has an inflation target of 2%.' },
      {
        fact: 'Deflation is a sustained fall in the general price level.',
        sourceQuote: 'Deflation is a sustained fall in the general price level.',
      },
    ]);
  });
});
