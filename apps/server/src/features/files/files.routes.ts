import { IdParamsSchema } from '@revisely/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Authenticate } from '../../core/authenticate.js';
import type { FilesService } from './files.service.js';

export const filesRoutes: FastifyPluginAsyncZod<{ service: FilesService; authenticate: Authenticate }> = async (
  app,
  { service, authenticate },
) => {
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
