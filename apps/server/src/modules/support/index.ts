import fp from 'fastify-plugin';
import { supportRoutes } from './support-routes.js';
import { createSupportRepository } from './support-repository.js';
import { createSupportService } from './support-service.js';

/** The contact form and the administrators' support inbox. */
export const supportModule = fp(
  async (app) => {
    const { database, limits } = app.platform;
    await app.register(supportRoutes, {
      prefix: '/api',
      service: createSupportService(createSupportRepository(database.db), app.siteClaims.replyTime),
      perMinute: limits.supportPerMinute ?? 5,
    });
  },
  { name: 'support', dependencies: ['platform', 'site-claims'] },
);
