import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createAdminTestApp } from '../../test/test-app.js';
import { createLesson, createQuestion } from '../../test/factories.js';
import type { AppDb } from '../db/client.js';

let app: FastifyInstance;
let db: AppDb;
let auth: Record<string, string>;
beforeAll(async () => {
  ({ app, db, auth } = await createAdminTestApp());
});
afterAll(async () => app.close());

const TOO_BIG = 2 ** 31;

/** ~20 KB of JSON nested 10,000 deep, as an object value or as the whole body. */
const deep = (depth = 10_000) => '['.repeat(depth) + ']'.repeat(depth);

describe('a deeply nested JSON body', () => {
  const routes: Array<[string, string, (inner: string) => string, boolean]> = [
    ['POST', '/api/auth/admin/login', (inner) => `{"username":"admin","password":${inner}}`, false],
    ['POST', '/api/support', (inner) => `{"name":${inner}}`, false],
    ['POST', '/api/prompts/gemini-coach', (inner) => `{"prompt":"Write",${'"x"'}:${inner}}`, false],
    ['POST', '/api/quizzes/results', (inner) => `{"answers":${inner}}`, false],
    ['POST', '/api/prompts/bulk/import', (inner) => `{"prompts":[{"title":${inner}}]}`, true],
    ['POST', '/api/prompts/bulk/import?dryRun=true', (inner) => `{"prompts":[{"title":${inner}}]}`, true],
    ['POST', '/api/lessons/bulk/import', (inner) => inner, true],
    ['PUT', '/api/faqs/00000000-0000-4000-8000-000000000000', (inner) => `{"question":${inner}}`, true],
  ];

  it.each(routes)('%s %s answers 400, not 500', async (method, url, body, admin) => {
    const res = await app.inject({
      method: method as 'POST',
      url,
      headers: { 'content-type': 'application/json', ...(admin ? auth : {}) },
      payload: body(deep()),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      statusCode: 400,
      message: 'Request body is nested too deeply.',
      errors: [{ field: 'body', message: 'Request body is nested too deeply.' }],
    });
  });

  it('still parses ordinary JSON, brackets inside strings included, and refuses broken JSON and __proto__ as before', async () => {
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/admin/login',
      payload: { username: '[[[[{{{{', password: ']]]]\\"' + '['.repeat(150) },
    });
    expect(login.statusCode).toBe(401);
    const broken = await app.inject({
      method: 'POST',
      url: '/api/support',
      headers: { 'content-type': 'application/json' },
      payload: '{"name": ',
    });
    expect(broken.statusCode).toBe(400);
    const proto = await app.inject({
      method: 'POST',
      url: '/api/support',
      headers: { 'content-type': 'application/json' },
      payload: '{"__proto__": {"x": 1}}',
    });
    expect(proto.statusCode).toBe(400);
    const empty = await app.inject({
      method: 'POST',
      url: '/api/support',
      headers: { 'content-type': 'application/json' },
      payload: '',
    });
    expect(empty.statusCode).toBe(400);
  });
});

describe('a NUL character in a query or path parameter', () => {
  it.each([
    ['/api/prompts?category=sa%00les', 'category'],
    ['/api/prompts?businessType=SaaS%00', 'businessType'],
    ['/api/prompts?search=a%00b', 'search'],
    ['/api/certificates/AB%00CD', 'code'],
    ['/api/faqs/abc%00', 'id'],
    ['/api/payments/a%00b@example.com/history', 'emailOrId'],
  ])('GET %s answers 400 naming %s', async (url, field) => {
    const res = await app.inject({ url });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([{ field, message: 'Text may not contain NUL characters' }]);
    expect(res.json().message).toBe(`${field}: Text may not contain NUL characters`);
  });

  it('leaves an unknown address a 404', async () => {
    expect((await app.inject({ url: '/api/nothing/a%00b' })).statusCode).toBe(404);
  });

  it('names the field of a NUL in a JSON body', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/support',
      payload: { name: 'Ana', email: 'ana@example.com', subject: 'Hi', message: ['ok', 'a\u0000b'] },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([{ field: 'message.1', message: 'Text may not contain NUL characters' }]);
  });
});

describe('integers beyond PostgreSQL integer', () => {
  it.each(['/api/lessons/', '/api/questions/'])(
    'GET %s{id} with an id above 2^31-1 is 400 naming the id',
    async (path) => {
      const res = await app.inject({ url: `${path}${TOO_BIG}` });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual([{ field: 'id', message: expect.any(String) }]);
      expect((await app.inject({ url: `${path}${TOO_BIG - 1}` })).statusCode).toBe(404);
    },
  );

  it('refuses big ids and order on admin writes with the field named', async () => {
    const lesson = await createLesson(db);
    const question = await createQuestion(db);
    const cases: Array<[string, string, object, string]> = [
      ['PUT', `/api/lessons/${TOO_BIG}`, { title: 'x' }, 'id'],
      ['DELETE', `/api/questions/${TOO_BIG}`, {}, 'id'],
      ['PUT', `/api/lessons/${lesson.id}`, { order: TOO_BIG }, 'order'],
      [
        'POST',
        '/api/lessons',
        { id: TOO_BIG, title: 'T', description: 'D', content: '<p>c</p>', stage: 'foundation', difficulty: 'beginner' },
        'id',
      ],
      [
        'PUT',
        `/api/questions/${question.id}`,
        { question: 'Q?', options: ['a', 'b'], category: 'basics', difficulty: 'easy', order: TOO_BIG },
        'order',
      ],
      ['POST', '/api/faqs', { question: 'Q?', answer: 'A.', category: 'about', order: TOO_BIG }, 'order'],
    ];
    for (const [method, url, payload, field] of cases) {
      const res = await app.inject({
        method: method as 'POST',
        url,
        headers: auth,
        payload: method === 'DELETE' ? undefined : payload,
      });
      expect(res.statusCode, `${method} ${url}`).toBe(400);
      expect(
        res.json().errors.map((e: { field: string }) => e.field),
        `${method} ${url}`,
      ).toContain(field);
    }
  });

  it('refuses a quiz answer for a question id above 2^31-1, and a page beyond reach', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/quizzes/results',
      payload: { drawId: crypto.randomUUID(), answers: [{ questionId: TOO_BIG, answer: 0 }] },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.map((e: { field: string }) => e.field)).toEqual(['answers.0.questionId']);
    const page = await app.inject({ url: '/api/prompts?page=99999999999999999' });
    expect(page.statusCode).toBe(400);
    expect(new Set(page.json().errors.map((e: { field: string }) => e.field))).toEqual(new Set(['page']));
  });
});
