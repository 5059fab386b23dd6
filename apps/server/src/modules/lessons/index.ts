import fp from 'fastify-plugin';
import { createLessonTransfer } from './lesson-transfer.js';
import { lessonRoutes } from './lesson-routes.js';
import { createLessonRepository, type LessonRepository } from './lesson-repository.js';
import { createLessonService, type LessonService } from './lesson-service.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Read by the school-admin module. */
    lessons: { repository: LessonRepository; service: LessonService };
  }
}

/** Prompt School's lessons: public reads, admin writes, import/export, and the course in the pages' structured data. */
export const lessonsModule = fp(
  async (app) => {
    const { db } = app.platform.database;
    const repository = createLessonRepository(db);
    const service = createLessonService(repository);
    app.decorate('lessons', { repository, service });
    app.seoSources.provide('lessons', service);
    app.bulkTransfers.add(createLessonTransfer(db));
    await app.register(lessonRoutes, { prefix: '/api', service });
  },
  { name: 'lessons', dependencies: ['platform'] },
);
