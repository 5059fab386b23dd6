import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ErrorResponseSchema,
  PromptCategoriesResponseSchema,
  PromptIdParamSchema,
  PromptListQuerySchema,
  PromptListResponseSchema,
  PromptSchema,
  PromptStatsResponseSchema,
  PromptStatusStatsResponseSchema,
} from '@ai4n/shared';
import type { PromptService } from './prompt-service.js';
import type { AdminAuthService } from '../admin-auth/admin-auth-service.js';
import { adminOf } from '../admin-auth/admin-auth-routes.js';
import { PUBLIC_READ } from '../../plugins/http-cache.js';


export const promptRoutes: FastifyPluginAsyncZod<{ service: PromptService; auth: AdminAuthService }> = async (app, { service, auth }) => {
  app.get(
    '/prompts',
    {
      config: PUBLIC_READ,
      schema: {
        tags: ['prompts'],
        summary: 'Active gallery prompts: filters, ranked full-text search, sorting and pages',
        querystring: PromptListQuerySchema,
        response: { 200: PromptListResponseSchema },
      },
    },
    async (request) => service.list(request.query, { admin: Boolean(await adminOf(request, auth)) }),
  );
  app.get(
    '/prompts/meta/categories',
    { config: PUBLIC_READ, schema: { tags: ['prompts'], summary: 'The 12 library categories and the business types, with counts', response: { 200: PromptCategoriesResponseSchema } } },
    async () => service.categories(),
  );
  app.get(
    '/prompts/meta/stats',
    { config: PUBLIC_READ, schema: { tags: ['prompts'], summary: 'Gallery totals', response: { 200: PromptStatsResponseSchema } } },
    async () => service.stats(),
  );
  app.get(
    '/prompts/meta/status-stats',
    { config: PUBLIC_READ, schema: { tags: ['prompts'], summary: 'Prompt counts by status', response: { 200: PromptStatusStatsResponseSchema } } },
    async () => service.statusStats(),
  );
  app.get(
    '/prompts/:id',
    {
      schema: { tags: ['prompts'], summary: 'One prompt (counts a view once per visitor and day)', params: PromptIdParamSchema, response: { 200: PromptSchema, 404: ErrorResponseSchema } },
    },
    async (request) => service.get(request.params.id, `${request.ip}|${request.headers['user-agent'] ?? ''}`),
  );
};
