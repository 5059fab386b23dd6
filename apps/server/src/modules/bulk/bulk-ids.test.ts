import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { parseCsv } from '@ai4n/shared/csv';
import { createAdminTestApp } from '../../../test/test-app.js';
import { createFaq, createLesson, createPrompt, createQuestion, createUserWithToken } from '../../../test/factories.js';
import type { AppDb } from '../../db/client.js';

let app: FastifyInstance;
let db: AppDb;
let auth: Record<string, string>;
beforeAll(async () => {
  ({ app, db, auth } = await createAdminTestApp());
});
afterAll(async () => app.close());

const TOO_BIG = 2 ** 31;
const ENTITIES = ['prompts', 'faqs', 'lessons', 'questions'] as const;
type Entity = (typeof ENTITIES)[number];

const importJson = (entity: Entity, items: object[], options: { replaceExisting?: boolean; dryRun?: boolean } = {}) =>
  app.inject({
    method: 'POST',
    url: `/api/${entity}/bulk/import${options.dryRun ? '?dryRun=true' : ''}`,
    headers: auth,
    payload: { [entity]: items, replaceExisting: options.replaceExisting ?? false },
  });
const importCsv = (entity: Entity, csv: string, query: string) =>
  app.inject({
    method: 'POST',
    url: `/api/${entity}/bulk/import-csv${query}`,
    headers: { ...auth, 'content-type': 'text/csv' },
    payload: csv,
  });
const exportCsv = async (entity: Entity) =>
  (await app.inject({ url: `/api/${entity}/bulk/export`, headers: auth })).body;
/** The stored rows by id: each row's cells but the id, from an export. */
const rowsById = async (entity: Entity) => {
  const table = parseCsv(await exportCsv(entity));
  const idColumn = entity === 'prompts' ? 'ID' : 'id';
  return new Map(
    table.rows.map((r) => [
      r.cell(idColumn),
      JSON.stringify(table.header.filter((h) => h !== idColumn).map((h) => r.cell(h))),
    ]),
  );
};

/** What the admin reads back to export as JSON (the admin console's prompt list; FAQs, lessons, questions from their admin reads). */
const jsonExport = async (entity: Entity): Promise<Array<Record<string, unknown>>> => {
  const url = {
    prompts: '/api/prompts?status=all&limit=1000',
    faqs: '/api/faqs?admin=true',
    lessons: '/api/lessons/admin/all',
    questions: '/api/questions/admin/all',
  }[entity];
  const body = (await app.inject({ url, headers: auth })).json();
  if (entity === 'prompts') return body.prompts;
  if (entity === 'faqs')
    return Object.values(body as Record<string, object[]>).flat() as Array<Record<string, unknown>>;
  return body;
};

async function seed() {
  const prompt = await createPrompt(db, { title: 'Kept by a favourite', status: 'active' });
  await createPrompt(db, { title: 'A draft', status: 'draft' });
  await createFaq(db, { question: 'Kept FAQ?' });
  await createLesson(db);
  await createQuestion(db, { order: 3 });
  return prompt;
}

