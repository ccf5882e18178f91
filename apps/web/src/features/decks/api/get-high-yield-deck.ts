import { HighYieldResponseSchema, type HighYieldResponse } from '@revisely/contracts';
import { useMutation } from '@tanstack/react-query';
import { errorFromResponse, readJson, sendRequest } from '@/lib/api-client';
import { retryOnce } from '@/lib/query-client';

export const HIGH_YIELD_FAILED = 'Failed to generate cards';
/** Spec §5: the generation mutation itself checks these before asking the server. */
export const GENERATION_DETAILS_REQUIRED = 'Subject, exam board, and qualification are required';

export interface HighYieldRequest {
  topic: string;
  subject: string;
  examBoard: string;
  qualification: string;
}

/** A GET, but run on demand from the AI Assist button, so it is a mutation rather than a cached query. */
export async function fetchHighYieldDeck({
  topic,
  subject,
  examBoard,
  qualification,
}: HighYieldRequest): Promise<HighYieldResponse['cards']> {
  if (!subject.trim() || !examBoard.trim() || !qualification.trim()) throw new Error(GENERATION_DETAILS_REQUIRED);
  const response = await sendRequest('GET', `/api/high-yield/deck?topic=${encodeURIComponent(topic.trim())}`);
  if (!response.ok) throw await errorFromResponse(response, HIGH_YIELD_FAILED);
  const parsed = HighYieldResponseSchema.safeParse(await readJson(response));
  if (!parsed.success) throw new Error(HIGH_YIELD_FAILED);
  return parsed.data.cards;
}

export function useHighYieldDeckMutation() {
  return useMutation({
    mutationFn: fetchHighYieldDeck,
    // Missing details stay missing on a second try.
    retry: (failures, error) => error.message !== GENERATION_DETAILS_REQUIRED && retryOnce(failures, error),
  });
}
