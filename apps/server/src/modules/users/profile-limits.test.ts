import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import {
  COMPLETED_LESSONS_LIMIT_TEXT,
  COMPLETED_LESSONS_MAX,
  FAVORITES_LIMIT_TEXT,
  FAVORITES_MAX,
  PROFILE_WRITES_PER_MINUTE,
  REVIEW_QUEUE_MAX,
} from '@ai4n/shared';
import { createTestApp } from '../../../test/test-app.js';
import { createLesson, createPrompt, createUserWithToken } from '../../../test/factories.js';
import type { AppDb } from '../../db/client.js';
import { prompts, userFavorites, users } from '../../db/schema/index.js';

let app: FastifyInstance;
let db: AppDb;
let address = 0;
beforeAll(async () => {
  ({ app, db } = await createTestApp());
  await createLesson(db);
});
afterAll(async () => app.close());

/** Each test from its own client address: the write limit counts per address. */
const client = () => {
  const remoteAddress = `10.27.0.${++address}`;
  return (method: 'PUT' | 'POST' | 'DELETE', url: string, token: string, payload?: object) =>
    app.inject({ method, url, payload, remoteAddress, headers: { authorization: `Bearer ${token}` } });
};
const ids = (from: number, n: number) => Array.from({ length: n }, (_, i) => from + i);

describe('bounded account collections (issue 27, M-4)', () => {
  it('refuses course progress past the lesson cap with a clear 400, however it is reached, never a 500', async () => {
    const { user, token } = await createUserWithToken(db);
    const call = client();
    const url = `/api/users/${user.id}/progress`;
    const at = await call('PUT', url, token, { completedLessons: ids(1, COMPLETED_LESSONS_MAX) });
    expect(at.statusCode, at.body).toBe(200);

    // One more through a merge, then a loop of the largest saves the schema lets through.
    const merged = await call('PUT', url, token, { completedLessons: [COMPLETED_LESSONS_MAX + 1] });
    expect(merged.statusCode).toBe(400);
    expect(merged.json().message).toBe(COMPLETED_LESSONS_LIMIT_TEXT);
    for (let round = 1; round <= 3; round++) {
      const res = await call('PUT', url, token, { completedLessons: ids(round * 1000, 500) });
      expect(res.statusCode).toBe(400);
    }
    const replaced = await call('PUT', url, token, {
      completedLessons: ids(1, COMPLETED_LESSONS_MAX + 1),
      replace: true,
    });
    expect(replaced.json().message).toBe(COMPLETED_LESSONS_LIMIT_TEXT);
    const past = await call('PUT', url, token, { completedLessons: ids(1, 501) });
    expect(past.statusCode).toBe(400);
    expect((await call('PUT', url, token, { completedLessons: [1] })).json().completedLessons).toHaveLength(
      COMPLETED_LESSONS_MAX,
    );
  });

  it('still reads and saves progress stored past the cap before it existed', async () => {
    const { user, token } = await createUserWithToken(db);
    const stored = { completedLessons: ids(1, 900), currentLesson: null, certificateEarned: false, progress: 0 };
    await db.update(users).set({ schoolProgress: stored }).where(eq(users.id, user.id));
    const res = await client()('PUT', `/api/users/${user.id}/progress`, token, { completedLessons: [], replace: true });
    expect(res.statusCode, res.body).toBe(200);
    const read = await app.inject({ url: `/api/users/${user.id}`, headers: { authorization: `Bearer ${token}` } });
    expect(read.statusCode).toBe(200);
  });

  it('refuses a review queue past its cap with a clear 400', async () => {
    const { user, token } = await createUserWithToken(db);
    const now = new Date().toISOString();
    const reviewQueue = ids(1, REVIEW_QUEUE_MAX + 1).map((questionId) => ({
      questionId,
      box: 1,
      dueAt: now,
      updatedAt: now,
    }));
    const res = await client()('PUT', `/api/users/${user.id}/progress`, token, { reviewQueue });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(`at most ${REVIEW_QUEUE_MAX} questions`);
  });

  it('keeps at most FAVORITES_MAX favourites: one more is a clear 400, removing one makes room', async () => {
    const { user, token } = await createUserWithToken(db);
    const rows = await db
      .insert(prompts)
      .values(
        ids(1, FAVORITES_MAX + 1).map((i) => ({
          title: `Cap ${i}`,
          description: 'd',
          promptText: 'p',
          category: 'sales',
        })),
      )
      .returning({ id: prompts.id });
    await db
      .insert(userFavorites)
      .values(rows.slice(0, FAVORITES_MAX).map((r) => ({ userId: user.id, promptId: r.id })));
    const call = client();
    const url = (promptId: string) => `/api/users/${user.id}/favorites/${promptId}`;
    const extra = rows[FAVORITES_MAX].id;

    const over = await call('POST', url(extra), token);
    expect(over.statusCode).toBe(400);
    expect(over.json().message).toBe(FAVORITES_LIMIT_TEXT);
    expect((await call('POST', url(rows[0].id), token)).statusCode).toBe(200);
    expect((await call('DELETE', url(rows[0].id), token)).statusCode).toBe(200);
    const room = await call('POST', url(extra), token);
    expect(room.statusCode).toBe(200);
    expect(room.json().favorites).toHaveLength(FAVORITES_MAX);
  });

  it('limits the rate of each kind of save per client address: past the limit, 429', async () => {
    const { user, token } = await createUserWithToken(db);
    const prompt = await createPrompt(db);
    const call = client();
    const save = () => call('PUT', `/api/users/${user.id}/progress`, token, { completedLessons: [] });
    const favorite = () => call('POST', `/api/users/${user.id}/favorites/${prompt.id}`, token);
    for (let i = 0; i < PROFILE_WRITES_PER_MINUTE; i++) {
      expect((await save()).statusCode).toBe(200);
      expect((await favorite()).statusCode).toBe(200);
    }
    expect((await save()).statusCode).toBe(429);
    expect((await favorite()).statusCode).toBe(429);
    // Another address is not held back.
    expect((await client()('PUT', `/api/users/${user.id}/progress`, token, { completedLessons: [] })).statusCode).toBe(
      200,
    );
  });
});
