import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AdminFactsSchema } from '@ai4n/shared';
import { errorResponses } from '../../plugins/errors.js';
import { ADMIN_ONLY } from '../../plugins/auth.js';
import type { FactsService } from './facts-service.js';

/** The facts register for administrators: what to re-check, oldest first. */
export const factsRoutes: FastifyPluginAsyncZod<{ service: FactsService }> = async (app, { service }) => {
  app.get(
    '/admin/facts',
    {
      config: ADMIN_ONLY,
      schema: {
        tags: ['admin: site'],
        summary: 'The dated facts of the course, FAQs, gallery and Prompt Lab, oldest check first, with their age',
        response: { 200: AdminFactsSchema, ...errorResponses(401) },
      },
    },
    async () => service.toRecheck(),
  );
};
