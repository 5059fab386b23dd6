import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { parseCsv } from '@ai4n/shared/csv';
import { createAdminTestApp } from '../../../test/test-app.js';
import { createFaq } from '../../../test/factories.js';
import { csvUpload, malformedUploads, multipart } from '../../../test/multipart.js';
import type { AppDb } from '../../db/client.js';
import { loadConfig } from '../../config.js';
import { certificates, quizAttempts } from '../../db/schema/index.js';

const LIMIT = 4096;
let app: FastifyInstance;
let db: AppDb;
let auth: Record<string, string>;
beforeAll(async () => {
  ({ app, db, auth } = await createAdminTestApp({
    config: loadConfig({ NODE_ENV: 'test', IMPORT_MAX_BYTES: String(LIMIT) }),
  }));
});
afterAll(async () => app.close());

const upload = (entity: string, body: ReturnType<typeof multipart>, query = '') =>
  app.inject({
    method: 'POST',
    url: `/api/${entity}/bulk/upload${query}`,
    payload: body.payload,
    headers: { ...auth, ...body.headers },
  });
const count = async (entity: string) =>
  parseCsv((await app.inject({ url: `/api/${entity}/bulk/export`, headers: auth })).body).rows.length;

const FAQ_CSV = [
  'question,answer,category',
  'Where?,Here.,about',
  '"Why, ""really""?","Because\nof reasons",school',
].join('\r\n');

describe('multipart CSV upload', () => {
  it('dry-runs and then imports a file, the fields in either order', async () => {
    const dry = await upload('faqs', csvUpload(FAQ_CSV), '?dryRun=true');
    expect(dry.json()).toEqual({
      count: 2,
      imported: 0,
      preview: [
        { title: 'Where?', category: 'about', status: 'active' },
        { title: 'Why, "really"?', category: 'school', status: 'active' },
      ],
      errors: [],
      moreErrors: 0,
    });
    expect(await count('faqs')).toBe(0);
    const fileLast = multipart([
      { name: 'replaceExisting', value: 'false' },
      { name: 'file', filename: 'FAQS.CSV', content: `\uFEFF${FAQ_CSV}` },
    ]);
    expect((await upload('faqs', fileLast)).json().imported).toBe(2);
    expect(await count('faqs')).toBe(2);
  });

  it('replaces existing rows when replaceExisting is true, and keeps them when the file has a bad row', async () => {
    await createFaq(db, { question: 'Kept?' });
    const bad = await upload('faqs', csvUpload(`${FAQ_CSV}\r\n,No question,about`, { replaceExisting: 'true' }));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details.errors).toEqual([{ row: 4, message: "Row 4: Missing required field 'question'" }]);
    const before = await count('faqs');
    expect(before).toBeGreaterThan(2);
    expect((await upload('faqs', csvUpload(FAQ_CSV, { replaceExisting: 'true' }))).json().imported).toBe(2);
    expect(await count('faqs')).toBe(2);
    expect((await upload('faqs', csvUpload(FAQ_CSV, { replaceExisting: 'maybe' }))).json().message).toBe(
      "replaceExisting must be 'true' or 'false'",
    );
  });

  it('refuses a file without the .csv extension, or no file, with the spec message', async () => {
    for (const body of [
      csvUpload(FAQ_CSV, { filename: 'faqs.txt' }),
      csvUpload(FAQ_CSV, { filename: 'faqs.csv.xlsx' }),
      multipart([{ name: 'replaceExisting', value: 'true' }]),
    ]) {
      const res = await upload('lessons', body);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Please select a CSV file (must have .csv extension)');
    }
    const notMultipart = await app.inject({
      method: 'POST',
      url: '/api/lessons/bulk/upload',
      headers: auth,
      payload: { file: 'x' },
    });
    expect(notMultipart.statusCode).toBe(415);
  });

  it('answers a malformed multipart body with 400 and a message, writing nothing', async () => {
    const before = await count('faqs');
    const answers = [];
    for (const { name, payload, headers } of malformedUploads()) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/faqs/bulk/upload',
        payload,
        headers: { ...auth, ...headers },
      });
      answers.push({ name, status: res.statusCode, message: res.json().message as string });
    }
    expect(answers.map(({ name, status }) => [name, status])).toEqual(answers.map(({ name }) => [name, 400]));
    for (const { name, message } of answers) expect(message, name).toMatch(/multipart|CSV file/u);
    expect(await count('faqs')).toBe(before);
    // The site still answers a good upload afterwards.
    expect((await upload('faqs', csvUpload(FAQ_CSV), '?dryRun=true')).statusCode).toBe(200);
  });

  it('refuses an oversized upload or import body with 413 and a clear message, writing nothing', async () => {
    const big = `question,answer,category\r\n${'Q?,A,about\r\n'.repeat(LIMIT / 10)}`;
    const res = await upload('faqs', csvUpload(big));
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe('The file is too large: the limit is 4 KB.');
    const text = await app.inject({
      method: 'POST',
      url: '/api/faqs/bulk/import-csv',
      headers: { ...auth, 'content-type': 'text/csv' },
      payload: big,
    });
    expect(text.statusCode).toBe(413);
    const json = await app.inject({
      method: 'POST',
      url: '/api/faqs/bulk/import',
      headers: auth,
      payload: { faqs: Array.from({ length: 200 }, () => ({ question: 'Q?', answer: 'A', category: 'about' })) },
    });
    expect(json.statusCode).toBe(413);
    expect(json.json().message).toBe('Request body is too large');
  });

  it('imports lessons and questions through the upload too', async () => {
    const lessons = [
      'title,description,content,stage,difficulty',
      'L,D,<p onclick="x()">c</p>,foundation,beginner',
    ].join('\n');
    expect((await upload('lessons', csvUpload(lessons))).json().imported).toBe(1);
    const questions = ['question,options,correctAnswer,category,difficulty', 'Q?,a|b|c,2,basics,easy'].join('\n');
    expect((await upload('questions', csvUpload(questions))).json().imported).toBe(1);
    const exported = (await app.inject({ url: '/api/lessons/bulk/export', headers: auth })).body;
    expect(parseCsv(exported).rows[0].cell('content')).toBe('<p>c</p>');
  });
});

