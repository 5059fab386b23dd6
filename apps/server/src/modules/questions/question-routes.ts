import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  QuestionCategoryParamSchema,
  QuestionCategoryQuerySchema,
  QuestionIdParamSchema,
  QuestionListQuerySchema,
  QuestionListSchema,
  QuestionReadSchema,
  QuestionStatsResponseSchema,
  QuizGenerateQuerySchema,
  QuizGenerateResponseSchema,
  QuizSettingsSchema,
} from '@ai4n/shared';
import type { FastifyRequest } from 'fastify';
import { stateOfActive, type QuestionService, type Reader } from './question-service.js';
import { publicRead } from '../../plugins/response-cache.js';
import { errorResponses } from '../../plugins/errors.js';

/** Reads whose answer depends on who asks: an administrator gets whole questions. */
const QUESTION_READ = { ...publicRead(['quiz_questions']), auth: 'optional-admin' } as const;
const readerOf = (request: FastifyRequest): Reader => ({ admin: request.admin !== null });

/**
 * Public reads of the question bank. They never carry the right answers (a script would read them
 * and earn a certificate); a valid admin token gets whole questions, inactive ones too on request.
 */
export const questionRoutes: FastifyPluginAsyncZod<{ service: QuestionService }> = async (app, { service }) => {
  app.get(
    '/questions',
    {
      // random=true draws anew on every call.
      config: {
        ...publicRead(['quiz_questions'], {
          bypass: (request) => (request.query as { random?: unknown }).random === 'true',
        }),
        auth: 'optional-admin',
      },
      schema: {
        tags: ['questions'],
        summary: 'Active quiz questions',
        querystring: QuestionListQuerySchema,
        response: { 200: QuestionListSchema },
      },
    },
    // active=all|false (inactive and archived questions) is for administrators; the public always gets active ones.
    async (request) => {
      const { query } = request;
      return service.list(
        {
          categories: query.category ? [query.category] : undefined,
          difficulties: query.difficulty ? [query.difficulty] : undefined,
          limit: query.limit,
          random: query.random,
          state: stateOfActive(query.active),
        },
        readerOf(request),
      );
    },
  );
  app.get(
    '/questions/meta/stats',
    {
      config: publicRead(['quiz_questions']),
      schema: { tags: ['questions'], summary: 'Question bank counts', response: { 200: QuestionStatsResponseSchema } },
    },
    async () => service.stats(),
  );
  app.get(
    '/questions/meta/settings',
    {
      config: publicRead(['quiz_settings']),
      schema: { tags: ['questions'], summary: 'Quiz settings', response: { 200: QuizSettingsSchema } },
    },
    async () => service.settings(),
  );
  app.get(
    '/questions/quiz/generate',
    {
      config: { auth: 'optional-admin' },
      schema: {
        tags: ['questions'],
        summary: 'A fresh random quiz, spread across categories',
        querystring: QuizGenerateQuerySchema,
        response: { 200: QuizGenerateResponseSchema, ...errorResponses(404) },
      },
    },
    async (request) => service.generate(request.query, readerOf(request)),
  );
  app.get(
    '/questions/category/:category',
    {
      config: QUESTION_READ,
      schema: {
        tags: ['questions'],
        summary: 'Active questions of one category',
        params: QuestionCategoryParamSchema,
        querystring: QuestionCategoryQuerySchema,
        response: { 200: QuestionListSchema },
      },
    },
    async (request) =>
      service.list(
        {
          categories: [request.params.category],
          difficulties: request.query.difficulty ? [request.query.difficulty] : undefined,
          limit: request.query.limit,
        },
        readerOf(request),
      ),
  );
  app.get(
    '/questions/:id',
    {
      config: QUESTION_READ,
      schema: {
        tags: ['questions'],
        summary: 'One question',
        params: QuestionIdParamSchema,
        response: { 200: QuestionReadSchema, ...errorResponses(404) },
      },
    },
    async (request) => service.get(request.params.id, readerOf(request)),
  );
};
