import {
  ErrorResponseSchema,
  GamificationResponseSchema,
  ProgressResponseSchema,
  ProgressStatsResponseSchema,
  UserStatsResponseSchema,
  WeeklyProgressResponseSchema,
} from '@revisely/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Authenticate } from '../../core/authenticate.js';
import type { ProgressService } from './progress.service.js';

export const progressRoutes: FastifyPluginAsyncZod<{ service: ProgressService; authenticate: Authenticate }> = async (
  app,
  { service, authenticate },
) => {
  const opts = <T>(schema: T) => ({
    onRequest: authenticate,
    schema: { tags: ['progress'], response: { 200: schema, 401: ErrorResponseSchema } },
  });
  app.get('/api/progress', opts(ProgressResponseSchema), async (r) => service.progress(r.userId, r.timeZone));
  app.get('/api/progress/weekly', opts(WeeklyProgressResponseSchema), async (r) =>
    service.weekly(r.userId, r.timeZone),
  );
  app.get('/api/progress/gamification', opts(GamificationResponseSchema), async (r) =>
    service.gamification(r.userId, r.timeZone),
  );
  app.get('/api/progress/stats', opts(ProgressStatsResponseSchema), async (r) => service.stats(r.userId, r.timeZone));
  app.get('/api/user/stats', opts(UserStatsResponseSchema), async (r) => service.userStats(r.userId, r.timeZone));
};
