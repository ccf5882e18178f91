import { CardMediaKindSchema, CardMediaResponseSchema, ErrorResponseSchema } from '@revisely/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Authenticate } from '../../core/authenticate.js';
import { MAX_IMAGE_BYTES } from '../../core/image-type.js';
import { badRequest } from '../../core/http-error.js';
import { readUpload } from '../../core/read-upload.js';
import type { UserQuota } from '../../core/user-quota.js';
import type { CardMediaService } from './card-media.service.js';

export const NO_MEDIA_FILE = 'file is required';

export const cardMediaRoutes: FastifyPluginAsyncZod<{
  service: CardMediaService;
  authenticate: Authenticate;
  quota: UserQuota;
}> = async (app, { service, authenticate, quota }) => {
  const errors = Object.fromEntries([400, 401, 413, 415, 422, 429].map((s) => [s, ErrorResponseSchema]));
  app.post(
    '/api/flashcards/media',
    {
      onRequest: [authenticate, quota],
      schema: {
        tags: ['decks'],
        consumes: ['multipart/form-data'],
        response: { 201: CardMediaResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const upload = await readUpload(request, {
        fileSize: MAX_IMAGE_BYTES,
        tooLarge: 'File Too Large: Image must be smaller than 15MB.',
        fileField: 'file',
      });
      const kind = CardMediaKindSchema.safeParse(upload.fields.kind ?? 'image');
      if (!kind.success) throw badRequest('kind must be image or audio');
      if (!upload.file) throw badRequest(NO_MEDIA_FILE);
      return reply.status(201).send(await service.upload(request.userId, kind.data, upload.file.data));
    },
  );
};
