import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AdminLessonListSchema,
  AdminQuestionSchema,
  ErrorResponseSchema,
  LessonIdParamSchema,
  LessonInputSchema,
  LessonSchema,
  LessonUpdateSchema,
  QuestionIdParamSchema,
  QuestionInputSchema,
  QuestionSchema,
  QuestionUpdateSchema,
  QuizSettingsSchema,
  QuizSettingsUpdateSchema,
} from '@ai4n/shared';
import type { AdminAuthService } from '../admin-auth/admin-auth-service.js';
import { requireAdmin } from '../admin-auth/admin-auth-routes.js';
import type { DeleteMode, SchoolAdminService } from './school-admin-service.js';

const DeleteQuerySchema = z.object({ archive: z.enum(['true', 'false']).optional(), permanent: z.enum(['true', 'false']).optional() });
const modeOf = (q: z.infer<typeof DeleteQuerySchema>): DeleteMode => (q.permanent === 'true' ? 'permanent' : q.archive === 'true' ? 'archive' : 'deactivate');
const Message = z.object({ message: z.string() });
const errors = { 400: ErrorResponseSchema, 401: ErrorResponseSchema, 404: ErrorResponseSchema, 409: ErrorResponseSchema };

/** Admin writes for lessons, questions and quiz settings (admin.md section 7). */
export const schoolAdminRoutes: FastifyPluginAsyncZod<{ service: SchoolAdminService; auth: AdminAuthService }> = async (app, { service, auth }) => {
  app.addHook('onRequest', requireAdmin(auth));
  const lessonsTag = ['admin: lessons'];
  const questionsTag = ['admin: questions'];

  app.get('/lessons/admin/all', { schema: { tags: lessonsTag, summary: 'Every lesson whatever its state, in course order', response: { 200: AdminLessonListSchema, 401: ErrorResponseSchema } } }, async () =>
    service.allLessons(),
  );
  app.post('/lessons', { schema: { tags: lessonsTag, body: LessonInputSchema, response: { 201: LessonSchema, ...errors } } }, async (request, reply) => reply.status(201).send(await service.createLesson(request.body)));
  app.put('/lessons/:id', { schema: { tags: lessonsTag, params: LessonIdParamSchema, body: LessonUpdateSchema, response: { 200: LessonSchema, ...errors } } }, async (request) => service.updateLesson(request.params.id, request.body));
  app.delete('/lessons/:id', { schema: { tags: lessonsTag, params: LessonIdParamSchema, querystring: DeleteQuerySchema, response: { 200: Message, ...errors } } }, async (request) =>
    service.removeLesson(request.params.id, modeOf(request.query)),
  );

  app.get('/questions/admin/all', { schema: { tags: questionsTag, summary: 'Every question whatever its state, by id', response: { 200: z.array(AdminQuestionSchema), 401: ErrorResponseSchema } } }, async () =>
    service.allQuestions(),
  );
  app.post('/questions', { schema: { tags: questionsTag, body: QuestionInputSchema, response: { 201: QuestionSchema, ...errors } } }, async (request, reply) => reply.status(201).send(await service.createQuestion(request.body)));
  app.put('/questions/:id', { schema: { tags: questionsTag, params: QuestionIdParamSchema, body: QuestionUpdateSchema, response: { 200: QuestionSchema, ...errors } } }, async (request) => service.updateQuestion(request.params.id, request.body));
  app.delete('/questions/:id', { schema: { tags: questionsTag, params: QuestionIdParamSchema, querystring: DeleteQuerySchema, response: { 200: Message, ...errors } } }, async (request) =>
    service.removeQuestion(request.params.id, modeOf(request.query)),
  );
  app.put('/questions/meta/settings', { schema: { tags: questionsTag, summary: 'Save the quiz settings', body: QuizSettingsUpdateSchema, response: { 200: QuizSettingsSchema, ...errors } } }, async (request) =>
    service.saveQuizSettings(request.body),
  );
};
