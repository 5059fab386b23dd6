import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorResponseSchema, SupportMessageBodySchema, SupportMessageCreatedSchema } from '@ai4n/shared';
import type { SupportService } from './support-service.js';

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
        response: { 201: SupportMessageCreatedSchema, 400: ErrorResponseSchema, 429: ErrorResponseSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await service.submit(request.body)),
  );
};
