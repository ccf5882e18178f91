import { GenerateResponseSchema, type GenerateFromSummaryRequest, type GenerateResponse } from '@revisely/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { errorFromResponse, readJson, sendRequest } from '@/lib/api-client';
import { deckChanged } from '@/lib/on-write';

export const GENERATION_FAILED = 'Failed to generate flashcards';

export interface GenerateVariables {
  /** Present when adding to an existing deck; absent creates a new deck. */
  deckId?: string;
  payload: GenerateFromSummaryRequest;
}

export async function generateFromSummary({ deckId, payload }: GenerateVariables): Promise<GenerateResponse> {
  const path = deckId
    ? `/api/decks/${encodeURIComponent(deckId)}/generate-from-summary`
    : '/api/flashcards/generate-from-summary';
  const response = await sendRequest('POST', path, payload);
  // The server's own text (e.g. 'Subject, exam board, and qualification are required') is what the toast shows.
  if (!response.ok) throw await errorFromResponse(response, GENERATION_FAILED);
  const parsed = GenerateResponseSchema.safeParse(await readJson(response));
  if (!parsed.success) throw new Error(GENERATION_FAILED);
  return parsed.data;
}

export function useGenerateFromSummaryMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: generateFromSummary,
    onSuccess: (_data, { deckId }) => {
      // Spec §4: success refreshes decks and progress; XP changes level and stats too. Not awaited, so
      // the dialog closes without waiting for the refetches.
      void deckChanged(queryClient, deckId);
    },
  });
}
