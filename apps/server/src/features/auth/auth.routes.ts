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
import type { AuthService } from './auth.service.js';

export interface AuthRoutesOptions {
  service: AuthService;
  authenticate: Authenticate;
  authRateLimitPerHour: number;
}

const errors = {
  400: ErrorResponseSchema,
  401: ErrorResponseSchema,
  409: ErrorResponseSchema,
  429: ErrorResponseSchema,
};

export const authRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (
  app,
  { service, authenticate, authRateLimitPerHour },
) => {
  const hourlyBudget = { rateLimit: { max: authRateLimitPerHour, timeWindow: '1 hour' } };

  app.post(
    '/api/auth/register',
    {
      config: hourlyBudget,
      schema: { tags: ['auth'], body: RegisterRequestSchema, response: { 201: AuthResponseSchema, ...errors } },
    },
    async (request, reply) => reply.status(201).send(await service.register(request.body)),
  );

  app.post(
    '/api/auth/login',
    { schema: { tags: ['auth'], body: LoginRequestSchema, response: { 200: AuthResponseSchema, ...errors } } },
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
      config: hourlyBudget,
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
      config: hourlyBudget,
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
    async (request) => service.changePassword(request.userId, request.body),
  );
};
