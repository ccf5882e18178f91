import { ImportResponseSchema, type ImportResponse } from '@revisely/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { errorFromResponse, readJson, sendRequest } from '@/lib/api-client';
import { invalidateAfterStudyWrite } from '@/lib/invalidate-after-study-write';
import { queryKeys } from '@/lib/query-keys';
import { IMPORT_FAILED, importFormData, type ImportChoices } from './import-form-data';
import { invalidateDeckData } from './invalidate-deck-data';

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
    onSuccess: (result) => {
      // New decks and card counts show on the decks list, the due queue and the progress totals.
      // (The decks key is a prefix of every deck's own key, so open decks refresh too.)
      invalidateDeckData(queryClient);
      for (const deck of result.decks) {
        void queryClient.invalidateQueries({ queryKey: queryKeys.studySession(deck.id) });
      }
      void invalidateAfterStudyWrite(queryClient);
    },
  });
}
