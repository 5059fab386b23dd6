import type { FastifyPluginAsync } from 'fastify';
import { PUBLIC_ROUTES, businessTypeOfSlug } from '@ai4n/shared';
import { publicRead } from '../../plugins/response-cache.js';
import { isFileRequest, pageAt, sendHtml, sendMissingFile, type WebApp } from '../../plugins/web-app.js';
import { withFaqAnswers, withHead, withStructuredData } from './page-head.js';
import type { SeoService } from './seo-service.js';

/**
 * The web app's routes (apps/web/app/routes.ts): the public pages with their structured data and
 * their FAQ answers for visitors without JavaScript, the
 * business types' pages, the admin console, and certificates with their holder's card. Every other path is the not-found
 * handler's. A public page is kept ready (and compressed) by the response cache until its content
 * changes.
 */
export const pageRoutes: FastifyPluginAsync<{ web: WebApp; service: SeoService }> = async (app, { web, service }) => {
  for (const route of PUBLIC_ROUTES) {
    const { html } = pageAt(web, route.path);
    app.get(
      route.path,
      // Every visitor reads them: kept from the first request, compressed as small as it goes.
      {
        config: publicRead(service.pageTables(route.path), { admitAfter: 0, bestCompression: true }),
        schema: { hide: true },
      },
      async (_request, reply) => {
        const [structuredData, faqs] = await Promise.all([
          service.structuredData(route),
          service.faqsShown(route.faqTab),
        ]);
        return sendHtml(reply, 200, withFaqAnswers(withStructuredData(html, structuredData), faqs));
      },
    );
  }
  // A business type's page (/prompt-gallery/for/restaurants-hospitality): prerendered, its prompts load in the browser.
  app.get<{ Params: { slug: string } }>(
    '/prompt-gallery/for/:slug',
    { schema: { hide: true } },
    async (request, reply) => {
      const { slug } = request.params;
      if (!businessTypeOfSlug(slug)) return sendHtml(reply, 404, web.fallback.html);
      return sendHtml(reply, 200, pageAt(web, `/prompt-gallery/for/${slug}`).html);
    },
  );
  app.get('/admin', { schema: { hide: true } }, async (_request, reply) => sendHtml(reply, 200, web.fallback.html));
  app.get<{ Params: { code: string } }>('/certificates/:code', { schema: { hide: true } }, async (request, reply) => {
    if (isFileRequest(request.url.split('?')[0])) return sendMissingFile(reply);
    const { found, head } = await service.certificateHead(request.params.code);
    return sendHtml(reply, found ? 200 : 404, withHead(web.fallback.html, head));
  });
};
