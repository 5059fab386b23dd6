import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AccessBodySchema,
  AccessCheckResponseSchema,
  AccessResponseSchema,
  CreateUserResponseSchema,
  EmailBodySchema,
  FavoriteParamsSchema,
  FavoritesResponseSchema,
  ProgressBodySchema,
  SchoolProgressSchema,
  SignOutResponseSchema,
  UserIdParamSchema,
  UserProfileSchema,
  PROFILE_WRITES_PER_MINUTE,
} from '@ai4n/shared';
import type { AccountService } from './account-service.js';
import type { ProfileService } from './profile-service.js';
import { errorResponses } from '../../plugins/errors.js';

/** Accounts and their own data. Payments: modules/payments; coach usage: modules/coach. */
export const userRoutes: FastifyPluginAsyncZod<{
  accounts: AccountService;
  profiles: ProfileService;
  perMinute: number;
}> = async (app, options) => {
  const limited = { rateLimit: { max: options.perMinute, timeWindow: '1 minute' } };
  // A user token reaches only its own user.
  const own = { config: { auth: 'own-user' as const } };
  // Writes to the account's own collections: bounded in size (the service) and in rate (here).
  const ownWrite = {
    config: { auth: 'own-user' as const, rateLimit: { max: PROFILE_WRITES_PER_MINUTE, timeWindow: '1 minute' } },
  };
  const writeErrors = errorResponses(400, 401, 403, 404, 429);
  const ownSchema = { tags: ['users'], params: UserIdParamSchema };
  const errors = errorResponses(401, 403, 404);

  app.get(
    '/users/:id',
    { ...own, schema: { ...ownSchema, summary: 'Your account', response: { 200: UserProfileSchema, ...errors } } },
    async (request) => options.profiles.profile(request.user!.userId),
  );
  app.put(
    '/users/:id/progress',
    {
      ...ownWrite,
      schema: {
        ...ownSchema,
        summary: 'Save course progress',
        body: ProgressBodySchema,
        response: { 200: SchoolProgressSchema, ...writeErrors },
      },
    },
    async (request) => options.profiles.saveProgress(request.user!.userId, request.body),
  );
  app.get(
    '/users/:id/favorites',
    {
      ...own,
      schema: { ...ownSchema, summary: 'Your favorite prompts', response: { 200: FavoritesResponseSchema, ...errors } },
    },
    async (request) => options.profiles.favorites(request.user!.userId),
  );
  app.post(
    '/users/:id/favorites/:promptId',
    {
      ...ownWrite,
      schema: {
        tags: ['users'],
        params: FavoriteParamsSchema,
        response: { 200: FavoritesResponseSchema, ...writeErrors },
      },
    },
    async (request) => options.profiles.addFavorite(request.user!.userId, request.params.promptId),
  );
  app.delete(
    '/users/:id/favorites/:promptId',
    {
      ...ownWrite,
      schema: {
        tags: ['users'],
        params: FavoriteParamsSchema,
        response: { 200: FavoritesResponseSchema, ...writeErrors },
      },
    },
    async (request) => options.profiles.removeFavorite(request.user!.userId, request.params.promptId),
  );

  app.post(
    '/users/create',
    {
      config: limited,
      schema: {
        tags: ['users'],
        summary: 'Register an email (the answer is the same whether or not it has an account)',
        body: EmailBodySchema,
        response: { 202: CreateUserResponseSchema },
      },
    },
    async (request, reply) => reply.status(202).send(await options.accounts.createUser(request.body.email)),
  );
  app.post(
    '/users/sign-out',
    {
      config: { auth: 'user' },
      schema: {
        tags: ['users'],
        summary: "End the bearer token's session",
        response: { 204: SignOutResponseSchema, ...errorResponses(401) },
      },
    },
    async (request, reply) => {
      await options.accounts.signOut(request.user!.sessionId);
      return reply.status(204).send(null);
    },
  );
  app.post(
    '/users/:id/access-code',
    {
      config: { ...limited, auth: 'own-user' },
      schema: {
        ...ownSchema,
        summary: 'Mail yourself a new access code (signs out every other session)',
        response: { 200: AccessResponseSchema, ...errors },
      },
    },
    async (request) => options.accounts.changeAccessCode(request.user!),
  );
  app.post(
    '/users/verify',
    {
      config: limited,
      schema: { tags: ['users'], body: AccessBodySchema, response: { 200: AccessCheckResponseSchema } },
    },
    async (request) => ({
      verified: await options.accounts.verify(request.body.email, request.body.accessCode),
    }),
  );
  app.post(
    '/users/verify-access',
    {
      config: limited,
      schema: {
        tags: ['users'],
        summary: 'Log in with email and access code',
        body: AccessBodySchema,
        response: { 200: AccessResponseSchema, ...errorResponses(401) },
      },
    },
    async (request) => options.accounts.verifyAccess(request.body.email, request.body.accessCode),
  );
};
