import type { FastifyReply } from 'fastify';
import type { z } from 'zod';

const serialized = new WeakMap<object, string>();

/**
 * Sends a response object that the service hands out again and again unchanged (a cached queue)
 * as JSON validated against its schema once, instead of re-validating and re-stringifying it on
 * every request. A string with a JSON content type bypasses the route's serializer, so this is
 * only for objects that are never mutated after they are built.
 */
export function sendSerializedOnce<S extends z.ZodType>(reply: FastifyReply, schema: S, value: z.input<S> & object) {
  let json = serialized.get(value);
  if (json === undefined) {
    json = JSON.stringify(schema.parse(value));
    serialized.set(value, json);
  }
  return reply.type('application/json; charset=utf-8').send(json);
}
