import fp from 'fastify-plugin';
import { healthRoutes } from './health-routes.js';
import { createHealthService } from './health-service.js';

/** Liveness and readiness (GET /api/health, /api/ready); `app.health` turns readiness off on SIGTERM. */
export const healthModule = fp(
  async (app) => {
    const health = createHealthService(app.platform.database);
    app.decorate('health', health);
    await app.register(healthRoutes, { prefix: '/api', service: health });
  },
  { name: 'health', dependencies: ['platform'] },
);
