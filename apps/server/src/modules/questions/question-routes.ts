import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ErrorResponseSchema,
  QuestionCategoryParamSchema,
  QuestionCategoryQuerySchema,
  QuestionIdParamSchema,
  QuestionListQuerySchema,
  QuestionSchema,
  QuestionStatsResponseSchema,
  QuizGenerateQuerySchema,
  QuizGenerateResponseSchema,
  QuizSettingsSchema,
} from '@ai4n/shared';
import type { QuestionService } from './question-service.js';
import { PUBLIC_READ } from '../../plugins/http-cache.js';

const QuestionListSchema = z.array(QuestionSchema);

export const questionRoutes: FastifyPluginAsyncZod<{ service: QuestionService }> = async (app, { service }) => {
  app.get(
    '/questions',
    {
      config: PUBLIC_READ,
      schema: { tags: ['questions'], summary: 'Active quiz questions', querystring: QuestionListQuerySchema, response: { 200: QuestionListSchema } },
    },
    // active=all|false (inactive questions too) is for administrators; the public always gets active ones.
    async ({ query }) =>
      service.list({
        categories: query.category ? [query.category] : undefined,
        difficulties: query.difficulty ? [query.difficulty] : undefined,
        limit: query.limit,
        random: query.random,
      }),
  );
  app.get(
    '/questions/meta/stats',
    { config: PUBLIC_READ, schema: { tags: ['questions'], summary: 'Question bank counts', response: { 200: QuestionStatsResponseSchema } } },
    async () => service.stats(),
  );
  app.get(
    '/questions/meta/settings',
    { config: PUBLIC_READ, schema: { tags: ['questions'], summary: 'Quiz settings', response: { 200: QuizSettingsSchema } } },
    async () => service.settings(),
  );
  app.get(
    '/questions/quiz/generate',
    {
      schema: {
        tags: ['questions'],
        summary: 'A fresh random quiz, spread across categories',
        querystring: QuizGenerateQuerySchema,
        response: { 200: QuizGenerateResponseSchema, 404: ErrorResponseSchema },
      },
    },
    async ({ query }) => service.generate(query),
  );
  app.get(
    '/questions/category/:category',
    {
      config: PUBLIC_READ,
      schema: {
        tags: ['questions'],
        summary: 'Active questions of one category',
        params: QuestionCategoryParamSchema,
        querystring: QuestionCategoryQuerySchema,
        response: { 200: QuestionListSchema },
      },
    },
    async ({ params, query }) =>
      service.list({ categories: [params.category], difficulties: query.difficulty ? [query.difficulty] : undefined, limit: query.limit }),
  );
  app.get(
    '/questions/:id',
    {
      config: PUBLIC_READ,
      schema: { tags: ['questions'], summary: 'One question', params: QuestionIdParamSchema, response: { 200: QuestionSchema, 404: ErrorResponseSchema } },
    },
    async ({ params }) => service.get(params.id),
  );
};
