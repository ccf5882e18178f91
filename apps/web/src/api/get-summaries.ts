import { SummaryListSchema, type Summary } from '@revisely/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { readJson, sendRequest, throwIfNotOk } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export const FETCH_SUMMARIES_FAILED = 'Failed to fetch summaries';

export async function fetchSummaries({ signal }: { signal?: AbortSignal } = {}): Promise<Summary[]> {
  const response = await sendRequest('GET', '/api/summaries', undefined, signal ? { signal } : {});
  await throwIfNotOk(response);
  const parsed = SummaryListSchema.safeParse(await readJson(response));
  if (!parsed.success) throw new Error(FETCH_SUMMARIES_FAILED);
  return parsed.data;
}

export const summariesQueryOptions = () => queryOptions({ queryKey: queryKeys.summaries, queryFn: fetchSummaries });

export function useSummariesQuery() {
  return useQuery(summariesQueryOptions());
}
