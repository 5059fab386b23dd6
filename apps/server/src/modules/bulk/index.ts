import fp from 'fastify-plugin';
import { bulkRoutes } from './bulk-routes.js';

/**
 * Import and export of every entity the modules before it added to `app.bulkTransfers` (and the
 * exports in `app.bulkExports`): listed after them in modules/index.ts.
 */
export const bulkModule = fp(
  async (app) => {
    const { config, metrics } = app.platform;
    await app.register(bulkRoutes, {
      prefix: '/api',
      transfers: app.bulkTransfers.read('bulk').map(metrics.countImports),
      quizzes: app.bulkExports.read('bulk').quizzes,
      maxBytes: config.IMPORT_MAX_BYTES,
    });
  },
  { name: 'bulk', dependencies: ['platform'] },
);
