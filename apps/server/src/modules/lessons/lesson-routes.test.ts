import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createTestApp } from '../../../test/test-app.js';
import { createLesson } from '../../../test/factories.js';
import type { AppDb } from '../../db/client.js';
import { prepareLesson } from './lesson-service.js';
import { lessons } from '../../db/schema/index.js';

let app: FastifyInstance;
let db: AppDb;
beforeAll(async () => {
  ({ app, db } = await createTestApp());
  // Out of order on purpose: the API orders by stage order, then order.
  await createLesson(db, { id: 1, stage: 'stage2', order: 1, difficulty: 'intermediate', title: 'Iterate' });
  await createLesson(db, { id: 2, stage: 'foundation', order: 2, title: 'Second basics' });
  await createLesson(db, { id: 3, stage: 'foundation', order: 1, title: 'First basics' });
  await createLesson(db, { id: 4, stage: 'stage1', order: 1, difficulty: 'intermediate', title: 'Anatomy' });
  await createLesson(db, { id: 5, stage: 'advanced', order: 1, difficulty: 'advanced', title: 'Admin stage' });
  await createLesson(db, { id: 6, stage: 'stage1', order: 2, isActive: false, title: 'Hidden draft' });
  await createLesson(db, { id: 7, stage: 'stage1', order: 3, isArchived: true, title: 'Archived' });
});
afterAll(async () => app.close());

const titles = (body: Array<{ title: string }>) => body.map((l) => l.title);

describe('lesson API', () => {
  it('lists active lessons in stage order, then order', async () => {
    const res = await app.inject({ url: '/api/lessons' });
    expect(res.statusCode).toBe(200);
    expect(titles(res.json())).toEqual(['First basics', 'Second basics', 'Anatomy', 'Iterate', 'Admin stage']);
  });

  it('filters by stage and by difficulty', async () => {
    expect(titles((await app.inject({ url: '/api/lessons?stage=foundation' })).json())).toEqual([
      'First basics',
      'Second basics',
    ]);
    expect(titles((await app.inject({ url: '/api/lessons?difficulty=intermediate' })).json())).toEqual([
      'Anatomy',
      'Iterate',
    ]);
    expect(titles((await app.inject({ url: '/api/lessons?stage=stage1&difficulty=beginner' })).json())).toEqual([]);
    const bad = await app.inject({ url: '/api/lessons?stage=nope' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].field).toBe('stage');
  });

  it('reads one lesson, and 404s inactive, archived and unknown ones', async () => {
    const res = await app.inject({ url: '/api/lessons/4' });
    expect(res.json()).toMatchObject({
      id: 4,
      title: 'Anatomy',
      stage: 'stage1',
      isActive: true,
      learningObjectives: [],
    });
    for (const id of [6, 7, 999]) {
      const missing = await app.inject({ url: `/api/lessons/${id}` });
      expect(missing.statusCode).toBe(404);
      expect(missing.json().message).toBe('Lesson not found');
    }
    expect((await app.inject({ url: '/api/lessons/abc' })).statusCode).toBe(400);
  });

  it('lists the stages in course order with counts', async () => {
    const res = await app.inject({ url: '/api/lessons/meta/stages' });
    expect(res.json().stages).toEqual([
      { stage: 'foundation', stageName: 'Foundation', count: 2 },
      { stage: 'stage1', stageName: 'Foundation', count: 1 },
      { stage: 'stage2', stageName: 'Foundation', count: 1 },
      { stage: 'advanced', stageName: 'Foundation', count: 1 },
    ]);
  });

  it('counts active lessons by stage and difficulty', async () => {
    const stats = (await app.inject({ url: '/api/lessons/meta/stats' })).json();
    expect(stats.totalLessons).toBe(5);
    expect(stats.totalStages).toBe(4);
    expect(stats.difficulties).toEqual([
      { _id: 'advanced', count: 1 },
      { _id: 'beginner', count: 2 },
      { _id: 'intermediate', count: 2 },
    ]);
  });

  it('stores sanitized HTML: no script, event handler or javascript: URL survives', async () => {
    const prepared = prepareLesson({
      id: 50,
      title: 'Unsafe',
      description: 'x',
      stage: 'stage3',
      difficulty: 'advanced',
      content: '<p>ok</p><script>alert(1)</script><img src=x onerror="alert(2)"><a href="javascript:alert(3)">x</a>',
    });
    expect(prepared.stageName).toBe('Stage3');
    await db.insert(lessons).values(prepared);
    const body = (await app.inject({ url: '/api/lessons/50' })).json();
    expect(body.content).toContain('<p>ok</p>');
    expect(body.content).not.toMatch(/<script|onerror|javascript:/i);
  });
});
