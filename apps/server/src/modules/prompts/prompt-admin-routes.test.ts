import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createTestApp } from '../../../test/test-app.js';
import { adminToken, createUserWithToken } from '../../../test/factories.js';
import type { AppDb } from '../../db/client.js';

let app: FastifyInstance;
let db: AppDb;
let token: string;
beforeAll(async () => {
  ({ app, db } = await createTestApp());
  token = await adminToken(app);
});
afterAll(async () => app.close());

const as = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, bearer: string | null = token) =>
  app.inject({ method, url, payload, headers: bearer ? { authorization: `Bearer ${bearer}` } : {} });

const valid = {
  title: 'Cold email',
  description: 'Book meetings.',
  prompt_text: 'CORE PROMPT:\nWrite to [name].',
  category: 'Sales',
  tags: 'email, , outreach',
  rating: '',
  views: 'lots',
};

describe('admin prompt writes', () => {
  it('needs an admin token on every write', async () => {
    const user = (await createUserWithToken(db)).token;
    for (const bearer of [null, user, 'garbage']) {
      for (const [method, url] of [
        ['POST', '/api/prompts'],
        ['PUT', '/api/prompts/00000000-0000-4000-8000-000000000000'],
        ['PUT', '/api/prompts/00000000-0000-4000-8000-000000000000/unarchive'],
        ['DELETE', '/api/prompts/00000000-0000-4000-8000-000000000000'],
        ['DELETE', '/api/prompts/bulk/all'],
      ] as const) {
        expect(
          (await as(method, url, method === 'POST' || method === 'PUT' ? valid : undefined, bearer)).statusCode,
          `${method} ${url}`,
        ).toBe(401);
      }
    }
  });

  it('creates with the form rules: required texts, lower-cased category, trimmed lists; unrated with 0 views whatever is sent', async () => {
    const res = await as('POST', '/api/prompts', valid);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      category: 'sales',
      tags: ['email', 'outreach'],
      rating: null,
      ratingCount: 0,
      views: 0,
      added_by: 'admin',
      status: 'active',
      isFeatured: false,
    });
    // Visitors make ratings and views: an administrator's (an old form's, an old file's) are dropped.
    expect((await as('POST', '/api/prompts', { ...valid, rating: 4.9, views: 9800 })).json()).toMatchObject({
      rating: null,
      ratingCount: 0,
      views: 0,
    });
    const missing = await as('POST', '/api/prompts', { description: 'x', prompt_text: 'x', category: 'x', title: ' ' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toContainEqual({ field: 'title', message: 'Title is required' });
    // PostgreSQL text cannot hold NUL: refused with a clear 400, not a 500 from the database.
    expect((await as('POST', '/api/prompts', { ...valid, title: 'A\u0000B' })).json()).toEqual({
      message: 'title: Text may not contain NUL characters',
      statusCode: 400,
      errors: [{ field: 'title', message: 'Text may not contain NUL characters' }],
    });
    expect(
      (
        await app.inject({
          method: 'POST',
          url: '/api/support',
          payload: { name: 'N', email: 'n@example.com', subject: 'S', message: 'M\u0000' },
        })
      ).statusCode,
    ).toBe(400);
  });

  it('edits, features, archives only from active and unarchives only from archived; the gallery follows', async () => {
    const { id } = (
      await as('POST', '/api/prompts', { ...valid, title: 'Lifecycle', rating: 3.2, views: 40, status: 'draft' })
    ).json();
    expect((await as('PUT', `/api/prompts/${id}`, { title: 'Lifecycle v2' })).json().title).toBe('Lifecycle v2');
    // A partial update changes only what it sends: no creation defaults sneak in.
    const featured = (await as('PUT', `/api/prompts/${id}`, { isFeatured: true })).json();
    expect(featured).toMatchObject({
      isFeatured: true,
      title: 'Lifecycle v2',
      tags: ['email', 'outreach'],
      rating: null,
      views: 0,
      status: 'draft',
    });
    await as('PUT', `/api/prompts/${id}`, { status: 'active' });

    const archived = await as('DELETE', `/api/prompts/${id}?archive=true`);
    expect(archived.json()).toMatchObject({ message: 'Prompt archived successfully', prompt: { status: 'archived' } });
    expect((await as('DELETE', `/api/prompts/${id}?archive=true`)).statusCode).toBe(409);
    expect((await app.inject({ url: `/api/prompts/${id}` })).statusCode).toBe(404);
    const publicList = (await app.inject({ url: '/api/prompts?limit=1000' })).json();
    expect(publicList.prompts.some((p: { id: string }) => p.id === id)).toBe(false);
    const adminList = await as('GET', '/api/prompts?status=archived&limit=1000');
    expect(adminList.headers['cache-control']).toBe('private, no-store');
    expect(adminList.json().prompts.map((p: { id: string }) => p.id)).toContain(id);

    expect((await as('PUT', `/api/prompts/${id}/unarchive`)).json().status).toBe('active');
    expect((await as('PUT', `/api/prompts/${id}/unarchive`)).statusCode).toBe(409);
    expect((await app.inject({ url: `/api/prompts/${id}` })).statusCode).toBe(200);

    expect((await as('DELETE', `/api/prompts/${id}`)).json().message).toBe('Prompt deleted successfully');
    expect((await as('DELETE', `/api/prompts/${id}`)).statusCode).toBe(404);
  });

  it('deletes all prompts', async () => {
    await as('POST', '/api/prompts', valid);
    const res = await as('DELETE', '/api/prompts/bulk/all');
    expect(res.json().deleted).toBeGreaterThan(0);
    expect((await as('GET', '/api/prompts')).json().pagination.totalCount).toBe(0);
  });
});

describe('the admin audit log', () => {
  it('records who made each write, what and with what outcome; reads are not recorded', async () => {
    const created = (await as('POST', '/api/prompts', { ...valid, title: 'Audited' })).json();
    await as('DELETE', `/api/prompts/${created.id}?archive=true`);
    await as('GET', '/api/prompts');
    expect((await as('GET', '/api/admin/audit', undefined, null)).statusCode).toBe(401);
    const { entries } = (await as('GET', '/api/admin/audit')).json();
    expect(entries[0]).toMatchObject({
      action: 'DELETE',
      path: `/api/prompts/${created.id}`,
      statusCode: 200,
      username: expect.stringMatching(/^admin\d+$/),
    });
    expect(entries[1]).toMatchObject({ action: 'POST', path: '/api/prompts', statusCode: 201 });
    expect(entries.some((e: { action: string }) => e.action === 'GET')).toBe(false);
  });
});
