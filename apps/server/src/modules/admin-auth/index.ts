import fp from 'fastify-plugin';
import { adminAuditRoutes } from './admin-audit-routes.js';
import { adminAuthRoutes } from './admin-auth-routes.js';

/**
 * Administrators' sign-in, accounts and audit log. The service itself is built by the platform
 * (platform/access.ts), since the auth plugin checks every admin route with it.
 */
export const adminAuthModule = fp(
  async (app) => {
    await app.register(adminAuthRoutes, { prefix: '/api', auth: app.adminAuth });
    await app.register(adminAuditRoutes, { prefix: '/api', audit: app.platform.audit });
  },
  { name: 'admin-auth', dependencies: ['platform'] },
);
