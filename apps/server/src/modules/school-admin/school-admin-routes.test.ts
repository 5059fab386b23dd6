import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createTestApp } from '../../../test/test-app.js';
import { adminToken } from '../../../test/factories.js';

let app: FastifyInstance;
let token: string;
beforeAll(async () => {
  ({ app } = await createTestApp());
  token = await adminToken(app);
});
afterAll(async () => app.close());

const as = (method: 'POST' | 'PUT' | 'DELETE' | 'GET', url: string, payload?: object, bearer: string | null = token) =>
  app.inject({ method, url, payload, headers: bearer ? { authorization: `Bearer ${bearer}` } : {} });

const lesson = {
  title: 'New lesson',
  description: 'About prompts.',
  content: '<p>Hi</p><script>x()</script>',
  stage: 'stage2',
  difficulty: 'intermediate',
  learningObjectives: 'One\nTwo',
};
const question = {
  question: 'Which is right?',
  options: ['A', ' ', 'B', 'C'],
  correctAnswer: 3,
  category: 'basics',
  difficulty: 'easy',
};

describe('school administration', () => {
  it('needs an admin token', async () => {
    expect((await as('POST', '/api/lessons', lesson, null)).statusCode).toBe(401);
    expect((await as('POST', '/api/questions', question, null)).statusCode).toBe(401);
    expect(
      (
        await as(
          'PUT',
          '/api/questions/meta/settings',
          { questionsPerQuiz: 5, passingScore: 50, showFeedbackImmediately: true, allowRetries: true },
          null,
        )
      ).statusCode,
    ).toBe(401);
  });

  it('lists every question for the admin, disabled and archived ones too, with order and archived flag', async () => {
    const disabled = (await as('POST', '/api/questions', { ...question, isActive: false, order: 7 })).json();
    const archived = (await as('POST', '/api/questions', question)).json();
    await as('DELETE', `/api/questions/${archived.id}?archive=true`);
    expect((await as('GET', '/api/questions/admin/all', undefined, null)).statusCode).toBe(401);
    const all = (await as('GET', '/api/questions/admin/all')).json() as Array<{
      id: number;
      isActive: boolean;
      isArchived: boolean;
      order: number;
    }>;
    expect(all.map((q) => q.id)).toEqual([...all.map((q) => q.id)].sort((a, b) => a - b));
    expect(all.find((q) => q.id === disabled.id)).toMatchObject({ isActive: false, isArchived: false, order: 7 });
    expect(all.find((q) => q.id === archived.id)).toMatchObject({ isActive: false, isArchived: true });
    const publicIds = ((await app.inject({ url: '/api/questions?limit=500' })).json() as Array<{ id: number }>).map(
      (q) => q.id,
    );
    expect(publicIds).not.toContain(disabled.id);
    expect(publicIds).not.toContain(archived.id);
  });

  it('enabling an archived lesson or question brings it back; editing it without enabling keeps it archived', async () => {
    const created = (await as('POST', '/api/lessons', lesson)).json();
    await as('DELETE', `/api/lessons/${created.id}?archive=true`);
    await as('PUT', `/api/lessons/${created.id}`, { title: 'Still archived', isActive: false });
    const stateOf = async (id: number) =>
      (
        (await as('GET', '/api/lessons/admin/all')).json() as Array<{
          id: number;
          isActive: boolean;
          isArchived: boolean;
        }>
      ).find((l) => l.id === id);
    expect(await stateOf(created.id)).toMatchObject({ isActive: false, isArchived: true });
    await as('PUT', `/api/lessons/${created.id}`, { isActive: true });
    expect(await stateOf(created.id)).toMatchObject({ isActive: true, isArchived: false });
    expect((await app.inject({ url: `/api/lessons/${created.id}` })).statusCode).toBe(200);

    const q = (await as('POST', '/api/questions', question)).json();
    await as('DELETE', `/api/questions/${q.id}?archive=true`);
    expect((await as('PUT', `/api/questions/${q.id}`, { ...question, isActive: true })).json().isActive).toBe(true);
    expect(
      ((await as('GET', '/api/questions/admin/all')).json() as Array<{ id: number; isArchived: boolean }>).find(
        (x) => x.id === q.id,
      )?.isArchived,
    ).toBe(false);
  });

  it('creates lessons with a random id below 10000, sanitized HTML and the stage name default; edits, disables and deletes', async () => {
    const created = (await as('POST', '/api/lessons', lesson)).json();
    expect(created.id).toBeGreaterThan(0);
    expect(created.id).toBeLessThan(10_000);
    expect(created).toMatchObject({
      stageName: 'Stage2',
      duration: '15 min',
      icon: 'BookOpen',
      learningObjectives: ['One', 'Two'],
    });
    expect(created.content).not.toContain('<script');
    expect((await as('PUT', `/api/lessons/${created.id}`, { title: 'Renamed' })).json().title).toBe('Renamed');
    await as('PUT', `/api/lessons/${created.id}`, { duration: '30 min', order: 4 });
    // Only what is sent changes: no creation defaults (15 min, order 0) sneak back in.
    expect((await as('PUT', `/api/lessons/${created.id}`, { isActive: true })).json()).toMatchObject({
      duration: '30 min',
      order: 4,
      learningObjectives: ['One', 'Two'],
    });
    expect((await as('DELETE', `/api/lessons/${created.id}`)).json().message).toBe('Lesson disabled');
    expect((await app.inject({ url: `/api/lessons/${created.id}` })).statusCode).toBe(404);
    expect((await as('DELETE', `/api/lessons/${created.id}?permanent=true`)).json().message).toBe(
      'Lesson deleted permanently',
    );
    const missing = await as('POST', '/api/lessons', { ...lesson, title: '' });
    expect(missing.json().errors).toContainEqual({ field: 'title', message: 'Title is required' });
  });

  it('previews lesson HTML as saving stores it: admin only, scripts gone, allowed markup kept, nothing audited', async () => {
    const content =
      ' <h2 onclick="x()">Title</h2><script>alert(1)</script><div class="tip evil">Tip</div>' +
      '<a href="javascript:alert(2)">bad</a><a href="https://example.com">good</a> ';
    const url = '/api/admin/lessons/preview';
    const refused = await as('POST', url, { content }, null);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toMatchObject({ message: 'Admin sign-in required' });
    expect((await as('POST', url, { content }, 'not-a-token')).statusCode).toBe(401);

    const audited = async () => (await as('GET', '/api/admin/audit')).json().entries.length as number;
    const before = await audited();
    const res = await as('POST', url, { content });
    expect(res.statusCode).toBe(200);
    const { html } = res.json() as { html: string };
    expect(html).toBe(
      '<h2>Title</h2><div class="tip">Tip</div><a rel="noopener noreferrer" target="_blank">bad</a>' +
        '<a href="https://example.com" rel="noopener noreferrer" target="_blank">good</a>',
    );
    // Exactly what a save of the same content stores.
    const saved = (await as('POST', '/api/lessons', { ...lesson, content })).json() as { content: string };
    expect(saved.content).toBe(html);
    expect(await audited()).toBe(before + 1);
    expect((await as('POST', url, { content: '  ' })).json()).toMatchObject({
      errors: [{ field: 'content', message: 'Content is required' }],
    });
  });

  it('drops empty options, resets an out-of-range correct answer, and enforces 2 to 8 options and points 1-100', async () => {
    const created = (await as('POST', '/api/questions', question)).json();
    expect(created.options).toEqual(['A', 'B', 'C']);
    expect(created.correctAnswer).toBe(0);
    const few = await as('POST', '/api/questions', { ...question, options: ['A', ''] });
    expect(few.json().message).toContain('Please provide at least 2 answer options.');
    expect(
      (await as('POST', '/api/questions', { ...question, options: Array.from({ length: 9 }, (_, i) => `O${i}`) }))
        .statusCode,
    ).toBe(400);
    expect((await as('POST', '/api/questions', { ...question, points: 101 })).json().message).toContain(
      'Points awarded for correct answer (1-100)',
    );
    expect(
      (await as('PUT', `/api/questions/${created.id}`, { ...question, options: ['X', 'Y'], correctAnswer: 1 })).json(),
    ).toMatchObject({ options: ['X', 'Y'], correctAnswer: 1 });
    expect((await as('DELETE', `/api/questions/${created.id}?permanent=true`)).statusCode).toBe(200);
  });

  it('updates a question with a partial body, as lessons, prompts and FAQs do', async () => {
    const created = (
      await as('POST', '/api/questions', {
        ...question,
        options: ['A', 'B', 'C', 'D'],
        correctAnswer: 3,
        points: 20,
        tags: ['x'],
        order: 5,
      })
    ).json();
    const toggled = await as('PUT', `/api/questions/${created.id}`, { isActive: false });
    expect(toggled.statusCode).toBe(200);
    // Only what is sent changes: no creation defaults (points 10, order 0, no tags) sneak back in.
    expect(toggled.json()).toMatchObject({
      isActive: false,
      question: 'Which is right?',
      options: ['A', 'B', 'C', 'D'],
      correctAnswer: 3,
      points: 20,
      tags: ['x'],
    });
    expect((await as('PUT', `/api/questions/${created.id}`, { explanation: 'Because D.' })).json()).toMatchObject({
      explanation: 'Because D.',
      correctAnswer: 3,
      isActive: false,
    });
    // Fewer options than the stored correct index: it resets to the first option, as on creation.
    expect((await as('PUT', `/api/questions/${created.id}`, { options: ['Yes', 'No'] })).json()).toMatchObject({
      options: ['Yes', 'No'],
      correctAnswer: 0,
    });
    expect((await as('PUT', `/api/questions/${created.id}`, { correctAnswer: 1 })).json().correctAnswer).toBe(1);
    expect((await as('PUT', `/api/questions/${created.id}`, { points: 0 })).statusCode).toBe(400);
    expect((await as('PUT', `/api/questions/${created.id}`, { options: ['Only one'] })).statusCode).toBe(400);
    expect((await as('PUT', '/api/questions/999999', { isActive: true })).statusCode).toBe(404);
    const all = (await as('GET', '/api/questions/admin/all')).json() as Array<{ id: number; order: number }>;
    expect(all.find((q) => q.id === created.id)?.order).toBe(5);
  });

  it('saves quiz settings within their bounds, which the quiz then uses', async () => {
    expect(
      (
        await as('PUT', '/api/questions/meta/settings', {
          questionsPerQuiz: 51,
          passingScore: 60,
          showFeedbackImmediately: true,
          allowRetries: true,
        })
      ).statusCode,
    ).toBe(400);
    const saved = { questionsPerQuiz: 12, passingScore: 75, showFeedbackImmediately: false, allowRetries: false };
    expect((await as('PUT', '/api/questions/meta/settings', saved)).json()).toEqual(saved);
    expect((await app.inject({ url: '/api/questions/meta/settings' })).json()).toEqual(saved);
  });
});
