import { ErrorResponseSchema, FeedbackResponseSchema, MAX_FEEDBACK_ATTACHMENT_BYTES } from '@revisely/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Authenticate } from '../../core/authenticate.js';
import { badRequest } from '../../core/http-error.js';
import { readUpload } from '../../core/read-upload.js';
import type { UserQuota } from '../../core/user-quota.js';
import type { FeedbackService } from './feedback.service.js';

const TOO_LARGE = 'File too large: Maximum file size is 5MB';

export const feedbackRoutes: FastifyPluginAsyncZod<{
  service: FeedbackService;
  authenticate: Authenticate;
  quota: UserQuota;
}> = async (app, { service, authenticate, quota }) => {
  app.post(
    '/api/feedback',
    {
      onRequest: [authenticate, quota],
      schema: {
        tags: ['feedback'],
        consumes: ['multipart/form-data', 'application/json'],
        response: {
          201: FeedbackResponseSchema,
          400: ErrorResponseSchema,
          401: ErrorResponseSchema,
          413: ErrorResponseSchema,
          415: ErrorResponseSchema,
          429: ErrorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const fields: Record<string, string> = {};
      let attachment: { data: Buffer; filename: string } | null = null;
      if (request.isMultipart()) {
        const upload = await readUpload(request, {
          fileSize: MAX_FEEDBACK_ATTACHMENT_BYTES,
          tooLarge: TOO_LARGE,
          fieldSize: 16 * 1024,
        });
        Object.assign(fields, upload.fields);
        if (upload.file) attachment = { data: upload.file.data, filename: upload.file.filename };
      } else if (request.body && typeof request.body === 'object') {
        for (const [key, value] of Object.entries(request.body as Record<string, unknown>)) {
          if (typeof value === 'string' || typeof value === 'boolean') fields[key] = String(value);
        }
      } else {
        throw badRequest('Missing subject');
      }
      return reply.status(201).send(await service.submit(request.userId, fields, attachment));
    },
  );
};
