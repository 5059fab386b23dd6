import fp from 'fastify-plugin';
import { apiNotFound } from '../plugins/errors.js';
import { registerWebApp, sendWebNotFound } from '../plugins/web-app.js';

/**
 * Registered after the modules: the web app's built files, and what answers a path no route
 * has (the API's 404 in JSON; for a page, the web app's "Page not found").
 */
export const webApp = fp(
  async (app) => {
    const { web } = app.platform;
    if (web) await registerWebApp(app, web);
    app.setNotFoundHandler((request, reply) => {
      if (
        request.url.startsWith('/api/') ||
        request.url === '/api' ||
        !web ||
        (request.method !== 'GET' && request.method !== 'HEAD')
      ) {
        return reply.status(404).send(apiNotFound(request.method, request.url));
      }
      return sendWebNotFound(reply, web, request.url);
    });
  },
  { name: 'web-app', dependencies: ['platform'] },
);
