import fp from 'fastify-plugin';
import { pageAt } from '../../plugins/web-app.js';
import { pageRoutes } from './page-routes.js';
import { createSeoRepository } from './seo-repository.js';
import { seoRoutes } from './seo-routes.js';
import { createSeoService } from './seo-service.js';

/**
 * The public pages with their heads and structured data, robots.txt and the sitemap: only with a
 * web app. Reads `app.seoSources`, filled by the modules listed before it in modules/index.ts.
 */
export const seoModule = fp(
  async (app) => {
    const { config, database, web } = app.platform;
    if (!web) return;
    const service = createSeoService({
      ...app.seoSources.read('seo'),
      repo: createSeoRepository(database.db),
      site: { siteUrl: config.SITE_URL, siteName: config.SITE_NAME },
      builtAt: (path) => pageAt(web, path).builtAt,
    });
    await app.register(seoRoutes, { service });
    await app.register(pageRoutes, { web, service });
  },
  { name: 'seo', dependencies: ['platform'] },
);
