import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorResponseSchema, PromptDeleteQuerySchema, PromptIdParamSchema, PromptInputSchema, PromptSchema, PromptUpdateSchema } from '@ai4n/shared';
import type { AdminAuthService } from '../admin-auth/admin-auth-service.js';
import { requireAdmin } from '../admin-auth/admin-auth-routes.js';
import type { PromptAdminService } from './prompt-admin-service.js';

const errors = { 400: ErrorResponseSchema, 401: ErrorResponseSchema, 404: ErrorResponseSchema, 409: ErrorResponseSchema };

/** Admin writes to the gallery (admin.md section 7); every route needs an admin token. Bulk routes: modules/bulk. */
export const promptAdminRoutes: FastifyPluginAsyncZod<{ service: PromptAdminService; auth: AdminAuthService }> = async (app, { service, auth }) => {
  app.addHook('onRequest', requireAdmin(auth));
  const tags = ['admin: prompts'];

  app.post('/prompts', { schema: { tags, summary: 'Create a prompt', body: PromptInputSchema, response: { 201: PromptSchema, ...errors } } }, async (request, reply) =>
    reply.status(201).send(await service.create(request.body)),
  );
  app.put('/prompts/:id', { schema: { tags, summary: 'Update a prompt (or just its isFeatured flag)', params: PromptIdParamSchema, body: PromptUpdateSchema, response: { 200: PromptSchema, ...errors } } }, async (request) =>
    service.update(request.params.id, request.body),
  );
  app.put('/prompts/:id/unarchive', { schema: { tags, summary: 'Unarchive (only from archived)', params: PromptIdParamSchema, response: { 200: PromptSchema, ...errors } } }, async (request) =>
    service.unarchive(request.params.id),
  );
  app.delete(
    '/prompts/:id',
    { schema: { tags, summary: '?archive=true archives (only from active); otherwise deletes for good', params: PromptIdParamSchema, querystring: PromptDeleteQuerySchema, response: { 200: z.object({ message: z.string(), prompt: PromptSchema.optional() }), ...errors } } },
    async (request) => {
      if (request.query.archive === 'true') return { message: 'Prompt archived successfully', prompt: await service.archive(request.params.id) };
      await service.remove(request.params.id);
      return { message: 'Prompt deleted successfully' };
    },
  );
};
