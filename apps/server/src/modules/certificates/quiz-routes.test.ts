import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { CERTIFICATE_INELIGIBLE_TEXTS, QUIZ_DRAW_TTL_HOURS, QUIZ_MIN_SECONDS_PER_QUESTION } from '@ai4n/shared';
import { createTestApp } from '../../../test/test-app.js';
import { createQuestion } from '../../../test/factories.js';
import { quizKit } from '../../../test/quiz-kit.js';
import type { AppDb } from '../../db/client.js';
import { quizDraws, quizSettings } from '../../db/schema/index.js';
import { QUIZ_MESSAGES } from './quiz-service.js';

let app: FastifyInstance;
let db: AppDb;
let quiz: ReturnType<typeof quizKit>;
const key = new Map<number, number>();
const QUESTIONS = 10;
const MINIMUM = QUESTIONS * QUIZ_MIN_SECONDS_PER_QUESTION;

const setFeedback = (showFeedbackImmediately: boolean) => db.update(quizSettings).set({ showFeedbackImmediately });

beforeAll(async () => {
  ({ app, db } = await createTestApp());
  await db.insert(quizSettings).values({ id: 1, questionsPerQuiz: QUESTIONS, passingScore: 60 });
  for (let i = 0; i < 14; i++) {
    const q = await createQuestion(db, { category: i % 2 ? 'basics' : 'outcomes', explanation: `Why ${i}.` });
    key.set(q.id, q.correctAnswer);
  }
  await createQuestion(db, { isActive: false, question: 'Disabled?' });
  quiz = quizKit(app, db, key);
});
afterAll(async () => app.close());

