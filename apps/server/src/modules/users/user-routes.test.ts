import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createTestApp } from '../../../test/test-app.js';
import { createLesson, createPrompt, createUserWithToken } from '../../../test/factories.js';
import type { AppDb } from '../../db/client.js';

let app: FastifyInstance;
let db: AppDb;
beforeAll(async () => {
  ({ app, db } = await createTestApp());
  for (const id of [1, 2, 3, 4]) await createLesson(db, { id });
});
afterAll(async () => app.close());

const call = (method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, token?: string, payload?: object) =>
  app.inject({ method, url, payload, headers: token ? { authorization: `Bearer ${token}` } : {} });

describe('a user account', () => {
  it.each([
    ['/api/users/create', {}],
    ['/api/payments/create-payment-intent', {}],
    ['/api/users/verify-access', { accessCode: 'ABCD-EFGH' }],
  ])('refuses an email longer than an address can be on %s with 400, never 500', async (url, extra) => {
    const email = `a@${'x'.repeat(3_000)}.com`;
    const res = await call('POST', url, undefined, { email, ...extra });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('Please enter a valid email address');
  });

  it('merges course progress, and Restart Course replaces it', async () => {
    const { user, token } = await createUserWithToken(db);
    expect(
      (
        await call('PUT', `/api/users/${user.id}/progress`, token, { completedLessons: [1, 2], currentLesson: 2 })
      ).json(),
    ).toMatchObject({ completedLessons: [1, 2], progress: 50 });
    const merged = (await call('PUT', `/api/users/${user.id}/progress`, token, { completedLessons: [2, 3] })).json();
    expect(merged).toMatchObject({ completedLessons: [1, 2, 3], currentLesson: 2, progress: 75 });
    expect(
      (await call('PUT', `/api/users/${user.id}/progress`, token, { completedLessons: [], replace: true })).json()
        .completedLessons,
    ).toEqual([]);
  });

  it('keeps favorites on the server', async () => {
    const { user, token } = await createUserWithToken(db);
    const a = await createPrompt(db);
    const b = await createPrompt(db);
    await call('POST', `/api/users/${user.id}/favorites/${a.id}`, token);
    await call('POST', `/api/users/${user.id}/favorites/${a.id}`, token);
    await call('POST', `/api/users/${user.id}/favorites/${b.id}`, token);
    expect((await call('GET', `/api/users/${user.id}/favorites`, token)).json().favorites).toEqual([
      { promptId: a.id },
      { promptId: b.id },
    ]);
    expect((await call('DELETE', `/api/users/${user.id}/favorites/${a.id}`, token)).json().favorites).toEqual([
      { promptId: b.id },
    ]);
    expect(
      (await call('POST', `/api/users/${user.id}/favorites/00000000-0000-4000-8000-000000000000`, token)).statusCode,
    ).toBe(404);
    const profile = (await call('GET', `/api/users/${user.id}`, token)).json();
    expect(profile).toMatchObject({
      id: user.id,
      email: user.email,
      favorites: [{ promptId: b.id }],
      promptCoach: { hasPaid: false },
    });
  });

  it('lets a token reach only its own user', async () => {
    const mine = await createUserWithToken(db);
    const other = await createUserWithToken(db);
    const prompt = await createPrompt(db);
    for (const [method, path] of [
      ['GET', `/api/users/${other.user.id}`],
      ['PUT', `/api/users/${other.user.id}/progress`],
      ['GET', `/api/users/${other.user.id}/favorites`],
      ['POST', `/api/users/${other.user.id}/favorites/${prompt.id}`],
      ['DELETE', `/api/users/${other.user.id}/favorites/${prompt.id}`],
    ] as const) {
      expect(
        (await call(method, path, mine.token, method === 'PUT' ? { completedLessons: [] } : undefined)).statusCode,
        `${method} ${path}`,
      ).toBe(403);
      expect(
        (await call(method, path, undefined, method === 'PUT' ? { completedLessons: [] } : undefined)).statusCode,
      ).toBe(401);
    }
  });
});
