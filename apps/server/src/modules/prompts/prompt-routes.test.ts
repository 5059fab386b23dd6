import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createTestApp } from '../../../test/test-app.js';
import { createPrompt } from '../../../test/factories.js';
import type { AppDb } from '../../db/client.js';

let app: FastifyInstance;
let db: AppDb;
const ids: Record<string, string> = {};

beforeAll(async () => {
  ({ app, db } = await createTestApp());
  const make = async (key: string, values: Parameters<typeof createPrompt>[1]) =>
    (ids[key] = (await createPrompt(db, values)).id);
  await make('coldEmail', {
    title: 'Cold email sequence',
    description: 'Four emails that book meetings.',
    tags: ['email', 'outreach'],
    category: 'sales',
    businessTypes: ['SaaS / Software'],
    rating: 4.8,
    ratingCount: 5,
    views: 300,
    isFeatured: true,
    createdAt: '2026-01-10',
  });
  await make('social', {
    title: 'Social calendar',
    description: 'A month of posts.',
    category: 'social-media',
    tags: ['instagram'],
    rating: 4.5,
    ratingCount: 5,
    views: 100,
    businessTypes: ['Creators / Influencers'],
    createdAt: '2026-03-01',
  });
  await make('copy', {
    title: 'Landing page copy',
    description: 'Headline and sections.',
    category: 'copywriting',
    rating: 4.2,
    ratingCount: 5,
    views: 50,
    createdAt: '2026-02-01',
    promptText: 'CORE PROMPT:\nWrite landing page copy with an email signup.',
  });
  await make('ops', {
    title: 'Supplier comparison',
    description: 'Compare quotes.',
    category: 'business',
    rating: 4.1,
    ratingCount: 5,
    views: 10,
    businessTypes: ['Restaurants & Hospitality', 'SaaS / Software'],
  });
  await make('tech', {
    title: 'Formula helper',
    description: 'Spreadsheet formulas.',
    category: 'technical',
    rating: 4.6,
    ratingCount: 5,
    views: 70,
  });
  await make('data', {
    title: 'Survey analysis',
    description: 'Find themes in survey answers.',
    category: 'analysis',
    rating: 4.4,
    ratingCount: 5,
    views: 20,
  });
  await make('personal', {
    title: 'Weekly reflection',
    description: 'Look back on the week.',
    category: 'other',
    rating: 4.3,
    ratingCount: 5,
    views: 5,
  });
  await make('draft', {
    title: 'Draft email idea',
    description: 'Not ready.',
    category: 'sales',
    status: 'draft',
    tags: ['email'],
  });
  await make('archived', {
    title: 'Archived email',
    description: 'Old.',
    category: 'sales',
    status: 'archived',
    tags: ['email'],
  });
});
afterAll(async () => app.close());

const list = async (query: string) => (await app.inject({ url: `/api/prompts${query}` })).json();
const titles = (body: { prompts: Array<{ title: string }> }) => body.prompts.map((p) => p.title);

describe('GET /api/prompts', () => {
  it('lists active prompts only, sorted by rating, whatever status is asked for', async () => {
    const body = await list('');
    expect(titles(body)).toEqual([
      'Cold email sequence',
      'Formula helper',
      'Social calendar',
      'Survey analysis',
      'Weekly reflection',
      'Landing page copy',
      'Supplier comparison',
    ]);
    expect(body.pagination).toEqual({ current: 1, total: 1, count: 7, totalCount: 7 });
    for (const status of ['draft', 'archived', 'all'])
      expect((await list(`?status=${status}`)).pagination.totalCount).toBe(7);
    expect(body.prompts[0]).toMatchObject({
      _id: ids.coldEmail,
      id: ids.coldEmail,
      prompt_text: expect.any(String),
      business_types: ['SaaS / Software'],
      isFeatured: true,
      status: 'active',
      created_at: '2026-01-10',
    });
  });

  it('maps library categories to their stored categories', async () => {
    expect(titles(await list('?category=marketing')).sort()).toEqual(['Landing page copy', 'Social calendar']);
    expect(titles(await list('?category=tech')).sort()).toEqual(['Formula helper', 'Survey analysis']);
    expect(titles(await list('?category=operations'))).toEqual(['Supplier comparison']);
    expect(titles(await list('?category=personal'))).toEqual(['Weekly reflection']);
    expect(titles(await list('?category=copywriting'))).toEqual(['Landing page copy']);
    expect((await list('?category=nothing-here')).pagination.totalCount).toBe(0);
  });

  it('filters by business type and featured, alone and combined', async () => {
    expect(titles(await list(`?businessType=${encodeURIComponent('SaaS / Software')}`))).toEqual([
      'Cold email sequence',
      'Supplier comparison',
    ]);
    expect(titles(await list('?featured=true'))).toEqual(['Cold email sequence']);
    expect((await list('?featured=false')).pagination.totalCount).toBe(6);
    expect(
      titles(await list(`?businessType=${encodeURIComponent('SaaS / Software')}&featured=false&category=operations`)),
    ).toEqual(['Supplier comparison']);
  });

  it('searches full text with prefixes, ranked, combinable with filters', async () => {
    const body = await list('?search=emai');
    expect(titles(body)).toEqual(['Cold email sequence', 'Landing page copy']);
    expect(titles(await list('?search=email&category=marketing'))).toEqual(['Landing page copy']);
    expect(titles(await list('?search=surv'))).toEqual(['Survey analysis']);
    expect(titles(await list('?search=instagram'))).toEqual(['Social calendar']);
    expect((await list('?search=%26%7C!')).pagination.totalCount).toBe(0);
    expect(titles(await list('?search=email&sortBy=title&sortOrder=asc'))).toEqual([
      'Cold email sequence',
      'Landing page copy',
    ]);
  });

  it('sorts by every field in both directions', async () => {
    expect(titles(await list('?sortBy=views'))[0]).toBe('Cold email sequence');
    expect(titles(await list('?sortBy=views&sortOrder=asc'))[0]).toBe('Weekly reflection');
    expect(titles(await list('?sortBy=title'))[0]).toBe('Cold email sequence');
    expect(titles(await list('?sortBy=created_at&sortOrder=desc'))).not.toEqual(
      titles(await list('?sortBy=created_at&sortOrder=asc')),
    );
    expect((await app.inject({ url: '/api/prompts?sortBy=nope' })).statusCode).toBe(400);
  });

  it('pages at the edges: last page, past the end, limit bounds', async () => {
    const last = await list('?limit=3&page=3');
    expect(last.pagination).toEqual({ current: 3, total: 3, count: 1, totalCount: 7 });
    const past = await list('?limit=3&page=9');
    expect(past.prompts).toEqual([]);
    expect(past.pagination).toEqual({ current: 9, total: 3, count: 0, totalCount: 7 });
    expect((await list('?limit=1000')).pagination.count).toBe(7);
    for (const bad of ['limit=0', 'limit=1001', 'page=0', 'page=x'])
      expect((await app.inject({ url: `/api/prompts?${bad}` })).statusCode).toBe(400);
  });
});

