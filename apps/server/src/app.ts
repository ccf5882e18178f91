import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Adapters } from './adapters/create-adapters.js';
import type { AppConfig } from './config/config.js';
import { createAuthenticate } from './core/authenticate.js';
import { systemClock, type Clock } from './core/clock.js';
import { registerErrorHandling } from './core/error-handler.js';
import { SessionTokens } from './core/session-tokens.js';
import type { Db } from './db/database.js';
import { AuthRepository } from './features/auth/auth.repository.js';
import { authRoutes } from './features/auth/auth.routes.js';
import { AuthService } from './features/auth/auth.service.js';
import { LoginAttempts } from './features/auth/login-attempts.js';
import { argon2Hasher, type PasswordHasher } from './features/auth/password-hasher.js';
import { healthRoutes } from './features/health/health.routes.js';

export interface AppDeps {
  config: AppConfig;
  db: Db;
  adapters: Adapters;
  clock?: Clock;
  hasher?: PasswordHasher;
  /** A pino instance (production), false (tests), or unset for the default options. */
  logger?: FastifyBaseLogger | false;
}

export const JSON_BODY_LIMIT = 1024 * 1024;

const here = path.dirname(fileURLToPath(import.meta.url));
/** apps/server/{src,dist}/ → apps/web/dist */
const defaultWebDist = path.resolve(here, '../../web/dist');

/** Keeps reset tokens out of request logs. */
const redactUrl = (url: string) =>
  url.replace(/(verify-reset-token\/)[^/?#]+/, '$1[redacted]').replace(/([?&]token=)[^&#]+/, '$1[redacted]');

export function defaultLogger(level: string) {
  return {
    level,
    redact: [
      'req.headers.authorization',
      'req.headers.cookie',
      '*.password',
      '*.newPassword',
      '*.currentPassword',
      '*.token',
    ],
    serializers: {
      req: (req: { method: string; url: string; ip?: string }) => ({
        method: req.method,
        url: redactUrl(req.url),
        ip: req.ip,
      }),
    },
  };
}

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, db, adapters } = deps;
  const clock = deps.clock ?? systemClock;

  const app = Fastify({
    ...(deps.logger ? { loggerInstance: deps.logger } : { logger: deps.logger ?? defaultLogger(config.logLevel) }),
    bodyLimit: JSON_BODY_LIMIT,
    trustProxy: false,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Radix and the charts set inline style attributes; no inline scripts are allowed.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        mediaSrc: ["'self'", 'blob:'],
        connectSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        workerSrc: ["'self'", 'blob:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });

  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: () => ({ statusCode: 429, message: 'Too many requests. Please try again later.' }),
  });

  await app.register(swagger, {
    openapi: {
      info: { title: 'Revisely API', version: '1.0.0', description: 'JSON API of the Revisely study app.' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transform: jsonSchemaTransform,
  });

  const tokens = new SessionTokens(config.jwtSecret, clock);
  const authenticate = createAuthenticate(db, tokens);
  const authService = new AuthService({
    repo: new AuthRepository(db),
    hasher: deps.hasher ?? argon2Hasher,
    tokens,
    mailer: adapters.mailer,
    clock,
    attempts: new LoginAttempts(clock),
    appUrl: config.appUrl,
    log: app.log,
  });

  await app.register(healthRoutes, { db });
  await app.register(authRoutes, {
    service: authService,
    authenticate,
    authRateLimitPerHour: config.authRateLimitPerHour,
  });

  app.get('/api/docs/openapi.json', { schema: { hide: true } }, async () => app.swagger());

  const webDist = config.webDistDir ? path.resolve(config.webDistDir) : defaultWebDist;
  const hasWeb = existsSync(path.join(webDist, 'index.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, { root: webDist, wildcard: false, index: false, maxAge: '1h' });
    // Hashed assets never change; index.html must always be revalidated.
    app.addHook('onSend', async (request, reply) => {
      if (request.url.startsWith('/assets/')) reply.header('cache-control', 'public, max-age=31536000, immutable');
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '';
    if (pathname.startsWith('/api/') || pathname === '/api' || !['GET', 'HEAD'].includes(request.method)) {
      return reply.status(404).send({ error: 'Not found' });
    }
    if (!hasWeb) return reply.status(404).send({ error: 'Web app not built. Run npm run build.' });
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });

  app.addHook('onClose', async () => {
    await authService.drain();
    adapters.mailer.close?.();
  });

  return app;
}
