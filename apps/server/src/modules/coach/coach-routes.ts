import type {} from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { COACH_SESSION_DAYS, CoachModelsResponseSchema, CoachRequestSchema, CoachResponseSchema, CoachUsageSchema, ErrorResponseSchema } from '@ai4n/shared';
import type { TokenSigner } from '../users/user-auth.js';
import { HttpError } from '../../plugins/errors.js';
import { bearerToken } from '../../lib/bearer.js';
import type { CoachRepository } from './coach-repository.js';
import { type CoachActor, type CoachService } from './coach-service.js';
import { visitorHash } from '../../lib/ids.js';

export const SESSION_COOKIE = 'coach_session';

export interface CoachRouteOptions {
  service: CoachService;
  sessions: CoachRepository;
  tokens: TokenSigner;
  addressSalt: string;
  perMinute: number;
  secureCookies: boolean;
}

/** The bearer user, if any. A token that is present but invalid or expired is a 401. */
export async function bearerUser(request: FastifyRequest, tokens: TokenSigner): Promise<string | null> {
  const token = bearerToken(request);
  if (!token) return null;
  const user = await tokens.verify(token);
  if (!user) throw new HttpError(401, 'Invalid token');
  return user.userId;
}

export const coachRoutes: FastifyPluginAsyncZod<CoachRouteOptions> = async (app, options) => {
  /** Finds the visitor's signed session cookie, or starts a new 30-day session. */
  async function actorOf(request: FastifyRequest, reply: FastifyReply): Promise<CoachActor> {
    const userId = await bearerUser(request, options.tokens);
    const raw = request.cookies[SESSION_COOKIE];
    const unsigned = raw ? request.unsignCookie(raw) : null;
    let session = unsigned?.valid && unsigned.value ? await options.sessions.findSession(unsigned.value) : undefined;
    if (!session) {
      session = await options.sessions.createSession(new Date(Date.now() + COACH_SESSION_DAYS * 86_400_000), userId);
      reply.setCookie(SESSION_COOKIE, session.id, {
        signed: true,
        httpOnly: true,
        sameSite: 'lax',
        secure: options.secureCookies,
        path: '/api',
        expires: session.expiresAt,
      });
    } else if (userId && session.userId !== userId) {
      await options.sessions.touchSession(session.id, { userId, newVisit: true });
    }
    return { userId, sessionId: session.id, ipHash: visitorHash(options.addressSalt, request.ip) };
  }

  const analyzeSchema = (summary: string) => ({
    config: { rateLimit: { max: options.perMinute, timeWindow: '1 minute' } },
    schema: {
      tags: ['coach'],
      summary,
      body: CoachRequestSchema,
      response: { 200: CoachResponseSchema, 400: ErrorResponseSchema, 401: ErrorResponseSchema, 429: ErrorResponseSchema },
    },
  });

  app.post('/prompts/gemini-coach', analyzeSchema('Analyse a prompt with the chosen model'), async (request, reply) =>
    options.service.analyze(request.body, await actorOf(request, reply)),
  );
  app.post('/gemini-coach', analyzeSchema('Analyse a prompt with the default model (alias)'), async (request, reply) =>
    options.service.analyze({ prompt: request.body.prompt }, await actorOf(request, reply)),
  );
  app.get('/prompts/meta/models', { schema: { tags: ['coach'], summary: 'Enabled, available coach models', response: { 200: CoachModelsResponseSchema } } }, async () => ({
    models: await options.service.models(),
  }));
  app.get('/coach/usage', { schema: { tags: ['coach'], summary: "The visitor's free trial or credits", response: { 200: CoachUsageSchema, 401: ErrorResponseSchema } } }, async (request, reply) =>
    options.service.usage(await actorOf(request, reply)),
  );
};
