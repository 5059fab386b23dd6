import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorResponseSchema } from '@ai4n/shared';
import type { AdminAuthService } from '../admin-auth/admin-auth-service.js';
import { requireAdmin } from '../admin-auth/admin-auth-routes.js';
import type { SettingsRepository } from '../settings/settings-repository.js';
import type { ModelEntry } from '../../plugins/ai-models.js';
import { DEFAULT_COACH_SYSTEM_PROMPT } from './coach-model.js';
import { MODELS_KEY, SYSTEM_PROMPT_KEY } from './coach-service.js';

const SystemPromptSchema = z.object({ prompt: z.string().trim().min(20, 'The system prompt needs at least 20 characters').max(8_000) });
const ModelFlagsSchema = z.object({ models: z.array(z.object({ name: z.string().max(100), enabled: z.boolean() })).max(50) });
const errors = { 400: ErrorResponseSchema, 401: ErrorResponseSchema };

/** The coach's system prompt and enabled models; changes apply to the next analysis. */
export const coachAdminRoutes: FastifyPluginAsyncZod<{ settings: SettingsRepository; models: ModelEntry[]; auth: AdminAuthService }> = async (app, { settings, models, auth }) => {
  app.addHook('onRequest', requireAdmin(auth));
  const tags = ['admin: coach'];
  const flags = async () => (await settings.get<Array<{ name: string; enabled: boolean }>>(MODELS_KEY)) ?? [];

  app.get('/prompts/meta/system-prompt', { schema: { tags, response: { 200: SystemPromptSchema, ...errors } } }, async () => ({
    prompt: (await settings.get<string>(SYSTEM_PROMPT_KEY)) ?? DEFAULT_COACH_SYSTEM_PROMPT,
  }));
  app.put('/prompts/meta/system-prompt', { schema: { tags, body: SystemPromptSchema, response: { 200: SystemPromptSchema, ...errors } } }, async (request) => {
    await settings.set(SYSTEM_PROMPT_KEY, request.body.prompt);
    return { prompt: request.body.prompt };
  });
  app.get('/prompts/meta/models/all', { schema: { tags, summary: 'Every available model with its enabled flag', response: { 200: ModelFlagsSchema.extend({ models: z.array(z.object({ name: z.string(), label: z.string(), enabled: z.boolean(), alwaysOn: z.boolean() })) }), ...errors } } }, async () => {
    const saved = await flags();
    return {
      models: models.map((m) => ({ name: m.name, label: m.label, alwaysOn: m.provider === 'offline', enabled: m.provider === 'offline' || saved.find((f) => f.name === m.name)?.enabled !== false })),
    };
  });
  app.put('/prompts/meta/models', { schema: { tags, body: ModelFlagsSchema, response: { 200: ModelFlagsSchema, ...errors } } }, async (request) => {
    const known = request.body.models.filter((m) => models.some((entry) => entry.name === m.name));
    await settings.set(MODELS_KEY, known);
    return { models: known };
  });
};
