import fp from 'fastify-plugin';
import { createQuestionTransfer } from './question-transfer.js';
import { questionRoutes } from './question-routes.js';
import { createQuestionRepository, type QuestionRepository } from './question-repository.js';
import { createQuestionService, type QuestionService } from './question-service.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Read by the certificates (the quiz) and school-admin modules. */
    questions: { repository: QuestionRepository; service: QuestionService };
  }
}

/** The quiz questions and quiz settings: public reads, admin writes, import/export. */
export const questionsModule = fp(
  async (app) => {
    const { db } = app.platform.database;
    const repository = createQuestionRepository(db);
    const service = createQuestionService(repository);
    app.decorate('questions', { repository, service });
    app.bulkTransfers.add(createQuestionTransfer(db));
    await app.register(questionRoutes, { prefix: '/api', service });
  },
  { name: 'questions', dependencies: ['platform'] },
);
