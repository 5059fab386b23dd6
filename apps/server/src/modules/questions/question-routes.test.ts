import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createTestApp } from '../../../test/test-app.js';
import { adminToken, createQuestion } from '../../../test/factories.js';
import type { AppDb } from '../../db/client.js';
import { quizSettings } from '../../db/schema/index.js';

let app: FastifyInstance;
let db: AppDb;
const CATEGORIES = ['basics', 'fundamentals', 'outcomes', 'advanced'] as const;
const DIFFICULTIES = ['easy', 'medium', 'hard'] as const;

beforeAll(async () => {
  ({ app, db } = await createTestApp());
});
afterAll(async () => app.close());

describe('question API on an empty bank', () => {
  it("answers 'No questions available for the quiz' and empty stats", async () => {
    const res = await app.inject({ url: '/api/questions/quiz/generate?count=20' });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('No questions available for the quiz');
    expect((await app.inject({ url: '/api/questions/meta/stats' })).json()).toEqual({
      totalQuestions: 0,
      categories: [],
      difficulties: {},
      categoryCounts: {},
    });
  });

  it('has the default settings of DECISIONS.md', async () => {
    expect((await app.inject({ url: '/api/questions/meta/settings' })).json()).toEqual({
      questionsPerQuiz: 20,
      passingScore: 60,
      showFeedbackImmediately: true,
      allowRetries: true,
    });
  });
});

