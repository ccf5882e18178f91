import { ErrorResponseSchema, HealthResponseSchema } from '@revisely/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { serviceUnavailable } from '../../core/http-error.js';

export const healthRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/api/health',
    { schema: { tags: ['health'], response: { 200: HealthResponseSchema, 503: ErrorResponseSchema } } },
    async (request) => {
      try {
        await sql`select 1`.execute(db);
      } catch (error) {
        request.log.error({ err: error }, 'health check: database unreachable');
        throw serviceUnavailable('Database unavailable');
      }
      return { status: 'ok' as const };
    },
  );
};