describe('GET /api/prompts/:id', () => {
  it('counts a view once per client address per day', async () => {
    const get = (ip: string) => app.inject({ url: `/api/prompts/${ids.tech}`, remoteAddress: ip });
    expect((await get('10.9.0.1')).json().views).toBe(71);
    expect((await get('10.9.0.1')).json().views).toBe(71);
    expect((await get('10.9.0.2')).json().views).toBe(72);
    expect((await get('10.9.0.2')).headers['cache-control']).toBe('no-store');
  });

  it('404s draft, archived, unknown and malformed ids', async () => {
    for (const id of [ids.draft, ids.archived, '00000000-0000-4000-8000-000000000000', 'abc']) {
      const res = await app.inject({ url: `/api/prompts/${id}` });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('Prompt not found');
    }
  });
});

describe('prompt meta', () => {
  it('counts the 12 library categories and the business types of active prompts', async () => {
    const { categories, businessTypes } = (await app.inject({ url: '/api/prompts/meta/categories' })).json();
    expect(categories).toHaveLength(12);
    const count = (id: string) => categories.find((c: { id: string }) => c.id === id).count;
    expect([count('sales'), count('marketing'), count('tech'), count('hr')]).toEqual([1, 2, 2, 0]);
    expect(categories[0]).toMatchObject({
      id: 'sales',
      name: 'Sales',
      icon: expect.any(String),
      color: expect.any(String),
      isNew: false,
    });
    expect(businessTypes).toEqual([
      { name: 'SaaS / Software', count: 2 },
      { name: 'Creators / Influencers', count: 1 },
      { name: 'Restaurants & Hospitality', count: 1 },
    ]);
  });

  it('gives totals over active prompts', async () => {
    const stats = (await app.inject({ url: '/api/prompts/meta/stats' })).json();
    expect(stats.totalPrompts).toBe(7);
    // Every rating counts once: seven prompts rated by five visitors each.
    expect(stats).toMatchObject({ avgRating: 4.4, ratingCount: 35 });
    expect(stats.totalViews).toBeGreaterThanOrEqual(555);
    expect(stats.categoryStats).toContainEqual({ _id: 'social-media', count: 1 });
  });

  it("counts every status, and every category whatever its prompts' status (admin.md prompt statistics)", async () => {
    expect((await app.inject({ url: '/api/prompts/meta/status-stats' })).json()).toEqual({
      total: 9,
      active: 7,
      draft: 1,
      archived: 1,
      categories: 7,
      statusStats: [
        { _id: 'active', count: 7 },
        { _id: 'draft', count: 1 },
        { _id: 'archived', count: 1 },
      ],
      categoryStats: [
        { _id: 'analysis', count: 1 },
        { _id: 'business', count: 1 },
        { _id: 'copywriting', count: 1 },
        { _id: 'other', count: 1 },
        { _id: 'sales', count: 3 },
        { _id: 'social-media', count: 1 },
        { _id: 'technical', count: 1 },
      ],
    });
  });
});
