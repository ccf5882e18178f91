import {
  ErrorResponseSchema,
  IMPORT_MAX_BYTES,
  ImportOptionsSchema,
  ImportPreviewResponseSchema,
  ImportResponseSchema,
  type ImportOptions,
} from '@revisely/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import type { Authenticate } from '../../core/authenticate.js';
import { badRequest } from '../../core/http-error.js';
import { readUpload } from '../../core/read-upload.js';
import type { UserQuota } from '../../core/user-quota.js';
import { IMPORT_ERRORS } from './import-errors.js';
import type { ImportService, ImportUpload } from './import.service.js';

const errors = {
  400: ErrorResponseSchema,
  401: ErrorResponseSchema,
  404: ErrorResponseSchema,
  413: ErrorResponseSchema,
  415: ErrorResponseSchema,
  422: ErrorResponseSchema,
  429: ErrorResponseSchema,
  503: ErrorResponseSchema,
};

/** The multipart body: the `file` and the text options beside it. */
async function readImport(request: FastifyRequest): Promise<{ upload: ImportUpload; options: ImportOptions }> {
  if (!request.isMultipart()) throw badRequest(IMPORT_ERRORS.noFile);
  // Busboy stops at the limit while receiving: a larger upload is refused without being read whole.
  const { fields, file } = await readUpload(request, {
    fileSize: IMPORT_MAX_BYTES,
    tooLarge: IMPORT_ERRORS.tooLarge,
    fileField: 'file',
    fieldSize: 4 * 1024,
  });
  if (!file) throw badRequest(IMPORT_ERRORS.noFile);
  const parsed = ImportOptionsSchema.safeParse(
    Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== '')),
  );
  if (!parsed.success) throw badRequest(parsed.error.issues[0]?.message ?? 'Invalid import options');
  return { upload: { fileName: file.filename || 'import', data: file.data }, options: parsed.data };
}

export const importRoutes: FastifyPluginAsyncZod<{
  service: ImportService;
  authenticate: Authenticate;
  /** Reading a package is heavy: previews and imports share one hourly budget per user. */
  quota: UserQuota;
}> = async (app, { service, authenticate, quota }) => {
  const schema = { tags: ['import'], consumes: ['multipart/form-data'] };
  app.post(
    '/api/flashcards/import',
    { onRequest: [authenticate, quota], schema: { ...schema, response: { 201: ImportResponseSchema, ...errors } } },
    async (request, reply) => {
      const { upload, options } = await readImport(request);
      return reply.status(201).send(await service.import(request.userId, upload, options));
    },
  );
  app.post(
    '/api/flashcards/import/preview',
    {
      onRequest: [authenticate, quota],
      schema: { ...schema, response: { 200: ImportPreviewResponseSchema, ...errors } },
    },
    async (request) => {
      const { upload, options } = await readImport(request);
      return service.preview(request.userId, upload, options);
    },
  );
};
