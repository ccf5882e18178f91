import type { FastifyReply, FastifyRequest } from 'fastify';
import { clientAddressKey } from './client-address.js';
import type { RateLimiter, RateLimitRule } from './rate-limiter.js';

export const TOO_MANY_REQUESTS = 'Too many requests. Please try again later.';

/**
 * An onRequest hook that counts each call per client address (request.ip, which honours
 * X-Forwarded-For only when TRUST_PROXY says so) and answers 429 with Retry-After once the
 * address is over the rule. It runs before the body is read, so a flood costs no parsing.
 */
export function routeRateLimit(limiter: RateLimiter, rule: RateLimitRule) {
  return async function rateLimitHook(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | void> {
    const state = await limiter.hit(rule, clientAddressKey(request.ip));
    if (!state.limited) return;
    // Returning the reply tells Fastify the hook answered; the handler does not run.
    return reply
      .status(429)
      .header('retry-after', String(Math.max(1, Math.ceil(state.retryAfterMs / 1000))))
      .send({ error: TOO_MANY_REQUESTS });
  };
}
