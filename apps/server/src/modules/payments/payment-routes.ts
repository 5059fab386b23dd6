import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ErrorResponseSchema,
  PaymentHistorySchema,
  PaymentIntentBodySchema,
  PaymentIntentResponseSchema,
  PaymentVerificationResponseSchema,
  TestCardBodySchema,
  VerifyPaymentBodySchema,
} from '@ai4n/shared';
import { HttpError } from '../../plugins/errors.js';
import { optionalBearer, requireBearer } from '../../lib/bearer.js';
import type { AccountService } from '../users/account-service.js';
import type { TokenSigner } from '../users/user-auth.js';
import type { UserRepository } from '../users/user-repository.js';
import type { TestPaymentProvider } from './payment-provider.js';

export interface PaymentRouteOptions {
  accounts: AccountService;
  users: UserRepository;
  tokens: TokenSigner;
  /** Present only in the built-in test mode. */
  testProvider: TestPaymentProvider | null;
  /** Verifies a card-provider webhook; absent when no webhook secret is configured. */
  parseWebhook?: (rawBody: Buffer, signature: string) => { id: string; type: string; data: { object: unknown } };
  perMinute: number;
}

export const paymentRoutes: FastifyPluginAsyncZod<PaymentRouteOptions> = async (app, options) => {
  const limited = { rateLimit: { max: options.perMinute, timeWindow: '1 minute' } };

  app.post(
    '/payments/create-payment-intent',
    { config: limited, schema: { tags: ['payments'], summary: 'Start a $5 payment (the amount is set by the server)', body: PaymentIntentBodySchema, response: { 200: PaymentIntentResponseSchema } } },
    async (request) => options.accounts.createPaymentIntent(request.body.email, request.headers['idempotency-key'] as string | undefined),
  );
  app.post(
    '/payments/process-payment',
    { config: limited, schema: { tags: ['payments'], summary: 'Verify a payment with the provider and grant its credits once', body: VerifyPaymentBodySchema, response: { 200: PaymentVerificationResponseSchema, 402: ErrorResponseSchema, 404: ErrorResponseSchema } } },
    async (request) => options.accounts.verifyPayment(request.body.email, request.body.clientSecret, await optionalBearer(request, options.tokens)),
  );
  app.get(
    '/payments/:emailOrId/history',
    { schema: { tags: ['payments'], summary: "A user's own payments", params: z.object({ emailOrId: z.string().max(254) }), response: { 200: PaymentHistorySchema, 401: ErrorResponseSchema, 403: ErrorResponseSchema } } },
    async (request) => {
      const { userId } = await requireBearer(request, options.tokens);
      const user = await options.users.findById(userId);
      const key = request.params.emailOrId.toLowerCase();
      if (!user || (key !== user.id && key !== user.email)) throw new HttpError(403, 'You can only see your own payments.');
      return options.accounts.history(user.email);
    },
  );
  if (options.parseWebhook) {
    const parse = options.parseWebhook;
    await app.register(async (hook) => {
      // The signature covers the exact bytes sent, so this route reads the body raw (in place of
      // the app's own JSON parser, in this context only).
      hook.removeContentTypeParser('application/json');
      hook.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
      hook.post('/payments/webhook', { schema: { tags: ['payments'], summary: 'Signed card-provider events', hide: false } }, async (request, reply) => {
        let event;
        try {
          event = parse(request.body as Buffer, String(request.headers['stripe-signature'] ?? ''));
        } catch {
          throw new HttpError(400, 'Invalid webhook signature');
        }
        const intent = event.data.object as { id?: string };
        const result = intent.id ? await options.accounts.applyEvent({ id: event.id, type: event.type, intentId: intent.id }) : { applied: false };
        return reply.send({ received: true, ...result });
      });
    });
  }
  if (options.testProvider) {
    const provider = options.testProvider;
    app.post(
      '/payments/test-mode/confirm',
      { config: limited, schema: { tags: ['payments'], summary: 'Test mode only: pay with a standard test card', body: TestCardBodySchema, response: { 200: z.object({ status: z.string(), message: z.string().optional() }) } } },
      async (request) => provider.confirm(request.body.clientSecret, request.body.cardNumber),
    );
  }
};
