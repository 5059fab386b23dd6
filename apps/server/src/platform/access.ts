import type { FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import type { Database } from '../db/client.js';
import { visitorHash } from '../lib/ids.js';
import type { Limiters } from '../lib/rate-limiters.js';
import { authPlugin } from '../plugins/auth.js';
import { clientTag } from '../plugins/log-privacy.js';
import { createAdminAuditRepository } from '../modules/admin-auth/admin-audit-repository.js';
import { createAdminAuditService } from '../modules/admin-auth/admin-audit-service.js';
import { createAdminAuthRepository } from '../modules/admin-auth/admin-auth-repository.js';
import { createAdminAuthService } from '../modules/admin-auth/admin-auth-service.js';
import { createLoginThrottle } from '../modules/admin-auth/login-throttle.js';
import { createTokenSigner } from '../modules/users/user-auth.js';
import { createUserSessionRepository } from '../modules/users/user-session-repository.js';

/** The keys kept in app_settings, made on the first start. */
export interface Secrets {
  cookieSecret: string;
  jwtSecret: string;
  addressSalt: string;
  adminSecret: string;
}

/**
 * Who is asking: administrators' sign-in (with its throttle, shared through Redis when
 * configured) and audit log, users' tokens, the auth plugin that checks both on every route that
 * asks for it, and signed cookies. Decorates `app.adminAuth`; counts with http.ts's limiters.
 */
export async function registerAccess(
  app: FastifyInstance,
  { database, secrets, limiters }: { database: Database; secrets: Secrets; limiters: Limiters },
) {
  const auditRepository = createAdminAuditRepository(database.db);
  const adminAuth = createAdminAuthService({
    repo: createAdminAuthRepository(database.db),
    throttle: createLoginThrottle({ limiters, hashKey: (key) => visitorHash(secrets.addressSalt, `login:${key}`) }),
    secret: secrets.adminSecret,
    audit: auditRepository,
    log: app.log,
    clientTag: (address) => clientTag(secrets.addressSalt, address),
  });
  app.decorate('adminAuth', adminAuth);
  const audit = createAdminAuditService(auditRepository);
  const userSessions = createUserSessionRepository(database.db);
  const tokens = createTokenSigner(secrets.jwtSecret, userSessions);
  await app.register(authPlugin, { admins: adminAuth, users: tokens, audit });
  await app.register(cookie, { secret: secrets.cookieSecret });
  return { audit, userSessions, tokens };
}
