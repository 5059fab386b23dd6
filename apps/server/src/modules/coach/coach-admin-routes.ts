import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CoachSystemPromptSchema, ModelFlagsResponseSchema, ModelFlagsUpdateSchema } from '@ai4n/shared';
import type { CoachSettingsService } from './coach-settings-service.js';
import { errorResponses } from '../../plugins/errors.js';
import { ADMIN_ONLY } from '../../plugins/auth.js';

const errors = errorResponses(400, 401);

/** The coach's system prompt and enabled models; changes apply to the next analysis. */
export const coachAdminRoutes: FastifyPluginAsyncZod<{ settings: CoachSettingsService }> = async (
  app,
  { settings },
) => {
  const tags = ['admin: coach'];

  app.get(
    '/prompts/meta/system-prompt',
    { config: ADMIN_ONLY, schema: { tags, response: { 200: CoachSystemPromptSchema, ...errors } } },
    async () => ({ prompt: await settings.systemPrompt() }),
  );
  app.put(
    '/prompts/meta/system-prompt',
    {
      config: ADMIN_ONLY,
      schema: { tags, body: CoachSystemPromptSchema, response: { 200: CoachSystemPromptSchema, ...errors } },
    },
    async (request) => settings.saveSystemPrompt(request.body.prompt),
  );
  app.get(
    '/prompts/meta/models/all',
    {
      config: ADMIN_ONLY,
      schema: {
        tags,
        summary: 'Every available model with its enabled flag',
        response: { 200: ModelFlagsResponseSchema, ...errors },
      },
    },
    async () => settings.modelFlags(),
  );
  app.put(
    '/prompts/meta/models',
    {
      config: ADMIN_ONLY,
      schema: { tags, body: ModelFlagsUpdateSchema, response: { 200: ModelFlagsUpdateSchema, ...errors } },
    },
    async (request) => settings.saveModelFlags(request.body.models),
  );
};
