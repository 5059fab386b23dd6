import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { FAQ_CATEGORIES } from '@ai4n/shared';
import { createTestApp } from '../../../test/test-app.js';
import { createFaq } from '../../../test/factories.js';
import type { AppDb } from '../../db/client.js';

let app: FastifyInstance;
let db: AppDb;
beforeAll(async () => ({ app, db } = await createTestApp()));
afterAll(async () => app.close());

describe('FAQ API', () => {
  it('groups active FAQs by the six categories, in order, hiding inactive ones', async () => {
    const second = await createFaq(db, { category: 'coach', order: 2, question: 'Second?' });
    const first = await createFaq(db, { category: 'coach', order: 1, question: 'First?' });
    await createFaq(db, { category: 'coach', order: 3, isActive: false, question: 'Hidden?' });
    await createFaq(db, { category: 'unknown-category', question: 'Stray?' });

    const res = await app.inject({ method: 'GET', url: '/api/faqs' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(Object.keys(body).sort()).toEqual([...FAQ_CATEGORIES].sort());
    expect(body.coach.map((f: { question: string }) => f.question)).toEqual(['First?', 'Second?']);
    expect(body.coach[0]).toMatchObject({ id: first.id, _id: first.id, answer: first.answer, category: 'coach' });
    expect(JSON.stringify(body)).not.toContain('Stray?');
    expect(body.coach.some((f: { id: string }) => f.id === second.id)).toBe(true);
  });

  it('filters by category and leaves the other groups empty', async () => {
    await createFaq(db, { category: 'lab', question: 'Lab question?' });
    const res = await app.inject({ method: 'GET', url: '/api/faqs?category=lab' });
    const body = res.json();
    expect(body.lab.map((f: { question: string }) => f.question)).toContain('Lab question?');
    expect(body.coach).toEqual([]);
  });

  it('rejects an unknown category, naming the field', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/faqs?category=nope' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/^category: /);
  });

  it('is cacheable for a short time with an ETag', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/faqs' });
    expect(res.headers['cache-control']).toBe('public, max-age=60');
    const again = await app.inject({
      method: 'GET',
      url: '/api/faqs',
      headers: { 'if-none-match': res.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);
  });

  it('reads one FAQ by id, and 404s an unknown, malformed or inactive one', async () => {
    const faq = await createFaq(db, { category: 'pricing' });
    const hidden = await createFaq(db, { category: 'pricing', isActive: false });
    const res = await app.inject({ method: 'GET', url: `/api/faqs/${faq.id}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: faq.id, _id: faq.id, question: faq.question });

    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid', hidden.id]) {
      const missing = await app.inject({ method: 'GET', url: `/api/faqs/${id}` });
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual({ message: 'FAQ not found', statusCode: 404 });
    }
  });

  it('lists the six categories with their active counts', async () => {
    await createFaq(db, { category: 'gallery' });
    await createFaq(db, { category: 'gallery' });
    const res = await app.inject({ method: 'GET', url: '/api/faqs/meta/categories' });
    const { categories } = res.json();
    expect(categories.map((c: { id: string }) => c.id)).toEqual([...FAQ_CATEGORIES]);
    expect(categories.find((c: { id: string }) => c.id === 'gallery').count).toBe(2);
    expect(categories.find((c: { id: string }) => c.id === 'gallery').name).toBe('Prompt Gallery');
  });
});

describe('FAQ administration', () => {
  it('creates, edits, deactivates, archives and deletes with an admin token only', async () => {
    const { adminToken } = await import('../../../test/factories.js');
    const token = await adminToken(app);
    const as = (
      method: 'POST' | 'PUT' | 'DELETE' | 'GET',
      url: string,
      payload?: object,
      bearer: string | null = token,
    ) => app.inject({ method, url, payload, headers: bearer ? { authorization: `Bearer ${bearer}` } : {} });

    expect((await as('POST', '/api/faqs', { question: 'Q?', answer: 'A.', category: 'lab' }, null)).statusCode).toBe(
      401,
    );
    const created = await as('POST', '/api/faqs', {
      question: 'Admin question?',
      answer: 'Admin answer.',
      category: 'lab',
    });
    expect(created.statusCode).toBe(201);
    const { id } = created.json();
    expect((await as('PUT', `/api/faqs/${id}`, { answer: 'Better answer.' })).json().answer).toBe('Better answer.');

    expect((await as('DELETE', `/api/faqs/${id}`)).json().message).toBe('FAQ deactivated');
    expect((await app.inject({ url: `/api/faqs/${id}` })).statusCode).toBe(404);
    const adminView = (await as('GET', '/api/faqs?admin=true&category=lab')).json();
    expect(adminView.lab.find((f: { id: string }) => f.id === id)).toMatchObject({ isActive: false });
    const publicAdminFlag = (await app.inject({ url: '/api/faqs?admin=true&category=lab' })).json();
    expect(publicAdminFlag.lab.some((f: { id: string }) => f.id === id)).toBe(false);

    expect((await as('DELETE', `/api/faqs/${id}?archive=true`)).json().message).toBe('FAQ archived');
    expect((await as('DELETE', `/api/faqs/${id}?permanent=true`)).json().message).toBe('FAQ deleted permanently');
    expect((await as('DELETE', `/api/faqs/${id}?permanent=true`)).statusCode).toBe(404);
  });
});
