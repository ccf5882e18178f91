import {
  DueReviewResponseSchema,
  ErrorResponseSchema,
  IdParamsSchema,
  ReviewRequestSchema,
  ReviewResponseSchema,
  StudyAllResponseSchema,
  StudyResponseSchema,
  UndoReviewRequestSchema,
  UndoReviewResponseSchema,
} from '@revisely/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Authenticate } from '../../core/authenticate.js';
import { sendSerializedOnce } from '../../core/serialize-once.js';
import type { StudyService } from './study.service.js';

const errors = { 400: ErrorResponseSchema, 401: ErrorResponseSchema, 404: ErrorResponseSchema };
const reviewErrors = { ...errors, 409: ErrorResponseSchema };

export const studyRoutes: FastifyPluginAsyncZod<{ service: StudyService; authenticate: Authenticate }> = async (
  app,
  { service, authenticate },
) => {
  app.get(
    '/api/decks/:id/study',
    {
      onRequest: authenticate,
      schema: { tags: ['study'], params: IdParamsSchema, response: { 200: StudyResponseSchema, ...errors } },
    },
    async (r) => service.studySession(r.userId, r.params.id, r.timeZone),
  );
  app.post(
    '/api/decks/:id/review',
    {
      onRequest: authenticate,
      schema: {
        tags: ['study'],
        params: IdParamsSchema,
        body: ReviewRequestSchema,
        response: { 200: ReviewResponseSchema, ...reviewErrors },
      },
    },
    async (r) => service.review(r.userId, r.params.id, r.timeZone, r.body),
  );
  app.get(
    '/api/study/all',
    {
      onRequest: authenticate,
      schema: {
        tags: ['study'],
        description:
          "Every deck's due cards in one session: learning and review cards in due order (learning cards due within the learn-ahead window included), then new cards within each deck's daily allowance.",
        response: { 200: StudyAllResponseSchema, ...errors },
      },
    },
    async (r) => service.studyAll(r.userId, r.timeZone),
  );
  app.post(
    '/api/study/undo',
    {
      onRequest: authenticate,
      schema: {
        tags: ['study'],
        description:
          "Takes back the user's latest review in one transaction: restores the card's scheduling state from before the rating, deletes the review log, takes back its XP (and the activity day it started, if nothing else happened that day). 409 when `reviewId` is not the latest review or there is none; 404 when `reviewId` is not one of the user's reviews.",
        body: UndoReviewRequestSchema.nullish(),
        response: { 200: UndoReviewResponseSchema, ...reviewErrors },
      },
    },
    async (r) => service.undo(r.userId, r.timeZone, r.body ?? {}),
  );
  app.post(
    '/api/decks/:id/review/undo',
    {
      onRequest: authenticate,
      schema: {
        tags: ['study'],
        description:
          "The same as `POST /api/study/undo`, for a review of this deck: 409 when the latest review is of another deck; 404 when the deck is not the user's.",
        params: IdParamsSchema,
        body: UndoReviewRequestSchema.nullish(),
        response: { 200: UndoReviewResponseSchema, ...reviewErrors },
      },
    },
    async (r) => service.undo(r.userId, r.timeZone, r.body ?? {}, r.params.id),
  );
  app.get(
    '/api/flashcards/review/due',
    { onRequest: authenticate, schema: { tags: ['study'], response: { 200: DueReviewResponseSchema, ...errors } } },
    // The same cached queue object is served until the user's cards change.
    async (r, reply) => sendSerializedOnce(reply, DueReviewResponseSchema, await service.due(r.userId, r.timeZone)),
  );
};
