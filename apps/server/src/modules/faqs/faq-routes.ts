import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  deleteModeOf,
  FaqCategoriesResponseSchema,
  FaqDeleteQuerySchema,
  FaqGroupsSchema,
  FaqInputSchema,
  FaqListQuerySchema,
  FaqSchema,
  FaqUpdateSchema,
  IdParamSchema,
  MessageResponseSchema,
} from '@ai4n/shared';
import type { FaqService } from './faq-service.js';
import { publicRead } from '../../plugins/response-cache.js';
import { errorResponses } from '../../plugins/errors.js';
import { ADMIN_ONLY } from '../../plugins/auth.js';

const FAQ_READ = publicRead(['faqs']);

export const faqRoutes: FastifyPluginAsyncZod<{ service: FaqService }> = async (app, { service }) => {
  app.get(
    '/faqs',
    {
      config: { ...FAQ_READ, auth: 'optional-admin' },
      schema: {
        tags: ['faqs'],
        summary: 'FAQs grouped by category',
        querystring: FaqListQuerySchema,
        response: { 200: FaqGroupsSchema },
      },
    },
    // admin=true lists inactive FAQs too, for an administrator only.
    async (request) =>
      service.listGrouped({
        category: request.query.category,
        admin: request.query.admin === 'true' && request.admin !== null,
      }),
  );

  app.get(
    '/faqs/meta/categories',
    {
      config: FAQ_READ,
      schema: {
        tags: ['faqs'],
        summary: 'The six FAQ categories with counts',
        response: { 200: FaqCategoriesResponseSchema },
      },
    },
    async () => service.categories(),
  );

  app.get(
    '/faqs/:id',
    {
      config: { ...FAQ_READ, auth: 'optional-admin' },
      schema: {
        tags: ['faqs'],
        summary: 'One FAQ',
        params: IdParamSchema,
        response: { 200: FaqSchema, ...errorResponses(404) },
      },
    },
    async (request) => service.get(request.params.id, request.admin !== null),
  );

  const tags = ['admin: faqs'];
  const errors = errorResponses(400, 401, 404);
  app.post(
    '/faqs',
    { config: ADMIN_ONLY, schema: { tags, body: FaqInputSchema, response: { 201: FaqSchema, ...errors } } },
    async (request, reply) => reply.status(201).send(await service.create(request.body)),
  );
  app.put(
    '/faqs/:id',
    {
      config: ADMIN_ONLY,
      schema: { tags, params: IdParamSchema, body: FaqUpdateSchema, response: { 200: FaqSchema, ...errors } },
    },
    async (request) => service.update(request.params.id, request.body),
  );
  app.delete(
    '/faqs/:id',
    {
      config: ADMIN_ONLY,
      schema: {
        tags,
        params: IdParamSchema,
        querystring: FaqDeleteQuerySchema,
        response: { 200: MessageResponseSchema, ...errors },
      },
    },
    async (request) => service.remove(request.params.id, deleteModeOf(request.query)),
  );
};
