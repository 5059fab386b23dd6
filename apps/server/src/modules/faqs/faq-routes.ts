import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ErrorResponseSchema,
  FaqCategoriesResponseSchema,
  FaqGroupsSchema,
  FaqListQuerySchema,
  FaqSchema,
  IdParamSchema,
} from '@ai4n/shared';
import type { FaqService } from './faq-service.js';
import { PUBLIC_READ } from '../../plugins/http-cache.js';


export const faqRoutes: FastifyPluginAsyncZod<{ service: FaqService }> = async (app, { service }) => {
  app.get(
    '/faqs',
    {
      config: PUBLIC_READ,
      schema: { tags: ['faqs'], summary: 'FAQs grouped by category', querystring: FaqListQuerySchema, response: { 200: FaqGroupsSchema } },
    },
    // admin=true (inactive FAQs too) is honoured once admin authentication exists; the public always gets active ones.
    async (request) => service.listGrouped({ category: request.query.category }),
  );

  app.get(
    '/faqs/meta/categories',
    {
      config: PUBLIC_READ,
      schema: { tags: ['faqs'], summary: 'The six FAQ categories with counts', response: { 200: FaqCategoriesResponseSchema } },
    },
    async () => service.categories(),
  );

  app.get(
    '/faqs/:id',
    {
      config: PUBLIC_READ,
      schema: { tags: ['faqs'], summary: 'One FAQ', params: IdParamSchema, response: { 200: FaqSchema, 404: ErrorResponseSchema } },
    },
    async (request) => service.get(request.params.id),
  );
};
