import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { desc, eq } from 'drizzle-orm';
import { createTestApp } from '../../../test/test-app.js';
import type { AppDb } from '../../db/client.js';
import { outboxEmails, users } from '../../db/schema/index.js';
import { ACCESS_CODE, mailedAccessCode } from '../../../test/mailbox.js';

/** Security review, issue 10 item 1: paying for someone else's email must not take their account over. */
let app: FastifyInstance;
let db: AppDb;
beforeAll(async () => {
  ({ app, db } = await createTestApp());
});
afterAll(async () => app.close());

const CODE = ACCESS_CODE;
const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url, payload, headers });
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

async function paidIntent(email: string, headers: Record<string, string> = {}) {
  const intent = (await post('/api/payments/create-payment-intent', { email }, headers)).json();
  const confirm = await post('/api/payments/test-mode/confirm', {
    clientSecret: intent.clientSecret,
    cardNumber: '4242424242424242',
    expiry: '12/34',
    cvc: '123',
  });
  expect(confirm.json().status).toBe('succeeded');
  return intent.clientSecret as string;
}
async function pay(
  email: string,
  { route = '/api/users/verify-payment', headers = {} }: { route?: string; headers?: Record<string, string> } = {},
) {
  return post(route, { email, clientSecret: await paidIntent(email) }, headers);
}
const userOf = async (email: string) => (await db.select().from(users).where(eq(users.email, email)))[0];
const lastMail = async (email: string) =>
  (
    await db
      .select()
      .from(outboxEmails)
      .where(eq(outboxEmails.to, email))
      .orderBy(desc(outboxEmails.createdAt))
      .limit(1)
  )[0];

describe('a payment for an email that already has an account', () => {
  it('adds the credits only: no token, no code, the owner keeps their code and is told by mail', async () => {
    const first = (await pay('owner@example.com')).json();
    expect(first).toMatchObject({ accessCodeMailed: true });
    expect(JSON.stringify(first)).not.toMatch(CODE);
    const ownerCode = await mailedAccessCode(db, 'owner@example.com');

    for (const route of ['/api/users/verify-payment', '/api/payments/process-payment']) {
      const res = await pay('owner@example.com', { route });
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body).toEqual({ verified: true, signInRequired: true, creditsAdded: 25, email: 'owner@example.com' });
      expect(JSON.stringify(body)).not.toMatch(CODE);
    }

    const login = await post('/api/users/verify-access', { email: 'owner@example.com', accessCode: ownerCode });
    expect(login.statusCode).toBe(200);
    expect(login.json().creditsLeft).toBe(75);
    const mail = await lastMail('owner@example.com');
    expect(mail.subject).toMatch(/credits were added/i);
    expect(mail.text).toContain('25 Prompt Coach credits were added');
    expect(mail.text).not.toMatch(CODE);
    // The owner proved the mailbox: the session the first payment opened has ended.
    expect((await app.inject({ url: `/api/users/${first.userId}`, headers: bearer(first.token) })).statusCode).toBe(
      401,
    );
    expect(
      (await app.inject({ url: `/api/users/${first.userId}`, headers: bearer(login.json().token) })).statusCode,
    ).toBe(200);
  });

  it('answers the signed-in owner with their own session, and anyone signed in as another user with credits only', async () => {
    const owner = (await pay('signed-in@example.com')).json();
    const mine = await pay('signed-in@example.com', { headers: bearer(owner.token) });
    expect(mine.json()).toMatchObject({ verified: true, token: owner.token, userId: owner.userId, creditsLeft: 50 });
    expect(mine.json().accessCodeMailed).toBeUndefined();

    const stranger = (await pay('stranger@example.com')).json();
    const other = await pay('signed-in@example.com', { headers: bearer(stranger.token) });
    expect(other.json()).toMatchObject({ signInRequired: true, creditsAdded: 25 });
    expect(other.json().token).toBeUndefined();
    // A stale or forged token is no sign-in, and no reason to refuse the payer.
    const stale = await pay('signed-in@example.com', { headers: bearer('not-a-token') });
    expect(stale.statusCode).toBe(200);
    expect(stale.json()).toMatchObject({ signInRequired: true });
    expect((await userOf('signed-in@example.com')).credits).toBe(100);
  });

  it('issues one code per account when two first payments are verified at once', async () => {
    const secrets = [await paidIntent('twice@example.com'), await paidIntent('twice@example.com')];
    const answers = (
      await Promise.all(
        secrets.map((clientSecret) => post('/api/users/verify-payment', { email: 'twice@example.com', clientSecret })),
      )
    ).map((r) => r.json());
    expect(answers.filter((a) => a.accessCodeMailed)).toHaveLength(1);
    expect(answers.filter((a) => a.signInRequired)).toHaveLength(1);
    const accessCode = await mailedAccessCode(db, 'twice@example.com');
    expect(
      (await post('/api/users/verify-access', { email: 'twice@example.com', accessCode })).json().creditsLeft,
    ).toBe(50);
  });

  it('re-verifying the payment that opened the account hands out no second token', async () => {
    const clientSecret = await paidIntent('again@example.com');
    const first = (await post('/api/users/verify-payment', { email: 'again@example.com', clientSecret })).json();
    expect(first.token).toBeDefined();
    const again = (await post('/api/users/verify-payment', { email: 'again@example.com', clientSecret })).json();
    expect(again).toMatchObject({ signInRequired: true });
    expect(again.token).toBeUndefined();
  });
});

describe('payment verification checks the whole client secret', () => {
  it('refuses the right payment id with a wrong secret on both routes, and grants nothing', async () => {
    const clientSecret = await paidIntent('secret@example.com');
    const forged = `${clientSecret.split('_secret_')[0]}_secret_${'0'.repeat(32)}`;
    for (const route of ['/api/users/verify-payment', '/api/payments/process-payment']) {
      const res = await post(route, { email: 'secret@example.com', clientSecret: forged });
      expect(res.statusCode, route).toBe(404);
      expect(res.json().message).toBe('Payment verification failed. Please contact support.');
    }
    expect((await userOf('secret@example.com'))?.credits ?? 0).toBe(0);
    expect(
      (await post('/api/users/verify-payment', { email: 'secret@example.com', clientSecret })).json().creditsLeft,
    ).toBe(25);
  });
});

describe('an Idempotency-Key belongs to its email', () => {
  it("never hands one buyer's client secret to another; the same key and email give the same intent", async () => {
    const key = { 'idempotency-key': 'shared-key-1' };
    const a = (await post('/api/payments/create-payment-intent', { email: 'buyer-a@example.com' }, key)).json();
    const b = (await post('/api/users/payment-intent', { email: 'buyer-b@example.com' }, key)).json();
    expect(b.clientSecret).not.toBe(a.clientSecret);
    expect(b.clientSecret.split('_secret_')[0]).not.toBe(a.clientSecret.split('_secret_')[0]);
    const aAgain = (await post('/api/users/payment-intent', { email: 'Buyer-A@example.com' }, key)).json();
    expect(aAgain.clientSecret).toBe(a.clientSecret);
  });
});
