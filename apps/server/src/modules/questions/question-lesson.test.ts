import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { noSuchLessonText } from '@ai4n/shared';
import { parseCsv } from '@ai4n/shared/csv';
import { createAdminTestApp } from '../../../test/test-app.js';
import { createLesson, createQuestion } from '../../../test/factories.js';
import type { AppDb } from '../../db/client.js';
import { lessons, quizQuestions } from '../../db/schema/index.js';

let app: FastifyInstance;
let db: AppDb;
let auth: Record<string, string>;
let lessonId: number;
const UNKNOWN = 9_876;

beforeAll(async () => {
  ({ app, db, auth } = await createAdminTestApp());
  lessonId = (await createLesson(db)).id;
});
afterAll(async () => app.close());

const send = (method: 'POST' | 'PUT', url: string, payload: object) =>
  app.inject({ method, url, payload, headers: auth });
const question = { question: 'Which one?', options: ['A', 'B'], category: 'basics', difficulty: 'easy' };

describe('the lesson that teaches a question', () => {
  it('is saved on create and update, cleared with null, and shown to the public', async () => {
    const created = await send('POST', '/api/questions', { ...question, lessonId });
    expect(created.statusCode).toBe(201);
    expect(created.json().lessonId).toBe(lessonId);
    const id = created.json().id;
    expect((await app.inject({ url: `/api/questions/${id}` })).json().lessonId).toBe(lessonId);

    const untouched = await send('PUT', `/api/questions/${id}`, { points: 20 });
    expect(untouched.json()).toMatchObject({ points: 20, lessonId });
    const cleared = await send('PUT', `/api/questions/${id}`, { lessonId: null });
    expect(cleared.json().lessonId).toBeNull();
    const none = await send('POST', '/api/questions', question);
    expect(none.json().lessonId).toBeNull();
  });

  it('refuses a lesson that does not exist with a clear message', async () => {
    const created = await send('POST', '/api/questions', { ...question, lessonId: UNKNOWN });
    expect(created.statusCode).toBe(400);
    expect(created.json().message).toBe(noSuchLessonText(UNKNOWN));
    const { id } = await createQuestion(db);
    const updated = await send('PUT', `/api/questions/${id}`, { lessonId: UNKNOWN });
    expect(updated.statusCode).toBe(400);
    expect(updated.json().message).toBe(noSuchLessonText(UNKNOWN));
    const [row] = await db.select().from(quizQuestions).where(eq(quizQuestions.id, id));
    expect(row.lessonId).toBeNull();
  });

  it('a deleted lesson leaves its questions without one', async () => {
    const gone = await createLesson(db);
    const { id } = await createQuestion(db, { lessonId: gone.id });
    await db.delete(lessons).where(eq(lessons.id, gone.id));
    const [row] = await db.select().from(quizQuestions).where(eq(quizQuestions.id, id));
    expect(row.lessonId).toBeNull();
  });

  it('a cached question list drops the link of a deleted lesson at once (the foreign key cascade)', async () => {
    const gone = await createLesson(db);
    const { id } = await createQuestion(db, { lessonId: gone.id });
    const url = '/api/questions';
    const lessonOfQuestion = async () =>
      (await app.inject({ url })).json().find((q: { id: number }) => q.id === id)?.lessonId;
    expect(await lessonOfQuestion()).toBe(gone.id);
    // Until the answer is kept (compression runs off the event loop), then served from memory.
    await expect
      .poll(async () => {
        const before = app.responseCache.hits;
        await lessonOfQuestion();
        return app.responseCache.hits - before;
      })
      .toBe(1);
    expect(
      (await app.inject({ method: 'DELETE', url: `/api/lessons/${gone.id}?permanent=true`, headers: auth })).statusCode,
    ).toBe(200);
    expect(await lessonOfQuestion()).toBeNull();
  });
});

describe('lessonId in the question CSV', () => {
  const importCsv = (csv: string, query = '') =>
    app.inject({
      method: 'POST',
      url: `/api/questions/bulk/import-csv${query}`,
      headers: { ...auth, 'content-type': 'text/csv' },
      payload: csv,
    });

  it('exports each question’s lesson, empty for none', async () => {
    const linked = await createQuestion(db, { lessonId });
    const unlinked = await createQuestion(db);
    const table = parseCsv((await app.inject({ url: '/api/questions/bulk/export', headers: auth })).body);
    expect(table.header).toContain('lessonId');
    const lessonOf = (id: number) => table.rows.find((r) => r.cell('id') === String(id))!.cell('lessonId');
    expect(lessonOf(linked.id)).toBe(String(lessonId));
    expect(lessonOf(unlinked.id)).toBe('');
  });

  it('imports a lesson id, or none for an empty cell', async () => {
    const csv = [
      'id,question,options,category,difficulty,lessonId',
      `7001,One?,A|B,basics,easy,${lessonId}`,
      '7002,Two?,A|B,basics,easy,',
    ];
    const res = await importCsv(csv.join('\n'));
    expect(res.statusCode, res.body).toBe(200);
    const rows = await db.select().from(quizQuestions).where(eq(quizQuestions.id, 7001));
    expect(rows[0].lessonId).toBe(lessonId);
    expect((await db.select().from(quizQuestions).where(eq(quizQuestions.id, 7002)))[0].lessonId).toBeNull();
  });

  it('refuses a row naming an unknown lesson, naming the row, and imports nothing', async () => {
    const csv = [
      'id,question,options,category,difficulty,lessonId',
      `7101,One?,A|B,basics,easy,${lessonId}`,
      `7102,Two?,A|B,basics,easy,${UNKNOWN}`,
    ];
    const dry = await importCsv(csv.join('\n'), '?dryRun=true');
    expect(dry.statusCode).toBe(200);
    expect(dry.json().errors).toEqual([{ row: 3, message: `Row 3: ${noSuchLessonText(UNKNOWN)}` }]);
    const res = await importCsv(csv.join('\n'));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([{ field: 'row 3', message: `Row 3: ${noSuchLessonText(UNKNOWN)}` }]);
    expect(await db.select().from(quizQuestions).where(eq(quizQuestions.id, 7101))).toEqual([]);
  });
});
