import fp from 'fastify-plugin';
import { certificateRoutes } from './certificate-routes.js';
import { createCertificateRepository } from './certificate-repository.js';
import { createCertificateService } from './certificate-service.js';
import { createQuizDrawRepository } from './quiz-draw-repository.js';
import { createQuizExport } from './quiz-export.js';
import { quizRoutes } from './quiz-routes.js';
import { createQuizService, staleQuizDrawsTask } from './quiz-service.js';

/** The certified quiz (draws, answers, results) and its certificates, their cards and the quizzes export. */
export const certificatesModule = fp(
  async (app) => {
    const { config, database, limits, addressSalt } = app.platform;
    const questions = app.questions;
    const certificates = createCertificateRepository(database.db);
    const certificateService = createCertificateService({
      certificates,
      quizSettings: questions.service.settings,
      minSecondsPerQuestion: config.QUIZ_MIN_SECONDS_PER_QUESTION,
    });
    app.seoSources.provide('certificates', certificateService);
    app.bulkExports.provide('quizzes', createQuizExport(certificates));
    const draws = createQuizDrawRepository(database.db);
    app.housekeeping.register(staleQuizDrawsTask(draws));
    const perMinute = limits.quizResultsPerMinute ?? 20;
    await app.register(quizRoutes, {
      prefix: '/api',
      service: createQuizService({
        draws,
        questions: questions.repository,
        drawQuestions: questions.service.draw,
        quizSettings: questions.service.settings,
        minSecondsPerQuestion: config.QUIZ_MIN_SECONDS_PER_QUESTION,
      }),
      perMinute,
      // One request per answer with immediate feedback: a person answers far slower than this.
      answersPerMinute: perMinute * 10,
      addressSalt,
    });
    await app.register(certificateRoutes, { prefix: '/api', service: certificateService, perMinute });
  },
  { name: 'certificates', dependencies: ['platform', 'questions'] },
);
