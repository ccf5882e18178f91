import {
  ErrorResponseSchema,
  IdParamsSchema,
  PracticeOverridesRequestSchema,
  PracticeOverridesResponseSchema,
  PracticeResultRequestSchema,
  PracticeResultResponseSchema,
  PracticeStatsSchema,
} from '@revisely/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Authenticate } from '../../core/authenticate.js';
import type { PracticeService } from './practice.service.js';

const errors = { 400: ErrorResponseSchema, 401: ErrorResponseSchema, 404: ErrorResponseSchema };

export const practiceRoutes: FastifyPluginAsyncZod<{ service: PracticeService; authenticate: Authenticate }> = async (
  app,
  { service, authenticate },
) => {
  app.post(
    '/api/practice/results',
    {
      onRequest: authenticate,
      schema: {
        tags: ['practice'],
        description:
          'Records a finished Learn, Test or Match session of one of your decks: awards practice XP (capped per local day, docs/gamification.md), marks today as active, and returns the best Match time of the deck. Practice answers are not reviews and never change a card’s schedule. 404 when the deck is not yours.',
        body: PracticeResultRequestSchema,
        response: { 201: PracticeResultResponseSchema, ...errors },
      },
    },
    async (r, reply) => reply.status(201).send(await service.record(r.userId, r.timeZone, r.body)),
  );
  app.patch(
    '/api/practice/results/:id',
    {
      onRequest: authenticate,
      schema: {
        tags: ['practice'],
        description:
          "'Mark as correct' after a Test result was saved: `overrides` is the new total of answers the student marked correct; each new one also counts as right. XP is unchanged (overridden answers earn none), so repeating it is harmless. 404 when the result is not yours; 422 for a Learn or Match result, fewer overrides than before, or more than the wrong answers.",
        params: IdParamsSchema,
        body: PracticeOverridesRequestSchema,
        response: { 200: PracticeOverridesResponseSchema, ...errors, 422: ErrorResponseSchema },
      },
    },
    async (r) => service.recordOverrides(r.userId, r.params.id, r.body),
  );
  app.get(
    '/api/practice/decks/:id',
    {
      onRequest: authenticate,
      schema: {
        tags: ['practice'],
        description: 'Your practice record for one of your decks: the best Match time. 404 when the deck is not yours.',
        params: IdParamsSchema,
        response: { 200: PracticeStatsSchema, ...errors },
      },
    },
    async (r) => service.stats(r.userId, r.params.id),
  );
};
