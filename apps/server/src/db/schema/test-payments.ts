import { integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { timestamps } from './columns.js';

/**
 * Intents of the built-in card test mode (no card-provider keys), kept in the database so that any
 * server on it can confirm and verify them, before and after a restart. A row matters while its
 * payment can still be confirmed or verified, and its idempotency key while a client may retry:
 * like the card provider's keys, about a day. Older rows can be deleted (an unverified payment
 * then reads as unknown); the payments table keeps the record of every payment.
 */
export const testPaymentIntents = pgTable(
  'test_payment_intents',
  {
    /** 'pi_test_…', also the start of its client secret. */
    id: text('id').primaryKey(),
    /** Already scoped by the buyer's email (payment-provider.ts, scopedIdempotencyKey). */
    idempotencyKey: text('idempotency_key').notNull(),
    clientSecret: text('client_secret').notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    status: text('status').notNull().default('requires_payment_method'),
    failureMessage: text('failure_message'),
    ...timestamps(),
  },
  (t) => [uniqueIndex('test_payment_intents_key_idx').on(t.idempotencyKey)],
);
