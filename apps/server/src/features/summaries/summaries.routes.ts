import {
  CreateSummaryRequestSchema,
  CreateSummaryResponseSchema,
  ErrorResponseSchema,
  IdParamsSchema,
  SummariseSectionRequestSchema,
  SummariseSectionResponseSchema,
  SummaryListSchema,
  SummarySchema,
  UpdateSummaryRequestSchema,
} from '@revisely/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Authenticate } from '../../core/authenticate.js';
import type { UserQuota } from '../../core/user-quota.js';
import type { SummariesService } from './summaries.service.js';

/**
 * The pages' photos as base64 (at most MAX_SUMMARY_PHOTOS_TOTAL_BYTES together, a third more as
 * base64) plus the texts; everything else keeps the 1 MB default.
 */
export const SUMMARY_BODY_LIMIT = 64 * 1024 * 1024;

const errors = { 400: ErrorResponseSchema, 401: ErrorResponseSchema, 404: ErrorResponseSchema };

export const summariesRoutes: FastifyPluginAsyncZod<{
  service: SummariesService;
  authenticate: Authenticate;
  /** Per-user hourly budget on creating summaries (summarising is the expensive part). */
  quota: UserQuota;
}> = async (app, { service, authenticate, quota }) => {
  app.post(
    '/api/summaries',
    {
      onRequest: [authenticate, quota],
      bodyLimit: SUMMARY_BODY_LIMIT,
      schema: {
        tags: ['summaries'],
        body: CreateSummaryRequestSchema,
        response: { 201: CreateSummaryResponseSchema, 413: ErrorResponseSchema, 415: ErrorResponseSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await service.create(request.userId, request.timeZone, request.body)),
  );

  // One section of long material (ADR 0021): costs one unit of the same quota as creating a summary.
  app.post(
    '/api/summaries/sections',
    {
      onRequest: [authenticate, quota],
      schema: {
        tags: ['summaries'],
        body: SummariseSectionRequestSchema,
        response: { 200: SummariseSectionResponseSchema, ...errors },
      },
    },
    async (request) => service.summariseSection(request.userId, request.body),
  );

  app.get(
    '/api/summaries',
    { onRequest: authenticate, schema: { tags: ['summaries'], response: { 200: SummaryListSchema, ...errors } } },
    async (request) => service.list(request.userId),
  );

  app.get(
    '/api/summaries/:id',
    {
      onRequest: authenticate,
      schema: { tags: ['summaries'], params: IdParamsSchema, response: { 200: SummarySchema, ...errors } },
    },
    async (request) => service.get(request.userId, request.params.id),
  );

  app.put(
    '/api/summaries/:id',
    {
      onRequest: authenticate,
      schema: {
        tags: ['summaries'],
        params: IdParamsSchema,
        body: UpdateSummaryRequestSchema,
        response: { 200: SummarySchema, ...errors },
      },
    },
    async (request) => service.update(request.userId, request.params.id, request.body),
  );

  app.delete(
    '/api/summaries/:id',
    {
      onRequest: authenticate,
      schema: {
        tags: ['summaries'],
        params: IdParamsSchema,
        response: { 200: z.object({ success: z.literal(true) }), ...errors },
      },
    },
    async (request) => {
      await service.delete(request.userId, request.params.id);
      return { success: true as const };
    },
  );
};
