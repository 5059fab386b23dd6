import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorResponseSchema, PromptDeleteQuerySchema, PromptIdParamSchema, PromptInputSchema, PromptSchema, PromptUpdateSchema } from '@ai4n/shared';
import type { AdminAuthService } from '../admin-auth/admin-auth-service.js';
import { requireAdmin } from '../admin-auth/admin-auth-routes.js';
import type { PromptAdminService } from './prompt-admin-service.js';
import type { PromptTransfer } from './prompt-transfer.js';

export const IMPORT_BODY_LIMIT = 20 * 1024 * 1024;
const ImportSummarySchema = z.object({
  count: z.number().int(),
  imported: z.number().int(),
  preview: z.array(z.object({ title: z.string(), category: z.string(), status: z.string() })),
  errors: z.array(z.object({ row: z.number().int(), message: z.string() })),
  moreErrors: z.number().int(),
});
const DryRunQuerySchema = z.object({ dryRun: z.enum(['true', 'false']).optional() });

const errors = { 400: ErrorResponseSchema, 401: ErrorResponseSchema, 404: ErrorResponseSchema, 409: ErrorResponseSchema };

/** Admin writes to the gallery (admin.md section 7); every route needs an admin token. */
export const promptAdminRoutes: FastifyPluginAsyncZod<{ service: PromptAdminService; transfer: PromptTransfer; auth: AdminAuthService }> = async (app, { service, transfer, auth }) => {
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
  app.get('/prompts/bulk/export', { schema: { tags, summary: 'Every prompt as CSV (prompts_export.csv)' } }, async (_request, reply) =>
    reply.type('text/csv; charset=utf-8').header('content-disposition', 'attachment; filename="prompts_export.csv"').send(transfer.exportCsv()),
  );
  app.post(
    '/prompts/bulk/import',
    { bodyLimit: IMPORT_BODY_LIMIT, schema: { tags, summary: 'Import prompts (JSON), all or nothing', querystring: DryRunQuerySchema, body: z.object({ prompts: z.array(z.record(z.string(), z.unknown())).max(50_000) }), response: { 200: ImportSummarySchema, ...errors } } },
    async (request) => transfer.importPrompts(request.body.prompts as never, request.query.dryRun === 'true'),
  );
  app.register(async (csv) => {
    csv.addContentTypeParser('text/csv', { parseAs: 'string', bodyLimit: IMPORT_BODY_LIMIT }, (_request, body, done) => done(null, body));
    csv.withTypeProvider<ZodTypeProvider>().post(
      '/prompts/bulk/import-csv',
      { schema: { tags, summary: 'Import a prompt CSV; ?dryRun=true validates and previews without writing', querystring: DryRunQuerySchema, response: { 200: ImportSummarySchema, ...errors } } },
      async (request) => transfer.importCsv(String(request.body ?? ''), request.query.dryRun === 'true'),
    );
  });
  app.delete('/prompts/bulk/all', { schema: { tags, summary: 'Delete every prompt', response: { 200: z.object({ deleted: z.number().int() }), ...errors } } }, async () => service.removeAll());
};
