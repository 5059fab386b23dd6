import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { SEARCH_RANKED_LIMIT } from '@ai4n/shared';
import { createTestApp } from '../../../test/test-app.js';
import type { AppDb } from '../../db/client.js';
import { prompts } from '../../db/schema/index.js';

let app: FastifyInstance;
let db: AppDb;
const MATCHES = SEARCH_RANKED_LIMIT + 20;

beforeAll(async () => {
  ({ app, db } = await createTestApp());
  const rows = Array.from({ length: MATCHES }, (_, i) => ({
    title: i === 7 ? 'Invoice reminder email' : `Generic prompt ${i}`,
    description: i === 7 ? 'Invoice reminder for late payers.' : 'Mentions invoice once.',
    promptText: 'CORE PROMPT:\nWrite about the invoice.',
    category: 'finance',
  }));
  for (let i = 0; i < rows.length; i += 200) await db.insert(prompts).values(rows.slice(i, i + 200));
});
afterAll(async () => app.close());

describe('ranked search on a large library', () => {
  it(`ranks and counts at most ${SEARCH_RANKED_LIMIT} matches, best first`, async () => {
    const body = (await app.inject({ url: '/api/prompts?search=invoice%20remind&limit=5' })).json();
    expect(body.prompts[0].title).toBe('Invoice reminder email');
    const broad = (await app.inject({ url: '/api/prompts?search=invoice&limit=50' })).json();
    expect(broad.pagination).toEqual({
      current: 1,
      total: SEARCH_RANKED_LIMIT / 50,
      count: 50,
      totalCount: SEARCH_RANKED_LIMIT,
    });
    expect(broad.prompts[0].title).toBe('Invoice reminder email');
  });

  it('reports the total past the last page, and every match stays reachable with a sort', async () => {
    const past = (await app.inject({ url: '/api/prompts?search=invoice&limit=50&page=20' })).json();
    expect(past.prompts).toEqual([]);
    expect(past.pagination.totalCount).toBe(SEARCH_RANKED_LIMIT);
    const sorted = (await app.inject({ url: '/api/prompts?search=invoice&sortBy=title&limit=10' })).json();
    expect(sorted.pagination.totalCount).toBe(MATCHES);
  });
});
