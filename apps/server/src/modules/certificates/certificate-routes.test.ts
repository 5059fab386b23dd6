import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { CERTIFICATE_INELIGIBLE_TEXTS, CERTIFICATE_NAME_MAX, CERTIFICATE_NAME_TEXTS } from '@ai4n/shared';
import { createTestApp } from '../../../test/test-app.js';
import { createQuestion } from '../../../test/factories.js';
import { quizKit } from '../../../test/quiz-kit.js';
import type { AppDb } from '../../db/client.js';
import { quizAttempts, quizSettings } from '../../db/schema/index.js';
import { CERTIFICATE_CODE_PATTERN } from './certificate-code.js';

let app: FastifyInstance;
let db: AppDb;
let quiz: ReturnType<typeof quizKit>;
/** Comfortably slower than the 5 s per question of the default configuration, for 10 questions. */
const HUMAN_PACE_SECONDS = 300;

beforeAll(async () => {
  ({ app, db } = await createTestApp());
  await db
    .insert(quizSettings)
    .values({ id: 1, questionsPerQuiz: 10, passingScore: 60, showFeedbackImmediately: false });
  const key = new Map<number, number>();
  for (let i = 0; i < 12; i++) {
    const q = await createQuestion(db, { category: i % 2 ? 'basics' : 'advanced' });
    key.set(q.id, q.correctAnswer);
  }
  quiz = quizKit(app, db, key);
});
afterAll(async () => app.close());

/** A drawn quiz answered at a human pace, `correct` of 10 right, and graded. */
async function gradedAttempt(correct: number) {
  const draw = await quiz.draw();
  await quiz.backdate(draw.drawId, HUMAN_PACE_SECONDS);
  const res = await quiz.submit({ drawId: draw.drawId, answers: quiz.answers(draw, correct) });
  expect(res.statusCode).toBe(201);
  return res.json();
}

