import fp from 'fastify-plugin';
import { externalLinksRoutes } from './external-links-routes.js';

/** /login and /register: redirects to the product's own app. */
export const externalLinksModule = fp(
  async (app) => {
    const { config } = app.platform;
    await app.register(externalLinksRoutes, { loginUrl: config.APP_LOGIN_URL, registerUrl: config.APP_REGISTER_URL });
  },
  { name: 'external-links', dependencies: ['platform'] },
);
