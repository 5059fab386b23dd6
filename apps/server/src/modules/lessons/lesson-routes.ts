import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  LessonIdParamSchema,
  LessonListQuerySchema,
  LessonListSchema,
  LessonSchema,
  LessonStagesResponseSchema,
  LessonStatsResponseSchema,
} from '@ai4n/shared';
import type { LessonService } from './lesson-service.js';
import { publicRead } from '../../plugins/response-cache.js';
import { errorResponses } from '../../plugins/errors.js';

const LESSON_READ = publicRead(['lessons']);

export const lessonRoutes: FastifyPluginAsyncZod<{ service: LessonService }> = async (app, { service }) => {
  app.get(
    '/lessons',
    {
      config: LESSON_READ,
      schema: {
        tags: ['lessons'],
        summary: 'Active lessons in course order',
        querystring: LessonListQuerySchema,
        response: { 200: LessonListSchema },
      },
    },
    async (request) => service.list(request.query),
  );
  app.get(
    '/lessons/meta/stages',
    {
      config: LESSON_READ,
      schema: { tags: ['lessons'], summary: 'Stages in course order', response: { 200: LessonStagesResponseSchema } },
    },
    async () => service.stages(),
  );
  app.get(
    '/lessons/meta/stats',
    {
      config: LESSON_READ,
      schema: { tags: ['lessons'], summary: 'Lesson counts', response: { 200: LessonStatsResponseSchema } },
    },
    async () => service.stats(),
  );
  app.get(
    '/lessons/:id',
    {
      config: LESSON_READ,
      schema: {
        tags: ['lessons'],
        summary: 'One lesson',
        params: LessonIdParamSchema,
        response: { 200: LessonSchema, ...errorResponses(404) },
      },
    },
    async (request) => service.get(request.params.id),
  );
};
