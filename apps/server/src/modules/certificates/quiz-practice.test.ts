import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import {
  PRACTICE_NOT_SHOWN_TEXT,
  QUIZ_AVOID_MAX,
  QUIZ_MAX_QUESTIONS,
  type PracticeGraded,
  type QuizDraw,
} from '@ai4n/shared';
import { createTestApp } from '../../../test/test-app.js';
import { createLesson, createQuestion } from '../../../test/factories.js';
import type { AppDb } from '../../db/client.js';
import { quizAttempts, quizDraws, quizSettings } from '../../db/schema/index.js';

let app: FastifyInstance;
let db: AppDb;
/** The active questions, in creation order, with their right answers. */
const bank: Array<{ id: number; correctAnswer: number; lessonId: number | null }> = [];
let inactiveId: number;
let archivedId: number;
let lessonId: number;
const QUESTIONS = 10;

const post = (url: string, payload?: object) => app.inject({ method: 'POST', url, payload });
const count = async (table: typeof quizAttempts | typeof quizDraws) =>
  (await db.select({ n: sql<number>`count(*)::int` }).from(table))[0].n;

beforeAll(async () => {
  ({ app, db } = await createTestApp());
  await db.insert(quizSettings).values({ id: 1, questionsPerQuiz: QUESTIONS, passingScore: 60 });
  lessonId = (await createLesson(db)).id;
  for (let i = 0; i < 14; i++) {
    const q = await createQuestion(db, {
      category: i % 2 ? 'basics' : 'outcomes',
      explanation: `Why ${i}.`,
      lessonId: i % 3 === 0 ? lessonId : null,
    });
    bank.push({ id: q.id, correctAnswer: q.correctAnswer, lessonId: q.lessonId });
  }
  inactiveId = (await createQuestion(db, { isActive: false, question: 'Disabled?' })).id;
  archivedId = (await createQuestion(db, { isArchived: true, question: 'Archived?' })).id;
});
afterAll(async () => app.close());

/** A draw of these questions, graded (as a results screen shows it): practice may ask its questions. */
const gradedDraw = async (questionIds: number[], submitted = true): Promise<string> => {
  const [row] = await db
    .insert(quizDraws)
    .values({ questionIds, submittedAt: submitted ? new Date() : null })
    .returning({ id: quizDraws.id });
  return row.id;
};

describe('certified draw avoiding the previous attempt', () => {
  const draw = async (avoid?: number[]): Promise<QuizDraw> => {
    const res = await post('/api/quizzes/draws', avoid ? { avoid } : undefined);
    expect(res.statusCode, res.body).toBe(201);
    return res.json();
  };

  it('leaves out the avoided questions when the bank has enough others', async () => {
    const avoid = bank.slice(0, 4).map((q) => q.id);
    for (let i = 0; i < 5; i++) {
      const ids = (await draw(avoid)).questions.map((q) => q.id);
      expect(ids).toHaveLength(QUESTIONS);
      expect(ids.filter((id) => avoid.includes(id))).toEqual([]);
    }
  });

  it('reuses only as many avoided questions as the bank lacks', async () => {
    const avoid = bank.slice(0, 8).map((q) => q.id);
    const ids = (await draw(avoid)).questions.map((q) => q.id);
    expect(ids).toHaveLength(QUESTIONS);
    expect(ids.filter((id) => !avoid.includes(id)).sort()).toEqual(
      bank
        .slice(8)
        .map((q) => q.id)
        .sort(),
    );
  });

  it('still draws without a body, and refuses a list longer than allowed', async () => {
    expect((await draw()).questions).toHaveLength(QUESTIONS);
    const tooMany = Array.from({ length: QUIZ_AVOID_MAX + 1 }, (_, i) => i + 1);
    expect((await post('/api/quizzes/draws', { avoid: tooMany })).statusCode).toBe(400);
  });
});

