import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { AdminSiteClaimsSchema, ErrorResponseSchema, PublicSiteClaimsSchema, SiteClaimsSchema } from '@ai4n/shared';
import type { AdminAuthService } from '../admin-auth/admin-auth-service.js';
import { requireAdmin } from '../admin-auth/admin-auth-routes.js';
import { publicRead } from '../../plugins/response-cache.js';
import type { SiteClaimsService } from './site-claims-service.js';

/** The home page's figures, testimonials and the support reply time: public reads, admin writes. */
export const siteClaimsRoutes: FastifyPluginAsyncZod<{ service: SiteClaimsService; auth: AdminAuthService }> = async (app, { service, auth }) => {
  app.get(
    '/site/claims',
    { config: publicRead(['app_settings', 'prompts', 'certificates', 'quiz_attempts']), schema: { tags: ['site'], summary: "The site's claims as the public pages show them, with the live prompt count", response: { 200: PublicSiteClaimsSchema } } },
    async () => service.public(),
  );

  await app.register(async (scope) => {
    const admin = scope.withTypeProvider<ZodTypeProvider>();
    admin.addHook('onRequest', requireAdmin(auth));
    const tags = ['admin: site'];
    const errors = { 400: ErrorResponseSchema, 401: ErrorResponseSchema };
    admin.get('/admin/site-claims', { schema: { tags, summary: "The site's claims, and whether they are still the unconfirmed defaults", response: { 200: AdminSiteClaimsSchema, ...errors } } }, async () =>
      service.admin(),
    );
    admin.put('/admin/site-claims', { schema: { tags, summary: "Set the site's claims (they must be true)", body: SiteClaimsSchema, response: { 200: AdminSiteClaimsSchema, ...errors } } }, async (request) =>
      service.save(request.body),
    );
  });
};