describe('quiz grading and certificates', () => {
  it('grades on the server, keeps the result, and issues a verifiable certificate at the passing score', async () => {
    const graded = await gradedAttempt(6);
    expect(graded).toMatchObject({
      score: 6,
      total: 10,
      percentage: 60,
      grade: 'C',
      passed: true,
      certificateEligible: true,
      ineligibleReason: null,
    });
    expect(graded.categories).toHaveLength(2);
    expect(graded.timeSpentSeconds).toBeGreaterThanOrEqual(HUMAN_PACE_SECONDS);
    const [attempt] = await db.select().from(quizAttempts).where(eq(quizAttempts.id, graded.attemptId));
    expect(attempt).toMatchObject({ type: 'prompt-school', score: 6, total: 10, percentage: 60, grade: 'C' });
    expect(attempt.timeSpentSeconds).toBe(graded.timeSpentSeconds);

    const issued = await quiz.claim({ attemptId: graded.attemptId, name: '  Ada Lovelace ' });
    expect(issued.statusCode).toBe(201);
    const certificate = issued.json();
    expect(certificate.code).toMatch(CERTIFICATE_CODE_PATTERN);
    expect(certificate).toMatchObject({ name: 'Ada Lovelace', score: 6, total: 10, percentage: 60, grade: 'C' });

    const verify = await app.inject({ url: `/api/certificates/${certificate.code.toLowerCase()}` });
    expect(verify.statusCode).toBe(200);
    expect(verify.json()).toEqual(certificate);
  });

  it('fixes the name once issued: a second claim returns the same certificate, never a renamed one', async () => {
    const graded = await gradedAttempt(9);
    const first = (await quiz.claim({ attemptId: graded.attemptId, name: 'Ada Lovelace' })).json();
    const again = await quiz.claim({ attemptId: graded.attemptId, name: 'Mallory' });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first);
    expect((await app.inject({ url: `/api/certificates/${first.code}` })).json().name).toBe('Ada Lovelace');

    // Concurrent first claims of one attempt agree on one certificate.
    const other = await gradedAttempt(9);
    const claims = await Promise.all(
      ['Grace', 'Eve', 'Bob'].map((name) => quiz.claim({ attemptId: other.attemptId, name })),
    );
    expect(claims.map((c) => c.statusCode).sort()).toEqual([200, 200, 201]);
    expect(new Set(claims.map((c) => `${c.json().code} ${c.json().name}`)).size).toBe(1);
  });

  it('issues no certificate below the passing score, but keeps the attempt', async () => {
    const graded = await gradedAttempt(5);
    expect(graded).toMatchObject({
      score: 5,
      percentage: 50,
      grade: 'F',
      passed: false,
      certificateEligible: false,
      ineligibleReason: 'below-passing',
    });
    const [attempt] = await db.select().from(quizAttempts).where(eq(quizAttempts.id, graded.attemptId));
    expect(attempt.grade).toBe('F');
    const refused = await quiz.claim({ attemptId: graded.attemptId, name: 'Bob' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('This quiz attempt did not reach the passing score.');
  });

  it('uses its own grading: a client that claims a score gets nothing for it', async () => {
    const draw = await quiz.draw();
    await quiz.backdate(draw.drawId, HUMAN_PACE_SECONDS);
    const graded = (
      await quiz.submit({
        drawId: draw.drawId,
        score: 10,
        percentage: 100,
        passed: true,
        answers: quiz.answers(draw, 2),
      })
    ).json();
    expect(graded).toMatchObject({ score: 2, certificateEligible: false });
    expect((await quiz.claim({ attemptId: graded.attemptId, name: 'Mallory' })).statusCode).toBe(403);
  });

  it('needs a full-length quiz: a draw shorter than the quiz length now set earns nothing', async () => {
    const draw = await quiz.draw();
    await db.update(quizSettings).set({ questionsPerQuiz: 11 });
    await quiz.backdate(draw.drawId, HUMAN_PACE_SECONDS);
    const graded = (await quiz.submit({ drawId: draw.drawId, answers: quiz.answers(draw, 10) })).json();
    await db.update(quizSettings).set({ questionsPerQuiz: 10 });
    expect(graded).toMatchObject({
      percentage: 100,
      passed: true,
      certificateEligible: false,
      ineligibleReason: 'not-full-length',
    });
    const refused = await quiz.claim({ attemptId: graded.attemptId, name: 'Eve' });
    expect(refused.json().message).toBe(CERTIFICATE_INELIGIBLE_TEXTS['not-full-length']);
  });

  it('refuses a blank name and an unknown attempt', async () => {
    const graded = await gradedAttempt(10);
    const blank = await quiz.claim({ attemptId: graded.attemptId, name: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().errors[0]).toEqual({ field: 'name', message: 'Name is required' });
    const unknown = await quiz.claim({ attemptId: '00000000-0000-4000-8000-000000000000', name: 'Eve' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Quiz attempt not found');
  });

  it.each([
    ['a web address', 'Visit paypal.com now', CERTIFICATE_NAME_TEXTS.link],
    ['a web address disguised by a combining mark', 'paypal.c\u0301om support', CERTIFICATE_NAME_TEXTS.link],
    ['a web address with spaces around its dot', 'paypal . com', CERTIFICATE_NAME_TEXTS.link],
    ['letters hidden under stacked marks', 'A\u0301\u0302\u0303\u0304nna', CERTIFICATE_NAME_TEXTS.link],
    ['a link with a scheme', 'https://evil.example/login', CERTIFICATE_NAME_TEXTS.characters],
    ['a right-to-left override', 'Eve \u202egnp.exe', CERTIFICATE_NAME_TEXTS.characters],
    ['an isolate and a zero-width joiner', 'Eve\u2067 Smith\u200d', CERTIFICATE_NAME_TEXTS.characters],
    ['digits', 'Call 0800 123 456', CERTIFICATE_NAME_TEXTS.characters],
    ['markup', '<b>Eve</b>', CERTIFICATE_NAME_TEXTS.characters],
    ['a name too long', 'A'.repeat(CERTIFICATE_NAME_MAX + 1), CERTIFICATE_NAME_TEXTS.tooLong],
  ])('refuses a name with %s: 400 naming the rule (issue 27, L-4)', async (_case, name, message) => {
    const graded = await gradedAttempt(10);
    const res = await quiz.claim({ attemptId: graded.attemptId, name });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0]).toEqual({ field: 'name', message });
  });

  it.each(['José O’Neill-Smith', 'Nguyễn Thị Minh', 'J.R.R. Tolkien', 'Zoë d’Arc', 'محمد علي', '李小龍'])(
    'issues a certificate in a real name: %s',
    async (name) => {
      const graded = await gradedAttempt(10);
      const res = await quiz.claim({ attemptId: graded.attemptId, name });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json().name).toBe(name);
    },
  );

  it('answers 404 for an unknown certificate code', async () => {
    const res = await app.inject({ url: '/api/certificates/ABCD-EFGH-JKMN' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Certificate not found', statusCode: 404 });
  });
});
