import {
  AddCardsRequestSchema,
  CreateDeckRequestSchema,
  CreateDeckResponseSchema,
  DeckCardsPageQuerySchema,
  DeckSchema,
  DeckWithCardsSchema,
  ErrorResponseSchema,
  FlashcardSchema,
  GenerateFromSummaryRequestSchema,
  GenerateResponseSchema,
  HighYieldQuerySchema,
  HighYieldResponseSchema,
  IdParamsSchema,
  UpdateCardRequestSchema,
  UpdateDeckRequestSchema,
} from '@revisely/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Authenticate } from '../../core/authenticate.js';
import type { UserQuotas } from '../../core/user-quota.js';
import { cardsPageSerializer, deckWithCardsSerializer } from './card-page-serializer.js';
import type { DecksService } from './decks.service.js';

/** 1,000 cards of up to 5,000 characters each on both sides can exceed the 1 MB default. */
const CARDS_BODY_LIMIT = 16 * 1024 * 1024;
const errors = { 400: ErrorResponseSchema, 401: ErrorResponseSchema, 404: ErrorResponseSchema };
const success = z.object({ success: z.literal(true) });
const CardIdParams = z.object({ cardId: z.string().min(1).max(100) });
const DeckIdParams = z.object({ deckId: z.string().min(1).max(100) });

export const decksRoutes: FastifyPluginAsyncZod<{
  service: DecksService;
  authenticate: Authenticate;
  quotas: Pick<UserQuotas, 'generation' | 'highYield'>;
}> = async (app, { service, authenticate, quotas }) => {
  const tags = ['decks'];
  app.get(
    '/api/flashcards/decks',
    { onRequest: authenticate, schema: { tags, response: { 200: z.array(DeckSchema), ...errors } } },
    async (r) => service.list(r.userId, r.timeZone),
  );
  app.get(
    '/api/flashcards/decks/:id',
    {
      onRequest: authenticate,
      schema: {
        tags,
        params: IdParamsSchema,
        querystring: DeckCardsPageQuerySchema,
        response: { 200: DeckWithCardsSchema, ...errors },
      },
      serializerCompiler: deckWithCardsSerializer,
    },
    async (r) => service.get(r.userId, r.params.id, r.timeZone, r.query),
  );
  app.get(
    '/api/flashcards/decks/:id/cards',
    {
      onRequest: authenticate,
      schema: {
        tags,
        params: IdParamsSchema,
        querystring: DeckCardsPageQuerySchema,
        response: { 200: z.array(FlashcardSchema), ...errors },
      },
      serializerCompiler: cardsPageSerializer,
    },
    async (r) => service.cards(r.userId, r.params.id, r.query),
  );
  app.post(
    '/api/flashcards/decks',
    {
      onRequest: authenticate,
      bodyLimit: CARDS_BODY_LIMIT,
      schema: { tags, body: CreateDeckRequestSchema, response: { 201: CreateDeckResponseSchema, ...errors } },
    },
    async (r, reply) => reply.status(201).send(await service.create(r.userId, r.timeZone, r.body)),
  );
  app.put(
    '/api/flashcards/decks/:id',
    {
      onRequest: authenticate,
      schema: { tags, params: IdParamsSchema, body: UpdateDeckRequestSchema, response: { 200: DeckSchema, ...errors } },
    },
    async (r) => service.update(r.userId, r.params.id, r.timeZone, r.body),
  );
  app.delete(
    '/api/flashcards/decks/:id',
    { onRequest: authenticate, schema: { tags, params: IdParamsSchema, response: { 200: success, ...errors } } },
    async (r) => {
      await service.delete(r.userId, r.params.id);
      return { success: true as const };
    },
  );
  app.post(
    '/api/flashcards/decks/:id/cards',
    {
      onRequest: authenticate,
      bodyLimit: CARDS_BODY_LIMIT,
      schema: {
        tags,
        params: IdParamsSchema,
        body: AddCardsRequestSchema,
        response: { 201: z.union([FlashcardSchema, z.object({ cards: z.array(FlashcardSchema) })]), ...errors },
      },
    },
    async (r, reply) => {
      const body = r.body;
      if (body.cards !== undefined) {
        return reply.status(201).send({ cards: await service.addCards(r.userId, r.params.id, body.cards) });
      }
      return reply.status(201).send(await service.addCard(r.userId, r.params.id, body));
    },
  );
  app.put(
    '/api/flashcards/:cardId',
    {
      onRequest: authenticate,
      schema: {
        tags,
        params: CardIdParams,
        body: UpdateCardRequestSchema,
        response: { 200: FlashcardSchema, ...errors },
      },
    },
    async (r) => service.updateCard(r.userId, r.params.cardId, r.body),
  );
  app.delete(
    '/api/flashcards/:cardId',
    { onRequest: authenticate, schema: { tags, params: CardIdParams, response: { 200: success, ...errors } } },
    async (r) => {
      await service.deleteCard(r.userId, r.params.cardId);
      return { success: true as const };
    },
  );
  app.post(
    '/api/flashcards/generate-from-summary',
    {
      onRequest: [authenticate, quotas.generation],
      schema: { tags, body: GenerateFromSummaryRequestSchema, response: { 201: GenerateResponseSchema, ...errors } },
    },
    async (r, reply) => reply.status(201).send(await service.generate(r.userId, r.timeZone, r.body)),
  );
  app.post(
    '/api/decks/:deckId/generate-from-summary',
    {
      onRequest: [authenticate, quotas.generation],
      schema: {
        tags,
        params: DeckIdParams,
        body: GenerateFromSummaryRequestSchema,
        response: { 201: GenerateResponseSchema, ...errors },
      },
    },
    async (r, reply) => reply.status(201).send(await service.generate(r.userId, r.timeZone, r.body, r.params.deckId)),
  );
  app.get(
    '/api/high-yield/deck',
    {
      onRequest: [authenticate, quotas.highYield],
      schema: { tags, querystring: HighYieldQuerySchema, response: { 200: HighYieldResponseSchema, ...errors } },
    },
    async (r) => ({ cards: await service.highYield(r.userId, r.query.topic) }),
  );
};
