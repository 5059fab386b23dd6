import fp from 'fastify-plugin';
import { testPaymentsOn } from '../../config.js';
import { createTestPaymentProvider } from './payment-provider.js';
import { createPaymentRepository } from './payment-repository.js';
import { paymentRoutes } from './payment-routes.js';
import { createPaymentService, stalePaymentsTask } from './payment-service.js';
import { createTestIntentRepository } from './test-intent-repository.js';

/** Coach packs paid by card: Stripe when configured, else the test mode or 503s. */
export const paymentsModule = fp(
  async (app) => {
    const { config, database, limits, tokens, mailer, paymentProvider } = app.platform;
    // The Stripe SDK is loaded only when configured: it slows every start.
    const stripe = config.STRIPE_SECRET_KEY
      ? (await import('./stripe-provider.js')).createStripeProvider({
          secretKey: config.STRIPE_SECRET_KEY,
          webhookSecret: config.STRIPE_WEBHOOK_SECRET,
          apiBase: config.STRIPE_API_BASE,
        })
      : null;
    const testIntents = createTestIntentRepository(database.db);
    const testProvider =
      paymentProvider || stripe || !testPaymentsOn(config) ? null : createTestPaymentProvider(testIntents);
    if (testProvider) app.log.warn('payments are in test mode: no real charge (set the Stripe keys for card payments)');
    else if (!paymentProvider && !stripe)
      app.log.warn('card payments are not configured: the payment endpoints answer 503 (set the Stripe keys)');
    const repository = createPaymentRepository(database.db);
    app.housekeeping.register(stalePaymentsTask(repository, testIntents));
    await app.register(paymentRoutes, {
      prefix: '/api',
      payments: createPaymentService({
        users: app.users,
        payments: repository,
        provider: paymentProvider ?? stripe ?? testProvider,
        publishableKey: config.STRIPE_PUBLISHABLE_KEY,
        tokens,
        mailer,
        siteName: config.SITE_NAME,
      }),
      testProvider,
      perMinute: limits.accountPerMinute ?? 10,
      parseWebhook: stripe && config.STRIPE_WEBHOOK_SECRET ? stripe.parseWebhook : undefined,
    });
  },
  { name: 'payments', dependencies: ['platform', 'users'] },
);
