import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { type ReviewItem } from '@ai4n/shared';
import { DAY_MS } from '@ai4n/shared/review-schedule';
import { createTestApp } from '../../../test/test-app.js';
import { createQuestion, createUserWithToken } from '../../../test/factories.js';
import type { AppDb } from '../../db/client.js';

let app: FastifyInstance;
let db: AppDb;
let ids: number[];
beforeAll(async () => {
  ({ app, db } = await createTestApp());
  ids = [];
  for (let i = 0; i < 4; i++) ids.push((await createQuestion(db)).id);
});
afterAll(async () => app.close());

const T0 = new Date('2025-03-10T18:30:00.000Z');
const at = (days: number) => new Date(T0.getTime() + days * DAY_MS).toISOString();
const item = (questionId: number, box: number, due: number, updated: number): ReviewItem => ({
  questionId,
  box,
  dueAt: at(due),
  updatedAt: at(updated),
});

const put = (userId: string, token: string | undefined, payload: object) =>
  app.inject({
    method: 'PUT',
    url: `/api/users/${userId}/progress`,
    payload,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });

describe("an account's review queue", () => {
  it('merges a browser queue in, keeping the latest entry of each question from either side', async () => {
    const { user, token } = await createUserWithToken(db);
    const [a, b, c] = ids;
    const first = await put(user.id, token, { reviewQueue: [item(a, 2, 4, 1), item(b, 1, 1, 0)] });
    expect(first.statusCode).toBe(200);
    const second = (await put(user.id, token, { reviewQueue: [item(a, 1, 3, 2), item(c, 3, 9, 2)] })).json();
    expect(second.reviewQueue).toEqual([item(b, 1, 1, 0), item(a, 1, 3, 2), item(c, 3, 9, 2)]);
    // Course progress is untouched by a review save, and the profile carries the queue.
    expect(second).toMatchObject({ completedLessons: [], currentLesson: null });
    const profile = (
      await app.inject({ method: 'GET', url: `/api/users/${user.id}`, headers: { authorization: `Bearer ${token}` } })
    ).json();
    expect(profile.promptSchool.reviewQueue).toEqual(second.reviewQueue);
  });

  it('applies answers graded in the browser: a miss enters box 1, a due right answer moves up, the last box graduates', async () => {
    const { user, token } = await createUserWithToken(db);
    const [a, b, c] = ids;
    await put(user.id, token, { reviewQueue: [item(b, 1, 1, 0), item(c, 4, 1, 0)] });
    const answered = (
      await put(user.id, token, {
        reviewOutcomes: {
          at: at(1),
          outcomes: [
            { questionId: a, correct: false },
            { questionId: b, correct: true },
            { questionId: c, correct: true },
          ],
        },
      })
    ).json();
    expect(answered.reviewQueue).toEqual([item(a, 1, 2, 1), item(b, 2, 4, 1)]);
  });

  it('drops questions the quiz no longer asks', async () => {
    const { user, token } = await createUserWithToken(db);
    const retired = await createQuestion(db, { isActive: false });
    const saved = (
      await put(user.id, token, {
        reviewQueue: [item(ids[0], 1, 1, 0), item(retired.id, 1, 1, 0), item(999_999, 1, 1, 0)],
      })
    ).json();
    expect(saved.reviewQueue).toEqual([item(ids[0], 1, 1, 0)]);
  });

  it('keeps the queue through Restart Course', async () => {
    const { user, token } = await createUserWithToken(db);
    await put(user.id, token, { reviewQueue: [item(ids[0], 1, 1, 0)] });
    const restarted = (await put(user.id, token, { completedLessons: [], replace: true })).json();
    expect(restarted.reviewQueue).toEqual([item(ids[0], 1, 1, 0)]);
  });

  it('rejects a malformed queue or answers with a 400 naming the problem', async () => {
    const { user, token } = await createUserWithToken(db);
    for (const payload of [
      { reviewQueue: [{ ...item(ids[0], 1, 1, 0), box: 5 }] },
      { reviewQueue: [{ ...item(ids[0], 1, 1, 0), dueAt: 'tomorrow' }] },
      { reviewQueue: [item(ids[0], 1, 1, 0), item(ids[0], 2, 3, 0)] },
      { reviewQueue: Array.from({ length: 501 }, (_, i) => item(i + 1, 1, 1, 0)) },
      { reviewOutcomes: { at: at(0), outcomes: [] } },
      { reviewOutcomes: { outcomes: [{ questionId: ids[0], correct: false }] } },
    ]) {
      const response = await put(user.id, token, payload);
      expect(response.statusCode, JSON.stringify(payload).slice(0, 120)).toBe(400);
      expect(response.json().message).toBeTruthy();
    }
    expect((await put(user.id, token, {})).json().reviewQueue).toEqual([]);
  });

  it("never touches another user's queue", async () => {
    const mine = await createUserWithToken(db);
    const other = await createUserWithToken(db);
    await put(other.user.id, other.token, { reviewQueue: [item(ids[1], 1, 1, 0)] });
    const attempt = { reviewQueue: [item(ids[0], 1, 1, 0)] };
    expect((await put(other.user.id, mine.token, attempt)).statusCode).toBe(403);
    expect((await put(other.user.id, undefined, attempt)).statusCode).toBe(401);
    const theirs = (await put(other.user.id, other.token, {})).json();
    expect(theirs.reviewQueue).toEqual([item(ids[1], 1, 1, 0)]);
  });
});
