import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createAdminTestApp } from '../../../test/test-app.js';
import { createPrompt, createUserWithToken } from '../../../test/factories.js';
import type { AppDb } from '../../db/client.js';

let app: FastifyInstance;
let db: AppDb;
let auth: Record<string, string>;
beforeAll(async () => {
  ({ app, db, auth } = await createAdminTestApp());
});
afterAll(async () => app.close());

describe('GET /api/prompts/:id for an administrator', () => {
  it('answers a draft or archived prompt to a valid admin token only, without counting a view', async () => {
    const draft = await createPrompt(db, { title: 'Draft one', status: 'draft', views: 5 });
    const archived = await createPrompt(db, { title: 'Archived one', status: 'archived' });
    const { token: userToken } = await createUserWithToken(db);
    for (const prompt of [draft, archived]) {
      const res = await app.inject({ url: `/api/prompts/${prompt.id}`, headers: auth });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ id: prompt.id, title: prompt.title, status: prompt.status });
      expect(res.headers['cache-control']).toBe('private, no-store');
      expect((await app.inject({ url: `/api/prompts/${prompt.id}` })).statusCode).toBe(404);
      expect(
        (await app.inject({ url: `/api/prompts/${prompt.id}`, headers: { authorization: 'Bearer not-a-token' } }))
          .statusCode,
      ).toBe(404);
      expect(
        (await app.inject({ url: `/api/prompts/${prompt.id}`, headers: { authorization: `Bearer ${userToken}` } }))
          .statusCode,
      ).toBe(404);
    }
    expect(
      (await app.inject({ url: `/api/prompts/${draft.id}`, headers: auth, remoteAddress: '10.1.2.3' })).json().views,
    ).toBe(5);
  });
});

describe('sorting the gallery by title', () => {
  it('ignores case and leading quotes, punctuation and spaces, both ways, on the server', async () => {
    const titles = [
      'AI Product launch',
      'Ad Copy that sells',
      '"Quoted" headline',
      '\u201CCurly\u201D quotes',
      'zebra stripes',
      '...and more',
      '  Budget plan',
      '#1 hiring tip',
      'apple pie menu',
    ];
    for (const title of titles) await createPrompt(db, { title, category: 'creative' });
    const sorted = async (order: string) =>
      (
        (await app.inject({ url: `/api/prompts?category=creative&sortBy=title&sortOrder=${order}` })).json()
          .prompts as Array<{ title: string }>
      ).map((p) => p.title);
    const expected = [
      '#1 hiring tip',
      'Ad Copy that sells',
      'AI Product launch',
      '...and more',
      'apple pie menu',
      '  Budget plan',
      '\u201CCurly\u201D quotes',
      '"Quoted" headline',
      'zebra stripes',
    ];
    expect(await sorted('asc')).toEqual(expected);
    expect(await sorted('desc')).toEqual([...expected].reverse());
  });
});
