import { ImportResponseSchema, type ImportResponse } from '@revisely/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { errorFromResponse, readJson, sendRequest } from '@/lib/api-client';
import { deckChanged } from '@/lib/on-write';
import { IMPORT_FAILED, importFormData, type ImportChoices } from './import-form-data';

/** POST /api/flashcards/import: adds (or, for a package imported before, updates) the cards. */
export async function importCards(input: { file: File; choices: ImportChoices }): Promise<ImportResponse> {
  const response = await sendRequest('POST', '/api/flashcards/import', importFormData(input.file, input.choices));
  if (!response.ok) throw await errorFromResponse(response, IMPORT_FAILED);
  const parsed = ImportResponseSchema.safeParse(await readJson(response));
  if (!parsed.success) throw new Error(IMPORT_FAILED);
  return parsed.data;
}

export function useImportCardsMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importCards,
    // New decks and card counts show on the decks list, the due queue, the progress totals and
    // the study sessions of the decks that got cards.
    onSuccess: (result) => {
      void deckChanged(
        queryClient,
        result.decks.map((deck) => deck.id),
      );
    },
  });
}
