import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AuditLogSchema } from '@ai4n/shared';
import type { AdminAuditService } from './admin-audit-service.js';

export const adminAuditRoutes: FastifyPluginAsyncZod<{ audit: AdminAuditService }> = async (app, { audit }) => {
  app.get(
    '/admin/audit',
    {
      config: { auth: 'admin' },
      schema: {
        tags: ['admin'],
        summary: 'The latest admin writes and failed sign-ins',
        response: { 200: AuditLogSchema },
      },
    },
    async () => ({
      entries: await audit.latest(),
    }),
  );
};
