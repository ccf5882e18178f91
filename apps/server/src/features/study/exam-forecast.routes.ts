import { ErrorResponseSchema, ExamForecastResponseSchema, IdParamsSchema } from '@revisely/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Authenticate } from '../../core/authenticate.js';
import type { ExamForecastService } from './exam-forecast.service.js';

const errors = { 400: ErrorResponseSchema, 401: ErrorResponseSchema, 404: ErrorResponseSchema };

export const examForecastRoutes: FastifyPluginAsyncZod<{
  service: ExamForecastService;
  authenticate: Authenticate;
}> = async (app, { service, authenticate }) => {
  app.get(
    '/api/decks/:id/exam-forecast',
    {
      onRequest: authenticate,
      schema: { tags: ['study'], params: IdParamsSchema, response: { 200: ExamForecastResponseSchema, ...errors } },
    },
    async (r) => service.forecast(r.userId, r.params.id, r.timeZone),
  );
};
