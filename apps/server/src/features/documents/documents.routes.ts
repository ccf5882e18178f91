import { DocumentExtractResponseSchema, ErrorResponseSchema, MAX_DOCUMENT_BYTES } from '@revisely/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Authenticate } from '../../core/authenticate.js';
import { badRequest } from '../../core/http-error.js';
import { readUpload } from '../../core/read-upload.js';
import type { UserQuota } from '../../core/user-quota.js';
import type { DocumentsService } from './documents.service.js';

export const NO_DOCUMENT = "No document uploaded: send the file as multipart form data in the 'file' field.";
export const DOCUMENT_TOO_LARGE = 'File Too Large: documents must be smaller than 20MB.';

const errors = {
  400: ErrorResponseSchema,
  401: ErrorResponseSchema,
  413: ErrorResponseSchema,
  415: ErrorResponseSchema,
  422: ErrorResponseSchema,
  429: ErrorResponseSchema,
  503: ErrorResponseSchema,
};

/** The upload's `file` field; busboy stops at the limit while receiving, so a larger file is never read whole. */
async function readDocumentUpload(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw badRequest(NO_DOCUMENT);
  const { file } = await readUpload(request, {
    fileSize: MAX_DOCUMENT_BYTES,
    tooLarge: DOCUMENT_TOO_LARGE,
    fileField: 'file',
  });
  if (!file) throw badRequest(NO_DOCUMENT);
  return file.data;
}

export const documentsRoutes: FastifyPluginAsyncZod<{
  service: DocumentsService;
  authenticate: Authenticate;
  /** Runs before the body is read: an over-budget upload is refused unread. */
  quota: UserQuota;
}> = async (app, { service, authenticate, quota }) => {
  app.post(
    '/api/documents/extract',
    {
      onRequest: [authenticate, quota],
      schema: {
        tags: ['documents'],
        consumes: ['multipart/form-data'],
        response: { 200: DocumentExtractResponseSchema, ...errors },
      },
    },
    async (request) => service.extract(await readDocumentUpload(request)),
  );
};
