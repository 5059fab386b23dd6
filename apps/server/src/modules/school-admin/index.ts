import fp from 'fastify-plugin';
import { schoolAdminRoutes } from './school-admin-routes.js';
import { createSchoolAdminService } from './school-admin-service.js';

/** The administrators' course overview across lessons and questions. */
export const schoolAdminModule = fp(
  async (app) => {
    await app.register(schoolAdminRoutes, {
      prefix: '/api',
      service: createSchoolAdminService(app.lessons.repository, app.questions.repository),
    });
  },
  { name: 'school-admin', dependencies: ['platform', 'lessons', 'questions'] },
);
