import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ErrorResponseSchema,
  IdParamSchema,
  SupportInboxMessageSchema,
  SupportInboxSchema,
  SupportMessageBodySchema,
  SupportMessageCreatedSchema,
  SupportStatusBodySchema,
} from '@ai4n/shared';
import type { AdminAuthService } from '../admin-auth/admin-auth-service.js';
import { requireAdmin } from '../admin-auth/admin-auth-routes.js';
import type { SupportService } from './support-service.js';

export interface SupportRouteOptions {
  service: SupportService;
  /** Messages per client address per minute. */
  perMinute: number;
  auth: AdminAuthService;
}

export const supportRoutes: FastifyPluginAsyncZod<SupportRouteOptions> = async (app, { service, perMinute, auth }) => {
  app.post(
    '/support',
    {
      config: { rateLimit: { max: perMinute, timeWindow: '1 minute' } },
      schema: {
        tags: ['support'],
        summary: 'Send a message to the support inbox',
        body: SupportMessageBodySchema,
        response: { 201: SupportMessageCreatedSchema, 400: ErrorResponseSchema, 429: ErrorResponseSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await service.submit(request.body)),
  );

  await app.register(async (scope) => {
    const admin = scope.withTypeProvider<ZodTypeProvider>();
    admin.addHook('onRequest', requireAdmin(auth));
    const errors = { 401: ErrorResponseSchema, 404: ErrorResponseSchema };
    admin.get('/support', { schema: { tags: ['admin: support'], summary: 'The support inbox', response: { 200: SupportInboxSchema, ...errors } } }, async () => service.inbox());
    admin.put('/support/:id', { schema: { tags: ['admin: support'], summary: 'Mark a message read or unread', params: IdParamSchema, body: SupportStatusBodySchema, response: { 200: SupportInboxMessageSchema, ...errors } } }, async (request) =>
      service.setStatus(request.params.id, request.body.status),
    );
  });
};