describe('templates, quizzes export and the audit log', () => {
  it('offers a CSV template per entity with its columns and good example rows that import cleanly', async () => {
    for (const [entity, first] of [
      ['prompts', 'Prompt Title'],
      ['faqs', 'id'],
      ['lessons', 'id'],
      ['questions', 'id'],
    ] as const) {
      const res = await app.inject({ url: `/api/${entity}/bulk/template` });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-disposition']).toBe(`attachment; filename="${entity}_template.csv"`);
      const table = parseCsv(res.body);
      expect(table.header[0]).toBe(first);
      expect(table.rows.length).toBeGreaterThanOrEqual(1);
      const dry = await app.inject({
        method: 'POST',
        url: `/api/${entity}/bulk/import-csv?dryRun=true&replaceExisting=true`,
        headers: { ...auth, 'content-type': 'text/csv' },
        payload: res.body,
      });
      expect(dry.json(), entity).toMatchObject({ count: table.rows.length, errors: [] });
    }
    const lessons = parseCsv((await app.inject({ url: '/api/lessons/bulk/template' })).body);
    expect(lessons.header).toEqual([
      'id',
      'title',
      'description',
      'content',
      'stage',
      'stageName',
      'duration',
      'difficulty',
      'order',
      'isActive',
      'icon',
      'learningObjectives',
      'tags',
    ]);
    const questions = parseCsv((await app.inject({ url: '/api/questions/bulk/template' })).body);
    expect(questions.header).toEqual([
      'id',
      'question',
      'options',
      'correctAnswer',
      'explanation',
      'category',
      'difficulty',
      'isActive',
      'points',
      'tags',
      'order',
      'lessonId',
    ]);
  });

  it('exports the graded quiz attempts with their certificates', async () => {
    const [attempt] = await db
      .insert(quizAttempts)
      .values({
        score: 16,
        total: 20,
        percentage: 80,
        grade: 'B',
        timeSpentSeconds: 300,
        categories: [{ name: 'AI Basics', correct: 4, total: 5, percentage: 80 }],
        certificateEligible: true,
      })
      .returning();
    await db.insert(quizAttempts).values({ score: 2, total: 20, percentage: 10, grade: 'F' });
    await db.insert(certificates).values({
      code: 'AI4N-TEST-0001',
      attemptId: attempt.id,
      name: '=Ada "Lovelace"',
      score: 16,
      total: 20,
      percentage: 80,
      grade: 'B',
    });
    const res = await app.inject({ url: '/api/quizzes/bulk/export', headers: auth });
    expect(res.headers['content-disposition']).toBe('attachment; filename="quizzes_export.csv"');
    const rows = parseCsv(res.body).rows;
    expect(rows).toHaveLength(2);
    const first = rows.find((r) => r.cell('attemptId') === attempt.id)!;
    expect(
      [
        'score',
        'total',
        'percentage',
        'grade',
        'categories',
        'certificateEligible',
        'certificateCode',
        'certificateName',
      ].map((c) => first.cell(c)),
    ).toEqual(['16', '20', '80', 'B', 'AI Basics: 4/5', 'true', 'AI4N-TEST-0001', '=Ada "Lovelace"']);
    expect(res.body).toContain(`"'=Ada ""Lovelace"""`);
    expect(new Date(first.cell('completedAt')).getTime()).toBeGreaterThan(0);
  });

  it('records bulk writes in the admin audit log', async () => {
    await app.inject({ method: 'DELETE', url: '/api/questions/bulk/all', headers: auth });
    await upload('faqs', csvUpload(FAQ_CSV), '?dryRun=true');
    const { entries } = (await app.inject({ url: '/api/admin/audit', headers: auth })).json();
    expect(entries[0]).toMatchObject({ action: 'POST', path: '/api/faqs/bulk/upload', statusCode: 200 });
    expect(entries[1]).toMatchObject({ action: 'DELETE', path: '/api/questions/bulk/all', statusCode: 200 });
  });
});
