import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeAi } from '../../test/fake-ai.js';
import { GOOD_FEEDBACK } from '../../test/mock-models.js';
import { loadConfig } from '../config.js';
import { analyzeWithModel } from '../modules/coach/coach-model.js';
import { createModelRegistry, describeModels } from './ai-models.js';

let fake: Awaited<ReturnType<typeof startFakeAi>>;
beforeAll(async () => {
  fake = await startFakeAi(GOOD_FEEDBACK);
});
afterAll(async () => fake.close());

describe('the model registry and each provider adapter, against local fake servers', () => {
  it('offers only the offline coach without keys', async () => {
    expect((await createModelRegistry(loadConfig({}))).map((m) => m.name)).toEqual(['offline-coach']);
  });

  it('offers each configured provider, and each one returns validated structured feedback', async () => {
    const config = loadConfig({
      GOOGLE_GENERATIVE_AI_API_KEY: 'g-key',
      GOOGLE_BASE_URL: `${fake.url}/google`,
      OPENAI_API_KEY: 'o-key',
      OPENAI_BASE_URL: `${fake.url}/openai`,
      ANTHROPIC_API_KEY: 'a-key',
      ANTHROPIC_BASE_URL: `${fake.url}/anthropic`,
      OPENAI_COMPATIBLE_BASE_URL: `${fake.url}/local`,
      OPENAI_COMPATIBLE_MODEL: 'llama3.1',
    });
    const registry = await createModelRegistry(config);
    expect(registry.map((m) => [m.name, m.provider])).toEqual([
      ['gemini', 'google'],
      ['openai', 'openai'],
      ['anthropic', 'anthropic'],
      ['local', 'openai-compatible'],
      ['offline-coach', 'offline'],
    ]);
    for (const entry of registry.filter((m) => m.model)) {
      const feedback = await analyzeWithModel(
        entry.model!,
        'SYSTEM PROMPT MARKER',
        'You are a chef. Write a menu.',
        5_000,
      );
      // 8.5, 6 and 7 combine to 7.3: a B on the combined scale (decision 0014).
      expect(feedback, entry.name).toMatchObject({
        overallGrade: 'B',
        clarityScore: 8.5,
        strengths: ['Clear role'],
        suggestedRewrite: GOOD_FEEDBACK.suggestedRewrite,
      });
    }
    const paths = fake.requests.map((r) => r.path);
    expect(paths).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^\/google\/models\/gemini-3\.5-flash-lite:generateContent/),
        '/openai/chat/completions',
        '/anthropic/messages',
        '/local/chat/completions',
      ]),
    );
    for (const request of fake.requests) expect(JSON.stringify(request.body)).toContain('SYSTEM PROMPT MARKER');
    expect(fake.requests.find((r) => r.path === '/openai/chat/completions')!.headers.authorization).toBe(
      'Bearer o-key',
    );
    expect(JSON.stringify(fake.requests.find((r) => r.path === '/openai/chat/completions')!.body)).toContain(
      '"model":"gpt-5.4-mini"',
    );
    expect(JSON.stringify(fake.requests.find((r) => r.path === '/anthropic/messages')!.body)).toContain(
      '"model":"claude-haiku-4-5"',
    );
    // The start-up log names each model, never a key.
    const described = describeModels(registry).join('\n');
    expect(described).toContain('anthropic: Anthropic Claude (claude-haiku-4-5)');
    expect(described).toContain('offline-coach: Offline check, no AI model');
    for (const key of ['g-key', 'o-key', 'a-key']) expect(described).not.toContain(key);
    expect(fake.requests.find((r) => r.path === '/anthropic/messages')!.headers['x-api-key']).toBe('a-key');
  });
});
