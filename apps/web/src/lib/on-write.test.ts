import { QueryClient, type QueryKey } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import {
  cardMadeDue,
  cardReviewed,
  deckChanged,
  deckDeleted,
  reviewsSynced,
  summaryChanged,
  summaryDeleted,
} from './on-write';
import { queryKeys } from './query-keys';

const every: QueryKey[] = [
  queryKeys.currentUser,
  queryKeys.progress,
  queryKeys.gamification,
  queryKeys.weeklyProgress,
  queryKeys.progressStats,
  queryKeys.userStats,
  queryKeys.preferences,
  queryKeys.summaries,
  queryKeys.summary('s1'),
  queryKeys.decks,
  queryKeys.deck('d1'),
  queryKeys.deckCards('d1'),
  queryKeys.examForecast('d1'),
  queryKeys.practiceStats('d1'),
  queryKeys.deck('d2'),
  queryKeys.dueReview,
  queryKeys.studyAll,
  queryKeys.studySession('d1'),
  queryKeys.studySession('d2'),
];

/** A client holding a fresh answer for every key above. */
function seeded(): QueryClient {
  const qc = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
  for (const key of every) qc.setQueryData(key, { seeded: true });
  return qc;
}

const stale = (qc: QueryClient) =>
  every.filter((key) => qc.getQueryState(key)?.isInvalidated).map((key) => JSON.stringify(key));
const names = (...keys: QueryKey[]) => keys.map((key) => JSON.stringify(key));

describe('on-write', () => {
  it('after a review refreshes every study session, the decks with their forecasts, the due queue and progress', async () => {
    const qc = seeded();
    await cardReviewed(qc);
    expect(stale(qc).sort()).toEqual(
      names(
        queryKeys.progress,
        queryKeys.gamification,
        queryKeys.weeklyProgress,
        queryKeys.progressStats,
        queryKeys.userStats,
        queryKeys.decks,
        queryKeys.deck('d1'),
        queryKeys.deckCards('d1'),
        queryKeys.examForecast('d1'),
        queryKeys.practiceStats('d1'),
        queryKeys.deck('d2'),
        queryKeys.dueReview,
        queryKeys.studyAll,
        queryKeys.studySession('d1'),
        queryKeys.studySession('d2'),
      ).sort(),
    );
  });

  it("after 'Add to today's reviews' refetches the due queue and only marks sessions and decks stale", async () => {
    const qc = seeded();
    await cardMadeDue(qc);
    const result = stale(qc);
    for (const key of [queryKeys.dueReview, queryKeys.studySession('d1'), queryKeys.decks, queryKeys.deck('d1')]) {
      expect(result).toContain(JSON.stringify(key));
    }
    expect(result).not.toContain(JSON.stringify(queryKeys.gamification));
    expect(result).not.toContain(JSON.stringify(queryKeys.summaries));
  });

  it('after a deck change refreshes that deck’s study session but leaves other sessions and summaries alone', async () => {
    const qc = seeded();
    await deckChanged(qc, 'd1');
    const result = stale(qc);
    expect(result).toContain(JSON.stringify(queryKeys.studySession('d1')));
    expect(result).toContain(JSON.stringify(queryKeys.examForecast('d1')));
    expect(result).toContain(JSON.stringify(queryKeys.dueReview));
    expect(result).toContain(JSON.stringify(queryKeys.gamification));
    expect(result).not.toContain(JSON.stringify(queryKeys.studySession('d2')));
    expect(result).not.toContain(JSON.stringify(queryKeys.studyAll));
    expect(result).not.toContain(JSON.stringify(queryKeys.summaries));
  });

  it('drops a deleted deck’s own queries', async () => {
    const qc = seeded();
    await deckDeleted(qc, 'd1');
    expect(qc.getQueryData(queryKeys.deck('d1'))).toBeUndefined();
    expect(qc.getQueryData(queryKeys.deckCards('d1'))).toBeUndefined();
    expect(qc.getQueryData(queryKeys.studySession('d1'))).toBeUndefined();
    expect(qc.getQueryState(queryKeys.deck('d2'))?.isInvalidated).toBe(true);
  });

  it('seeds an edited summary and refreshes the list; a deleted one also refreshes progress', async () => {
    const qc = seeded();
    const saved = { id: 's1', topic: 'Cells' } as unknown as Parameters<typeof summaryChanged>[2];
    await summaryChanged(qc, 's1', saved);
    expect(qc.getQueryData(queryKeys.summary('s1'))).toEqual(saved);
    expect(stale(qc).sort()).toEqual(names(queryKeys.summaries, queryKeys.summary('s1')).sort());

    const other = seeded();
    await summaryDeleted(other, 's1');
    expect(stale(other)).toEqual(
      expect.arrayContaining(names(queryKeys.summaries, queryKeys.summary('s1'), queryKeys.gamification)),
    );
    expect(stale(other)).not.toContain(JSON.stringify(queryKeys.decks));
  });

  it('after offline reviews sync marks everything stale', async () => {
    const qc = seeded();
    await reviewsSynced(qc);
    expect(stale(qc)).toHaveLength(every.length);
  });
});
