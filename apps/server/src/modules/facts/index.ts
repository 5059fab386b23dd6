import fp from 'fastify-plugin';
import { factsRoutes } from './facts-routes.js';
import { createFactsService } from './facts-service.js';

/** The dated facts the pages quote, and which of them are due for a recheck. */
export const factsModule = fp(
  async (app) => {
    await app.register(factsRoutes, { prefix: '/api', service: createFactsService() });
  },
  { name: 'facts', dependencies: ['platform'] },
);
