import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AdminSiteClaimsSchema, PublicSiteClaimsSchema, SiteClaimsSchema } from '@ai4n/shared';
import { publicRead } from '../../plugins/response-cache.js';
import type { SiteClaimsService } from './site-claims-service.js';
import { errorResponses } from '../../plugins/errors.js';
import { ADMIN_ONLY } from '../../plugins/auth.js';

/** The home page's figures, testimonials and the support reply time: public reads, admin writes. */
export const siteClaimsRoutes: FastifyPluginAsyncZod<{ service: SiteClaimsService }> = async (app, { service }) => {
  app.get(
    '/site/claims',
    {
      config: publicRead(['app_settings', 'prompts', 'certificates', 'quiz_attempts']),
      schema: {
        tags: ['site'],
        summary: "The site's claims as the public pages show them, with the live prompt count",
        response: { 200: PublicSiteClaimsSchema },
      },
    },
    async () => service.public(),
  );

  const tags = ['admin: site'];
  const errors = errorResponses(400, 401);
  app.get(
    '/admin/site-claims',
    {
      config: ADMIN_ONLY,
      schema: {
        tags,
        summary: "The site's claims, and whether they are still the unconfirmed defaults",
        response: { 200: AdminSiteClaimsSchema, ...errors },
      },
    },
    async () => service.admin(),
  );
  app.put(
    '/admin/site-claims',
    {
      config: ADMIN_ONLY,
      schema: {
        tags,
        summary: "Set the site's claims (they must be true)",
        body: SiteClaimsSchema,
        response: { 200: AdminSiteClaimsSchema, ...errors },
      },
    },
    async (request) => service.save(request.body),
  );
};
