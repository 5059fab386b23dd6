import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createTestApp } from '../../../test/test-app.js';
import { adminToken } from '../../../test/factories.js';
import { GOOD_FEEDBACK, mockModel } from '../../../test/mock-models.js';
import { DEFAULT_COACH_SYSTEM_PROMPT } from './coach-model.js';

const model = mockModel('cloud', JSON.stringify(GOOD_FEEDBACK));
let app: FastifyInstance;
let token: string;
beforeAll(async () => {
  ({ app } = await createTestApp({ extraModels: [model.entry] }));
  token = await adminToken(app);
});
afterAll(async () => app.close());

const as = (method: 'GET' | 'PUT', url: string, payload?: object, bearer: string | null = token) =>
  app.inject({ method, url, payload, headers: bearer ? { authorization: `Bearer ${bearer}` } : {} });

describe('coach settings (admin)', () => {
  it('need an admin token', async () => {
    for (const [method, url] of [
      ['GET', '/api/prompts/meta/system-prompt'],
      ['PUT', '/api/prompts/meta/system-prompt'],
      ['GET', '/api/prompts/meta/models/all'],
      ['PUT', '/api/prompts/meta/models'],
    ] as const)
      expect((await as(method, url, method === 'PUT' ? {} : undefined, null)).statusCode).toBe(401);
  });

  it('edit the system prompt, which the next analysis uses', async () => {
    expect((await as('GET', '/api/prompts/meta/system-prompt')).json().prompt).toBe(DEFAULT_COACH_SYSTEM_PROMPT);
    const prompt = 'You are a strict but kind prompt coach. CUSTOM MARKER.';
    expect((await as('PUT', '/api/prompts/meta/system-prompt', { prompt })).json().prompt).toBe(prompt);
    await app.inject({
      method: 'POST',
      url: '/api/prompts/gemini-coach',
      payload: { prompt: 'Write a poem', model: 'cloud' },
      remoteAddress: '10.8.0.1',
    });
    expect(
      JSON.stringify(
        model.entry.model &&
          (model as unknown as { entry: { model: { doGenerateCalls: unknown[] } } }).entry.model.doGenerateCalls.at(-1),
      ),
    ).toContain('CUSTOM MARKER');
    expect((await as('PUT', '/api/prompts/meta/system-prompt', { prompt: 'short' })).statusCode).toBe(400);
  });

  it('disable a model: the public list drops it at once; the offline coach stays', async () => {
    expect((await as('GET', '/api/prompts/meta/models/all')).json().models).toEqual([
      { name: 'cloud', label: 'cloud', enabled: true, alwaysOn: false },
      { name: 'offline-coach', label: 'Offline check, no AI model', enabled: true, alwaysOn: true },
    ]);
    const saved = await as('PUT', '/api/prompts/meta/models', {
      models: [
        { name: 'cloud', enabled: false },
        { name: 'offline-coach', enabled: false },
        { name: 'ghost', enabled: true },
      ],
    });
    // The answer agrees with the checklist, which shows the offline coach ticked: it stays enabled.
    expect(saved.json().models).toEqual([
      { name: 'cloud', enabled: false },
      { name: 'offline-coach', enabled: true },
    ]);
    expect(
      (await app.inject({ url: '/api/prompts/meta/models' })).json().models.map((m: { name: string }) => m.name),
    ).toEqual(['offline-coach']);
    expect(
      (await as('GET', '/api/prompts/meta/models/all')).json().models.map((m: { enabled: boolean }) => m.enabled),
    ).toEqual([false, true]);
  });
});
