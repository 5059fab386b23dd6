import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createTestApp } from '../../../test/test-app.js';
import { createUserWithToken } from '../../../test/factories.js';
import type { AppDb } from '../../db/client.js';
import { createSettingsRepository } from '../settings/settings-repository.js';
import { ADMIN_TOKEN } from './admin-auth-service.js';

const PASSWORD = 'correct horse battery';
let app: FastifyInstance;
let db: AppDb;
beforeAll(async () => {
  ({ app, db } = await createTestApp());
  await app.adminAuth.setPassword('Admin', PASSWORD);
});
afterAll(async () => app.close());

const login = (username: string, password: string, ip = '10.9.0.1') =>
  app.inject({ method: 'POST', url: '/api/auth/admin/login', payload: { username, password }, remoteAddress: ip });
const verify = async (token: string) =>
  (await app.inject({ url: '/api/auth/admin/verify', headers: { authorization: `Bearer ${token}` } })).json()
    .valid as boolean;
const guarded = (token: string) =>
  app.inject({ method: 'POST', url: '/api/auth/admin/refresh', headers: { authorization: `Bearer ${token}` } });

describe('admin sign-in', () => {
  it('answers a token and the admin for the right pair', async () => {
    const res = await login('admin', PASSWORD);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.admin).toEqual({ username: 'admin' });
    expect(new Date(body.expiresAt).getTime() - Date.now()).toBeGreaterThan(119 * 60_000);
    expect(await verify(body.token)).toBe(true);
  });

  it('never tells whether the username exists', async () => {
    const wrong = await login('admin', 'wrong password!!', '10.9.0.2');
    const unknown = await login('nobody', 'wrong password!!', '10.9.0.3');
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json().message).toBe('Invalid username or password. Please try again.');
  });

  it('slows and then refuses repeated failures from that address with 429, even with the right password', async () => {
    for (let i = 0; i < 8; i++) expect((await login('admin', 'nope nope nope', '10.9.1.1')).statusCode).toBe(401);
    const locked = await login('admin', PASSWORD, '10.9.1.1');
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toMatch(/Too many failed sign-in attempts/);
    expect((await login('admin', PASSWORD, '10.9.1.2')).statusCode).toBe(200);
  }, 20_000);
});

describe('admin tokens', () => {
  it('refuses user tokens, alg none, other algorithms, wrong issuer or audience, expired and tampered tokens', async () => {
    const { token: good } = (await login('admin', PASSWORD)).json();
    const secret = new TextEncoder().encode(await createSettingsRepository(db).secret('secret:admin-jwt'));
    const [, payload] = good.split('.');
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    const sign = (alg: string, overrides: Record<string, unknown> = {}) =>
      new SignJWT({ ...claims, ...overrides }).setProtectedHeader({ alg }).sign(secret);
    const none = `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')}.${payload}.`;
    const bad = [
      (await createUserWithToken(db)).token,
      none,
      await sign('HS512'),
      await sign(ADMIN_TOKEN.algorithm, { iss: 'someone-else' }),
      await sign(ADMIN_TOKEN.algorithm, { aud: 'public' }),
      await sign(ADMIN_TOKEN.algorithm, { exp: Math.floor(Date.now() / 1000) - 10 }),
      `${good.slice(0, -4)}AAAA`,
      'garbage',
    ];
    for (const token of bad) {
      expect(await verify(token)).toBe(false);
      expect((await guarded(token)).statusCode).toBe(401);
    }
    expect((await app.inject({ method: 'POST', url: '/api/auth/admin/refresh' })).statusCode).toBe(401);
    expect(await verify(good)).toBe(true);
  });

  it('Extend session gives a fresh 2-hour token and ends the old one; Sign Out ends it too', async () => {
    const { token } = (await login('admin', PASSWORD)).json();
    const refreshed = await guarded(token);
    expect(refreshed.statusCode).toBe(200);
    const next = refreshed.json().token;
    expect(await verify(token)).toBe(false);
    expect(await verify(next)).toBe(true);
    await app.inject({ method: 'POST', url: '/api/auth/admin/logout', headers: { authorization: `Bearer ${next}` } });
    expect(await verify(next)).toBe(false);
  });

  it('changing the password ends the other sessions and keeps this one', async () => {
    await app.adminAuth.setPassword('changer', PASSWORD);
    const here = (await login('changer', PASSWORD)).json().token;
    const elsewhere = (await login('changer', PASSWORD)).json().token;
    const change = (current: string) =>
      app.inject({
        method: 'PUT',
        url: '/api/auth/admin/password',
        headers: { authorization: `Bearer ${here}` },
        payload: { currentPassword: current, newPassword: 'a much better passphrase' },
      });
    expect((await change('not the password')).statusCode).toBe(400);
    expect((await change(PASSWORD)).statusCode).toBe(200);
    expect(await verify(here)).toBe(true);
    expect(await verify(elsewhere)).toBe(false);
    expect((await login('changer', 'a much better passphrase')).statusCode).toBe(200);
  });

  it('creates the first admin once, with a generated password when none is configured', async () => {
    expect(await app.adminAuth.ensureFirstAdmin('second', undefined)).toBeNull();
    const fresh = await createTestApp();
    try {
      const password = await fresh.app.adminAuth.ensureFirstAdmin('owner', undefined);
      expect(password).toMatch(/^[\w-]{16}$/);
      expect(
        (
          await fresh.app.inject({
            method: 'POST',
            url: '/api/auth/admin/login',
            payload: { username: 'owner', password },
          })
        ).statusCode,
      ).toBe(200);
    } finally {
      await fresh.app.close();
    }
  });
});
