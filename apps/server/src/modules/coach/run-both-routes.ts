import type {} from '@fastify/cookie';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  RunBothChoiceResponseSchema,
  RunBothChoiceSchema,
  RunBothRequestSchema,
  RunBothResponseSchema,
  RunBothRunParamsSchema,
  RunBothStatsSchema,
} from '@ai4n/shared';
import { errorResponses } from '../../plugins/errors.js';
import { ADMIN_ONLY } from '../../plugins/auth.js';
import { coachActor, setSessionCookie } from './coach-routes.js';
import type { RunBothService } from './run-both-service.js';

export interface RunBothRouteOptions {
  service: RunBothService;
  addressSalt: string;
  perMinute: number;
}

/** Prompt Coach's "Run both": the original and the rewrite answered by one model; the visitor says which is better. */
export const runBothRoutes: FastifyPluginAsyncZod<RunBothRouteOptions> = async (app, options) => {
  const rateLimit = { max: options.perMinute, timeWindow: '1 minute' };

  app.post(
    '/coach/run-both',
    {
      config: { rateLimit, auth: 'optional-user' },
      schema: {
        tags: ['coach'],
        summary: "Send an analysis's prompt and rewrite to the chosen model (one credit; a few runs per analysis)",
        body: RunBothRequestSchema,
        response: { 200: RunBothResponseSchema, ...errorResponses(400, 401, 404, 409, 429, 502) },
      },
    },
    async (request, reply) => {
      // A visitor who leaves stops the model calls: unanswered ones are not charged.
      const gone = new AbortController();
      reply.raw.on('close', () => {
        if (!reply.raw.writableFinished) gone.abort();
      });
      const actor = coachActor(request, options.addressSalt);
      const result = await options.service.run(request.body, actor, gone.signal);
      setSessionCookie(request, reply, result.newSession);
      return result.reply;
    },
  );

  app.post(
    '/coach/run-both/:runId/choice',
    {
      config: { rateLimit, auth: 'optional-user' },
      schema: {
        tags: ['coach'],
        summary: 'Say which answer of a run was better (once per run, by whoever ran it)',
        params: RunBothRunParamsSchema,
        body: RunBothChoiceSchema,
        response: { 200: RunBothChoiceResponseSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) =>
      options.service.choose(request.params.runId, request.body, coachActor(request, options.addressSalt)),
  );

  app.get(
    '/admin/coach/run-both-stats',
    {
      config: ADMIN_ONLY,
      schema: {
        tags: ['admin: coach'],
        summary: 'How often the rewrite won a "Run both", per model and in total',
        response: { 200: RunBothStatsSchema, ...errorResponses(401) },
      },
    },
    async () => options.service.stats(),
  );
};
