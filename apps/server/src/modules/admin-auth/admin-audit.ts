import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AdminAuthService } from './admin-auth-service.js';
import type { AdminAuditRepository } from './admin-audit-repository.js';
import { requireAdmin } from './admin-auth-routes.js';

export const AUDIT_SHOWN = 200;

/** Records every admin write (who, what, when, outcome) before its answer is sent. */
export function recordAdminWrites(app: FastifyInstance, audit: AdminAuditRepository): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (!request.admin || request.method === 'GET' || request.method === 'HEAD') return payload;
    await audit
      .record({ username: request.admin.username, action: request.method, path: request.url.split('?')[0], statusCode: reply.statusCode })
      .catch((error) => request.log.error({ err: error }, 'could not record the admin audit entry'));
    return payload;
  });
}

const AuditSchema = z.object({ entries: z.array(z.object({ username: z.string(), action: z.string(), path: z.string(), statusCode: z.number().int(), createdAt: z.string() })) });

export const adminAuditRoutes: FastifyPluginAsyncZod<{ audit: AdminAuditRepository; auth: AdminAuthService }> = async (app, { audit, auth }) => {
  app.addHook('onRequest', requireAdmin(auth));
  app.get('/admin/audit', { schema: { tags: ['admin'], summary: 'The latest admin writes and failed sign-ins', response: { 200: AuditSchema } } }, async () => {
    const rows = await audit.latest(AUDIT_SHOWN);
    return { entries: rows.map((r) => ({ username: r.username, action: r.action, path: r.path, statusCode: r.statusCode, createdAt: r.createdAt.toISOString() })) };
  });
};