describe('question API', () => {
  beforeAll(async () => {
    for (const category of CATEGORIES)
      for (const difficulty of DIFFICULTIES)
        for (let i = 0; i < 3; i++)
          await createQuestion(db, { category, difficulty, question: `${category} ${difficulty} ${i}?` });
    await createQuestion(db, { category: 'basics', isActive: false, question: 'Inactive?' });
    await createQuestion(db, { category: 'basics', isArchived: true, question: 'Archived?' });
  });

  it('lists active questions only, with every filter', async () => {
    const all = (await app.inject({ url: '/api/questions' })).json();
    expect(all).toHaveLength(36);
    expect(all.some((q: { question: string }) => q.question === 'Inactive?' || q.question === 'Archived?')).toBe(false);
    expect(all[0]).toEqual(expect.objectContaining({ options: ['A', 'B', 'C', 'D'], points: 10 }));

    const hard = (await app.inject({ url: '/api/questions?category=outcomes&difficulty=hard' })).json();
    expect(hard).toHaveLength(3);
    expect(
      hard.every((q: { category: string; difficulty: string }) => q.category === 'outcomes' && q.difficulty === 'hard'),
    ).toBe(true);
    expect((await app.inject({ url: '/api/questions?limit=5&random=true' })).json()).toHaveLength(5);
    expect((await app.inject({ url: '/api/questions?active=all' })).json()).toHaveLength(36);
    expect((await app.inject({ url: '/api/questions?limit=0' })).statusCode).toBe(400);
  });

  it('reads by category (with difficulty and limit) and by id', async () => {
    const adv = (await app.inject({ url: '/api/questions/category/advanced?difficulty=easy&limit=2' })).json();
    expect(adv).toHaveLength(2);
    expect(adv.every((q: { category: string }) => q.category === 'advanced')).toBe(true);
    expect((await app.inject({ url: '/api/questions/category/nope' })).statusCode).toBe(400);

    const one = (await app.inject({ url: `/api/questions/${adv[0].id}` })).json();
    expect(one.id).toBe(adv[0].id);
    const missing = await app.inject({ url: '/api/questions/99999' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Question not found');
  });

  it('generates a fresh draw of distinct questions spread across categories', async () => {
    const res = await app.inject({ url: '/api/questions/quiz/generate?count=20' });
    expect(res.statusCode).toBe(200);
    const { questions, total } = res.json();
    expect(total).toBe(20);
    expect(new Set(questions.map((q: { id: number }) => q.id)).size).toBe(20);
    const perCategory = CATEGORIES.map((c) => questions.filter((q: { category: string }) => q.category === c).length);
    expect(perCategory).toEqual([5, 5, 5, 5]);
    const again = (await app.inject({ url: '/api/questions/quiz/generate?count=20' })).json();
    expect(again.questions.map((q: { id: number }) => q.id)).not.toEqual(questions.map((q: { id: number }) => q.id));
  });

  it('honours categories, difficulties, includeExplanations (for an administrator) and the fallback count of 10', async () => {
    const token = await adminToken(app);
    const res = (
      await app.inject({
        url: '/api/questions/quiz/generate?categories=basics,advanced&difficulties=hard&includeExplanations=false',
        headers: { authorization: `Bearer ${token}` },
      })
    ).json();
    expect(res.total).toBe(6);
    for (const q of res.questions) {
      expect(['basics', 'advanced']).toContain(q.category);
      expect(q.difficulty).toBe('hard');
      expect(q.explanation).toBeUndefined();
      expect(q.correctAnswer).toEqual(expect.any(Number));
    }
    expect((await app.inject({ url: '/api/questions/quiz/generate' })).json().total).toBe(10);
    expect((await app.inject({ url: '/api/questions/quiz/generate?categories=nope' })).statusCode).toBe(400);
    expect((await app.inject({ url: '/api/questions/quiz/generate?count=51' })).statusCode).toBe(400);
  });

  it('counts the bank by category and difficulty', async () => {
    expect((await app.inject({ url: '/api/questions/meta/stats' })).json()).toEqual({
      totalQuestions: 36,
      categories: [...CATEGORIES],
      difficulties: { easy: 12, medium: 12, hard: 12 },
      categoryCounts: { basics: 9, fundamentals: 9, outcomes: 9, advanced: 9 },
    });
  });

  it('reads stored settings', async () => {
    await db
      .insert(quizSettings)
      .values({ id: 1, questionsPerQuiz: 15, passingScore: 70 })
      .onConflictDoUpdate({
        target: quizSettings.id,
        set: { questionsPerQuiz: 15, passingScore: 70 },
      });
    expect((await app.inject({ url: '/api/questions/meta/settings' })).json()).toMatchObject({
      questionsPerQuiz: 15,
      passingScore: 70,
    });
  });

  it('gives anonymous callers no answers on any question read (a script would read them and earn a certificate)', async () => {
    const [first] = (await app.inject({ url: '/api/questions' })).json();
    const reads = [
      (await app.inject({ url: '/api/questions?active=all' })).json(),
      (await app.inject({ url: '/api/questions/category/basics' })).json(),
      [(await app.inject({ url: `/api/questions/${first.id}` })).json()],
      (await app.inject({ url: '/api/questions/quiz/generate?count=20&includeExplanations=true' })).json().questions,
      // A token that is not a valid admin token counts for nothing.
      (await app.inject({ url: '/api/questions', headers: { authorization: 'Bearer forged' } })).json(),
    ];
    for (const questions of reads) {
      expect(questions.length).toBeGreaterThan(0);
      for (const q of questions) {
        expect(q).not.toHaveProperty('correctAnswer');
        expect(q).not.toHaveProperty('explanation');
        expect(q).toEqual(
          expect.objectContaining({ id: expect.any(Number), question: expect.any(String), options: expect.any(Array) }),
        );
      }
    }
  });

  it('gives an administrator whole questions, and honours active=all|false for them only', async () => {
    const headers = { authorization: `Bearer ${await adminToken(app)}` };
    const active = (await app.inject({ url: '/api/questions', headers })).json();
    expect(active).toHaveLength(36);
    expect(active[0]).toEqual(expect.objectContaining({ correctAnswer: expect.any(Number), explanation: 'Because.' }));
    const all = (await app.inject({ url: '/api/questions?active=all&limit=500', headers })).json();
    expect(all).toHaveLength(38);
    const hidden = (await app.inject({ url: '/api/questions?active=false', headers })).json();
    expect(hidden.map((q: { question: string }) => q.question).sort()).toEqual(['Archived?', 'Inactive?']);
    expect(hidden.every((q: { isActive: boolean }) => !q.isActive)).toBe(true);
    expect((await app.inject({ url: '/api/questions?active=true', headers })).json()).toHaveLength(36);

    // The public gets the active questions whatever it asks for, and never an inactive one by id.
    expect((await app.inject({ url: '/api/questions?active=false' })).json()).toHaveLength(36);
    expect((await app.inject({ url: `/api/questions/${hidden[0].id}` })).statusCode).toBe(404);
    const one = await app.inject({ url: `/api/questions/${hidden[0].id}`, headers });
    expect(one.statusCode).toBe(200);
    expect(one.json()).toMatchObject({ id: hidden[0].id, isActive: false, correctAnswer: expect.any(Number) });
    expect(one.headers['cache-control']).toBe('private, no-store');
  });
});
