import { OcrResultSchema, type OcrResult } from '@revisely/contracts';
import { useMutation } from '@tanstack/react-query';
import { readJson, sendRequest, throwIfNotOk } from '@/lib/api-client';

export const EXTRACTION_FAILED = 'Failed to extract text from the image. Please try again.';

/** Spec §7: multipart with the photo in the `image` field. */
export async function extractText(image: File): Promise<OcrResult> {
  const body = new FormData();
  body.append('image', image, image.name);
  const response = await sendRequest('POST', '/api/ocr/extract', body);
  await throwIfNotOk(response);
  const parsed = OcrResultSchema.safeParse(await readJson(response));
  if (!parsed.success) throw new Error(EXTRACTION_FAILED);
  return parsed.data;
}

export function useExtractTextMutation() {
  return useMutation({ mutationKey: ['/api/ocr/extract'], mutationFn: extractText });
}