describe('practice round of chosen questions', () => {
  it("gives the graded draw's questions in the order asked, without answers, skipping those inactive since", async () => {
    const [a, b, c] = [bank[5].id, bank[0].id, bank[3].id];
    const drawId = await gradedDraw([a, b, c, inactiveId, archivedId]);
    const res = await post('/api/quizzes/practice', {
      drawIds: [drawId],
      questionIds: [a, inactiveId, b, archivedId, c],
    });
    expect(res.statusCode, res.body).toBe(200);
    const { questions } = res.json();
    expect(questions.map((q: { id: number }) => q.id)).toEqual([a, b, c]);
    for (const q of questions) {
      expect(q).not.toHaveProperty('correctAnswer');
      expect(q).not.toHaveProperty('explanation');
    }
    expect(questions[1].lessonId).toBe(lessonId);
  });

  it.each([
    ['an empty list', () => [], 'at least one'],
    [
      'too many ids',
      () => Array.from({ length: QUIZ_MAX_QUESTIONS + 1 }, (_, i) => i + 1),
      `at most ${QUIZ_MAX_QUESTIONS}`,
    ],
    ['a repeated id', () => [bank[0].id, bank[0].id], 'once'],
  ])('refuses %s with a clear message', async (_case, questionIds, message) => {
    const res = await post('/api/quizzes/practice', { drawIds: [randomUUID()], questionIds: questionIds() });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(message);
  });

  it('grades on the server with the stored answers, keeps no attempt and certifies nothing', async () => {
    const [right, wrong, blank] = [bank[0], bank[1], bank[2]];
    const drawId = await gradedDraw([right.id, wrong.id, inactiveId, blank.id]);
    const [attempts, draws] = [await count(quizAttempts), await count(quizDraws)];
    const res = await post('/api/quizzes/practice/results', {
      drawIds: [drawId],
      answers: [
        { questionId: right.id, answer: right.correctAnswer },
        { questionId: wrong.id, answer: (wrong.correctAnswer + 1) % 4 },
        { questionId: inactiveId, answer: 0 },
        { questionId: blank.id, answer: -1 },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    const graded: PracticeGraded = res.json();
    expect(graded).toEqual({
      correct: 1,
      total: 3,
      percentage: 33,
      questions: [
        expect.objectContaining({
          questionId: right.id,
          answer: right.correctAnswer,
          correctAnswer: right.correctAnswer,
          correct: true,
          explanation: 'Why 0.',
          lessonId,
        }),
        expect.objectContaining({
          questionId: wrong.id,
          answer: (wrong.correctAnswer + 1) % 4,
          correctAnswer: wrong.correctAnswer,
          correct: false,
          explanation: 'Why 1.',
          lessonId: null,
          question: expect.any(String),
          options: ['A', 'B', 'C', 'D'],
        }),
        expect.objectContaining({ questionId: blank.id, answer: -1, correct: false }),
      ],
    });
    expect(graded).not.toHaveProperty('attemptId');
    expect(graded).not.toHaveProperty('certificateEligible');
    expect([await count(quizAttempts), await count(quizDraws)]).toEqual([attempts, draws]);
  });

  it('refuses an empty or repeated answer list, and a round that names no graded quiz', async () => {
    const drawIds = [await gradedDraw([bank[0].id])];
    const empty = await post('/api/quizzes/practice/results', { drawIds, answers: [] });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toContain('at least one');
    const twice = await post('/api/quizzes/practice/results', {
      drawIds,
      answers: [
        { questionId: bank[0].id, answer: 0 },
        { questionId: bank[0].id, answer: 1 },
      ],
    });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().message).toContain('once');
    const unnamed = await post('/api/quizzes/practice/results', { answers: [{ questionId: bank[0].id, answer: 0 }] });
    expect(unnamed.statusCode).toBe(400);
  });
});

describe('practice is never an oracle for the bank (issue 27, M-3)', () => {
  const allIds = () => bank.map((q) => q.id);
  const guesses = (ids: number[]) => ids.map((questionId) => ({ questionId, answer: 0 }));

  it.each([
    ['a made-up draw', async () => [randomUUID()]],
    ['a draw not graded yet (answers it could then submit)', async () => [await gradedDraw(allIds(), false)]],
    ['a graded draw that did not ask them', async () => [await gradedDraw([bank[0].id])]],
  ])('refuses questions of %s with 403 and a clear message', async (_case, drawIds) => {
    const named = await drawIds();
    for (const url of ['/api/quizzes/practice', '/api/quizzes/practice/results']) {
      const res = await post(url, { drawIds: named, questionIds: allIds(), answers: guesses(allIds()) });
      expect(res.statusCode, url).toBe(403);
      expect(res.json().message).toBe(PRACTICE_NOT_SHOWN_TEXT);
      expect(res.body).not.toContain('correctAnswer');
    }
  });

  it('makes the answer key cost at least one graded attempt per quiz length of questions', async () => {
    const key = new Map<number, number>();
    const drawIds: string[] = [];
    let avoid: number[] = [];
    let attempts = 0;
    while (key.size < bank.length) {
      // Everything the attempts so far allow: every question of the bank asked of every graded draw.
      for (const q of bank) {
        const res = await post('/api/quizzes/practice/results', { drawIds, answers: guesses([q.id]) });
        if (res.statusCode === 200) key.set(q.id, res.json().questions[0].correctAnswer);
        else expect([400, 403]).toContain(res.statusCode);
      }
      expect(key.size).toBeLessThanOrEqual(attempts * QUESTIONS);
      if (key.size === bank.length) break;
      const draw: QuizDraw = (await post('/api/quizzes/draws', { avoid })).json();
      avoid = draw.questions.map((q) => q.id);
      expect((await post('/api/quizzes/results', { drawId: draw.drawId })).statusCode).toBe(201);
      drawIds.push(draw.drawId);
      attempts += 1;
    }
    expect(attempts).toBeGreaterThanOrEqual(Math.ceil(bank.length / QUESTIONS));
    expect(key).toEqual(new Map(bank.map((q) => [q.id, q.correctAnswer])));
  });
});
