import { ErrorResponseSchema, MAX_IMAGE_BYTES, OcrResultSchema } from '@revisely/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { OCR_BUSY_MESSAGE } from '../../adapters/ocr/job-slots.js';
import type { OcrEngine } from '../../adapters/ocr/ocr-engine.js';
import type { Authenticate } from '../../core/authenticate.js';
import { badRequest, payloadTooLarge, serviceUnavailable } from '../../core/http-error.js';
import { checkImagePixels } from '../../core/image-pixels.js';
import { validateImageUpload } from '../../core/image-type.js';
import type { UserQuota } from '../../core/user-quota.js';

const TOO_LARGE = 'File Too Large: Image must be smaller than 15MB.';

export const ocrRoutes: FastifyPluginAsyncZod<{
  engine: OcrEngine;
  authenticate: Authenticate;
  quota: UserQuota;
}> = async (app, { engine, authenticate, quota }) => {
  // Runs before the body is read: with the queue full, a 15 MB upload is refused unread.
  const admit = async () => {
    if (engine.isFull?.()) throw serviceUnavailable(OCR_BUSY_MESSAGE);
  };

  app.post(
    '/api/ocr/extract',
    {
      onRequest: [authenticate, admit, quota],
      schema: {
        tags: ['ocr'],
        consumes: ['multipart/form-data'],
        response: {
          200: OcrResultSchema,
          400: ErrorResponseSchema,
          401: ErrorResponseSchema,
          413: ErrorResponseSchema,
          415: ErrorResponseSchema,
          422: ErrorResponseSchema,
          429: ErrorResponseSchema,
          503: ErrorResponseSchema,
        },
      },
    },
    async (request) => {
      if (!request.isMultipart())
        throw badRequest("No image uploaded: send the photo as multipart form data in the 'image' field.");
      let image: Buffer | undefined;
      for await (const part of request.parts({ limits: { fileSize: MAX_IMAGE_BYTES, files: 1 } })) {
        if (part.type !== 'file') continue;
        if (part.fieldname !== 'image') {
          await part.toBuffer().catch(() => undefined);
          continue;
        }
        try {
          image = await part.toBuffer();
        } catch (error) {
          if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw payloadTooLarge(TOO_LARGE);
          throw error;
        }
        if (part.file.truncated) throw payloadTooLarge(TOO_LARGE);
      }
      if (!image || image.length === 0) throw badRequest("No image uploaded: send the photo in the 'image' field.");
      validateImageUpload(image, MAX_IMAGE_BYTES);
      await checkImagePixels(image);
      return engine.extract(image);
    },
  );
};
