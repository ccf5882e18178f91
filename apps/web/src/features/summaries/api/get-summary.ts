import { SummarySchema, type Summary } from '@revisely/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { readJson, sendRequest, throwIfNotOk } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export const FETCH_SUMMARY_FAILED = 'Failed to fetch summary';

export async function fetchSummary(id: string, signal?: AbortSignal): Promise<Summary> {
  const response = await sendRequest(
    'GET',
    `/api/summaries/${encodeURIComponent(id)}`,
    undefined,
    signal ? { signal } : {},
  );
  await throwIfNotOk(response);
  const parsed = SummarySchema.safeParse(await readJson(response));
  if (!parsed.success) throw new Error(FETCH_SUMMARY_FAILED);
  return parsed.data;
}

export const summaryQueryOptions = (id: string) =>
  queryOptions({
    queryKey: queryKeys.summary(id),
    queryFn: ({ signal }) => fetchSummary(id, signal),
    enabled: id.length > 0,
  });

export function useSummaryQuery(id: string) {
  return useQuery(summaryQueryOptions(id));
}
