import type { FastifyPluginAsync } from 'fastify';

/**
 * The login and sign-up app is external and configurable at run time; the prerendered pages
 * link here and we redirect, so changing the URLs needs no rebuild.
 */
export const externalLinksRoutes: FastifyPluginAsync<{ loginUrl: string; registerUrl: string }> = async (app, urls) => {
  app.get('/go/login', { schema: { hide: true } }, async (_request, reply) => reply.redirect(urls.loginUrl, 302));
  app.get('/go/register', { schema: { hide: true } }, async (_request, reply) => reply.redirect(urls.registerUrl, 302));
};
