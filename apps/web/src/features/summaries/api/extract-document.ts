import { DocumentExtractResponseSchema, type DocumentExtractResponse } from '@revisely/contracts';
import { readJson, sendRequest, throwIfNotOk } from '@/lib/api-client';

export const DOCUMENT_FAILED = 'Failed to read the document. Please try again.';

/** POST /api/documents/extract: multipart with the document in the `file` field. */
export async function extractDocument(file: File): Promise<DocumentExtractResponse> {
  const body = new FormData();
  body.append('file', file, file.name);
  const response = await sendRequest('POST', '/api/documents/extract', body);
  await throwIfNotOk(response);
  const parsed = DocumentExtractResponseSchema.safeParse(await readJson(response));
  if (!parsed.success) throw new Error(DOCUMENT_FAILED);
  return parsed.data;
}
