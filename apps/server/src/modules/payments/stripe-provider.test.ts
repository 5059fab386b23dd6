import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { createTestApp } from '../../../test/test-app.js';
import { startFakeStripe } from '../../../test/fake-stripe.js';
import { loadConfig } from '../../config.js';
import type { AppDb } from '../../db/client.js';
import { payments, users } from '../../db/schema/index.js';

const WEBHOOK_SECRET = 'whsec_test_secret';
let fake: Awaited<ReturnType<typeof startFakeStripe>>;
let app: FastifyInstance;
let db: AppDb;
const signer = new Stripe('sk_test_unused');

beforeAll(async () => {
  fake = await startFakeStripe();
  const config = loadConfig({
    NODE_ENV: 'test',
    STRIPE_SECRET_KEY: 'sk_test_fake',
    STRIPE_PUBLISHABLE_KEY: 'pk_test_fake',
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_BASE: fake.url,
  });
  ({ app, db } = await createTestApp({ config }));
});
afterAll(async () => {
  await app.close();
  await fake.close();
});

const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url, payload, headers });

function webhook(event: object, { timestamp, secret = WEBHOOK_SECRET }: { timestamp?: number; secret?: string } = {}) {
  const payload = JSON.stringify(event);
  const signature = signer.webhooks.generateTestHeaderString({ payload, secret, timestamp });
  return app.inject({
    method: 'POST',
    url: '/api/payments/webhook',
    payload,
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
  });
}
const succeededEvent = (id: string, intentId: string) => ({
  id,
  object: 'event',
  type: 'payment_intent.succeeded',
  data: { object: { id: intentId, object: 'payment_intent' } },
});
const creditsOf = async (email: string) => (await db.select().from(users).where(eq(users.email, email)))[0];

describe('the Stripe adapter against a local fake Stripe', () => {
  it('creates a $5.00 USD intent whatever the client sends, with an idempotency key, and no test-mode route', async () => {
    const res = await post(
      '/api/payments/create-payment-intent',
      { email: 'card@example.com', amount: 1 },
      { 'idempotency-key': 'attempt-1' },
    );
    expect(res.json()).toMatchObject({ testMode: false, amount: 5, publishableKey: 'pk_test_fake' });
    const sent = fake.created.at(-1)!;
    expect(sent.body.get('amount')).toBe('500');
    expect(sent.body.get('currency')).toBe('usd');
    // The client's key reaches Stripe scoped by the email (decision 0011).
    expect(sent.idempotencyKey).toMatch(/^[0-9a-f]{64}$/);
    expect(sent.auth).toBe('Bearer sk_test_fake');
    const again = (
      await post(
        '/api/payments/create-payment-intent',
        { email: 'card@example.com' },
        { 'idempotency-key': 'attempt-1' },
      )
    ).json();
    expect(again.clientSecret).toBe(res.json().clientSecret);
    expect(fake.created.at(-1)!.idempotencyKey).toBe(sent.idempotencyKey);
    const other = (
      await post(
        '/api/payments/create-payment-intent',
        { email: 'someone-else@example.com' },
        { 'idempotency-key': 'attempt-1' },
      )
    ).json();
    expect(other.clientSecret).not.toBe(res.json().clientSecret);
    expect(
      (
        await post('/api/payments/test-mode/confirm', {
          clientSecret: again.clientSecret,
          cardNumber: '4242424242424242',
          expiry: '12/34',
          cvc: '123',
        })
      ).statusCode,
    ).toBe(404);
  });

  it('grants credits only after Stripe reports success, once', async () => {
    const { clientSecret } = (
      await post('/api/payments/create-payment-intent', { email: 'verify@example.com' })
    ).json();
    const id = clientSecret.split('_secret_')[0];
    expect((await post('/api/users/verify-payment', { email: 'verify@example.com', clientSecret })).statusCode).toBe(
      402,
    );
    fake.decline(id);
    const declined = await post('/api/users/verify-payment', { email: 'verify@example.com', clientSecret });
    expect(declined.json().message).toContain('declined');
    fake.succeed(id);
    const ok = (await post('/api/users/verify-payment', { email: 'verify@example.com', clientSecret })).json();
    expect(ok).toMatchObject({ verified: true, creditsLeft: 25, accessCodeMailed: true });
    const again = (await post('/api/users/verify-payment', { email: 'verify@example.com', clientSecret })).json();
    expect(again).toMatchObject({ signInRequired: true });
    expect(again.accessCodeMailed).toBeUndefined();
    expect((await creditsOf('verify@example.com')).credits).toBe(25);
  });

  it("refuses the intent's id with a secret that is not Stripe's, on both verification routes", async () => {
    const { clientSecret } = (
      await post('/api/payments/create-payment-intent', { email: 'forged@example.com' })
    ).json();
    const id = clientSecret.split('_secret_')[0];
    fake.succeed(id);
    for (const route of ['/api/users/verify-payment', '/api/payments/process-payment']) {
      expect(
        (await post(route, { email: 'forged@example.com', clientSecret: `${id}_secret_forged` })).statusCode,
        route,
      ).toBe(404);
    }
    expect(await creditsOf('forged@example.com')).toBeUndefined();
    expect(
      (await post('/api/payments/process-payment', { email: 'forged@example.com', clientSecret })).json(),
    ).toMatchObject({ creditsLeft: 25 });
  });
});

describe('the CSP with Stripe configured', () => {
  it("allows Stripe's script, frames and API, which it refuses without Stripe", async () => {
    const csp = (await app.inject({ url: '/api/health' })).headers['content-security-policy'] as string;
    expect(csp).toContain('https://js.stripe.com');
    expect(csp).toContain("frame-src 'self' https://js.stripe.com https://hooks.stripe.com");
    const plain = await createTestApp();
    try {
      expect((await plain.app.inject({ url: '/api/health' })).headers['content-security-policy']).not.toContain(
        'stripe',
      );
    } finally {
      await plain.app.close();
    }
  });
});

describe('the payment webhook', () => {
  it('rejects a bad signature and an old timestamp', async () => {
    const event = succeededEvent('evt_bad', 'pi_fake_1');
    const wrong = await webhook(event, { secret: 'whsec_wrong' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('Invalid webhook signature');
    const old = await webhook(event, { timestamp: Math.floor(Date.now() / 1000) - 3600 });
    expect(old.statusCode).toBe(400);
  });

  it('the same event sent 10 times at once grants 25 credits once; a later failure does not undo it', async () => {
    const { clientSecret } = (await post('/api/payments/create-payment-intent', { email: 'hook@example.com' })).json();
    const id = clientSecret.split('_secret_')[0];
    fake.succeed(id);
    const results = await Promise.all(Array.from({ length: 10 }, () => webhook(succeededEvent('evt_once', id))));
    expect(results.every((r) => r.statusCode === 200)).toBe(true);
    expect(results.filter((r) => r.json().applied)).toHaveLength(1);
    expect((await creditsOf('hook@example.com')).credits).toBe(25);
    // A second event for the same payment, then a failure event, change nothing.
    await webhook(succeededEvent('evt_twice', id));
    await webhook({
      id: 'evt_fail',
      object: 'event',
      type: 'payment_intent.payment_failed',
      data: { object: { id, object: 'payment_intent' } },
    });
    expect((await creditsOf('hook@example.com')).credits).toBe(25);
    const [payment] = await db.select().from(payments).where(eq(payments.providerPaymentId, id));
    expect(payment).toMatchObject({ status: 'succeeded', creditsGranted: 25 });
  });
});
