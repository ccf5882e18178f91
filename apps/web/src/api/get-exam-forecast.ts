import { ExamForecastResponseSchema, type ExamForecastResponse } from '@revisely/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { readJson, sendRequest, throwIfNotOk } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export const FETCH_EXAM_FORECAST_FAILED = 'Could not work out the exam forecast.';

export async function fetchExamForecast(
  deckId: string,
  { signal }: { signal?: AbortSignal } = {},
): Promise<ExamForecastResponse> {
  const response = await sendRequest(
    'GET',
    `/api/decks/${encodeURIComponent(deckId)}/exam-forecast`,
    undefined,
    signal ? { signal } : {},
  );
  await throwIfNotOk(response);
  const parsed = ExamForecastResponseSchema.safeParse(await readJson(response));
  if (!parsed.success) throw new Error(FETCH_EXAM_FORECAST_FAILED);
  return parsed.data;
}

/** Fetched afresh each time the deck opens: every review and every day changes it. */
export const examForecastQueryOptions = (deckId: string) =>
  queryOptions({
    queryKey: queryKeys.examForecast(deckId),
    queryFn: ({ signal }) => fetchExamForecast(deckId, { signal }),
    enabled: Boolean(deckId),
    staleTime: 0,
  });

export function useExamForecastQuery(deckId: string, enabled: boolean) {
  return useQuery({ ...examForecastQueryOptions(deckId), enabled: enabled && Boolean(deckId) });
}
