import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AccessBodySchema,
  AccessResponseSchema,
  CoachUsageSchema,
  CreateUserResponseSchema,
  EmailBodySchema,
  ErrorResponseSchema,
  PaymentIntentBodySchema,
  PaymentIntentResponseSchema,
  PaymentVerificationResponseSchema,
  VerifyPaymentBodySchema,
  FavoritesResponseSchema,
  ProgressBodySchema,
  SchoolProgressSchema,
  UserProfileSchema,
} from '@ai4n/shared';
import type { FastifyRequest } from 'fastify';
import type { ProfileService } from './profile-service.js';
import { HttpError } from '../../plugins/errors.js';
import type { CoachService } from '../coach/coach-service.js';
import { optionalBearer, requireBearer } from '../../lib/bearer.js';
import type { AccountService } from './account-service.js';
import type { TokenSigner } from './user-auth.js';

const UserIdParamSchema = z.object({ id: z.uuid() });

export const userRoutes: FastifyPluginAsyncZod<{ accounts: AccountService; coach: CoachService; profiles: ProfileService; tokens: TokenSigner; perMinute: number }> = async (
  app,
  options,
) => {
  const limited = { rateLimit: { max: options.perMinute, timeWindow: '1 minute' } };

  /** A user token reaches only its own user. */
  async function ownUser(request: FastifyRequest, id: string): Promise<string> {
    const { userId } = await requireBearer(request, options.tokens);
    if (userId !== id) throw new HttpError(403, 'You can only reach your own account.');
    return userId;
  }
  const own = { tags: ['users'], params: UserIdParamSchema };
  const FavoriteParamsSchema = z.object({ id: z.uuid(), promptId: z.uuid() });
  const errors = { 401: ErrorResponseSchema, 403: ErrorResponseSchema, 404: ErrorResponseSchema };

  app.get('/users/:id', { schema: { ...own, summary: 'Your account', response: { 200: UserProfileSchema, ...errors } } }, async (request) =>
    options.profiles.profile(await ownUser(request, request.params.id)),
  );
  app.put('/users/:id/progress', { schema: { ...own, summary: 'Save course progress', body: ProgressBodySchema, response: { 200: SchoolProgressSchema, ...errors } } }, async (request) =>
    options.profiles.saveProgress(await ownUser(request, request.params.id), request.body),
  );
  app.get('/users/:id/favorites', { schema: { ...own, summary: 'Your favorite prompts', response: { 200: FavoritesResponseSchema, ...errors } } }, async (request) =>
    options.profiles.favorites(await ownUser(request, request.params.id)),
  );
  app.post('/users/:id/favorites/:promptId', { schema: { tags: ['users'], params: FavoriteParamsSchema, response: { 200: FavoritesResponseSchema, ...errors } } }, async (request) =>
    options.profiles.addFavorite(await ownUser(request, request.params.id), request.params.promptId),
  );
  app.delete('/users/:id/favorites/:promptId', { schema: { tags: ['users'], params: FavoriteParamsSchema, response: { 200: FavoritesResponseSchema, ...errors } } }, async (request) =>
    options.profiles.removeFavorite(await ownUser(request, request.params.id), request.params.promptId),
  );

  app.post(
    '/users/create',
    { config: limited, schema: { tags: ['users'], summary: 'Register an email (the answer is the same whether or not it has an account)', body: EmailBodySchema, response: { 202: CreateUserResponseSchema } } },
    async (request, reply) => reply.status(202).send(await options.accounts.createUser(request.body.email)),
  );
  app.post('/users/sign-out', { schema: { tags: ['users'], summary: "End the bearer token's session", response: { 204: z.null().describe('Signed out'), 401: ErrorResponseSchema } } }, async (request, reply) => {
    await options.accounts.signOut((await requireBearer(request, options.tokens)).sessionId);
    return reply.status(204).send(null);
  });
  app.post(
    '/users/:id/access-code',
    { config: limited, schema: { ...own, summary: 'Replace your access code (signs out every other session)', response: { 200: AccessResponseSchema, ...errors } } },
    async (request) => options.accounts.changeAccessCode(await ownUser(request, request.params.id)),
  );
  app.post('/users/verify', { config: limited, schema: { tags: ['users'], body: AccessBodySchema, response: { 200: z.object({ verified: z.boolean() }) } } }, async (request) => ({
    verified: await options.accounts.verify(request.body.email, request.body.accessCode),
  }));
  app.post(
    '/users/verify-access',
    { config: limited, schema: { tags: ['users'], summary: 'Log in with email and access code', body: AccessBodySchema, response: { 200: AccessResponseSchema, 401: ErrorResponseSchema } } },
    async (request) => options.accounts.verifyAccess(request.body.email, request.body.accessCode),
  );
  app.post(
    '/users/payment-intent',
    { config: limited, schema: { tags: ['payments'], body: PaymentIntentBodySchema, response: { 200: PaymentIntentResponseSchema } } },
    async (request) => options.accounts.createPaymentIntent(request.body.email, request.headers['idempotency-key'] as string | undefined),
  );
  app.post(
    '/users/verify-payment',
    { config: limited, schema: { tags: ['payments'], summary: 'Grant the credits of a succeeded payment', body: VerifyPaymentBodySchema, response: { 200: PaymentVerificationResponseSchema, 402: ErrorResponseSchema, 404: ErrorResponseSchema } } },
    async (request) => options.accounts.verifyPayment(request.body.email, request.body.clientSecret, await optionalBearer(request, options.tokens)),
  );
  app.post(
    '/users/:id/prompt-coach/usage',
    { schema: { tags: ['users'], summary: "The user's coach usage", params: UserIdParamSchema, response: { 200: CoachUsageSchema, 401: ErrorResponseSchema, 403: ErrorResponseSchema } } },
    async (request) => {
      const userId = await ownUser(request, request.params.id);
      return options.coach.usage({ userId, sessionId: '00000000-0000-0000-0000-000000000000', ipHash: '' });
    },
  );
};
