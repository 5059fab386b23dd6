import type { FastifyReply, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorResponseSchema } from '@ai4n/shared';
import { HttpError } from '../../plugins/errors.js';
import { bearerToken } from '../../lib/bearer.js';
import type { AdminAuthService, AdminClaims } from './admin-auth-service.js';

declare module 'fastify' {
  interface FastifyRequest {
    admin?: AdminClaims;
  }
}

const LoginBodySchema = z.object({ username: z.string().trim().min(1, 'Username is required').max(50), password: z.string().min(1, 'Password is required').max(200) });
const LoginResponseSchema = z.object({ token: z.string(), admin: z.object({ username: z.string() }), expiresAt: z.string() });
const PasswordBodySchema = z.object({ currentPassword: z.string().min(1).max(200), newPassword: z.string().min(12, 'The new password needs at least 12 characters').max(200) });

/** The administrator behind the request's bearer token, or null (public readers may send none). */
export async function adminOf(request: FastifyRequest, auth: AdminAuthService): Promise<AdminClaims | null> {
  const token = bearerToken(request);
  return token ? auth.verifyToken(token) : null;
}

/** The guard of every admin route, before any parsing: a valid admin token with an open session, else 401. */
export function requireAdmin(auth: AdminAuthService): onRequestAsyncHookHandler {
  return async function (request: FastifyRequest, _reply: FastifyReply) {
    const claims = await adminOf(request, auth);
    if (!claims) throw new HttpError(401, 'Admin sign-in required');
    request.admin = claims;
  };
}

export const adminAuthRoutes: FastifyPluginAsyncZod<{ auth: AdminAuthService }> = async (app, { auth }) => {
  const guarded = { onRequest: requireAdmin(auth) };
  const errors = { 400: ErrorResponseSchema, 401: ErrorResponseSchema, 429: ErrorResponseSchema };

  app.post('/auth/admin/login', { schema: { tags: ['admin'], summary: 'Admin sign-in', body: LoginBodySchema, response: { 200: LoginResponseSchema, ...errors } } }, async (request) =>
    auth.login(request.body.username, request.body.password, request.ip),
  );
  app.get('/auth/admin/verify', { schema: { tags: ['admin'], summary: 'Is this admin token valid?', response: { 200: z.object({ valid: z.boolean(), admin: z.object({ username: z.string() }).optional() }) } } }, async (request) => {
    const claims = await adminOf(request, auth);
    return claims ? { valid: true, admin: { username: claims.username } } : { valid: false };
  });
  app.post('/auth/admin/refresh', { ...guarded, schema: { tags: ['admin'], summary: 'Extend session (2 more hours)', response: { 200: LoginResponseSchema, ...errors } } }, async (request) =>
    auth.refresh(request.admin!),
  );
  app.post('/auth/admin/logout', { ...guarded, schema: { tags: ['admin'], summary: 'Sign out', response: { 200: z.object({ ok: z.boolean() }), ...errors } } }, async (request) => {
    await auth.logout(request.admin!);
    return { ok: true };
  });
  app.put('/auth/admin/password', { ...guarded, schema: { tags: ['admin'], summary: 'Change the password (ends other sessions)', body: PasswordBodySchema, response: { 200: z.object({ ok: z.boolean() }), ...errors } } }, async (request) => {
    await auth.changePassword(request.admin!, request.body.currentPassword, request.body.newPassword);
    return { ok: true };
  });
};
