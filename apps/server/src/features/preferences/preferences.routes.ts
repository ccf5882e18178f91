import {
  DeletePushSubscriptionRequestSchema,
  ErrorResponseSchema,
  PreferencesSchema,
  PushSubscriptionRequestSchema,
  UpdatePreferencesRequestSchema,
  VapidPublicKeyResponseSchema,
} from '@revisely/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { PushSender } from '../../adapters/push/push-sender.js';
import type { Authenticate } from '../../core/authenticate.js';
import type { PreferencesService } from './preferences.service.js';
import { unsubscribePage } from './unsubscribe-page.js';

export const UNSUBSCRIBE_DONE = 'Email reminders are off';
export const UNSUBSCRIBE_INVALID = 'This unsubscribe link is invalid or has expired';

const errors = { 400: ErrorResponseSchema, 401: ErrorResponseSchema };

export const preferencesRoutes: FastifyPluginAsyncZod<{
  service: PreferencesService;
  push: PushSender;
  authenticate: Authenticate;
  appUrl: string;
}> = async (app, { service, push, authenticate, appUrl }) => {
  const tags = ['preferences'];

  app.get(
    '/api/user/preferences',
    { onRequest: authenticate, schema: { tags, response: { 200: PreferencesSchema, ...errors } } },
    async (request) => service.get(request.userId),
  );

  app.put(
    '/api/user/preferences',
    {
      onRequest: authenticate,
      schema: { tags, body: UpdatePreferencesRequestSchema, response: { 200: PreferencesSchema, ...errors } },
    },
    async (request) => service.update(request.userId, request.body),
  );

  app.get(
    '/api/push/vapid-public-key',
    { onRequest: authenticate, schema: { tags, response: { 200: VapidPublicKeyResponseSchema, ...errors } } },
    async () => ({ publicKey: await push.publicKey() }),
  );

  app.post(
    '/api/user/push-subscriptions',
    {
      onRequest: authenticate,
      schema: {
        tags,
        body: PushSubscriptionRequestSchema,
        response: { 201: z.object({ subscribed: z.literal(true) }), ...errors },
      },
    },
    async (request, reply) => {
      await service.subscribePush(request.userId, request.body);
      return reply.status(201).send({ subscribed: true });
    },
  );

  app.delete(
    '/api/user/push-subscriptions',
    {
      onRequest: authenticate,
      schema: { tags, body: DeletePushSubscriptionRequestSchema, response: { 204: z.null(), ...errors } },
    },
    async (request, reply) => {
      await service.unsubscribePush(request.userId, request.body.endpoint);
      return reply.status(204).send(null);
    },
  );

  // Public: the link in a reminder mail works without signing in; the signed token is the proof.
  const unsubscribe = async (request: FastifyRequest, reply: FastifyReply, token: string | undefined) => {
    const done = token ? await service.unsubscribeEmail(token) : false;
    const wantsHtml = (request.headers.accept ?? '').includes('text/html');
    reply.header('cache-control', 'no-store').header('referrer-policy', 'no-referrer');
    if (!wantsHtml) {
      return done
        ? reply.status(200).send({ unsubscribed: true })
        : reply.status(400).send({ error: UNSUBSCRIBE_INVALID });
    }
    return reply
      .status(done ? 200 : 400)
      .type('text/html; charset=utf-8')
      .send(unsubscribePage(done ? UNSUBSCRIBE_DONE : UNSUBSCRIBE_INVALID, done, appUrl));
  };
  const query = z.object({ token: z.string().max(2048).optional() });
  app.get('/api/reminders/unsubscribe', { schema: { tags, querystring: query, hide: true } }, (request, reply) =>
    unsubscribe(request, reply, request.query.token),
  );
  // RFC 8058 one-click: mail apps POST to the List-Unsubscribe URL (token in the query string).
  app.post('/api/reminders/unsubscribe', { schema: { tags, querystring: query, hide: true } }, (request, reply) =>
    unsubscribe(request, reply, request.query.token),
  );
};
