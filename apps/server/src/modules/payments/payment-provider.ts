import crypto from 'node:crypto';
import type { TestIntentRepository } from './test-intent-repository.js';

export type PaymentStatus = 'requires_payment_method' | 'processing' | 'succeeded' | 'failed';

export interface PaymentProvider {
  name: 'stripe' | 'test';
  /** Creates an intent for the amount the server decides; the key makes retries create one intent. */
  createIntent(input: {
    amountCents: number;
    currency: string;
    email: string;
    idempotencyKey: string;
  }): Promise<{ id: string; clientSecret: string }>;
  /**
   * The provider's own view of the payment: the only source of truth for granting credits. Its
   * client secret is what a verification must present in full (the id alone is guessable).
   */
  retrieveStatus(
    intentId: string,
  ): Promise<{ status: PaymentStatus; amountCents: number; clientSecret: string | null; failureMessage?: string }>;
}

export const TEST_CARDS: Record<string, { status: 'succeeded' | 'failed'; message?: string }> = {
  '4242424242424242': { status: 'succeeded' },
  '4000000000000002': { status: 'failed', message: 'Your card was declined.' },
  '4000000000009995': { status: 'failed', message: 'Your card has insufficient funds.' },
};

/**
 * Built-in test mode (no card-provider keys): intents are rows of the database (so any server on
 * it can complete a payment another one started, and a restart loses none) and are confirmed with
 * the standard test card numbers through the same server-side verification path.
 */
export function createTestPaymentProvider(intents: TestIntentRepository) {
  const provider: PaymentProvider & {
    confirm(clientSecret: string, cardNumber: string): Promise<{ status: PaymentStatus; message?: string }>;
  } = {
    name: 'test',
    async createIntent({ amountCents, currency, idempotencyKey }) {
      const id = `pi_test_${crypto.randomBytes(12).toString('hex')}`;
      const clientSecret = `${id}_secret_${crypto.randomBytes(16).toString('hex')}`;
      const intent = await intents.createOnce({ id, clientSecret, amountCents, currency, idempotencyKey });
      return { id: intent.id, clientSecret: intent.clientSecret };
    },
    async retrieveStatus(id) {
      const intent = await intents.find(id);
      if (!intent) return { status: 'failed', amountCents: 0, clientSecret: null, failureMessage: 'Unknown payment' };
      return {
        status: intent.status as PaymentStatus,
        amountCents: intent.amountCents,
        clientSecret: intent.clientSecret,
        failureMessage: intent.failureMessage ?? undefined,
      };
    },
    async confirm(clientSecret, cardNumber) {
      const intent = await intents.find(intentIdOf(clientSecret));
      if (!intent || !clientSecretMatches(clientSecret, intent.clientSecret))
        return { status: 'failed', message: 'Unknown payment' };
      const card = TEST_CARDS[cardNumber.replace(/\D/g, '')] ?? {
        status: 'failed' as const,
        message: 'Use a test card, such as 4242 4242 4242 4242.',
      };
      // A succeeded intent stays succeeded, even when another card is tried on it at the same time.
      if (intent.status === 'succeeded' || !(await intents.settle(intent.id, card.status, card.message ?? null)))
        return { status: 'succeeded' };
      return { status: card.status, message: card.message };
    },
  };
  return provider;
}

export type TestPaymentProvider = ReturnType<typeof createTestPaymentProvider>;

/** The intent id inside a client secret ('pi_..._secret_...'). */
export const intentIdOf = (clientSecret: string) => clientSecret.split('_secret_')[0];

/** The whole presented secret against the provider's, in constant time. */
export function clientSecretMatches(presented: string, actual: string | null): boolean {
  if (!actual) return false;
  const digest = (s: string) => crypto.createHash('sha256').update(s).digest();
  return crypto.timingSafeEqual(digest(presented), digest(actual));
}

/**
 * The idempotency key sent to the provider: the client's key scoped by the buyer's email, so the
 * same key and email return the same intent while the same key with another email makes a new
 * one (and never answers with another buyer's client secret).
 */
export const scopedIdempotencyKey = (email: string, key: string) =>
  crypto.createHash('sha256').update(`${email.toLowerCase()}\n${key}`).digest('hex');
