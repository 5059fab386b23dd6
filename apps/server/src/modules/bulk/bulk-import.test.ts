import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { parseCsv } from '@ai4n/shared/csv';
import { createAdminTestApp } from '../../../test/test-app.js';
import { createFaq, createLesson, createQuestion } from '../../../test/factories.js';
import type { AppDb } from '../../db/client.js';

let app: FastifyInstance;
let db: AppDb;
let auth: Record<string, string>;
beforeAll(async () => {
  ({ app, db, auth } = await createAdminTestApp());
});
afterAll(async () => app.close());

const importJson = (entity: string, items: object[], replaceExisting = false, dryRun = false) =>
  app.inject({
    method: 'POST',
    url: `/api/${entity}/bulk/import${dryRun ? '?dryRun=true' : ''}`,
    headers: auth,
    payload: { [entity]: items, replaceExisting },
  });
const importCsv = (entity: string, csv: string, query = '') =>
  app.inject({
    method: 'POST',
    url: `/api/${entity}/bulk/import-csv${query}`,
    headers: { ...auth, 'content-type': 'text/csv' },
    payload: csv,
  });
const exportCsv = async (entity: string) =>
  (await app.inject({ url: `/api/${entity}/bulk/export`, headers: auth })).body;

/** Rows of a CSV as comparable strings, without the given columns, sorted. */
const rowsOf = (csv: string, drop: string[] = []) => {
  const table = parseCsv(csv);
  const columns = table.header.filter((c) => !drop.includes(c));
  return table.rows.map((r) => JSON.stringify(columns.map((c) => r.cell(c)))).sort();
};

const faq = { question: 'Is it free?', answer: 'Partly.', category: 'pricing' };
const lesson = {
  title: 'Imported',
  description: 'From a file.',
  content: '<p>Hi</p><script>alert(1)</script><img src=x onerror=alert(1)>',
  stage: 'stage1',
  difficulty: 'beginner',
};
const question = {
  question: 'Pick one',
  options: ['A', 'B', ''],
  correctAnswer: 1,
  category: 'basics',
  difficulty: 'easy',
};
const valid = { faqs: faq, lessons: lesson, questions: question } as const;

describe('JSON bulk import of FAQs, lessons and questions', () => {
  it('imports with the single-creation rules and answers the imported count', async () => {
    for (const entity of ['faqs', 'lessons', 'questions'] as const) {
      const res = await importJson(entity, [valid[entity], valid[entity]]);
      expect(res.statusCode, entity).toBe(200);
      expect(res.json()).toMatchObject({ count: 2, imported: 2, errors: [], moreErrors: 0 });
    }
    const lessons = (await app.inject({ url: '/api/lessons/admin/all', headers: auth })).json() as Array<{
      title: string;
      content: string;
      stageName: string;
      id: number;
    }>;
    const imported = lessons.filter((l) => l.title === 'Imported');
    expect(imported).toHaveLength(2);
    expect(imported[0].content).toBe('<p>Hi</p>');
    expect(imported[0].stageName).toBe('Stage1');
    expect(imported.every((l) => l.id > 0 && l.id < 10_000)).toBe(true);
    const questions = (await app.inject({ url: '/api/questions?limit=500' })).json() as Array<{
      question: string;
      options: string[];
    }>;
    expect(questions.find((q) => q.question === 'Pick one')?.options).toEqual(['A', 'B']);
  });

  it('reports every bad item by its position and imports nothing when one in the middle is bad', async () => {
    const before = await exportCsv('questions');
    const res = await importJson('questions', [
      question,
      { ...question, options: ['only one'] },
      question,
      { ...question, points: 0, category: 'cooking' },
    ]);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Import failed: 2 row(s) have errors; nothing was imported.');
    expect(res.json().errors).toEqual([
      { field: 'row 2', message: 'Question 2: options: Please provide at least 2 answer options.' },
      {
        field: 'row 4',
        message: expect.stringMatching(/^Question 4: category: Category is required; points: Points awarded/),
      },
    ]);
    expect(res.json().details).toMatchObject({
      count: 2,
      imported: 0,
      moreErrors: 0,
      errors: [{ row: 2 }, { row: 4 }],
    });
    expect(await exportCsv('questions')).toBe(before);
    const dry = (await importJson('lessons', [lesson, { ...lesson, title: ' ' }], false, true)).json();
    expect(dry).toMatchObject({
      count: 1,
      imported: 0,
      errors: [{ row: 2, message: 'Lesson 2: title: Title is required' }],
    });
    expect(dry.preview).toEqual([{ title: 'Imported', category: 'stage1', status: 'active' }]);
  });

  it('reports a row with a NUL character (PostgreSQL text cannot hold one) instead of failing the request', async () => {
    const res = await importJson('faqs', [faq, { ...faq, answer: 'a\u0000b' }]);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([
      { field: 'row 2', message: 'FAQ 2: answer: Text may not contain NUL characters' },
    ]);
    const csv = await importCsv('faqs', 'question,answer,category\nQ,"a\u0000",about', '?dryRun=true');
    expect(csv.json().errors).toEqual([{ row: 2, message: 'Row 2: answer: Text may not contain NUL characters' }]);
  });

  it('refuses ids that clash with stored rows or with each other, unless replacing', async () => {
    const stored = await createLesson(db);
    const clash = await importJson('lessons', [
      { ...lesson, id: 7001 },
      { ...lesson, id: stored.id },
      { ...lesson, id: 7001 },
    ]);
    expect(clash.json().errors.map((e: { message: string }) => e.message)).toEqual([
      `Lesson 2: A lesson with id ${stored.id} already exists.`,
      'Lesson 3: id 7001 is used twice in this import (also Lesson 1).',
    ]);
    expect((await app.inject({ url: '/api/lessons/7001' })).statusCode).toBe(404);
  });

  it('replaceExisting deletes the existing rows in the same transaction, and not at all when the import fails', async () => {
    await createFaq(db, { question: 'Old FAQ?' });
    const failed = await importJson('faqs', [faq, { ...faq, category: 'nope' }], true);
    expect(failed.statusCode).toBe(400);
    expect(rowsOf(await exportCsv('faqs')).join()).toContain('Old FAQ?');
    expect((await importJson('faqs', [faq], true)).json().imported).toBe(1);
    const after = parseCsv(await exportCsv('faqs')).rows;
    expect(after.map((r) => r.cell('question'))).toEqual(['Is it free?']);
    expect((await importJson('faqs', [])).json().message).toBe(
      'No valid faqs could be created from the data. Please check the format and required fields.',
    );
  });

  it('deletes all rows of an entity and answers how many', async () => {
    await createQuestion(db);
    const count = parseCsv(await exportCsv('questions')).rows.length;
    expect((await app.inject({ method: 'DELETE', url: '/api/questions/bulk/all', headers: auth })).json()).toEqual({
      deleted: count,
    });
    expect(parseCsv(await exportCsv('questions')).rows).toEqual([]);
  });
});

