import { PracticeStatsSchema, type PracticeStats } from '@revisely/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { readJson, sendRequest, throwIfNotOk } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export async function fetchPracticeStats(
  deckId: string,
  { signal }: { signal?: AbortSignal } = {},
): Promise<PracticeStats> {
  const response = await sendRequest(
    'GET',
    `/api/practice/decks/${encodeURIComponent(deckId)}`,
    undefined,
    signal ? { signal } : {},
  );
  await throwIfNotOk(response);
  const parsed = PracticeStatsSchema.safeParse(await readJson(response));
  if (!parsed.success) throw new Error('Failed to load your best time');
  return parsed.data;
}

export const practiceStatsQueryOptions = (deckId: string) =>
  queryOptions({
    queryKey: queryKeys.practiceStats(deckId),
    queryFn: ({ signal }) => fetchPracticeStats(deckId, { signal }),
  });

export const usePracticeStatsQuery = (deckId: string) => useQuery(practiceStatsQueryOptions(deckId));
