import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import type { QuizDraw } from '@ai4n/shared';
import type { AppDb } from '../src/db/client.js';
import { quizDraws } from '../src/db/schema/index.js';

/** The certified quiz as a test drives it: draw, answer, submit, and move a draw back in time. */
export function quizKit(app: FastifyInstance, db: AppDb, answerKey: ReadonlyMap<number, number>) {
  const post = (url: string, payload?: object) => app.inject({ method: 'POST', url, payload });
  return {
    async draw(): Promise<QuizDraw> {
      const res = await post('/api/quizzes/draws');
      if (res.statusCode !== 201) throw new Error(`draw failed: ${res.statusCode} ${res.body}`);
      return res.json();
    },
    /** Answers every question of the draw, the first `correct` of them right. */
    answers: (draw: QuizDraw, correct: number) =>
      draw.questions.map((q, i) => {
        const right = answerKey.get(q.id)!;
        return { questionId: q.id, answer: i < correct ? right : (right + 1) % q.options.length };
      }),
    submit: (payload: object) => post('/api/quizzes/results', payload),
    lock: (drawId: string, questionId: number, answer: number) =>
      post(`/api/quizzes/draws/${drawId}/answers`, { questionId, answer }),
    claim: (payload: object) => post('/api/certificates', payload),
    /** The draw was made `seconds` ago: a slow, human attempt without sleeping in the test. */
    backdate: (drawId: string, seconds: number) =>
      db
        .update(quizDraws)
        .set({ createdAt: new Date(Date.now() - seconds * 1000) })
        .where(eq(quizDraws.id, drawId)),
  };
}
