import { describe, expect, it } from 'vitest';
import { biologyPhotosynthesis, economicsInflation, historyWw1 } from '../../../test/study-notes.js';
import { normaliseForCompare } from '../nlp/index.js';
import { suggestHighYieldCards } from './suggest-cards.js';

describe('suggestHighYieldCards', () => {
  it('mines the sources that mention the topic, up to the limit, without repeats', () => {
    const cards = suggestHighYieldCards(
      'inflation',
      [{ text: biologyPhotosynthesis.text }, { text: economicsInflation.text }],
      6,
    );
    expect(cards).toHaveLength(6);
    expect(cards.map((c) => c.front)).toContain('What is inflation?');
    expect(new Set(cards.map((c) => normaliseForCompare(c.front))).size).toBe(6);
    expect(new Set(cards.map((c) => normaliseForCompare(c.back))).size).toBe(6);
    // Nothing from the unrelated biology notes outranks the notes on the topic.
    expect(cards.some((c) => /photosynthesis|chlorophyll/iu.test(`${c.front} ${c.back}`))).toBe(false);
  });

  it("reuses the student's existing cards for the topic", () => {
    const cards = suggestHighYieldCards('osmosis', [
      { text: 'What is osmosis? The diffusion of water across a partially permeable membrane' },
      { text: 'Where does osmosis happen in plants?\nIn the root hair cells' },
    ]);
    expect(cards).toContainEqual({
      front: 'What is osmosis?',
      back: 'The diffusion of water across a partially permeable membrane',
    });
    expect(cards).toContainEqual({ front: 'Where does osmosis happen in plants?', back: 'In the root hair cells' });
  });

  it('matches the topic loosely (plurals, case) and uses the topic to word its questions', () => {
    const cards = suggestHighYieldCards('Causes of the First World War', [{ text: historyWw1.text }], 10);
    expect(cards.length).toBe(10);
    expect(cards.map((c) => c.front)).toContain('What are the long-term causes of the First World War?');
  });

  it('returns an empty list when nothing mentions the topic, or for a blank topic', () => {
    expect(suggestHighYieldCards('quantum chromodynamics', [{ text: economicsInflation.text }])).toEqual([]);
    expect(suggestHighYieldCards('  ', [{ text: economicsInflation.text }])).toEqual([]);
    expect(suggestHighYieldCards('inflation', [])).toEqual([]);
  });
});
