import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createAdminTestApp } from '../../../test/test-app.js';
import { createFactsService, FACTS_REGISTER } from './facts-service.js';

let app: FastifyInstance;
let auth: { authorization: string };
beforeAll(async () => {
  ({ app, auth } = await createAdminTestApp());
});
afterAll(async () => app.close());

describe('facts to re-check', () => {
  it('lists the register for administrators only, oldest check first, with its age', async () => {
    expect((await app.inject({ url: '/api/admin/facts' })).statusCode).toBe(401);
    const res = await app.inject({ url: '/api/admin/facts', headers: auth });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.maxAgeDays).toBe(FACTS_REGISTER.maxAgeDays);
    expect(body.facts).toHaveLength(FACTS_REGISTER.facts.length);
    const ages: number[] = body.facts.map((f: { ageDays: number }) => f.ageDays);
    expect(ages).toEqual([...ages].sort((a, b) => b - a));
    expect(body.facts[0]).toMatchObject({ id: expect.any(String), source: expect.any(String), stale: false });
  });

  it('flags a fact older than the limit as stale, and puts it first', () => {
    const service = createFactsService({
      register: {
        maxAgeDays: 120,
        productNames: [],
        facts: [
          {
            id: 'fresh',
            statement: 's',
            appearsIn: ['lab:models'],
            source: 'https://example.com',
            checked: '2026-11-29',
          },
          {
            id: 'old',
            statement: 's',
            appearsIn: ['lab:models'],
            source: 'https://example.com',
            checked: '2026-07-01',
          },
        ],
      },
      now: () => new Date('2026-12-01T12:00:00Z'),
    });
    expect(service.toRecheck().facts.map((f) => [f.id, f.ageDays, f.stale])).toEqual([
      ['old', 153, true],
      ['fresh', 2, false],
    ]);
  });
});
