import type { FastifyPluginAsync } from 'fastify';
import { publicRead } from '../../plugins/response-cache.js';
import { SITEMAP_TABLES, type SeoService } from './seo-service.js';

/** What crawlers read first: robots.txt and the sitemap of the public pages. */
export const seoRoutes: FastifyPluginAsync<{ service: SeoService }> = async (app, { service }) => {
  app.get('/robots.txt', { config: { publicCacheSeconds: 3600 }, schema: { hide: true } }, async (_request, reply) =>
    reply.type('text/plain; charset=utf-8').send(service.robotsTxt()),
  );
  app.get('/sitemap.xml', { config: publicRead(SITEMAP_TABLES), schema: { hide: true } }, async (_request, reply) =>
    reply.type('application/xml; charset=utf-8').send(await service.sitemapXml()),
  );
};
