import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { sql } from 'drizzle-orm';
import { DEFAULT_SITE_CLAIMS } from '@ai4n/shared';
import { createAdminTestApp, createTestApp } from '../../test/test-app.js';
import { createPrompt } from '../../test/factories.js';
import { mockModel } from '../../test/mock-models.js';
import { csvUpload } from '../../test/multipart.js';
import { openPostgres, type AppDb } from '../db/client.js';

/**
 * Every write path drops the cached public reads it changes: a read before the write (answered
 * from the cache, which the hit counter proves) and a read after it (which must show the write).
 */
let app: FastifyInstance;
let db: AppDb;
let auth: Record<string, string>;
beforeAll(async () => {
  ({ app, db, auth } = await createAdminTestApp({
    extraModels: [mockModel('cloud', '{}').entry],
    limits: { ratingsPerMinute: 1000 },
  }));
});
afterAll(async () => app.close());

type Json = Record<string, unknown> & unknown[];
const read = async (url: string) => (await app.inject({ url })).json() as Json;
const statusOf = async (url: string) => (await app.inject({ url })).statusCode;

/** Reads `url` until its answer comes from the cache, and returns it. */
async function cachedRead(url: string, target: FastifyInstance = app): Promise<Json> {
  await target.inject({ url });
  let res!: LightMyRequestResponse;
  await expect
    .poll(async () => {
      const hits = target.responseCache.hits;
      res = await target.inject({ url });
      return target.responseCache.hits - hits;
    })
    .toBe(1);
  return res.json() as Json;
}

const admin = async (
  method: 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object | string,
  headers: Record<string, string> = {},
) => {
  const res = await app.inject({ method, url, payload, headers: { ...auth, ...headers } });
  expect(res.statusCode, `${method} ${url}: ${res.body}`).toBeLessThan(300);
  return res.json();
};

const text = (value: unknown) => JSON.stringify(value);
const promptList = '/api/prompts?limit=100&sortBy=created_at';
const titles = (list: Json) => (list as unknown as { prompts: Array<{ title: string }> }).prompts.map((p) => p.title);
const promptIn = (list: Json, id: string) =>
  (list as unknown as { prompts: Array<{ id: string; [k: string]: unknown }> }).prompts.find((p) => p.id === id);

