import {
  DueNowResponseSchema,
  DueReviewResponseSchema,
  ErrorResponseSchema,
  IdParamsSchema,
  OfflineQueueQuerySchema,
  OfflineQueueResponseSchema,
  ReviewRequestSchema,
  ReviewResponseSchema,
  StudyAllResponseSchema,
  StudyResponseSchema,
  UndoReviewRequestSchema,
  UndoReviewResponseSchema,
} from '@revisely/contracts';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Authenticate, DeferredAuthenticate } from '../../core/authenticate.js';
import { dueQueueJson } from './due-queue-json.js';
import type { ReviewService } from './review.service.js';
import type { StudyService } from './study.service.js';

const errors = { 400: ErrorResponseSchema, 401: ErrorResponseSchema, 404: ErrorResponseSchema };
const reviewErrors = { ...errors, 409: ErrorResponseSchema, 422: ErrorResponseSchema };

export const studyRoutes: FastifyPluginAsyncZod<{
  service: StudyService;
  /** The writes: a rating, its undo, "Add to today's reviews" (each owns its transaction). */
  reviews: ReviewService;
  authenticate: Authenticate;
  /** For the review: on a shared database its session row is read with its card (ADR 0036). */
  authenticateWithCard: DeferredAuthenticate;
}> = async (app, { service, reviews, authenticate, authenticateWithCard }) => {
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
      ...authenticateWithCard,
      schema: {
        tags: ['study'],
        params: IdParamsSchema,
        body: ReviewRequestSchema,
        response: { 200: ReviewResponseSchema, ...reviewErrors },
      },
    },
    async (r) => reviews.review(r.userId, r.params.id, r.pendingSession ?? r.timeZone, r.body),
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
  app.get(
    '/api/study/offline-queue',
    {
      onRequest: authenticate,
      schema: {
        tags: ['study'],
        description:
          "What the app keeps in IndexedDB to study offline (ADR 0023): every deck's learning and review cards due within `days` (default 3, at most 7), then new cards for those days within the daily allowance, each with its stored FSRS state; at most 2,000 cards (`truncated`). Offline reviews come back through `POST /api/decks/{id}/review` with `reviewedAt`.",
        querystring: OfflineQueueQuerySchema,
        response: { 200: OfflineQueueResponseSchema, ...errors },
      },
    },
    async (r) => service.offlineQueue(r.userId, r.timeZone, r.query.days),
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
    async (r) => reviews.undo(r.userId, r.timeZone, r.body ?? {}),
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
    async (r) => reviews.undo(r.userId, r.timeZone, r.body ?? {}, r.params.id),
  );
  app.post(
    '/api/study/cards/:id/due-now',
    {
      onRequest: authenticate,
      schema: {
        tags: ['study'],
        description:
          '"Add to today\'s reviews" after a wrong practice answer (ADR 0022): the card becomes due now, keeping its FSRS state (an early review is scheduled from the days elapsed). A new card or one already due is returned unchanged; 422 when it is due more than 7 days from now; 404 when it is not the user\'s.',
        params: IdParamsSchema,
        response: { 200: DueNowResponseSchema, ...reviewErrors },
      },
    },
    async (r) => reviews.dueNow(r.userId, r.params.id),
  );
  app.get(
    '/api/flashcards/review/due',
    { onRequest: authenticate, schema: { tags: ['study'], response: { 200: DueReviewResponseSchema, ...errors } } },
    // The cached queue, and the cards it keeps across reviews, are serialized once (due-queue-json.ts).
    async (r, reply) =>
      (reply as FastifyReply)
        .type('application/json; charset=utf-8')
        .send(dueQueueJson(await service.due(r.userId, r.timeZone, r.studyVersion))),
  );
};
