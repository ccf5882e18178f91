import { ErrorResponseSchema, OcrResultSchema, OcrTranscriptionSchema } from '@revisely/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { describeLlmFailure } from '../../adapters/llm/llm-client.js';
import type { VisionTranscriber } from '../../adapters/llm/vision-transcriber.js';
import { OCR_BUSY_MESSAGE } from '../../adapters/ocr/engine/job-slots.js';
import type { OcrEngine } from '../../adapters/ocr/ocr-engine.js';
import type { Authenticate } from '../../core/authenticate.js';
import { notFound, serviceUnavailable } from '../../core/http-error.js';
import type { UserQuota } from '../../core/user-quota.js';
import { readImageUpload } from './ocr-upload.js';

export const VISION_UNAVAILABLE =
  'Read with AI is not available: this server has no vision model set up (LLM_VISION_MODEL). The OCR text is unchanged.';

const errors = {
  400: ErrorResponseSchema,
  401: ErrorResponseSchema,
  413: ErrorResponseSchema,
  415: ErrorResponseSchema,
  422: ErrorResponseSchema,
  429: ErrorResponseSchema,
  503: ErrorResponseSchema,
};

export const ocrRoutes: FastifyPluginAsyncZod<{
  engine: OcrEngine;
  authenticate: Authenticate;
  quota: UserQuota;
  /** Present only when a vision model is configured. */
  transcriber?: VisionTranscriber | undefined;
}> = async (app, { engine, authenticate, quota, transcriber }) => {
  // Runs before the body is read: with the queue full, a 15 MB upload is refused unread.
  const admit = async () => {
    if (engine.isFull?.()) throw serviceUnavailable(OCR_BUSY_MESSAGE);
  };
  const visionAvailable = transcriber !== undefined;

  app.post(
    '/api/ocr/extract',
    {
      onRequest: [authenticate, admit, quota],
      schema: { tags: ['ocr'], consumes: ['multipart/form-data'], response: { 200: OcrResultSchema, ...errors } },
    },
    async (request) => {
      const { image } = await readImageUpload(request);
      return { ...(await engine.extract(image)), visionAvailable };
    },
  );

  // Checked before authentication's quota and before the upload is read: without a model there is nothing to do.
  const requireVision = async () => {
    if (!transcriber) throw notFound(VISION_UNAVAILABLE);
  };

  app.post(
    '/api/ocr/transcribe',
    {
      onRequest: [authenticate, requireVision, admit, quota],
      schema: {
        tags: ['ocr'],
        consumes: ['multipart/form-data'],
        response: { 200: OcrTranscriptionSchema, 404: ErrorResponseSchema, ...errors },
      },
    },
    async (request) => {
      if (!transcriber) throw notFound(VISION_UNAVAILABLE);
      const { image, type } = await readImageUpload(request);
      try {
        const text = await transcriber.transcribe(image, `image/${type}`);
        return { text, source: 'llm' as const };
      } catch (error) {
        // Any model failure (timeout, HTTP error, empty answer) still leaves the student with text.
        request.log.warn(describeLlmFailure(error), 'vision transcription failed; answering with the OCR text');
        const ocr = await engine.extract(image);
        return { text: ocr.extractedText, source: 'ocr' as const };
      }
    },
  );
};
