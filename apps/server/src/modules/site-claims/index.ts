import fp from 'fastify-plugin';
import { siteClaimsRoutes } from './site-claims-routes.js';
import { createSiteClaimsRepository } from './site-claims-repository.js';
import { createSiteClaimsService, type SiteClaimsService } from './site-claims-service.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** What the site claims (counts, reply time): read by the support module. */
    siteClaims: SiteClaimsService;
  }
}

/** The figures and promises the public pages state, counted or set by an administrator. */
export const siteClaimsModule = fp(
  async (app) => {
    const { database, settings } = app.platform;
    const service = createSiteClaimsService({ settings, facts: createSiteClaimsRepository(database.db) });
    app.decorate('siteClaims', service);
    await app.register(siteClaimsRoutes, { prefix: '/api', service });
  },
  { name: 'site-claims', dependencies: ['platform'] },
);
