import { ErrorResponseSchema, IdParamsSchema, StorageUseResponseSchema } from '@revisely/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Authenticate } from '../../core/authenticate.js';
import type { UserStorage } from '../../core/user-storage.js';
import type { FilesService } from './files.service.js';

export const filesRoutes: FastifyPluginAsyncZod<{
  service: FilesService;
  authenticate: Authenticate;
  storage: UserStorage;
}> = async (app, { service, authenticate, storage }) => {
  app.get(
    '/api/user/storage',
    {
      onRequest: authenticate,
      schema: { tags: ['files'], response: { 200: StorageUseResponseSchema, 401: ErrorResponseSchema } },
    },
    async (request) => storage.use(request.userId),
  );
  app.get(
    '/api/files/:id',
    {
      onRequest: authenticate,
      schema: { tags: ['files'], params: IdParamsSchema },
    },
    async (request, reply) => {
      const file = await service.read(request.userId, request.params.id);
      return reply
        .header('content-type', file.mimeType)
        .header('cache-control', 'private, max-age=3600')
        .header('x-content-type-options', 'nosniff')
        .send(file.data);
    },
  );
};
