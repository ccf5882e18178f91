import { ImportPreviewResponseSchema, type ImportPreviewResponse } from '@revisely/contracts';
import { useMutation } from '@tanstack/react-query';
import { errorFromResponse, readJson, sendRequest } from '@/lib/api-client';
import { IMPORT_FAILED, importFormData, type ImportChoices } from './import-form-data';

/** POST /api/flashcards/import/preview: the first cards as they will be imported; stores nothing. */
export async function previewImport(input: { file: File; choices: ImportChoices }): Promise<ImportPreviewResponse> {
  const response = await sendRequest(
    'POST',
    '/api/flashcards/import/preview',
    importFormData(input.file, input.choices),
  );
  if (!response.ok) throw await errorFromResponse(response, IMPORT_FAILED);
  const parsed = ImportPreviewResponseSchema.safeParse(await readJson(response));
  if (!parsed.success) throw new Error(IMPORT_FAILED);
  return parsed.data;
}

export function usePreviewImportMutation() {
  return useMutation({ mutationFn: previewImport });
}
