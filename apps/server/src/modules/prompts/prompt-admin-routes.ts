import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  PromptDeleteQuerySchema,
  PromptDeleteResponseSchema,
  PromptIdParamSchema,
  PromptInputSchema,
  PromptSchema,
  PromptUpdateSchema,
} from '@ai4n/shared';
import type { PromptAdminService } from './prompt-admin-service.js';
import { errorResponses } from '../../plugins/errors.js';
import { ADMIN_ONLY } from '../../plugins/auth.js';

const errors = errorResponses(400, 401, 404, 409);

/** Admin writes to the gallery (docs/spec/admin.md section 7); every route needs an admin token. Bulk routes: modules/bulk. */
export const promptAdminRoutes: FastifyPluginAsyncZod<{ service: PromptAdminService }> = async (app, { service }) => {
  const tags = ['admin: prompts'];

  app.post(
    '/prompts',
    {
      config: ADMIN_ONLY,
      schema: { tags, summary: 'Create a prompt', body: PromptInputSchema, response: { 201: PromptSchema, ...errors } },
    },
    async (request, reply) => reply.status(201).send(await service.create(request.body)),
  );
  app.put(
    '/prompts/:id',
    {
      config: ADMIN_ONLY,
      schema: {
        tags,
        summary: 'Update a prompt (or just its isFeatured flag)',
        params: PromptIdParamSchema,
        body: PromptUpdateSchema,
        response: { 200: PromptSchema, ...errors },
      },
    },
    async (request) => service.update(request.params.id, request.body),
  );
  app.put(
    '/prompts/:id/unarchive',
    {
      config: ADMIN_ONLY,
      schema: {
        tags,
        summary: 'Unarchive (only from archived)',
        params: PromptIdParamSchema,
        response: { 200: PromptSchema, ...errors },
      },
    },
    async (request) => service.unarchive(request.params.id),
  );
  app.delete(
    '/prompts/:id',
    {
      config: ADMIN_ONLY,
      schema: {
        tags,
        summary: '?archive=true archives (only from active); otherwise deletes for good',
        params: PromptIdParamSchema,
        querystring: PromptDeleteQuerySchema,
        response: { 200: PromptDeleteResponseSchema, ...errors },
      },
    },
    async (request) => service.delete(request.params.id, request.query),
  );
};
