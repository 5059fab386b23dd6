import Stripe from 'stripe';
import type { PaymentProvider, PaymentStatus } from './payment-provider.js';

export interface StripeOptions {
  secretKey: string;
  webhookSecret?: string;
  /** A local fake server in tests, e.g. http://127.0.0.1:4010. */
  apiBase?: string;
}

function toStatus(intent: Stripe.PaymentIntent): PaymentStatus {
  if (intent.status === 'succeeded') return 'succeeded';
  if (intent.status === 'processing') return 'processing';
  if (intent.status === 'canceled' || intent.last_payment_error) return 'failed';
  return 'requires_payment_method';
}

/** Stripe PaymentIntents: created with an idempotency key, confirmed by Elements in the browser. */
export function createStripeProvider(options: StripeOptions) {
  const base = options.apiBase ? new URL(options.apiBase) : null;
  const stripe = new Stripe(options.secretKey, {
    maxNetworkRetries: 2,
    timeout: 15_000,
    ...(base
      ? { host: base.hostname, port: Number(base.port), protocol: base.protocol.replace(':', '') as 'http' | 'https' }
      : {}),
  });

  const provider: PaymentProvider & { parseWebhook(rawBody: Buffer, signature: string): Stripe.Event } = {
    name: 'stripe',
    async createIntent({ amountCents, currency, email, idempotencyKey }) {
      const intent = await stripe.paymentIntents.create(
        {
          amount: amountCents,
          currency,
          receipt_email: email,
          metadata: { email },
          automatic_payment_methods: { enabled: true },
        },
        { idempotencyKey },
      );
      return { id: intent.id, clientSecret: intent.client_secret! };
    },
    async retrieveStatus(id) {
      const intent = await stripe.paymentIntents.retrieve(id);
      return {
        status: toStatus(intent),
        amountCents: intent.amount_received || intent.amount,
        clientSecret: intent.client_secret,
        failureMessage: intent.last_payment_error?.message,
      };
    },
    /** Verifies the signature and its timestamp (5-minute tolerance); throws otherwise. */
    parseWebhook(rawBody, signature) {
      if (!options.webhookSecret) throw new Error('STRIPE_WEBHOOK_SECRET is not set');
      return stripe.webhooks.constructEvent(rawBody, signature, options.webhookSecret);
    },
  };
  return provider;
}

export type StripeProvider = ReturnType<typeof createStripeProvider>;
