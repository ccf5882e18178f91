import { CardMediaResponseSchema, type CardMediaKind } from '@revisely/contracts';
import { errorFromResponse, readJson, sendRequest } from '@/lib/api-client';

export const UPLOAD_MEDIA_FAILED = 'The file could not be uploaded. Please try again.';

/** `POST /api/flashcards/media`: stores an image or voice clip for a card; answers its file id. */
export async function uploadCardMedia(kind: CardMediaKind, file: Blob, name: string): Promise<string> {
  const form = new FormData();
  form.append('kind', kind);
  form.append('file', file, name);
  const response = await sendRequest('POST', '/api/flashcards/media', form);
  if (!response.ok) throw await errorFromResponse(response, UPLOAD_MEDIA_FAILED);
  const parsed = CardMediaResponseSchema.safeParse(await readJson(response));
  if (!parsed.success) throw new Error(UPLOAD_MEDIA_FAILED);
  return parsed.data.id;
}