describe('ids survive a replacing import (item 9)', () => {
  it('CSV: export, then replaceExisting import, keeps every id, favourites included; a new row gets one', async () => {
    const favourite = await seed();
    const { user, token } = await createUserWithToken(db);
    const added = await app.inject({
      method: 'POST',
      url: `/api/users/${user.id}/favorites/${favourite.id}`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(added.statusCode).toBe(200);

    for (const entity of ENTITIES) {
      const before = await rowsById(entity);
      const csv = await exportCsv(entity);
      const res = await importCsv(entity, csv, '?replaceExisting=true');
      expect(res.json(), entity).toMatchObject({ imported: before.size, errors: [] });
      expect(await rowsById(entity), entity).toEqual(before);
    }
    const favourites = (
      await app.inject({ url: `/api/users/${user.id}/favorites`, headers: { authorization: `Bearer ${token}` } })
    ).json();
    expect(favourites.favorites).toEqual([{ promptId: favourite.id }]);
    expect((await app.inject({ url: `/api/prompts/${favourite.id}` })).json().title).toBe('Kept by a favourite');

    // A row without an id is new: it gets one; a stored row the file leaves out is gone.
    const csv = await exportCsv('faqs');
    const table = parseCsv(csv);
    const kept = table.rows[0].cell('id');
    const lines = csv.trim().split('\r\n');
    const replaced = await importCsv(
      'faqs',
      [lines[0], lines[1], '"","New FAQ?","Yes.","about","9","true"'].join('\r\n'),
      '?replaceExisting=true',
    );
    expect(replaced.json()).toMatchObject({ imported: 2 });
    const after = await rowsById('faqs');
    expect(after.size).toBe(2);
    expect(after.has(kept)).toBe(true);
    expect([...after.keys()].every((id) => /^[0-9a-f-]{36}$/.test(id))).toBe(true);
  });

  it('JSON: the items read back, imported with replaceExisting, keep their ids; added without it, they are copies with new ids', async () => {
    const favourite = await seed();
    const { user, token } = await createUserWithToken(db);
    await app.inject({
      method: 'POST',
      url: `/api/users/${user.id}/favorites/${favourite.id}`,
      headers: { authorization: `Bearer ${token}` },
    });
    for (const entity of ENTITIES) {
      const before = await rowsById(entity);
      const items = await jsonExport(entity);
      expect(items.length, entity).toBe(before.size);
      const res = await importJson(entity, items, { replaceExisting: true });
      expect(res.json(), entity).toMatchObject({ imported: before.size, errors: [] });
      expect(await rowsById(entity), entity).toEqual(before);
    }
    expect(
      (
        await app.inject({ url: `/api/users/${user.id}/favorites`, headers: { authorization: `Bearer ${token}` } })
      ).json().favorites,
    ).toEqual([{ promptId: favourite.id }]);

    const prompts = await jsonExport('prompts');
    expect((await importJson('prompts', prompts)).json().imported).toBe(prompts.length);
    const after = await rowsById('prompts');
    expect(after.size).toBe(prompts.length * 2);
    for (const p of prompts) expect(after.has(p.id as string)).toBe(true);
  });

  it('refuses the same id twice in a replacing import, whatever its case, and an id that is not one', async () => {
    const id = (await createFaq(db)).id;
    const faq = { question: 'Q?', answer: 'A.', category: 'about' };
    const res = await importJson(
      'faqs',
      [
        { ...faq, id },
        { ...faq, id: id.toUpperCase() },
        { ...faq, id: 'nope' },
      ],
      { replaceExisting: true },
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().details.errors).toEqual([
      { row: 2, message: `FAQ 2: id ${id} is used twice in this import (also FAQ 1).` },
      { row: 3, message: expect.stringMatching(/^FAQ 3: id: /) },
    ]);
    expect((await rowsById('faqs')).has(id)).toBe(true);
  });
});

describe('a dry run refuses exactly what the import refuses (item 6)', () => {
  const prompt = { title: 'T', description: 'D', prompt_text: 'P', category: 'sales' };
  const faq = { question: 'Q?', answer: 'A.', category: 'about' };
  const lesson = { title: 'T', description: 'D', content: '<p>c</p>', stage: 'foundation', difficulty: 'beginner' };
  const question = { question: 'Q?', options: ['a', 'b'], category: 'basics', difficulty: 'easy' };

  const cases: Array<[string, Entity, object[], RegExp]> = [
    ['an order above 2^31-1', 'faqs', [faq, { ...faq, order: TOO_BIG }], /^FAQ 2: order: Too big/],
    ['year 0', 'prompts', [prompt, { ...prompt, created_at: '0000-01-01' }], /^Prompt 2: created_at: Invalid date/],
    ['an id above 2^31-1', 'questions', [question, { ...question, id: TOO_BIG }], /^Question 2: id: Too big/],
    ['a lesson order above 2^31-1', 'lessons', [lesson, { ...lesson, order: TOO_BIG }], /^Lesson 2: order: Too big/],
    [
      'a correct answer above 2^31-1',
      'questions',
      [question, { ...question, correctAnswer: TOO_BIG }],
      /^Question 2: correctAnswer: Too big/,
    ],
    [
      'NUL text',
      'lessons',
      [lesson, { ...lesson, tags: ['ok', 'a\u0000'] }],
      /^Lesson 2: tags\.1: Text may not contain NUL/,
    ],
    [
      'half a surrogate pair',
      'questions',
      [question, { ...question, options: ['a', 'b\uD800'] }],
      /^Question 2: options\.1: Text must be valid Unicode/,
    ],
    [
      'duplicate ids',
      'lessons',
      [
        { ...lesson, id: 4242 },
        { ...lesson, id: 4242 },
      ],
      /^Lesson 2: id 4242 is used twice/,
    ],
  ];

  it.each(cases)('%s', async (_name, entity, items, message) => {
    const before = await rowsById(entity);
    for (const replaceExisting of [false, true]) {
      const dry = await importJson(entity, items, { replaceExisting, dryRun: true });
      expect(dry.statusCode).toBe(200);
      expect(dry.json().errors).toEqual([{ row: 2, message: expect.stringMatching(message) }]);
      const real = await importJson(entity, items, { replaceExisting });
      expect(real.statusCode).toBe(400);
      expect(real.json().details).toEqual(dry.json());
    }
    expect(await rowsById(entity)).toEqual(before);
  });

  it('a CSV row with an id above 2^31-1 too, and an empty JSON import is refused by both', async () => {
    const csv = [
      'id,question,options,category,difficulty',
      `${TOO_BIG},Q?,a|b,basics,easy`,
      '7,Q?,a|b,basics,easy',
    ].join('\r\n');
    const dry = await importCsv('questions', csv, '?dryRun=true');
    expect(dry.json().errors).toEqual([
      { row: 2, message: expect.stringMatching(/^Row 2: Error processing data - id: Too big/) },
    ]);
    expect((await importCsv('questions', csv, '')).json().details).toEqual(dry.json());
    const empty = await importJson('faqs', [], { dryRun: true });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe((await importJson('faqs', [])).json().message);
  });
});
