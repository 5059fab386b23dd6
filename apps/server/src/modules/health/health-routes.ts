import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HealthResponseSchema, ReadyResponseSchema } from '@ai4n/shared';
import type { HealthService } from './health-service.js';

export const healthRoutes: FastifyPluginAsyncZod<{ service: HealthService }> = async (app, { service }) => {
  app.get(
    '/health',
    {
      // A good answer is kept for a second (the response cache; a 503 never is): under load, one
      // round trip a second answers every check. Not for browsers or proxies: no-store.
      config: { responseCache: { tables: [], maxAgeSeconds: 1 } },
      schema: {
        tags: ['health'],
        summary: 'Liveness with a real database round trip (at most a second old)',
        response: { 200: HealthResponseSchema, 503: HealthResponseSchema },
      },
    },
    async (_request, reply) => {
      const health = await service.check();
      return reply.status(health.status === 'ok' ? 200 : 503).send(health);
    },
  );

  app.get(
    '/ready',
    {
      schema: {
        tags: ['health'],
        summary: 'Readiness: database reachable, migrations applied, not shutting down (503 otherwise)',
        response: { 200: ReadyResponseSchema, 503: ReadyResponseSchema },
      },
    },
    async (_request, reply) => {
      const ready = await service.ready();
      return reply
        .header('cache-control', 'no-store')
        .status(ready.ready ? 200 : 503)
        .send(ready);
    },
  );
};