describe('admin writes drop the cached reads they change', () => {
  it('FAQs: create, update, deactivate, archive, delete', async () => {
    const before = await cachedRead('/api/faqs');
    const counts = await cachedRead('/api/faqs/meta/categories');
    const created = await admin('POST', '/api/faqs', {
      question: 'Is the cache fresh?',
      answer: 'Always.',
      category: 'lab',
    });
    expect(text(before)).not.toContain('Is the cache fresh?');
    expect(text(await read('/api/faqs'))).toContain('Is the cache fresh?');
    const labCount = (c: Json) =>
      (c as unknown as { categories: Array<{ id: string; count: number }> }).categories.find((x) => x.id === 'lab')!
        .count;
    expect(labCount(await read('/api/faqs/meta/categories'))).toBe(labCount(counts) + 1);

    const one = `/api/faqs/${created.id}`;
    await cachedRead(one);
    await cachedRead('/api/faqs');
    await admin('PUT', one, { answer: 'Edited answer.' });
    expect((await read(one)).answer).toBe('Edited answer.');
    expect(text(await read('/api/faqs'))).toContain('Edited answer.');

    for (const query of ['', '?archive=true', '?permanent=true']) {
      const faq = query
        ? await admin('POST', '/api/faqs', { question: `Going ${query}?`, answer: 'Soon.', category: 'lab' })
        : created;
      expect(text(await cachedRead('/api/faqs'))).toContain(faq.question);
      await cachedRead(`/api/faqs/${faq.id}`);
      await admin('DELETE', `/api/faqs/${faq.id}${query}`);
      expect(text(await read('/api/faqs'))).not.toContain(faq.question);
      expect(await statusOf(`/api/faqs/${faq.id}`)).toBe(404);
    }
  });

  it('lessons: create, update, archive', async () => {
    const stats = await cachedRead('/api/lessons/meta/stats');
    await cachedRead('/api/lessons');
    const lesson = await admin('POST', '/api/lessons', {
      title: 'Fresh lesson',
      description: 'New.',
      content: '<p>Hi</p>',
      stage: 'stage2',
      difficulty: 'beginner',
    });
    expect(text(await read('/api/lessons'))).toContain('Fresh lesson');
    expect((await read('/api/lessons/meta/stats')).totalLessons).toBe((stats.totalLessons as number) + 1);

    const one = `/api/lessons/${lesson.id}`;
    await cachedRead(one);
    await admin('PUT', one, { title: 'Fresher lesson' });
    expect((await read(one)).title).toBe('Fresher lesson');

    await cachedRead('/api/lessons');
    await cachedRead('/api/lessons/meta/stages');
    await admin('DELETE', `${one}?archive=true`);
    expect(text(await read('/api/lessons'))).not.toContain('Fresher lesson');
    expect(await statusOf(one)).toBe(404);
  });

  it('questions and the quiz settings', async () => {
    const stats = await cachedRead('/api/questions/meta/stats');
    await cachedRead('/api/questions?limit=500');
    await cachedRead('/api/questions/category/basics');
    const question = await admin('POST', '/api/questions', {
      question: 'Is this cached?',
      options: ['Yes', 'No'],
      correctAnswer: 1,
      category: 'basics',
      difficulty: 'easy',
    });
    expect(text(await read('/api/questions?limit=500'))).toContain('Is this cached?');
    expect(text(await read('/api/questions/category/basics'))).toContain('Is this cached?');
    expect((await read('/api/questions/meta/stats')).totalQuestions).toBe((stats.totalQuestions as number) + 1);

    const one = `/api/questions/${question.id}`;
    await cachedRead(one);
    await admin('PUT', one, { question: 'Is this still cached?' });
    expect((await read(one)).question).toBe('Is this still cached?');
    await cachedRead('/api/questions?limit=500');
    await admin('DELETE', `${one}?archive=true`);
    expect(text(await read('/api/questions?limit=500'))).not.toContain('Is this still cached?');

    const settings = await cachedRead('/api/questions/meta/settings');
    const next = { ...settings, questionsPerQuiz: (settings.questionsPerQuiz as number) === 7 ? 8 : 7 };
    await admin('PUT', '/api/questions/meta/settings', next);
    expect(await read('/api/questions/meta/settings')).toEqual(next);
  });

  it('prompts: create, update, feature, archive, unarchive, delete; with the stats, categories and site claims', async () => {
    const list = await cachedRead(promptList);
    const stats = await cachedRead('/api/prompts/meta/stats');
    const statusStats = await cachedRead('/api/prompts/meta/status-stats');
    const categories = await cachedRead('/api/prompts/meta/categories');
    const claims = await cachedRead('/api/site/claims');
    const prompt = await admin('POST', '/api/prompts', {
      title: 'Freshly cached',
      description: 'New.',
      prompt_text: 'CORE PROMPT:\nDo it.',
      category: 'sales',
    });
    expect(titles(list)).not.toContain('Freshly cached');
    expect(titles(await read(promptList))).toContain('Freshly cached');
    expect((await read('/api/prompts/meta/stats')).totalPrompts).toBe((stats.totalPrompts as number) + 1);
    expect(await read('/api/prompts/meta/status-stats')).not.toEqual(statusStats);
    expect(text(await read('/api/prompts/meta/categories'))).not.toBe(text(categories));
    expect((await read('/api/site/claims')).promptCount).toBe((claims.promptCount as number) + 1);

    const one = `/api/prompts/${prompt.id}`;
    await cachedRead(promptList);
    await admin('PUT', one, { title: 'Freshly edited' });
    expect(titles(await read(promptList))).toContain('Freshly edited');

    await cachedRead(promptList);
    await admin('PUT', one, { isFeatured: true });
    expect(promptIn(await read(promptList), prompt.id)?.isFeatured).toBe(true);

    await cachedRead(promptList);
    await admin('DELETE', `${one}?archive=true`);
    expect(titles(await read(promptList))).not.toContain('Freshly edited');

    await cachedRead(promptList);
    await admin('PUT', `${one}/unarchive`);
    expect(titles(await read(promptList))).toContain('Freshly edited');

    await cachedRead(promptList);
    const total = (await cachedRead('/api/prompts/meta/stats')).totalPrompts as number;
    await admin('DELETE', one);
    expect(titles(await read(promptList))).not.toContain('Freshly edited');
    expect((await read('/api/prompts/meta/stats')).totalPrompts).toBe(total - 1);
  });

  it('bulk imports (JSON, CSV text, CSV upload) and delete all', async () => {
    await cachedRead('/api/faqs');
    await admin('POST', '/api/faqs/bulk/import', {
      faqs: [{ question: 'Imported as JSON?', answer: 'Yes.', category: 'about' }],
      replaceExisting: false,
    });
    expect(text(await read('/api/faqs'))).toContain('Imported as JSON?');

    await cachedRead('/api/faqs');
    await admin('POST', '/api/faqs/bulk/import-csv', 'question,answer,category\nImported as CSV?,Yes.,about', {
      'content-type': 'text/csv',
    });
    expect(text(await read('/api/faqs'))).toContain('Imported as CSV?');

    await cachedRead('/api/faqs');
    const upload = csvUpload('question,answer,category\nUploaded as CSV?,Yes.,about');
    const res = await app.inject({
      method: 'POST',
      url: '/api/faqs/bulk/upload',
      payload: upload.payload,
      headers: { ...auth, ...upload.headers },
    });
    expect(res.json().imported).toBe(1);
    expect(text(await read('/api/faqs'))).toContain('Uploaded as CSV?');

    await cachedRead('/api/lessons');
    await admin('POST', '/api/lessons/bulk/import', {
      lessons: [
        { title: 'Imported lesson', description: 'D', content: '<p>x</p>', stage: 'stage1', difficulty: 'beginner' },
      ],
      replaceExisting: false,
    });
    expect(text(await read('/api/lessons'))).toContain('Imported lesson');

    await cachedRead('/api/questions?limit=500');
    await admin('POST', '/api/questions/bulk/import', {
      questions: [
        {
          question: 'Imported question?',
          options: ['A', 'B'],
          correctAnswer: 0,
          category: 'basics',
          difficulty: 'easy',
        },
      ],
      replaceExisting: false,
    });
    expect(text(await read('/api/questions?limit=500'))).toContain('Imported question?');

    await cachedRead(promptList);
    await admin('POST', '/api/prompts/bulk/import', {
      prompts: [{ title: 'Imported prompt', description: 'D', prompt_text: 'P', category: 'sales' }],
      replaceExisting: false,
    });
    expect(titles(await read(promptList))).toContain('Imported prompt');

    await cachedRead(promptList);
    await admin(
      'POST',
      '/api/prompts/bulk/import-csv',
      'Prompt Title,Description,Category,Core Prompt Text\nCSV prompt,D,sales,Do it',
      { 'content-type': 'text/csv' },
    );
    expect(titles(await read(promptList))).toContain('CSV prompt');

    await cachedRead(promptList);
    await cachedRead('/api/prompts/meta/stats');
    await admin('DELETE', '/api/prompts/bulk/all');
    expect(titles(await read(promptList))).toEqual([]);
    expect((await read('/api/prompts/meta/stats')).totalPrompts).toBe(0);

    await cachedRead('/api/faqs');
    await admin('DELETE', '/api/faqs/bulk/all');
    expect(text(await read('/api/faqs'))).not.toContain('Imported as JSON?');
  });

  it('settings: site claims and the coach models on offer', async () => {
    await cachedRead('/api/site/claims');
    await admin('PUT', '/api/admin/site-claims', { ...DEFAULT_SITE_CLAIMS, supportReplyTime: '2 hours' });
    expect((await read('/api/site/claims')).supportReplyTime).toBe('2 hours');

    expect(text(await cachedRead('/api/prompts/meta/models'))).toContain('"cloud"');
    await admin('PUT', '/api/prompts/meta/models', { models: [{ name: 'cloud', enabled: false }] });
    expect(text(await read('/api/prompts/meta/models'))).not.toContain('"cloud"');
  });
});

