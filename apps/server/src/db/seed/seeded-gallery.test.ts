import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { PROMPT_LIBRARY_SHIPPED_MIN, PROMPT_LIST_MAX_LIMIT } from '@ai4n/shared';
import { createTestApp } from '../../../test/test-app.js';
import { runSeeds } from './run-seeds.js';

let app: FastifyInstance;
beforeAll(async () => {
  const test = await createTestApp();
  app = test.app;
  await runSeeds(test.db);
});
afterAll(async () => app.close());

describe('the seeded gallery', () => {
  it('starts with no views and no ratings: visitors make both', async () => {
    const prompts: Array<{ title: string; views: number; rating: number | null; ratingCount: number }> = [];
    for (let page = 1; ; page++) {
      const body = (await app.inject({ url: `/api/prompts?limit=${PROMPT_LIST_MAX_LIMIT}&page=${page}` })).json();
      prompts.push(...body.prompts);
      if (page >= body.pagination.total) break;
    }
    expect(prompts.length).toBeGreaterThanOrEqual(PROMPT_LIBRARY_SHIPPED_MIN);
    for (const p of prompts)
      expect({ views: p.views, rating: p.rating, ratingCount: p.ratingCount }, p.title).toEqual({
        views: 0,
        rating: null,
        ratingCount: 0,
      });
    expect((await app.inject({ url: '/api/prompts/meta/stats' })).json()).toMatchObject({
      totalPrompts: prompts.length,
      totalViews: 0,
      avgRating: 0,
      ratingCount: 0,
    });
  });

  it('claims the number of prompts it has, not more', async () => {
    const { totalPrompts } = (await app.inject({ url: '/api/prompts/meta/stats' })).json();
    expect((await app.inject({ url: '/api/site/claims' })).json().promptCount).toBe(totalPrompts);
  });
});
