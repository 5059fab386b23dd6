import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  PracticeGradedSchema,
  PracticeQuestionsSchema,
  PracticeRequestSchema,
  PracticeSubmissionSchema,
  QuizAnswerFeedbackSchema,
  QuizAnswerSchema,
  QuizDrawIdParamSchema,
  QuizDrawRequestSchema,
  QuizDrawSchema,
  QuizGradedSchema,
  QuizSubmissionSchema,
} from '@ai4n/shared';
import type { QuizService } from './quiz-service.js';
import { clientKey } from '../../lib/client-key.js';
import { visitorHash } from '../../lib/ids.js';
import { errorResponses } from '../../plugins/errors.js';

const errors = errorResponses(400, 403, 404, 409, 429);

/** The certified quiz (docs/decisions/0012-certified-quiz.md): draw, answer with immediate feedback, grade. */
export const quizRoutes: FastifyPluginAsyncZod<{
  service: QuizService;
  perMinute: number;
  answersPerMinute: number;
  /** Salts the key a draw keeps of its client (the public pass rate counts each visitor once). */
  addressSalt: string;
}> = async (app, { service, perMinute, answersPerMinute, addressSalt }) => {
  const tags = ['quizzes'];
  app.post(
    '/quizzes/draws',
    {
      config: { rateLimit: { max: perMinute, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary:
          "Draw a certified quiz: its questions, without the answers (avoiding the previous attempt's where it can)",
        body: QuizDrawRequestSchema,
        response: { 201: QuizDrawSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await service.draw(request.body, visitorHash(addressSalt, `quiz:${clientKey(request)}`))),
  );
  app.post(
    '/quizzes/draws/:id/answers',
    {
      config: { rateLimit: { max: answersPerMinute, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary: 'Immediate feedback: check one answer of a draw and lock it',
        params: QuizDrawIdParamSchema,
        body: QuizAnswerSchema,
        response: { 200: QuizAnswerFeedbackSchema, ...errors },
      },
    },
    async (request) => service.answer(request.params.id, request.body),
  );
  app.post(
    '/quizzes/results',
    {
      config: { rateLimit: { max: perMinute, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary: "Grade a draw's answers once, keep the result and reveal the answers",
        body: QuizSubmissionSchema,
        response: { 201: QuizGradedSchema, ...errors },
      },
    },
    async (request, reply) => reply.status(201).send(await service.grade(request.body)),
  );
  app.post(
    '/quizzes/practice',
    {
      config: { rateLimit: { max: perMinute, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary:
          "A practice round of questions of the visitor's graded quizzes (active ones, in the order asked), without the answers",
        body: PracticeRequestSchema,
        response: { 200: PracticeQuestionsSchema, ...errors },
      },
    },
    async (request) => service.practice(request.body),
  );
  app.post(
    '/quizzes/practice/results',
    {
      config: { rateLimit: { max: perMinute, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary: 'Grade a practice round: the answers revealed, never certified, nothing kept',
        body: PracticeSubmissionSchema,
        response: { 200: PracticeGradedSchema, ...errors },
      },
    },
    async (request) => service.gradePractice(request.body),
  );
};
