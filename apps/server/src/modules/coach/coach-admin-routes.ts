import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CoachSystemPromptSchema, ErrorResponseSchema, ModelFlagsResponseSchema, ModelFlagsUpdateSchema } from '@ai4n/shared';
import type { CoachSettingsService } from './coach-settings-service.js';

const errors = { 400: ErrorResponseSchema, 401: ErrorResponseSchema };
const admin = { auth: 'admin' } as const;

/** The coach's system prompt and enabled models; changes apply to the next analysis. */
export const coachAdminRoutes: FastifyPluginAsyncZod<{ settings: CoachSettingsService }> = async (app, { settings }) => {
  const tags = ['admin: coach'];

  app.get('/prompts/meta/system-prompt', { config: admin, schema: { tags, response: { 200: CoachSystemPromptSchema, ...errors } } }, async () => ({ prompt: await settings.systemPrompt() }));
  app.put('/prompts/meta/system-prompt', { config: admin, schema: { tags, body: CoachSystemPromptSchema, response: { 200: CoachSystemPromptSchema, ...errors } } }, async (request) =>
    settings.saveSystemPrompt(request.body.prompt),
  );
  app.get('/prompts/meta/models/all', { config: admin, schema: { tags, summary: 'Every available model with its enabled flag', response: { 200: ModelFlagsResponseSchema, ...errors } } }, async () =>
    settings.modelFlags(),
  );
  app.put('/prompts/meta/models', { config: admin, schema: { tags, body: ModelFlagsUpdateSchema, response: { 200: ModelFlagsUpdateSchema, ...errors } } }, async (request) =>
    settings.saveModelFlags(request.body.models),
  );
};
