import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { createTestApp } from '../../../test/test-app.js';
import { ACCESS_CODE, mailedAccessCode } from '../../../test/mailbox.js';
import { GOOD_FEEDBACK, mockModel } from '../../../test/mock-models.js';
import type { AppDb } from '../../db/client.js';
import { outboxEmails, userSessions, users } from '../../db/schema/index.js';

/**
 * Issue 27 M-1 (decision 0020): whoever pays first for an email that has no account must not keep
 * that account once its owner proves the mailbox, and never sees its access code.
 */
const model = mockModel('good', JSON.stringify(GOOD_FEEDBACK));
let app: FastifyInstance;
let db: AppDb;
beforeAll(async () => {
  ({ app, db } = await createTestApp({ extraModels: [model.entry] }));
});
afterAll(async () => app.close());

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const post = (url: string, payload?: object, token?: string) =>
  app.inject({ method: 'POST', url, payload, headers: token ? bearer(token) : {} });
const get = (url: string, token: string) => app.inject({ url, headers: bearer(token) });

/** Every answer the payer's browser receives on the way, and the last one (the verification). */
async function payFor(email: string, route = '/api/users/verify-payment', token?: string) {
  const intent = await post('/api/payments/create-payment-intent', { email });
  const { clientSecret } = intent.json();
  const confirm = await post('/api/payments/test-mode/confirm', {
    clientSecret,
    cardNumber: '4242 4242 4242 4242',
    expiry: '12/34',
    cvc: '123',
  });
  const verify = await post(route, { email, clientSecret }, token);
  return { answers: [intent, confirm, verify].map((r) => r.body), verify: verify.json() };
}
const coach = (token: string) =>
  post('/api/prompts/gemini-coach', { prompt: 'Write a welcome email for new customers.', model: 'good' }, token);
/** What a session can reach of the account: its data, its payments, its coach. */
async function reach(userId: string, email: string, token: string) {
  return {
    profile: (await get(`/api/users/${userId}`, token)).statusCode,
    progress: (
      await app.inject({ method: 'PUT', url: `/api/users/${userId}/progress`, payload: {}, headers: bearer(token) })
    ).statusCode,
    payments: (await get(`/api/payments/${encodeURIComponent(email)}/history`, token)).statusCode,
    coach: (await coach(token)).statusCode,
    newCode: (await post(`/api/users/${userId}/access-code`, undefined, token)).statusCode,
  };
}
const sessionsOf = async (userId: string) =>
  db
    .select()
    .from(userSessions)
    .where(and(eq(userSessions.userId, userId), eq(userSessions.revoked, false)));

