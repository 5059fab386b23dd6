import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  PaymentHistoryParamSchema,
  PaymentHistorySchema,
  PaymentIntentBodySchema,
  PaymentIntentResponseSchema,
  PaymentVerificationResponseSchema,
  TestCardBodySchema,
  TestCardResultSchema,
  VerifyPaymentBodySchema,
} from '@ai4n/shared';
import { HttpError, errorResponses } from '../../plugins/errors.js';
import type { TestPaymentProvider } from './payment-provider.js';
import type { PaymentService } from './payment-service.js';

export interface PaymentRouteOptions {
  payments: PaymentService;
  /** Present only in the built-in test mode. */
  testProvider: TestPaymentProvider | null;
  /** Verifies a card-provider webhook; absent when no webhook secret is configured. */
  parseWebhook?: (rawBody: Buffer, signature: string) => { id: string; type: string; data: { object: unknown } };
  perMinute: number;
}

export const paymentRoutes: FastifyPluginAsyncZod<PaymentRouteOptions> = async (app, options) => {
  const { payments } = options;
  const limited = { rateLimit: { max: options.perMinute, timeWindow: '1 minute' } };
  const intent = (summary?: string) => ({
    config: limited,
    schema: {
      tags: ['payments'],
      summary,
      body: PaymentIntentBodySchema,
      response: { 200: PaymentIntentResponseSchema, ...errorResponses(503) },
    },
  });
  // A stale token does not refuse a payment: it is just not tied to a signed-in account.
  const verify = (summary: string) => ({
    config: { ...limited, auth: 'user-if-valid' as const },
    schema: {
      tags: ['payments'],
      summary,
      body: VerifyPaymentBodySchema,
      response: { 200: PaymentVerificationResponseSchema, ...errorResponses(402, 404, 503) },
    },
  });

  app.post(
    '/payments/create-payment-intent',
    intent('Start a $5 payment (the amount is set by the server)'),
    async (request) =>
      payments.createPaymentIntent(request.body.email, request.headers['idempotency-key'] as string | undefined),
  );
  app.post('/users/payment-intent', intent(), async (request) =>
    payments.createPaymentIntent(request.body.email, request.headers['idempotency-key'] as string | undefined),
  );
  app.post(
    '/payments/process-payment',
    verify('Verify a payment with the provider and grant its credits once'),
    async (request) => payments.verifyPayment(request.body.email, request.body.clientSecret, request.user),
  );
  app.post('/users/verify-payment', verify('Grant the credits of a succeeded payment'), async (request) =>
    payments.verifyPayment(request.body.email, request.body.clientSecret, request.user),
  );
  app.get(
    '/payments/:emailOrId/history',
    {
      config: { auth: 'user' },
      schema: {
        tags: ['payments'],
        summary: "A user's own payments",
        params: PaymentHistoryParamSchema,
        response: { 200: PaymentHistorySchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => payments.historyOf(request.user!.userId, request.params.emailOrId),
  );
  if (options.parseWebhook) {
    const parse = options.parseWebhook;
    await app.register(async (hook) => {
      // The signature covers the exact bytes sent, so this route reads the body raw (in place of
      // the app's own JSON parser, in this context only).
      hook.removeContentTypeParser('application/json');
      hook.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
      hook.post(
        '/payments/webhook',
        { schema: { tags: ['payments'], summary: 'Signed card-provider events', hide: false } },
        async (request, reply) => {
          let event;
          try {
            event = parse(request.body as Buffer, String(request.headers['stripe-signature'] ?? ''));
          } catch {
            throw new HttpError(400, 'Invalid webhook signature');
          }
          const intent = event.data.object as { id?: string };
          const result = intent.id
            ? await payments.applyEvent({ id: event.id, type: event.type, intentId: intent.id })
            : { applied: false };
          return reply.send({ received: true, ...result });
        },
      );
    });
  }
  if (options.testProvider) {
    const provider = options.testProvider;
    app.post(
      '/payments/test-mode/confirm',
      {
        config: limited,
        schema: {
          tags: ['payments'],
          summary: 'Test mode only: pay with a standard test card',
          body: TestCardBodySchema,
          response: { 200: TestCardResultSchema },
        },
      },
      async (request) => provider.confirm(request.body.clientSecret, request.body.cardNumber),
    );
  }
};
