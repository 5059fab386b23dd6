import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { createTestApp } from '../../../test/test-app.js';
import { createPrompt } from '../../../test/factories.js';
import type { AppDb } from '../../db/client.js';
import { promptViews } from '../../db/schema/index.js';
import { createPromptRepository } from './prompt-repository.js';
import { oldPromptViewsTask } from './prompt-views.js';

let app: FastifyInstance;
let db: AppDb;
beforeAll(async () => {
  ({ app, db } = await createTestApp());
});
afterAll(async () => app.close());

describe('prompt views', () => {
  it('are counted per client address, not per User-Agent', async () => {
    const prompt = await createPrompt(db, { views: 10 });
    const view = (ip: string, ua: string) =>
      app.inject({ url: `/api/prompts/${prompt.id}`, remoteAddress: ip, headers: { 'user-agent': ua } });
    expect((await view('10.60.0.1', 'browser-a')).json().views).toBe(11);
    for (let i = 0; i < 5; i++)
      expect((await view('10.60.0.1', `browser-${i}-${Math.random()}`)).json().views).toBe(11);
    expect((await view('10.60.0.2', 'browser-a')).json().views).toBe(12);
    const rows = await db.select().from(promptViews).where(eq(promptViews.promptId, prompt.id));
    expect(rows).toHaveLength(2);
    // Only a keyed hash is kept, never the address.
    expect(rows.every((r) => !r.visitorHash.includes('10.60'))).toBe(true);
  });

  it('the cleanup task deletes view rows older than two days and keeps recent ones', async () => {
    const prompt = await createPrompt(db, { views: 3 });
    await db.insert(promptViews).values(
      ['2030-01-07', '2030-01-08', '2030-01-09', '2030-01-10'].map((day) => ({
        promptId: prompt.id,
        visitorHash: 'h',
        day,
      })),
    );
    const task = oldPromptViewsTask(createPromptRepository(db));
    expect(await task.run(new Date('2030-01-10T12:00:00Z'))).toBeGreaterThanOrEqual(1);
    const left = await db.select({ day: promptViews.day }).from(promptViews).where(eq(promptViews.promptId, prompt.id));
    expect(left.map((r) => r.day).sort()).toEqual(['2030-01-08', '2030-01-09', '2030-01-10']);
    // The prompt keeps its total.
    expect((await app.inject({ url: `/api/prompts/${prompt.id}`, remoteAddress: '10.61.0.1' })).json().views).toBe(4);
  });
});
