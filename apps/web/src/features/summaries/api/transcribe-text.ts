import { OcrTranscriptionSchema, type OcrTranscription } from '@revisely/contracts';
import { useMutation } from '@tanstack/react-query';
import { readJson, sendRequest, throwIfNotOk } from '@/lib/api-client';

export const TRANSCRIPTION_FAILED = 'Could not read the photo with AI. Your text is unchanged.';

/** Asks the server's vision model to read the photo (handwriting); falls back to OCR server-side. */
export async function transcribeImage(image: File): Promise<OcrTranscription> {
  const body = new FormData();
  body.append('image', image, image.name);
  const response = await sendRequest('POST', '/api/ocr/transcribe', body);
  await throwIfNotOk(response);
  const parsed = OcrTranscriptionSchema.safeParse(await readJson(response));
  if (!parsed.success) throw new Error(TRANSCRIPTION_FAILED);
  return parsed.data;
}

export function useTranscribeMutation() {
  return useMutation({ mutationKey: ['/api/ocr/transcribe'], mutationFn: transcribeImage });
}
