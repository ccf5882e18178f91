import { describe, expect, it } from 'vitest';
import { paths } from './paths';

describe('paths', () => {
  it('builds links from the same pattern the route table matches', () => {
    expect(paths.summary.pattern).toBe('/summaries/:id');
    expect(paths.summary('s1')).toBe('/summaries/s1');
    expect(paths.editSummary('s1')).toBe('/summaries/s1/edit');
    expect(paths.addCards.pattern).toBe('/flashcards/:deckId/add');
    expect(paths.addCards('d1')).toBe('/flashcards/d1/add');
    expect(paths.studyDeck('d1')).toBe('/decks/d1/study');
  });

  it('encodes the value, including characters a replacement string would read specially', () => {
    expect(paths.summary('a b/c')).toBe('/summaries/a%20b%2Fc');
    expect(paths.editDeck("$&x'")).toBe("/flashcards/%24%26x'/edit");
  });
});
