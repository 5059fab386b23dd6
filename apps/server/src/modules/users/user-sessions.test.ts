import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { createTestApp } from '../../../test/test-app.js';
import { createUserWithToken } from '../../../test/factories.js';
import { ACCESS_CODE, mailedAccessCode } from '../../../test/mailbox.js';
import type { AppDb } from '../../db/client.js';
import { userSessions } from '../../db/schema/index.js';
import { createSettingsRepository } from '../settings/settings-repository.js';
import { createUserSessionRepository } from './user-session-repository.js';

/** Security review, issue 10: user tokens name a server-side session, so they can be revoked. */
let app: FastifyInstance;
let db: AppDb;
beforeAll(async () => {
  ({ app, db } = await createTestApp());
});
afterAll(async () => app.close());

const post = (url: string, payload?: object, token?: string) =>
  app.inject({ method: 'POST', url, payload, headers: token ? { authorization: `Bearer ${token}` } : {} });
const profile = (userId: string, token: string) =>
  app.inject({ url: `/api/users/${userId}`, headers: { authorization: `Bearer ${token}` } });

async function paidAccount(email: string) {
  const intent = (await post('/api/payments/create-payment-intent', { email })).json();
  await post('/api/payments/test-mode/confirm', {
    clientSecret: intent.clientSecret,
    cardNumber: '4242424242424242',
    expiry: '12/34',
    cvc: '123',
  });
  const paid = (await post('/api/users/verify-payment', { email, clientSecret: intent.clientSecret })).json() as {
    userId: string;
    token: string;
  };
  return { ...paid, accessCode: await mailedAccessCode(db, email) };
}
const logIn = async (email: string, accessCode: string) =>
  (await post('/api/users/verify-access', { email, accessCode })).json().token as string;

describe('user sessions', () => {
  it('sign-out revokes that token only', async () => {
    const account = await paidAccount('leaver@example.com');
    const leaving = await logIn('leaver@example.com', account.accessCode);
    const other = await logIn('leaver@example.com', account.accessCode);
    expect((await profile(account.userId, leaving)).statusCode).toBe(200);
    expect((await post('/api/users/sign-out', undefined, leaving)).statusCode).toBe(204);
    expect((await profile(account.userId, leaving)).statusCode).toBe(401);
    expect(
      (await app.inject({ url: '/api/coach/usage', headers: { authorization: `Bearer ${leaving}` } })).statusCode,
    ).toBe(401);
    expect((await post('/api/users/sign-out', undefined, leaving)).statusCode).toBe(401);
    expect((await post('/api/users/sign-out')).statusCode).toBe(401);
    expect((await profile(account.userId, other)).statusCode).toBe(200);
  });

  it('a new access code is only mailed, and ends the old code and every other session of the account', async () => {
    const account = await paidAccount('rotate@example.com');
    const older = await logIn('rotate@example.com', account.accessCode);
    const caller = await logIn('rotate@example.com', account.accessCode);
    const other = await paidAccount('bystander@example.com');
    const res = await post(`/api/users/${account.userId}/access-code`, undefined, caller);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ verified: true, token: caller, accessCodeMailed: true });
    expect(JSON.stringify(res.json())).not.toMatch(ACCESS_CODE);
    const fresh = await mailedAccessCode(db, 'rotate@example.com');
    expect(fresh).not.toBe(account.accessCode);
    for (const token of [account.token, older]) expect((await profile(account.userId, token)).statusCode).toBe(401);
    expect((await profile(account.userId, caller)).statusCode).toBe(200);
    expect(
      (await post('/api/users/verify-access', { email: 'rotate@example.com', accessCode: account.accessCode }))
        .statusCode,
    ).toBe(401);
    expect(
      (await post('/api/users/verify-access', { email: 'rotate@example.com', accessCode: fresh })).statusCode,
    ).toBe(200);
    // Another account's token cannot change this account's code, and its own sessions are untouched.
    expect((await post(`/api/users/${account.userId}/access-code`, undefined, other.token)).statusCode).toBe(403);
    expect((await profile(other.userId, other.token)).statusCode).toBe(200);
  });

  it('refuses an expired session, and a well-signed token that names no session', async () => {
    const { user, token } = await createUserWithToken(db);
    expect((await profile(user.id, token)).statusCode).toBe(200);
    await db
      .update(userSessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(userSessions.userId, user.id));
    expect((await profile(user.id, token)).statusCode).toBe(401);

    const key = new TextEncoder().encode(await createSettingsRepository(db).secret('secret:jwt'));
    const legacy = await new SignJWT({ email: user.email, kind: 'user' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(user.id)
      .setIssuedAt()
      .setExpirationTime('1d')
      .sign(key);
    const forged = await new SignJWT({ email: user.email, kind: 'user', sid: crypto.randomUUID() })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(user.id)
      .setIssuedAt()
      .setExpirationTime('1d')
      .sign(key);
    for (const t of [legacy, forged]) expect((await profile(user.id, t)).statusCode).toBe(401);
  });

  it('deleteExpiredSessions removes expired and revoked sessions and keeps live ones', async () => {
    const live = await createUserWithToken(db);
    const expired = await createUserWithToken(db);
    const revoked = await createUserWithToken(db);
    await db
      .update(userSessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(userSessions.userId, expired.user.id));
    await post('/api/users/sign-out', undefined, revoked.token);
    const removed = await createUserSessionRepository(db).deleteExpiredSessions(new Date());
    expect(removed).toBeGreaterThanOrEqual(2);
    const left = async (userId: string) =>
      (await db.select().from(userSessions).where(eq(userSessions.userId, userId))).length;
    expect([await left(live.user.id), await left(expired.user.id), await left(revoked.user.id)]).toEqual([1, 0, 0]);
    expect((await profile(live.user.id, live.token)).statusCode).toBe(200);
  });
});

describe('POST /api/users/create', () => {
  it('answers the same whether or not the email has an account', async () => {
    await paidAccount('known@example.com');
    const known = await post('/api/users/create', { email: 'known@example.com' });
    const unknown = await post('/api/users/create', { email: 'nobody-yet@example.com' });
    const again = await post('/api/users/create', { email: 'nobody-yet@example.com' });
    expect(known.statusCode).toBe(202);
    for (const res of [unknown, again]) {
      expect(res.statusCode).toBe(known.statusCode);
      expect(res.json()).toEqual(known.json());
    }
    expect(Object.keys(known.json())).toEqual(['message']);
    expect((await post('/api/users/create', { email: 'not an email' })).statusCode).toBe(400);
  });
});