describe('certified quiz: draw and grade', () => {
  it('draws the quiz on the server without its answers', async () => {
    const draw = await quiz.draw();
    expect(draw).toMatchObject({
      drawId: expect.any(String),
      total: QUESTIONS,
      showFeedbackImmediately: true,
      minimumSeconds: MINIMUM,
    });
    expect(new Set(draw.questions.map((q) => q.id)).size).toBe(QUESTIONS);
    for (const q of draw.questions) {
      expect(q).not.toHaveProperty('correctAnswer');
      expect(q).not.toHaveProperty('explanation');
    }
    const [row] = await db.select().from(quizDraws).where(eq(quizDraws.id, draw.drawId));
    expect(row.questionIds).toEqual(draw.questions.map((q) => q.id));
  });

  it('a scripted attempt submitted at once is graded but earns no certificate, and says why', async () => {
    const draw = await quiz.draw();
    const res = await quiz.submit({ drawId: draw.drawId, answers: quiz.answers(draw, QUESTIONS) });
    expect(res.statusCode).toBe(201);
    const graded = res.json();
    expect(graded).toMatchObject({
      percentage: 100,
      grade: 'A+',
      passed: true,
      certificateEligible: false,
      ineligibleReason: 'too-fast',
      minimumSeconds: MINIMUM,
    });
    expect(graded.timeSpentSeconds).toBeLessThan(MINIMUM);
    const refused = await quiz.claim({ attemptId: graded.attemptId, name: 'A Script' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(CERTIFICATE_INELIGIBLE_TEXTS['too-fast']);
  });

  it('a slow, valid attempt gets its certificate; the graded result reveals the answers for the review', async () => {
    const draw = await quiz.draw();
    await quiz.backdate(draw.drawId, MINIMUM + 1);
    const answers = quiz.answers(draw, 8).slice(0, QUESTIONS - 1);
    const graded = (await quiz.submit({ drawId: draw.drawId, answers })).json();
    expect(graded).toMatchObject({
      score: 8,
      total: QUESTIONS,
      percentage: 80,
      certificateEligible: true,
      ineligibleReason: null,
    });
    expect(graded.review.map((q: { id: number }) => q.id)).toEqual(draw.questions.map((q) => q.id));
    for (const [i, q] of graded.review.entries()) {
      expect(q).toMatchObject({
        correctAnswer: key.get(q.id),
        explanation: expect.stringMatching(/^Why \d+\.$/),
        correct: i < 8,
      });
      // The last question was left unanswered: it counts as wrong.
      expect(q.answer).toBe(i < QUESTIONS - 1 ? answers[i].answer : -1);
    }
    expect((await quiz.claim({ attemptId: graded.attemptId, name: 'Grace Hopper' })).statusCode).toBe(201);
  });

  it('accepts answers only for the questions of that draw', async () => {
    const [draw, other] = [await quiz.draw(), await quiz.draw()];
    const outsider = [...key.keys()].find((id) => !draw.questions.some((q) => q.id === id))!;
    const res = await quiz.submit({
      drawId: draw.drawId,
      answers: [...quiz.answers(draw, 9).slice(1), { questionId: outsider, answer: key.get(outsider)! }],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(QUIZ_MESSAGES.notInDraw);
    expect((await quiz.lock(draw.drawId, outsider, 0)).statusCode).toBe(400);
    // The refused submission used nothing up: the draw can still be graded once.
    expect((await quiz.submit({ drawId: draw.drawId, answers: quiz.answers(draw, 1) })).statusCode).toBe(201);

    const unknown = await quiz.submit({
      drawId: '00000000-0000-4000-8000-000000000000',
      answers: quiz.answers(other, 10),
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(QUIZ_MESSAGES.drawNotFound);
    expect((await quiz.submit({ answers: quiz.answers(other, 10) })).statusCode).toBe(400);
    expect(
      (await quiz.submit({ drawId: other.drawId, answers: [...quiz.answers(other, 1), ...quiz.answers(other, 1)] }))
        .statusCode,
    ).toBe(400);
  });

  it('grades one attempt per draw, even when submissions race', async () => {
    const draw = await quiz.draw();
    await quiz.backdate(draw.drawId, MINIMUM + 1);
    const results = await Promise.all(
      [0, 1, 2].map(() => quiz.submit({ drawId: draw.drawId, answers: quiz.answers(draw, QUESTIONS) })),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409, 409]);
    const again = await quiz.submit({ drawId: draw.drawId, answers: quiz.answers(draw, QUESTIONS) });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(QUIZ_MESSAGES.alreadySubmitted);
  });

  it('refuses a draw past its lifetime, and the cleanup deletes unsubmitted old draws only', async () => {
    const stale = await quiz.draw();
    const submitted = await quiz.draw();
    await quiz.submit({ drawId: submitted.drawId, answers: [] });
    const fresh = await quiz.draw();
    const hours = QUIZ_DRAW_TTL_HOURS * 3600;
    await quiz.backdate(stale.drawId, hours + 60);
    await quiz.backdate(submitted.drawId, hours + 60);
    expect((await quiz.submit({ drawId: stale.drawId, answers: quiz.answers(stale, 10) })).statusCode).toBe(404);

    expect(app.housekeeping.names()).toContain('stale quiz draws');
    await app.housekeeping.runAll(new Date());
    const left = new Set((await db.select({ id: quizDraws.id }).from(quizDraws)).map((r) => r.id));
    expect(left.has(stale.drawId)).toBe(false);
    expect(left.has(submitted.drawId)).toBe(true);
    expect(left.has(fresh.drawId)).toBe(true);
  });
});

describe('certified quiz: immediate feedback', () => {
  it('reveals right or wrong and the explanation as soon as an answer is chosen, then locks it', async () => {
    await setFeedback(true);
    const draw = await quiz.draw();
    const [first, second] = draw.questions;
    const right = key.get(first.id)!;
    const res = await quiz.lock(draw.drawId, first.id, right);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      questionId: first.id,
      answer: right,
      correct: true,
      correctAnswer: right,
      explanation: expect.stringMatching(/^Why/),
    });
    // The same answer again (a retried request) gets the same reply; another one is refused.
    expect((await quiz.lock(draw.drawId, first.id, right)).json().correct).toBe(true);
    const changed = await quiz.lock(draw.drawId, first.id, (right + 1) % 4);
    expect(changed.statusCode).toBe(409);
    expect(changed.json().message).toBe(QUIZ_MESSAGES.answerLocked);

    const wrong = (key.get(second.id)! + 1) % 4;
    expect((await quiz.lock(draw.drawId, second.id, wrong)).json()).toMatchObject({
      correct: false,
      correctAnswer: key.get(second.id),
    });
    expect((await quiz.lock(draw.drawId, second.id, 9)).statusCode).toBe(400);

    // Grading uses the locked answers, whatever the submission says for them.
    await quiz.backdate(draw.drawId, MINIMUM + 1);
    const graded = (await quiz.submit({ drawId: draw.drawId, answers: quiz.answers(draw, QUESTIONS) })).json();
    expect(graded.score).toBe(QUESTIONS - 1);
    expect(graded.review[1]).toMatchObject({ answer: wrong, correct: false });
    expect((await quiz.lock(draw.drawId, draw.questions[2].id, 0)).statusCode).toBe(409);
  });

  it('keeps only one of two racing answers to the same question', async () => {
    const draw = await quiz.draw();
    const id = draw.questions[0].id;
    const replies = await Promise.all([0, 1, 2, 3].map((answer) => quiz.lock(draw.drawId, id, answer)));
    expect(replies.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(replies.filter((r) => r.statusCode === 409)).toHaveLength(3);
  });

  it('when off, reveals nothing before grading and lets answers change until the quiz is finished', async () => {
    await setFeedback(false);
    const draw = await quiz.draw();
    expect(draw.showFeedbackImmediately).toBe(false);
    const refused = await quiz.lock(draw.drawId, draw.questions[0].id, 0);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(QUIZ_MESSAGES.feedbackOff);
    expect(refused.json()).not.toHaveProperty('correctAnswer');
    const graded = (await quiz.submit({ drawId: draw.drawId, answers: quiz.answers(draw, QUESTIONS) })).json();
    expect(graded.score).toBe(QUESTIONS);
    await setFeedback(true);
  });
});
