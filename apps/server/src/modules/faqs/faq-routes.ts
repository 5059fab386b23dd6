import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ErrorResponseSchema,
  FaqCategoriesResponseSchema,
  FaqGroupsSchema,
  FaqListQuerySchema,
  FaqSchema,
  IdParamSchema,
} from '@ai4n/shared';
import type { FaqService } from './faq-service.js';
import { FaqDeleteQuerySchema, FaqInputSchema, FaqUpdateSchema } from '@ai4n/shared';
import { z } from 'zod';
import type { AdminAuthService } from '../admin-auth/admin-auth-service.js';
import { adminOf, requireAdmin } from '../admin-auth/admin-auth-routes.js';
import { publicRead } from '../../plugins/response-cache.js';


const FAQ_READ = publicRead(['faqs']);

export const faqRoutes: FastifyPluginAsyncZod<{ service: FaqService; auth: AdminAuthService }> = async (app, { service, auth }) => {

  app.get(
    '/faqs',
    {
      config: FAQ_READ,
      schema: { tags: ['faqs'], summary: 'FAQs grouped by category', querystring: FaqListQuerySchema, response: { 200: FaqGroupsSchema } },
    },
    // admin=true lists inactive FAQs too, for an administrator only.
    async (request) =>
      service.listGrouped({ category: request.query.category, admin: request.query.admin === 'true' && Boolean(await adminOf(request, auth)) }),
  );

  app.get(
    '/faqs/meta/categories',
    {
      config: FAQ_READ,
      schema: { tags: ['faqs'], summary: 'The six FAQ categories with counts', response: { 200: FaqCategoriesResponseSchema } },
    },
    async () => service.categories(),
  );

  app.get(
    '/faqs/:id',
    {
      config: FAQ_READ,
      schema: { tags: ['faqs'], summary: 'One FAQ', params: IdParamSchema, response: { 200: FaqSchema, 404: ErrorResponseSchema } },
    },
    async (request) => service.get(request.params.id, Boolean(await adminOf(request, auth))),
  );

  await app.register(async (scope) => {
    const admin = scope.withTypeProvider<ZodTypeProvider>();
    admin.addHook('onRequest', requireAdmin(auth));
    const tags = ['admin: faqs'];
    const errors = { 400: ErrorResponseSchema, 401: ErrorResponseSchema, 404: ErrorResponseSchema };
    admin.post('/faqs', { schema: { tags, body: FaqInputSchema, response: { 201: FaqSchema, ...errors } } }, async (request, reply) => reply.status(201).send(await service.create(request.body)));
    admin.put('/faqs/:id', { schema: { tags, params: IdParamSchema, body: FaqUpdateSchema, response: { 200: FaqSchema, ...errors } } }, async (request) => service.update(request.params.id, request.body));
    admin.delete('/faqs/:id', { schema: { tags, params: IdParamSchema, querystring: FaqDeleteQuerySchema, response: { 200: z.object({ message: z.string() }), ...errors } } }, async (request) =>
      service.remove(request.params.id, request.query.permanent === 'true' ? 'permanent' : request.query.archive === 'true' ? 'archive' : 'deactivate'),
    );
  });
};