describe("visitors' writes", () => {
  it('a rating shows in the cached list and stats at once', async () => {
    const prompt = await createPrompt(db, { title: 'Rated while cached' });
    expect(promptIn(await cachedRead(promptList), prompt.id)?.ratingCount).toBe(0);
    const stats = await cachedRead('/api/prompts/meta/stats');
    const res = await app.inject({
      method: 'POST',
      url: `/api/prompts/${prompt.id}/rating`,
      payload: { rating: 5 },
      remoteAddress: '10.90.0.1',
    });
    expect(res.statusCode).toBe(200);
    expect(promptIn(await read(promptList), prompt.id)?.ratingCount).toBe(1);
    expect(await read('/api/prompts/meta/stats')).not.toEqual(stats);
  });

  it('a view (a soft write) reaches cached lists: the first at once, later ones within 10 s', async () => {
    const prompt = await createPrompt(db, { title: 'Viewed while cached', views: 40 });
    expect(promptIn(await cachedRead(promptList), prompt.id)?.views).toBe(40);
    expect((await app.inject({ url: `/api/prompts/${prompt.id}`, remoteAddress: '10.91.0.1' })).json().views).toBe(41);
    expect(promptIn(await read(promptList), prompt.id)?.views).toBe(41);
  });
});

describe.skipIf(!process.env.DATABASE_URL)('two servers on one PostgreSQL database', () => {
  let other: FastifyInstance;
  beforeAll(async () => {
    const schemaName = (
      (await db.execute(sql`select current_schema() as schema`)) as unknown as { rows: Array<{ schema: string }> }
    ).rows[0].schema;
    const database = await openPostgres({ url: process.env.DATABASE_URL!, schemaName, maxConnections: 2 });
    ({ app: other } = await createTestApp({ database }));
  });
  afterAll(async () => other?.close());

  it("a write on one server drops the other's cached answers", async () => {
    const readOther = async (url: string) => (await other.inject({ url })).json() as Json;
    expect(text(await cachedRead('/api/faqs', other))).not.toContain('Written on the first server?');
    await cachedRead(promptList, other);
    await cachedRead('/api/questions/meta/settings', other);

    await admin('POST', '/api/faqs', { question: 'Written on the first server?', answer: 'Yes.', category: 'about' });
    await expect
      .poll(async () => text(await readOther('/api/faqs')), { timeout: 10_000 })
      .toContain('Written on the first server?');

    await admin('POST', '/api/prompts', {
      title: 'Prompt from the first server',
      description: 'D',
      prompt_text: 'P',
      category: 'sales',
    });
    await expect
      .poll(async () => titles(await readOther(promptList)), { timeout: 10_000 })
      .toContain('Prompt from the first server');

    await admin('PUT', '/api/questions/meta/settings', {
      questionsPerQuiz: 9,
      passingScore: 60,
      showFeedbackImmediately: true,
      allowRetries: true,
    });
    await expect
      .poll(async () => (await readOther('/api/questions/meta/settings')).questionsPerQuiz, { timeout: 10_000 })
      .toBe(9);
  });
});