describe('CSV export and import of FAQs, lessons and questions', () => {
  it('exports every row as a quoted, formula-neutralized attachment and imports it back to the same content', async () => {
    await createFaq(db, {
      question: '=HYPERLINK("http://evil")',
      answer: 'Line one\nline "two", three',
      category: 'lab',
      isActive: false,
    });
    await createLesson(db, {
      title: '+SUM(1)',
      content: '<p>a, "b"</p>\n<ul><li>c</li></ul>',
      learningObjectives: ['Write clear, specific prompts', '@mention'],
      tags: ['x', 'y'],
      isActive: false,
    });
    await createQuestion(db, {
      question: '-1 or +1?',
      options: ['-1', '+1', '=0'],
      correctAnswer: 2,
      explanation: '@because',
      tags: ['math'],
      points: 30,
      order: 4,
    });
    for (const [entity, file, drop] of [
      ['faqs', 'faqs_export.csv', ['id']],
      ['lessons', 'lessons_export.csv', []],
      ['questions', 'questions_export.csv', []],
    ] as const) {
      const res = await app.inject({ url: `/api/${entity}/bulk/export`, headers: auth });
      expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(res.headers['content-disposition']).toBe(`attachment; filename="${file}"`);
      expect(res.body).not.toMatch(/(^|,)"[=+\-@]/m);
      const rows = rowsOf(res.body, [...drop]);
      expect(rows.length, entity).toBeGreaterThan(0);
      const imported = await importCsv(entity, res.body, '?replaceExisting=true');
      expect(imported.json(), entity).toMatchObject({ imported: rows.length, errors: [] });
      expect(rowsOf(await exportCsv(entity), [...drop]), entity).toEqual(rows);
    }
    const faqs = await exportCsv('faqs');
    expect(faqs).toContain(`"'=HYPERLINK(""http://evil"")"`);
    expect(rowsOf(faqs).join()).toContain('Line one\\nline \\"two\\", three');
    const questions = await exportCsv('questions');
    expect(questions).toContain(`"'-1 | +1 | =0"`);
    expect(
      parseCsv(questions)
        .rows.find((r) => r.cell('question') === '-1 or +1?')
        ?.cell('options'),
    ).toBe('-1 | +1 | =0');
  });

  it('reads the spec template columns, reports rows from 2, and all or nothing', async () => {
    const header = 'id,question,options,correctAnswer,explanation,category,difficulty,isActive';
    const csv = [
      header,
      '8101,Good?,Yes|No,0,,basics,easy,true',
      '8102,,Yes|No,0,,basics,easy,true',
      '8103,Also good?,Yes|No,1,Because,fundamentals,hard,false',
    ].join('\r\n');
    const dry = (await importCsv('questions', csv, '?dryRun=true')).json();
    expect(dry).toMatchObject({
      count: 2,
      imported: 0,
      errors: [{ row: 3, message: "Row 3: Missing required field 'question'" }],
      moreErrors: 0,
    });
    expect((await importCsv('questions', csv)).statusCode).toBe(400);
    expect((await app.inject({ url: '/api/questions/8101' })).statusCode).toBe(404);
    const fixed = csv.replace('8102,,', '8102,Fixed?,');
    expect((await importCsv('questions', fixed)).json().imported).toBe(3);
    expect((await app.inject({ url: '/api/questions/8103' })).statusCode).toBe(404);
    expect((await app.inject({ url: '/api/questions/8101' })).json()).toMatchObject({
      options: ['Yes', 'No'],
      points: 10,
    });
  });

  it('lists every lesson for the admin, archived and inactive ones too, in the public item shape', async () => {
    const archived = await createLesson(db, { isArchived: true, title: 'Archived one' });
    expect((await app.inject({ url: '/api/lessons/admin/all' })).statusCode).toBe(401);
    const all = (await app.inject({ url: '/api/lessons/admin/all', headers: auth })).json() as Array<
      Record<string, unknown>
    >;
    const found = all.find((l) => l.id === archived.id);
    expect(found).toMatchObject({
      title: 'Archived one',
      isActive: false,
      isArchived: true,
      stage: 'foundation',
      learningObjectives: [],
      tags: [],
    });
    expect(Object.keys(found!).sort()).toEqual([
      'content',
      'description',
      'difficulty',
      'duration',
      'icon',
      'id',
      'isActive',
      'isArchived',
      'learningObjectives',
      'order',
      'stage',
      'stageName',
      'tags',
      'title',
    ]);
  });
});
