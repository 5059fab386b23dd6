import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { FIELD_TEXTS } from '@ai4n/shared';
import { createTestApp } from '../../test/test-app.js';
import { adminToken } from '../../test/factories.js';

let app: FastifyInstance;
let token: string;
beforeAll(async () => {
  ({ app } = await createTestApp());
  token = await adminToken(app);
});
afterAll(async () => app.close());

/** Each write and the spec's texts for its fields when the body leaves them out (admin.md and public-site.md, section 5/6). */
const cases: { url: string; admin?: boolean; texts: Record<string, string> }[] = [
  {
    url: '/api/prompts',
    admin: true,
    texts: {
      title: 'Title is required',
      description: 'Description is required',
      prompt_text: 'Prompt text is required',
      category: 'Category is required',
    },
  },
  {
    url: '/api/lessons',
    admin: true,
    texts: {
      title: 'Title is required',
      description: 'Description is required',
      content: 'Content is required',
      stage: 'Stage is required',
      difficulty: 'Difficulty is required',
    },
  },
  {
    url: '/api/questions',
    admin: true,
    texts: {
      question: 'Question text is required',
      options: 'Please provide at least 2 answer options.',
      category: 'Category is required',
      difficulty: 'Difficulty is required',
    },
  },
  { url: '/api/faqs', admin: true, texts: { question: 'Question is required', answer: 'Answer is required' } },
  {
    url: '/api/support',
    texts: {
      name: 'Name is required',
      email: 'Email is required',
      subject: 'Subject is required',
      message: 'Message is required',
    },
  },
  { url: '/api/auth/admin/login', texts: { username: 'Username is required', password: 'Password is required' } },
  { url: '/api/users/verify-access', texts: { email: 'Email is required', accessCode: 'Access code is required' } },
  { url: '/api/prompts/gemini-coach', texts: { prompt: 'Prompt is required' } },
];

describe('a field left out answers the text the specs name, not a schema library default', () => {
  it.each(cases)('POST $url', async ({ url, admin, texts }) => {
    const res = await app.inject({
      method: 'POST',
      url,
      payload: {},
      headers: admin ? { authorization: `Bearer ${token}` } : {},
    });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    for (const [field, message] of Object.entries(texts)) expect(body.errors).toContainEqual({ field, message });
    expect(body.message).not.toMatch(/Invalid input/);
  });

  it('a blank field answers the same text as a missing one, from the one shared list', async () => {
    const blank = await app.inject({
      method: 'POST',
      url: '/api/faqs',
      payload: { question: '  ', answer: 'An answer', category: 'about' },
      headers: { authorization: `Bearer ${token}` },
    });
    expect(blank.json().errors).toEqual([{ field: 'question', message: FIELD_TEXTS.faqQuestion }]);
  });
});
