import type {} from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CoachModelsResponseSchema,
  CoachRequestSchema,
  CoachResponseSchema,
  CoachUsageSchema,
  UserIdParamSchema,
  type CoachRequest,
} from '@ai4n/shared';
import { type CoachActor, type CoachService } from './coach-service.js';
import { isUuid, visitorHash } from '../../lib/ids.js';
import { clientKey } from '../../lib/client-key.js';
import { errorResponses } from '../../plugins/errors.js';

export const SESSION_COOKIE = 'coach_session';

export interface CoachRouteOptions {
  service: CoachService;
  addressSalt: string;
  perMinute: number;
}

/** The signed-in user (the route's auth), the session named by the signed cookie (if any) and the hashed address. */
export function coachActor(request: FastifyRequest, addressSalt: string): CoachActor {
  const raw = request.cookies[SESSION_COOKIE];
  const unsigned = raw ? request.unsignCookie(raw) : null;
  const sessionId = unsigned?.valid && unsigned.value && isUuid(unsigned.value) ? unsigned.value : null;
  return { userId: request.user?.userId ?? null, sessionId, ipHash: visitorHash(addressSalt, clientKey(request)) };
}

/** Sets the cookie of a session the request created. */
export function setSessionCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  session: { id: string; expiresAt: Date } | null,
): void {
  if (!session) return;
  reply.setCookie(SESSION_COOKIE, session.id, {
    signed: true,
    httpOnly: true,
    sameSite: 'lax',
    // Secure whenever the visitor reached us over HTTPS, directly or through a trusted proxy.
    secure: request.protocol === 'https',
    path: '/api',
    expires: session.expiresAt,
  });
}

export const coachRoutes: FastifyPluginAsyncZod<CoachRouteOptions> = async (app, options) => {
  const actorOf = (request: FastifyRequest) => coachActor(request, options.addressSalt);

  async function analyze(request: FastifyRequest, reply: FastifyReply, input: CoachRequest) {
    const result = await options.service.analyze(input, actorOf(request));
    setSessionCookie(request, reply, result.newSession);
    return result.reply;
  }

  const analyzeSchema = (summary: string) => ({
    config: { rateLimit: { max: options.perMinute, timeWindow: '1 minute' }, auth: 'optional-user' as const },
    schema: {
      tags: ['coach'],
      summary,
      body: CoachRequestSchema,
      response: { 200: CoachResponseSchema, ...errorResponses(400, 401, 429) },
    },
  });

  app.post('/prompts/gemini-coach', analyzeSchema('Analyse a prompt with the chosen model'), async (request, reply) =>
    analyze(request, reply, request.body),
  );
  // The alias takes free text only: the offline check splits it into its parts.
  app.post('/gemini-coach', analyzeSchema('Analyse a prompt with the default model (alias)'), async (request, reply) =>
    analyze(request, reply, { prompt: request.body.prompt }),
  );
  // Which models are offered changes with the admin's coach settings (app_settings) only.
  app.get(
    '/prompts/meta/models',
    {
      config: { responseCache: { tables: ['app_settings'] } },
      schema: {
        tags: ['coach'],
        summary: 'Enabled, available coach models',
        response: { 200: CoachModelsResponseSchema },
      },
    },
    async () => ({
      models: await options.service.models(),
    }),
  );
  // A read never creates a session: without a cookie the answer comes from the address's allowance.
  app.get(
    '/coach/usage',
    {
      config: { auth: 'optional-user' },
      schema: {
        tags: ['coach'],
        summary: "The visitor's free trial or credits",
        response: { 200: CoachUsageSchema, ...errorResponses(401) },
      },
    },
    async (request) => options.service.usage(actorOf(request)),
  );
  // A signed-in user's own account page asks here (under /users: the users module knows nothing of the coach).
  app.post(
    '/users/:id/prompt-coach/usage',
    {
      config: { auth: 'own-user' },
      schema: {
        tags: ['users'],
        summary: "The user's coach usage",
        params: UserIdParamSchema,
        response: { 200: CoachUsageSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => options.service.userUsage(request.user!.userId),
  );
};
