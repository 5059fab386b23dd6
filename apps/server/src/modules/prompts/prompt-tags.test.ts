import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { PROMPT_TAG_FILTER_MAX, PromptListQuerySchema, type PromptListQuery } from '@ai4n/shared';
import { createTestApp } from '../../../test/test-app.js';
import { createPrompt } from '../../../test/factories.js';
import type { Database } from '../../db/client.js';
import { createPromptIndex, type PromptIndex } from './prompt-index.js';
import { createPromptRepository } from './prompt-repository.js';
import type { PromptPiece } from './prompt-list-answer.js';
import { createPromptService, preparedAnswers, type PromptService } from './prompt-service.js';
import { listed } from '../../../test/prompt-lists.js';

/** Several tags at once: a prompt must have every one, on the index path and the SQL path alike. */

let app: FastifyInstance;
let database: Database;
let index: PromptIndex<PromptPiece>;
let fast: PromptService;
let slow: PromptService;
let fallbacks = 0;

beforeAll(async () => {
  ({ app, database } = await createTestApp());
  const db = database.db;
  await createPrompt(db, { title: 'Both', tags: ['email', 'Sales', 'b2b'] });
  await createPrompt(db, { title: 'Both again', tags: ['sales', 'email'] });
  await createPrompt(db, { title: 'Email only', tags: ['email', 'b2b'] });
  await createPrompt(db, { title: 'Sales only', tags: ['sales'] });
  await createPrompt(db, { title: 'None', tags: [] });
  await createPrompt(db, { title: 'Archived both', tags: ['email', 'sales'], status: 'archived' });
  const repo = createPromptRepository(db);
  index = createPromptIndex({
    db,
    changes: database.changes,
    log: { info: () => {}, error: console.error },
    keep: preparedAnswers,
  });
  await index.ready();
  fast = createPromptService(repo, 'salt', {
    ...index,
    page: async (...args) => {
      const page = await index.page(...args);
      if (!page) fallbacks++;
      return page;
    },
  });
  slow = createPromptService(repo, 'salt', null);
});
afterAll(async () => {
  await index.close();
  await app.close();
});

const query = (tags: string) => PromptListQuerySchema.parse({ tags, sortBy: 'title' }) as PromptListQuery;
const titles = (body: { prompts: Array<{ title: string }> }) => body.prompts.map((p) => p.title);

describe('filtering by several tags', () => {
  it.each([
    ['the SQL path', () => slow],
    ['the index path', () => fast],
  ])('keeps only the prompts having every tag, case ignored, on %s', async (_, service) => {
    expect(titles(await listed(service(), query('email,sales')))).toEqual(['Both', 'Both again']);
    expect(titles(await listed(service(), query(' EMAIL , Sales, b2b ')))).toEqual(['Both']);
    expect(titles(await listed(service(), query('email')))).toEqual(['Both', 'Both again', 'Email only']);
    expect((await listed(service(), query('email,nope'))).pagination.totalCount).toBe(0);
    expect((await listed(service(), query(''))).pagination.totalCount).toBe(5);
  });

  it('was answered by the index, without falling back to the database', () => {
    expect(fallbacks).toBe(0);
  });

  it('reads tags=a,b from the URL and answers with the prompts having both', async () => {
    const body = (await app.inject({ url: '/api/prompts?tags=email,sales&sortBy=title' })).json();
    expect(titles(body)).toEqual(['Both', 'Both again']);
    expect(body.pagination.totalCount).toBe(2);
  });

  it(`refuses more than ${PROMPT_TAG_FILTER_MAX} tags with a clear message`, async () => {
    const res = await app.inject({ url: '/api/prompts?tags=a,b,c,d,e,f' });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain(`at most ${PROMPT_TAG_FILTER_MAX} tags`);
    expect((await app.inject({ url: '/api/prompts?tags=a,b,c,d,e' })).statusCode).toBe(200);
    // Repeats count once.
    expect((await app.inject({ url: '/api/prompts?tags=a,A,b,c,d,e' })).statusCode).toBe(200);
  });
});

describe('GET /api/prompts/meta/categories', () => {
  it('returns the most used tags of active prompts with their counts, most used first', async () => {
    const body = (await app.inject({ url: '/api/prompts/meta/categories' })).json();
    expect(body.tags).toEqual([
      { name: 'email', count: 3 },
      { name: 'sales', count: 3 },
      { name: 'b2b', count: 2 },
    ]);
  });
});
