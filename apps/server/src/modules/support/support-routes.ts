import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  IdParamSchema,
  SupportInboxSchema,
  SupportMessageBodySchema,
  SupportMessageCreatedSchema,
  SupportMessageSchema,
  SupportStatusBodySchema,
} from '@ai4n/shared';
import type { SupportService } from './support-service.js';
import { errorResponses } from '../../plugins/errors.js';
import { ADMIN_ONLY } from '../../plugins/auth.js';

export interface SupportRouteOptions {
  service: SupportService;
  /** Messages per client address per minute. */
  perMinute: number;
}

export const supportRoutes: FastifyPluginAsyncZod<SupportRouteOptions> = async (app, { service, perMinute }) => {
  app.post(
    '/support',
    {
      config: { rateLimit: { max: perMinute, timeWindow: '1 minute' } },
      schema: {
        tags: ['support'],
        summary: 'Send a message to the support inbox',
        body: SupportMessageBodySchema,
        response: { 201: SupportMessageCreatedSchema, ...errorResponses(400, 429) },
      },
    },
    async (request, reply) => reply.status(201).send(await service.submit(request.body)),
  );

  const errors = errorResponses(401, 404);
  app.get(
    '/support',
    {
      config: ADMIN_ONLY,
      schema: {
        tags: ['admin: support'],
        summary: 'The support inbox',
        response: { 200: SupportInboxSchema, ...errors },
      },
    },
    async () => service.inbox(),
  );
  app.put(
    '/support/:id',
    {
      config: ADMIN_ONLY,
      schema: {
        tags: ['admin: support'],
        summary: 'Mark a message read or unread',
        params: IdParamSchema,
        body: SupportStatusBodySchema,
        response: { 200: SupportMessageSchema, ...errors },
      },
    },
    async (request) => service.setStatus(request.params.id, request.body.status),
  );
};
