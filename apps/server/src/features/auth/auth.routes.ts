import {
  AuthResponseSchema,
  ChangePasswordRequestSchema,
  ChangePasswordResponseSchema,
  ErrorResponseSchema,
  LoginRequestSchema,
  PasswordResetRequestResponseSchema,
  PasswordResetRequestSchema,
  RegisterRequestSchema,
  ResetPasswordRequestSchema,
  SetupUsernameRequestSchema,
  SuccessMessageResponseSchema,
  UpdateProfileRequestSchema,
  UserSchema,
  VerifyResetTokenParamsSchema,
  VerifyResetTokenResponseSchema,
} from '@revisely/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Authenticate } from '../../core/authenticate.js';
import type { RateLimiter } from '../../core/rate-limiter.js';
import { routeRateLimit } from '../../core/route-rate-limit.js';
import type { AuthService } from './auth.service.js';

export interface AuthRoutesOptions {
  service: AuthService;
  authenticate: Authenticate;
  /** Counters shared by every app server (the database), per client address. */
  limiter: RateLimiter;
  authRateLimitPerHour: number;
  loginRateLimitPer15Min: number;
}

const HOUR_MS = 60 * 60 * 1000;

const errors = {
  400: ErrorResponseSchema,
  401: ErrorResponseSchema,
  409: ErrorResponseSchema,
  429: ErrorResponseSchema,
  503: ErrorResponseSchema,
};

export const authRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (
  app,
  { service, authenticate, limiter, authRateLimitPerHour, loginRateLimitPer15Min },
) => {
  const hourly = (name: string) => routeRateLimit(limiter, { name, max: authRateLimitPerHour, windowMs: HOUR_MS });
  // Every sign-in costs an argon2 hash, even for an unknown email, so a flood is capped per address.
  const loginLimit = routeRateLimit(limiter, {
    name: 'route-login',
    max: loginRateLimitPer15Min,
    windowMs: HOUR_MS / 4,
  });

  app.post(
    '/api/auth/register',
    {
      onRequest: hourly('route-register'),
      schema: { tags: ['auth'], body: RegisterRequestSchema, response: { 201: AuthResponseSchema, ...errors } },
    },
    async (request, reply) => reply.status(201).send(await service.register(request.body)),
  );

  app.post(
    '/api/auth/login',
    {
      onRequest: loginLimit,
      schema: { tags: ['auth'], body: LoginRequestSchema, response: { 200: AuthResponseSchema, ...errors } },
    },
    async (request) => service.login(request.body, request.ip),
  );

  app.get(
    '/api/auth/me',
    { onRequest: authenticate, schema: { tags: ['auth'], response: { 200: UserSchema, 401: ErrorResponseSchema } } },
    async (request) => service.me(request.userId),
  );

  app.put(
    '/api/auth/setup-username',
    {
      onRequest: authenticate,
      schema: { tags: ['auth'], body: SetupUsernameRequestSchema, response: { 200: UserSchema, ...errors } },
    },
    async (request) => service.setupUsername(request.userId, request.body.username),
  );

  app.put(
    '/api/user/profile',
    {
      onRequest: authenticate,
      schema: { tags: ['user'], body: UpdateProfileRequestSchema, response: { 200: UserSchema, ...errors } },
    },
    async (request) => service.updateProfile(request.userId, request.body),
  );

  app.post(
    '/api/auth/password-reset-request',
    {
      onRequest: hourly('route-reset-request'),
      schema: {
        tags: ['auth'],
        body: PasswordResetRequestSchema,
        response: { 200: PasswordResetRequestResponseSchema, ...errors },
      },
    },
    async (request) => service.requestPasswordReset(request.body.email),
  );

  app.get(
    '/api/auth/verify-reset-token/:token',
    {
      schema: {
        tags: ['auth'],
        params: VerifyResetTokenParamsSchema,
        response: { 200: VerifyResetTokenResponseSchema, 400: ErrorResponseSchema },
      },
    },
    async (request) => service.verifyResetToken(request.params.token),
  );

  app.post(
    '/api/auth/reset-password',
    {
      onRequest: hourly('route-reset-password'),
      schema: {
        tags: ['auth'],
        body: ResetPasswordRequestSchema,
        response: { 200: SuccessMessageResponseSchema, ...errors },
      },
    },
    async (request) => service.resetPassword(request.body),
  );

  app.post(
    '/api/auth/change-password',
    {
      onRequest: authenticate,
      schema: {
        tags: ['auth'],
        body: ChangePasswordRequestSchema,
        response: { 200: ChangePasswordResponseSchema, ...errors },
      },
    },
    async (request) => service.changePassword(request.userId, request.body, request.ip),
  );
};
