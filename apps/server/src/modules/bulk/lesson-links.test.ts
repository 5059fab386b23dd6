import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createAdminTestApp } from '../../../test/test-app.js';
import { createLesson, createQuestion } from '../../../test/factories.js';
import type { AppDb } from '../../db/client.js';

let app: FastifyInstance;
let db: AppDb;
let auth: Record<string, string>;
beforeAll(async () => {
  ({ app, db, auth } = await createAdminTestApp());
});
afterAll(async () => app.close());

const linksOf = async (ids: number[]) => {
  const all = (await app.inject({ url: '/api/questions/admin/all', headers: auth })).json() as Array<{
    id: number;
    lessonId: number | null;
  }>;
  return ids.map((id) => all.find((q) => q.id === id)?.lessonId);
};

describe("a question's lesson link across deleting the lessons and importing their export (decision 0034)", () => {
  it('deleting all lessons clears the links; importing the export brings back each one, but not one the admin removed', async () => {
    const first = await createLesson(db);
    const second = await createLesson(db);
    const onFirst = await createQuestion(db, { lessonId: first.id });
    const onSecond = await createQuestion(db, { lessonId: second.id });
    const unlinked = await createQuestion(db, { lessonId: first.id });
    // The admin removes this link on purpose: it stays removed.
    const put = await app.inject({
      method: 'PUT',
      url: `/api/questions/${unlinked.id}`,
      headers: auth,
      payload: { lessonId: null },
    });
    expect(put.statusCode).toBe(200);
    const ids = [onFirst.id, onSecond.id, unlinked.id];
    expect(await linksOf(ids)).toEqual([first.id, second.id, null]);

    const exported = (await app.inject({ url: '/api/lessons/bulk/export', headers: auth })).body;
    const deleted = await app.inject({ method: 'DELETE', url: '/api/lessons/bulk/all', headers: auth });
    expect(deleted.json().deleted).toBeGreaterThanOrEqual(2);
    expect(await linksOf(ids)).toEqual([null, null, null]);

    const imported = await app.inject({
      method: 'POST',
      url: '/api/lessons/bulk/import-csv',
      headers: { ...auth, 'content-type': 'text/csv' },
      payload: exported,
    });
    expect(imported.json()).toMatchObject({ errors: [] });
    expect(await linksOf(ids)).toEqual([first.id, second.id, null]);
  });
});
