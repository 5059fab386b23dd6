import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { MIN_RATINGS_SHOWN } from '@ai4n/shared';
import { createTestApp } from '../../../test/test-app.js';
import { adminToken, createPrompt } from '../../../test/factories.js';
import type { AppDb } from '../../db/client.js';
import { promptRatings } from '../../db/schema/index.js';

let app: FastifyInstance;
let db: AppDb;
beforeAll(async () => {
  ({ app, db } = await createTestApp({ limits: { ratingsPerMinute: 1000 } }));
});
afterAll(async () => app.close());

const rate = (id: string, rating: unknown, ip: string, ua = 'browser') =>
  app.inject({
    method: 'POST',
    url: `/api/prompts/${id}/rating`,
    payload: { rating },
    remoteAddress: ip,
    headers: { 'user-agent': ua },
  });
const ratingOf = async (id: string, ip: string) =>
  (await app.inject({ url: `/api/prompts/${id}/rating`, remoteAddress: ip })).json();

describe('visitor ratings', () => {
  it('keeps one rating per visitor (their hashed address, not their browser), which rating again changes', async () => {
    const prompt = await createPrompt(db);
    expect(await ratingOf(prompt.id, '10.70.0.1')).toEqual({ average: null, count: 0, yourRating: null });
    expect((await rate(prompt.id, 4, '10.70.0.1')).json()).toEqual({ average: null, count: 1, yourRating: 4 });
    // The same address with another browser, then a changed mind: still one rating.
    expect((await rate(prompt.id, 2, '10.70.0.1', 'another browser')).json()).toEqual({
      average: null,
      count: 1,
      yourRating: 2,
    });
    expect(await ratingOf(prompt.id, '10.70.0.1')).toMatchObject({ count: 1, yourRating: 2 });
    expect(await ratingOf(prompt.id, '10.70.0.2')).toMatchObject({ count: 1, yourRating: null });
    const rows = await db.select().from(promptRatings).where(eq(promptRatings.promptId, prompt.id));
    expect(rows).toHaveLength(1);
    // Only a keyed hash is kept, never the address.
    expect(rows[0].visitorHash).not.toContain('10.70');
  });

  it(`shows the average only from ${MIN_RATINGS_SHOWN} ratings, in the rating, the prompt, the list and the gallery totals`, async () => {
    const prompt = await createPrompt(db, { title: 'Rated by three' });
    const stars = [5, 4, 5];
    for (const [i, rating] of stars.slice(0, -1).entries())
      expect((await rate(prompt.id, rating, `10.71.0.${i}`)).json().average).toBeNull();
    const detail = (await app.inject({ url: `/api/prompts/${prompt.id}`, remoteAddress: '10.71.1.1' })).json();
    expect(detail).toMatchObject({ rating: null, ratingCount: MIN_RATINGS_SHOWN - 1 });

    expect((await rate(prompt.id, stars.at(-1), '10.71.0.9')).json()).toEqual({
      average: 4.7,
      count: 3,
      yourRating: 5,
    });
    expect((await app.inject({ url: `/api/prompts/${prompt.id}`, remoteAddress: '10.71.1.1' })).json()).toMatchObject({
      rating: 4.7,
      ratingCount: 3,
    });
    const listed = (await app.inject({ url: '/api/prompts?limit=100' }))
      .json()
      .prompts.find((p: { id: string }) => p.id === prompt.id);
    expect(listed).toMatchObject({ rating: 4.7, ratingCount: 3 });
    const stats = (await app.inject({ url: '/api/prompts/meta/stats' })).json();
    expect(stats.ratingCount).toBeGreaterThanOrEqual(4);
    expect(stats.avgRating).toBeGreaterThan(0);
  });

  it('counts ratings given at the same time by different visitors', async () => {
    const prompt = await createPrompt(db);
    await Promise.all([1, 2, 3, 4, 5].map((rating) => rate(prompt.id, rating, `10.72.0.${rating}`)));
    expect(await ratingOf(prompt.id, '10.72.0.1')).toEqual({ average: 3, count: 5, yourRating: 1 });
  });

  it('refuses anything but 1 to 5 whole stars (400), and prompts the public cannot see (404)', async () => {
    const prompt = await createPrompt(db);
    for (const rating of [0, 6, 4.5, '5', null, undefined])
      expect((await rate(prompt.id, rating, '10.73.0.1')).statusCode, String(rating)).toBe(400);
    expect(
      (
        await app.inject({
          method: 'POST',
          url: `/api/prompts/${prompt.id}/rating`,
          payload: {},
          remoteAddress: '10.73.0.1',
        })
      ).statusCode,
    ).toBe(400);
    const draft = await createPrompt(db, { status: 'draft' });
    const archived = await createPrompt(db, { status: 'archived' });
    for (const id of [draft.id, archived.id, '00000000-0000-4000-8000-000000000000', 'not-an-id']) {
      expect((await rate(id, 5, '10.73.0.1')).statusCode, id).toBe(404);
      expect((await app.inject({ url: `/api/prompts/${id}/rating` })).statusCode, id).toBe(404);
    }
    expect(await ratingOf(prompt.id, '10.73.0.1')).toMatchObject({ count: 0 });
  });

  it('sorts by the shown rating, prompts without one last in either direction', async () => {
    const category = 'hr';
    const top = await createPrompt(db, { title: 'Top', category, rating: 4.9, ratingCount: 3 });
    const low = await createPrompt(db, { title: 'Low', category, rating: 3.1, ratingCount: 8 });
    // A perfect average from too few ratings is not shown, and not sorted on either.
    await createPrompt(db, { title: 'Too few', category, rating: 5, ratingCount: MIN_RATINGS_SHOWN - 1 });
    await createPrompt(db, { title: 'Unrated', category });
    const titles = async (order: string) =>
      (await app.inject({ url: `/api/prompts?category=hr&sortBy=rating&sortOrder=${order}` }))
        .json()
        .prompts.map((p: { title: string }) => p.title);
    expect((await titles('desc')).slice(0, 2)).toEqual([top.title, low.title]);
    expect((await titles('asc')).slice(0, 2)).toEqual([low.title, top.title]);
    expect((await titles('asc')).slice(2).sort()).toEqual(['Too few', 'Unrated']);
  });

  it('limits how often one address rates per minute', async () => {
    const limited = await createTestApp({ limits: { ratingsPerMinute: 2 } });
    try {
      const prompt = await createPrompt(limited.db);
      const post = () =>
        limited.app.inject({
          method: 'POST',
          url: `/api/prompts/${prompt.id}/rating`,
          payload: { rating: 3 },
          remoteAddress: '10.74.0.1',
        });
      expect((await post()).statusCode).toBe(200);
      expect((await post()).statusCode).toBe(200);
      expect((await post()).statusCode).toBe(429);
    } finally {
      await limited.app.close();
    }
  });

  it('keeps what visitors made when an administrator replaces the library by import', async () => {
    const prompt = await createPrompt(db, { title: 'Imported again', views: 12 });
    for (const [i, rating] of [4, 4, 5].entries()) await rate(prompt.id, rating, `10.75.0.${i}`);
    const auth = { authorization: `Bearer ${await adminToken(app)}` };
    const item = {
      id: prompt.id,
      title: 'Imported again, edited',
      description: 'D',
      prompt_text: 'P',
      category: 'sales',
      rating: 1,
      views: 999_999,
    };
    const res = await app.inject({
      method: 'POST',
      url: '/api/prompts/bulk/import',
      headers: auth,
      payload: { prompts: [item], replaceExisting: true },
    });
    expect(res.statusCode).toBe(200);
    const after = (await app.inject({ url: '/api/prompts?limit=100' }))
      .json()
      .prompts.find((p: { id: string }) => p.id === prompt.id);
    expect(after).toMatchObject({ title: 'Imported again, edited', rating: 4.3, ratingCount: 3, views: 12 });
  });
});