describe('the first payment for an email without an account', () => {
  it('never gives the payer the access code, on either verification route: it goes to the mailbox only', async () => {
    for (const route of ['/api/users/verify-payment', '/api/payments/process-payment']) {
      const email = `first-${route.split('/')[2]}@example.com`;
      const { answers, verify } = await payFor(email, route);
      expect(verify).toMatchObject({ verified: true, email, creditsLeft: 25, accessCodeMailed: true });
      for (const body of answers) expect(body).not.toMatch(ACCESS_CODE);
      const code = await mailedAccessCode(db, email);
      for (const body of answers) expect(body).not.toContain(code);
    }
  });

  it("signs the payer in for this browser: the payer's session coaches right after paying", async () => {
    const { verify } = await payFor('starter@example.com');
    const res = await coach(verify.token);
    expect(res.statusCode).toBe(200);
    const usage = await post(`/api/users/${verify.userId}/prompt-coach/usage`, {}, verify.token);
    expect(usage.json()).toMatchObject({ hasPaid: true, creditsLeft: 24 });
  });

  it("ends the payer's session when the owner signs in with the mailed code: 401 on progress, payments and the coach", async () => {
    const { verify: payer } = await payFor('taken@example.com');
    expect(await reach(payer.userId, 'taken@example.com', payer.token)).toMatchObject({
      profile: 200,
      progress: 200,
      payments: 200,
      coach: 200,
    });

    const login = await post('/api/users/verify-access', {
      email: 'taken@example.com',
      accessCode: await mailedAccessCode(db, 'taken@example.com'),
    });
    expect(login.statusCode).toBe(200);
    expect(await reach(payer.userId, 'taken@example.com', payer.token)).toEqual({
      profile: 401,
      progress: 401,
      payments: 401,
      coach: 401,
      newCode: 401,
    });
    expect((await get(`/api/users/${payer.userId}`, login.json().token)).statusCode).toBe(200);
  });

  it('ends it too when the owner only checks the code (POST /users/verify)', async () => {
    const { verify: payer } = await payFor('checked@example.com');
    const accessCode = await mailedAccessCode(db, 'checked@example.com');
    expect(
      (await post('/api/users/verify', { email: 'checked@example.com', accessCode: 'AAAA-BBBB-CC' })).json(),
    ).toEqual({ verified: false });
    expect((await get(`/api/users/${payer.userId}`, payer.token)).statusCode).toBe(200);
    expect((await post('/api/users/verify', { email: 'checked@example.com', accessCode })).json()).toEqual({
      verified: true,
    });
    expect((await get(`/api/users/${payer.userId}`, payer.token)).statusCode).toBe(401);
  });

  it("cannot change the code from the payment's session: 403, the mailed code keeps working, no mail", async () => {
    const { verify: payer } = await payFor('rotator@example.com');
    const code = await mailedAccessCode(db, 'rotator@example.com');
    const res = await post(`/api/users/${payer.userId}/access-code`, undefined, payer.token);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('Sign in with the access code from your email to change it.');
    expect(await db.select().from(outboxEmails).where(eq(outboxEmails.to, 'rotator@example.com'))).toHaveLength(1);
    expect(
      (await post('/api/users/verify-access', { email: 'rotator@example.com', accessCode: code })).statusCode,
    ).toBe(200);
  });

  it("ends the payer's session when the owner mails herself a new code, and keeps hers", async () => {
    const { verify: payer } = await payFor('renewed@example.com');
    const owner = (
      await post('/api/users/verify-access', {
        email: 'renewed@example.com',
        accessCode: await mailedAccessCode(db, 'renewed@example.com'),
      })
    ).json();
    const elsewhere = (
      await post('/api/users/verify-access', {
        email: 'renewed@example.com',
        accessCode: await mailedAccessCode(db, 'renewed@example.com'),
      })
    ).json();
    const res = await post(`/api/users/${owner.userId}/access-code`, undefined, owner.token);
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toMatch(ACCESS_CODE);
    expect(await sessionsOf(owner.userId)).toEqual([expect.objectContaining({ mailboxProven: true })]);
    for (const token of [payer.token, elsewhere.token])
      expect((await get(`/api/users/${owner.userId}`, token)).statusCode).toBe(401);
    expect((await get(`/api/users/${owner.userId}`, owner.token)).statusCode).toBe(200);
  });
});

describe('a payment for an email that already has an account', () => {
  it('opens no session at all: the credits go to the account, the payer is told to sign in', async () => {
    await payFor('existing@example.com');
    const [owner] = await db.select().from(users).where(eq(users.email, 'existing@example.com'));
    await post('/api/users/verify-access', {
      email: 'existing@example.com',
      accessCode: await mailedAccessCode(db, 'existing@example.com'),
    });
    const before = await sessionsOf(owner.id);

    const { answers, verify } = await payFor('existing@example.com');
    expect(verify).toEqual({ verified: true, signInRequired: true, creditsAdded: 25, email: 'existing@example.com' });
    for (const body of answers) expect(body).not.toMatch(ACCESS_CODE);
    expect(await sessionsOf(owner.id)).toEqual(before);
    const [after] = await db.select().from(users).where(eq(users.id, owner.id));
    expect(after.credits).toBe(50);
  });
});
