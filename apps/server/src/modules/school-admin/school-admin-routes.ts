import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AdminLessonListSchema,
  AdminQuestionListSchema,
  DeleteModeQuerySchema,
  deleteModeOf,
  ErrorResponseSchema,
  LessonIdParamSchema,
  LessonInputSchema,
  LessonSchema,
  LessonUpdateSchema,
  MessageResponseSchema,
  QuestionIdParamSchema,
  QuestionInputSchema,
  QuestionSchema,
  QuestionUpdateSchema,
  QuizSettingsSchema,
  QuizSettingsUpdateSchema,
} from '@ai4n/shared';
import type { SchoolAdminService } from './school-admin-service.js';

const errors = { 400: ErrorResponseSchema, 401: ErrorResponseSchema, 404: ErrorResponseSchema, 409: ErrorResponseSchema };
const admin = { auth: 'admin' } as const;

/** Admin writes for lessons, questions and quiz settings (admin.md section 7). */
export const schoolAdminRoutes: FastifyPluginAsyncZod<{ service: SchoolAdminService }> = async (app, { service }) => {
  const lessonsTag = ['admin: lessons'];
  const questionsTag = ['admin: questions'];

  app.get(
    '/lessons/admin/all',
    { config: admin, schema: { tags: lessonsTag, summary: 'Every lesson whatever its state, in course order', response: { 200: AdminLessonListSchema, 401: ErrorResponseSchema } } },
    async () => service.allLessons(),
  );
  app.post('/lessons', { config: admin, schema: { tags: lessonsTag, body: LessonInputSchema, response: { 201: LessonSchema, ...errors } } }, async (request, reply) =>
    reply.status(201).send(await service.createLesson(request.body)),
  );
  app.put('/lessons/:id', { config: admin, schema: { tags: lessonsTag, params: LessonIdParamSchema, body: LessonUpdateSchema, response: { 200: LessonSchema, ...errors } } }, async (request) =>
    service.updateLesson(request.params.id, request.body),
  );
  app.delete(
    '/lessons/:id',
    { config: admin, schema: { tags: lessonsTag, params: LessonIdParamSchema, querystring: DeleteModeQuerySchema, response: { 200: MessageResponseSchema, ...errors } } },
    async (request) => service.removeLesson(request.params.id, deleteModeOf(request.query)),
  );

  app.get(
    '/questions/admin/all',
    { config: admin, schema: { tags: questionsTag, summary: 'Every question whatever its state, by id', response: { 200: AdminQuestionListSchema, 401: ErrorResponseSchema } } },
    async () => service.allQuestions(),
  );
  app.post('/questions', { config: admin, schema: { tags: questionsTag, body: QuestionInputSchema, response: { 201: QuestionSchema, ...errors } } }, async (request, reply) =>
    reply.status(201).send(await service.createQuestion(request.body)),
  );
  app.put('/questions/:id', { config: admin, schema: { tags: questionsTag, params: QuestionIdParamSchema, body: QuestionUpdateSchema, response: { 200: QuestionSchema, ...errors } } }, async (request) =>
    service.updateQuestion(request.params.id, request.body),
  );
  app.delete(
    '/questions/:id',
    { config: admin, schema: { tags: questionsTag, params: QuestionIdParamSchema, querystring: DeleteModeQuerySchema, response: { 200: MessageResponseSchema, ...errors } } },
    async (request) => service.removeQuestion(request.params.id, deleteModeOf(request.query)),
  );
  app.put('/questions/meta/settings', { config: admin, schema: { tags: questionsTag, summary: 'Save the quiz settings', body: QuizSettingsUpdateSchema, response: { 200: QuizSettingsSchema, ...errors } } }, async (request) =>
    service.saveQuizSettings(request.body),
  );
};
