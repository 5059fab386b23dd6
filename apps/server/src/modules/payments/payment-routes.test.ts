import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { createTestApp } from '../../../test/test-app.js';
import type { AppDb } from '../../db/client.js';
import { payments, users } from '../../db/schema/index.js';
import { ACCESS_CODE, mailedAccessCode } from '../../../test/mailbox.js';

let app: FastifyInstance;
let db: AppDb;
beforeAll(async () => {
  ({ app, db } = await createTestApp());
});
afterAll(async () => app.close());

const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url, payload, headers });

async function pay(email: string, card = '4242 4242 4242 4242') {
  const intent = (await post('/api/payments/create-payment-intent', { email, amount: 0.01 })).json();
  const confirm = (
    await post('/api/payments/test-mode/confirm', {
      clientSecret: intent.clientSecret,
      cardNumber: card,
      expiry: '12/34',
      cvc: '123',
    })
  ).json();
  const verify = await post('/api/users/verify-payment', { email, clientSecret: intent.clientSecret });
  return { intent, confirm, verify };
}

describe('payments in test mode', () => {
  it('sets $5 whatever the client sends, grants 25 credits once, and issues a hashed access code by email', async () => {
    const { intent, confirm, verify } = await pay('Buyer@Example.com');
    expect(intent).toMatchObject({ testMode: true, amount: 5 });
    expect(confirm.status).toBe('succeeded');
    expect(verify.statusCode).toBe(200);
    const access = verify.json();
    expect(access).toMatchObject({
      verified: true,
      hasPaid: true,
      creditsLeft: 25,
      email: 'buyer@example.com',
      accessCodeMailed: true,
    });
    const code = await mailedAccessCode(db, 'buyer@example.com');
    expect(JSON.stringify(access)).not.toMatch(ACCESS_CODE);

    const [payment] = await db.select().from(payments).where(eq(payments.email, 'buyer@example.com'));
    expect(payment).toMatchObject({ amountCents: 500, currency: 'usd', status: 'succeeded', creditsGranted: 25 });
    const [user] = await db.select().from(users).where(eq(users.email, 'buyer@example.com'));
    expect(user.accessCodeHash).toMatch(/^\$argon2id\$/);
    expect(user.accessCodeHash).not.toContain(code);

    // Verifying the same payment again (or ten times at once) grants nothing more.
    const again = await Promise.all(
      Array.from({ length: 10 }, () =>
        post('/api/payments/process-payment', { email: 'buyer@example.com', clientSecret: intent.clientSecret }),
      ),
    );
    expect(again.every((r) => r.statusCode === 200 && r.json().accessCodeMailed === undefined)).toBe(true);
    // ...and says so: a replay answers that nothing was added, not another 25 credits.
    for (const r of again)
      expect(r.json()).toEqual({
        verified: true,
        signInRequired: true,
        creditsAdded: 0,
        alreadyGranted: true,
        email: 'buyer@example.com',
      });
    const [after] = await db.select().from(users).where(eq(users.email, 'buyer@example.com'));
    expect(after.credits).toBe(25);
  });

  it('logs in with email and access code, and refuses a wrong code', async () => {
    await pay('login@example.com');
    const code = await mailedAccessCode(db, 'login@example.com');
    const ok = await post('/api/users/verify-access', { email: 'LOGIN@example.com', accessCode: code.toLowerCase() });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ verified: true, hasPaid: true, creditsLeft: 25 });
    expect(ok.json().token.split('.')).toHaveLength(3);
    const bad = await post('/api/users/verify-access', { email: 'login@example.com', accessCode: 'AAAA-BBBB-CC' });
    expect(bad.statusCode).toBe(401);
    expect(bad.json().message).toBe('Invalid access code or email.');
    expect((await post('/api/users/verify', { email: 'login@example.com', accessCode: code })).json()).toEqual({
      verified: true,
    });
    expect((await post('/api/users/verify-access', { email: '', accessCode: '' })).statusCode).toBe(400);
  });

  it('declined and insufficient-funds cards grant nothing', async () => {
    for (const [card, reason] of [
      ['4000 0000 0000 0002', 'declined'],
      ['4000000000009995', 'insufficient funds'],
    ]) {
      const email = `declined-${reason.replace(/\W/g, '')}@example.com`;
      const { confirm, verify } = await pay(email, card);
      expect(confirm.status).toBe('failed');
      expect(verify.statusCode).toBe(402);
      expect(verify.json().message).toContain('Your payment could not be processed. Please try again.');
      expect(verify.json().message).toContain(reason);
      // An unpaid intent opens no account.
      expect(await db.select().from(users).where(eq(users.email, email))).toEqual([]);
    }
  });

  it("refuses another person's payment secret and unpaid intents", async () => {
    const intent = (await post('/api/payments/create-payment-intent', { email: 'owner@example.com' })).json();
    expect(
      (await post('/api/users/verify-payment', { email: 'thief@example.com', clientSecret: intent.clientSecret }))
        .statusCode,
    ).toBe(404);
    expect(
      (await post('/api/users/verify-payment', { email: 'owner@example.com', clientSecret: intent.clientSecret }))
        .statusCode,
    ).toBe(402);
  });

  it("shows payment history and usage to the user's own token only", async () => {
    const mine = (await pay('history@example.com')).verify.json();
    const other = (await pay('other@example.com')).verify.json();
    const auth = { authorization: `Bearer ${mine.token}` };
    const history = await app.inject({ url: '/api/payments/history@example.com/history', headers: auth });
    expect(history.statusCode).toBe(200);
    expect(history.json().payments).toEqual([
      expect.objectContaining({ amount: 5, currency: 'usd', status: 'succeeded', credits: 25 }),
    ]);
    expect((await app.inject({ url: `/api/payments/${mine.userId}/history`, headers: auth })).statusCode).toBe(200);
    expect((await app.inject({ url: '/api/payments/other@example.com/history', headers: auth })).statusCode).toBe(403);
    expect((await app.inject({ url: '/api/payments/history@example.com/history' })).statusCode).toBe(401);
    expect((await post(`/api/users/${other.userId}/prompt-coach/usage`, {}, auth)).statusCode).toBe(403);
    expect((await post(`/api/users/${mine.userId}/prompt-coach/usage`, {}, auth)).json()).toMatchObject({
      hasPaid: true,
      creditsLeft: 25,
    });
  });
});
