import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AdminLessonListSchema,
  AdminQuestionListSchema,
  LessonIdParamSchema,
  LessonInputSchema,
  LessonPreviewRequestSchema,
  LessonPreviewSchema,
  LessonSchema,
  LessonUpdateSchema,
  QuestionIdParamSchema,
  QuestionInputSchema,
  QuestionSchema,
  QuestionUpdateSchema,
  QuizSettingsSchema,
  QuizSettingsUpdateSchema,
} from '@ai4n/shared';
import type { SchoolAdminService } from './school-admin-service.js';
import { errorResponses } from '../../plugins/errors.js';
import { adminContentRoutes } from '../../plugins/admin-content.js';
import { ADMIN_ONLY, ADMIN_ONLY_READ } from '../../plugins/auth.js';
import { sanitizeLessonHtml } from '../lessons/lesson-html.js';

const errors = errorResponses(400, 401, 404, 409);

/** Admin writes for lessons, questions and quiz settings (docs/spec/admin.md section 7). */
export const schoolAdminRoutes: FastifyPluginAsyncZod<{ service: SchoolAdminService }> = async (app, { service }) => {
  adminContentRoutes(app, {
    path: '/lessons',
    tag: 'admin: lessons',
    allSummary: 'Every lesson whatever its state, in course order',
    schemas: {
      list: AdminLessonListSchema,
      item: LessonSchema,
      input: LessonInputSchema,
      update: LessonUpdateSchema,
      id: LessonIdParamSchema,
    },
    all: () => service.allLessons(),
    create: (input) => service.createLesson(input),
    update: (id, changes) => service.updateLesson(id, changes),
    remove: (id, mode) => service.removeLesson(id, mode),
  });
  adminContentRoutes(app, {
    path: '/questions',
    tag: 'admin: questions',
    allSummary: 'Every question whatever its state, by id',
    schemas: {
      list: AdminQuestionListSchema,
      item: QuestionSchema,
      input: QuestionInputSchema,
      update: QuestionUpdateSchema,
      id: QuestionIdParamSchema,
    },
    all: () => service.allQuestions(),
    create: (input) => service.createQuestion(input),
    update: (id, changes) => service.updateQuestion(id, changes),
    remove: (id, mode) => service.removeQuestion(id, mode),
  });
  app.post(
    '/admin/lessons/preview',
    {
      config: ADMIN_ONLY_READ,
      schema: {
        tags: ['admin: lessons'],
        summary: "A lesson's content as saving would store it (sanitized), for the console's preview",
        body: LessonPreviewRequestSchema,
        response: { 200: LessonPreviewSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => ({ html: sanitizeLessonHtml(request.body.content) }),
  );
  app.put(
    '/questions/meta/settings',
    {
      config: ADMIN_ONLY,
      schema: {
        tags: ['admin: questions'],
        summary: 'Save the quiz settings',
        body: QuizSettingsUpdateSchema,
        response: { 200: QuizSettingsSchema, ...errors },
      },
    },
    async (request) => service.saveQuizSettings(request.body),
  );
};
