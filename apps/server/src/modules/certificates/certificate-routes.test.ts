import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { createTestApp } from '../../../test/test-app.js';
import { createQuestion } from '../../../test/factories.js';
import type { AppDb } from '../../db/client.js';
import { quizAttempts, quizSettings } from '../../db/schema/index.js';
import { CERTIFICATE_CODE_PATTERN } from './certificate-code.js';

let app: FastifyInstance;
let db: AppDb;
let bank: Array<{ id: number; correctAnswer: number; category: string }>;

beforeAll(async () => {
  ({ app, db } = await createTestApp());
  await db.insert(quizSettings).values({ id: 1, questionsPerQuiz: 10, passingScore: 60 });
  bank = [];
  for (let i = 0; i < 12; i++) bank.push(await createQuestion(db, { category: i % 2 ? 'basics' : 'advanced' }));
});
afterAll(async () => app.close());

/** Answers the first `count` questions, getting `correct` of them right. */
const answersFor = (count: number, correct: number) =>
  bank.slice(0, count).map((q, i) => ({ questionId: q.id, answer: i < correct ? q.correctAnswer : (q.correctAnswer + 1) % 4 }));

const submit = (payload: object) => app.inject({ method: 'POST', url: '/api/quizzes/results', payload });
const claim = (payload: object) => app.inject({ method: 'POST', url: '/api/certificates', payload });

describe('quiz grading and certificates', () => {
  it('grades on the server, keeps the result, and issues a verifiable certificate at the passing score', async () => {
    const res = await submit({ answers: answersFor(10, 6), timeSpentSeconds: 300 });
    expect(res.statusCode).toBe(201);
    const graded = res.json();
    expect(graded).toMatchObject({ score: 6, total: 10, percentage: 60, grade: 'C', passed: true, certificateEligible: true });
    expect(graded.categories).toHaveLength(2);
    const [attempt] = await db.select().from(quizAttempts).where(eq(quizAttempts.id, graded.attemptId));
    expect(attempt).toMatchObject({ type: 'prompt-school', score: 6, total: 10, percentage: 60, grade: 'C', timeSpentSeconds: 300 });

    const issued = await claim({ attemptId: graded.attemptId, name: '  Ada Lovelace ' });
    expect(issued.statusCode).toBe(201);
    const certificate = issued.json();
    expect(certificate.code).toMatch(CERTIFICATE_CODE_PATTERN);
    expect(certificate).toMatchObject({ name: 'Ada Lovelace', score: 6, total: 10, percentage: 60, grade: 'C' });

    const verify = await app.inject({ url: `/api/certificates/${certificate.code.toLowerCase()}` });
    expect(verify.statusCode).toBe(200);
    expect(verify.json()).toEqual(certificate);

    const renamed = (await claim({ attemptId: graded.attemptId, name: 'Ada King' })).json();
    expect(renamed).toMatchObject({ code: certificate.code, name: 'Ada King' });
  });

  it('issues no certificate below the passing score, but keeps the attempt', async () => {
    const graded = (await submit({ answers: answersFor(10, 5) })).json();
    expect(graded).toMatchObject({ score: 5, percentage: 50, grade: 'F', passed: false, certificateEligible: false });
    const [attempt] = await db.select().from(quizAttempts).where(eq(quizAttempts.id, graded.attemptId));
    expect(attempt.grade).toBe('F');
    const refused = await claim({ attemptId: graded.attemptId, name: 'Bob' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('This quiz attempt did not reach the passing score.');
  });

  it('uses its own grading: a client that claims a score gets nothing for it', async () => {
    const graded = (await submit({ score: 10, percentage: 100, passed: true, answers: answersFor(10, 2) })).json();
    expect(graded).toMatchObject({ score: 2, certificateEligible: false });
    expect((await claim({ attemptId: graded.attemptId, name: 'Mallory' })).statusCode).toBe(403);
  });

  it('needs a full-length quiz for a certificate', async () => {
    const graded = (await submit({ answers: answersFor(3, 3) })).json();
    expect(graded).toMatchObject({ percentage: 100, passed: true, certificateEligible: false });
  });

  it('refuses a blank name and an unknown attempt', async () => {
    const graded = (await submit({ answers: answersFor(10, 10) })).json();
    const blank = await claim({ attemptId: graded.attemptId, name: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().errors[0]).toEqual({ field: 'name', message: 'Name is required' });
    const unknown = await claim({ attemptId: '00000000-0000-4000-8000-000000000000', name: 'Eve' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Quiz attempt not found');
  });

  it('rejects unknown questions, repeated questions and empty submissions', async () => {
    const unknown = await submit({ answers: [{ questionId: 99999, answer: 0 }] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toMatch(/not available/);
    const repeated = await submit({ answers: [...answersFor(1, 1), ...answersFor(1, 1)] });
    expect(repeated.statusCode).toBe(400);
    expect((await submit({ answers: [] })).statusCode).toBe(400);
  });

  it('answers 404 for an unknown certificate code', async () => {
    const res = await app.inject({ url: '/api/certificates/ABCD-EFGH-JKMN' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Certificate not found', statusCode: 404 });
  });
});
