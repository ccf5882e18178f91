import { HighYieldResponseSchema, type HighYieldResponse } from '@revisely/contracts';
import { useMutation } from '@tanstack/react-query';
import { errorFromResponse, readJson, sendRequest } from '@/lib/api-client';

export const HIGH_YIELD_FAILED = 'Failed to generate cards';

/** A GET, but run on demand from the AI Assist button, so it is a mutation rather than a cached query. */
export async function fetchHighYieldDeck(topic: string): Promise<HighYieldResponse['cards']> {
  const response = await sendRequest('GET', `/api/high-yield/deck?topic=${encodeURIComponent(topic)}`);
  if (!response.ok) throw await errorFromResponse(response, HIGH_YIELD_FAILED);
  const parsed = HighYieldResponseSchema.safeParse(await readJson(response));
  if (!parsed.success) throw new Error(HIGH_YIELD_FAILED);
  return parsed.data.cards;
}

export function useHighYieldDeckMutation() {
  return useMutation({ mutationFn: fetchHighYieldDeck });
}
