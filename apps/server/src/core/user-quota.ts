import type { FastifyReply, FastifyRequest } from 'fastify';
import type { QuotaConfig } from '../config/config.js';
import type { RateLimiter } from './rate-limiter.js';

const HOUR_MS = 60 * 60 * 1000;

/** An onRequest hook placed after `authenticate`, so request.userId is known. */
export type UserQuota = (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply | void>;

export interface UserQuotas {
  ocr: UserQuota;
  summaries: UserQuota;
  generation: UserQuota;
  highYield: UserQuota;
  exports: UserQuota;
  feedback: UserQuota;
  imports: UserQuota;
}

/** "in 1 minute", "in 12 minutes": whole minutes, rounded up, never zero. */
export function quotaMessage(what: string, retryAfterMs: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterMs / 60_000));
  return `You have made too many ${what} in the last hour. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
}

/**
 * A per-user hourly budget for one expensive kind of call, counted in the shared rate-limit table
 * (core/rate-limiter.ts) so every app server enforces the same budget. It runs before the body is
 * read: an over-budget upload is refused without receiving it.
 */
export function userQuota(limiter: RateLimiter, name: string, max: number, what: string): UserQuota {
  const rule = { name: `quota-${name}`, max, windowMs: HOUR_MS };
  return async function quotaHook(request, reply) {
    const state = await limiter.hit(rule, request.userId);
    if (!state.limited) return;
    return reply
      .status(429)
      .header('retry-after', String(Math.max(1, Math.ceil(state.retryAfterMs / 1000))))
      .send({ error: quotaMessage(what, state.retryAfterMs) });
  };
}

export function createUserQuotas(limiter: RateLimiter, quotas: QuotaConfig): UserQuotas {
  return {
    ocr: userQuota(limiter, 'ocr', quotas.ocrPerHour, 'photo scans'),
    summaries: userQuota(limiter, 'summaries', quotas.summariesPerHour, 'summaries'),
    generation: userQuota(limiter, 'generation', quotas.generationPerHour, 'flashcard generations'),
    highYield: userQuota(limiter, 'high-yield', quotas.highYieldPerHour, 'high-yield suggestions'),
    exports: userQuota(limiter, 'exports', quotas.exportsPerHour, 'exports'),
    feedback: userQuota(limiter, 'feedback', quotas.feedbackPerHour, 'feedback submissions'),
    imports: userQuota(limiter, 'imports', quotas.importsPerHour, 'imports'),
  };
}
