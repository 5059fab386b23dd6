import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { BUSINESS_TYPES, BUSINESS_TYPE_PROMPTS_PER_JOB, businessTypeSlug } from '@ai4n/shared';
import { createPrompt } from '../../../test/factories.js';
import { createTestApp } from '../../../test/test-app.js';
import type { AppDb } from '../../db/client.js';

let app: FastifyInstance;
let db: AppDb;
const CAFE = 'Restaurants & Hospitality';

beforeAll(async () => {
  ({ app, db } = await createTestApp());
  const cafe = (title: string, values: Parameters<typeof createPrompt>[1] = {}) =>
    createPrompt(db, { title, businessTypes: [CAFE], category: 'sales', ...values });
  // Sales (the library's "sales" job): more than a page shows, in a known order.
  for (let i = 0; i < BUSINESS_TYPE_PROMPTS_PER_JOB + 2; i++) await cafe(`Sales ${i}`, { views: i * 10 });
  await cafe('Featured sales', { views: 1, isFeatured: true });
  await cafe('Menu copy', { category: 'copywriting', views: 5, rating: 4.26, ratingCount: 5 });
  await cafe('Old draft', { category: 'copywriting', status: 'draft', views: 1000 });
  await createPrompt(db, { title: 'For SaaS only', businessTypes: ['SaaS / Software'], category: 'copywriting' });
});
afterAll(async () => app.close());

const page = async (slug: string) => app.inject({ url: `/api/prompts/meta/business-types/${slug}` });

describe('GET /api/prompts/meta/business-types/:slug', () => {
  it("lists a business type's active prompts by job: featured first, then the most viewed", async () => {
    const response = await page('restaurants-hospitality');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ businessType: CAFE, slug: 'restaurants-hospitality', total: 10 });
    const jobs = body.jobs.map((j: { id: string; count: number }) => [j.id, j.count]);
    expect(jobs).toEqual([
      ['sales', BUSINESS_TYPE_PROMPTS_PER_JOB + 3],
      // Copywriting is one of the marketing job's stored categories.
      ['marketing', 1],
    ]);
    const sales = body.jobs[0].prompts.map((p: { title: string }) => p.title);
    expect(sales).toEqual(['Featured sales', 'Sales 7', 'Sales 6', 'Sales 5', 'Sales 4', 'Sales 3']);
    expect(body.jobs[1].prompts).toEqual([
      expect.objectContaining({
        title: 'Menu copy',
        rating: 4.3,
        views: 5,
        isFeatured: false,
        category: 'copywriting',
      }),
    ]);
    // A summary: no prompt text.
    expect(body.jobs[1].prompts[0]).not.toHaveProperty('prompt_text');
  });

  it('knows every business type by its slug', async () => {
    for (const type of BUSINESS_TYPES) {
      const response = await page(businessTypeSlug(type));
      expect(response.statusCode, type).toBe(200);
      expect(response.json().businessType).toBe(type);
    }
    expect(new Set(BUSINESS_TYPES.map(businessTypeSlug)).size).toBe(BUSINESS_TYPES.length);
  });

  it('answers 404 for a slug that names no business type', async () => {
    expect((await page('space-pirates')).statusCode).toBe(404);
  });
});
