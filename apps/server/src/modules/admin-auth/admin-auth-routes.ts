import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AdminLoginBodySchema,
  AdminLoginResponseSchema,
  AdminPasswordBodySchema,
  AdminVerifyResponseSchema,
  OkResponseSchema,
} from '@ai4n/shared';
import type { AdminAuthService } from './admin-auth-service.js';
import { errorResponses } from '../../plugins/errors.js';
import { clientKey } from '../../lib/client-key.js';

export const adminAuthRoutes: FastifyPluginAsyncZod<{ auth: AdminAuthService }> = async (app, { auth }) => {
  const errors = errorResponses(400, 401, 429);

  app.post(
    '/auth/admin/login',
    {
      schema: {
        tags: ['admin'],
        summary: 'Admin sign-in',
        body: AdminLoginBodySchema,
        response: { 200: AdminLoginResponseSchema, ...errors },
      },
    },
    async (request) => auth.login(request.body.username, request.body.password, clientKey(request)),
  );
  app.get(
    '/auth/admin/verify',
    {
      config: { auth: 'optional-admin' },
      schema: { tags: ['admin'], summary: 'Is this admin token valid?', response: { 200: AdminVerifyResponseSchema } },
    },
    async (request) =>
      request.admin ? { valid: true, admin: { username: request.admin.username } } : { valid: false },
  );
  app.post(
    '/auth/admin/refresh',
    {
      config: { auth: 'admin' },
      schema: {
        tags: ['admin'],
        summary: 'Extend session (2 more hours)',
        response: { 200: AdminLoginResponseSchema, ...errors },
      },
    },
    async (request) => auth.refresh(request.admin!),
  );
  app.post(
    '/auth/admin/logout',
    {
      config: { auth: 'admin' },
      schema: { tags: ['admin'], summary: 'Sign out', response: { 200: OkResponseSchema, ...errors } },
    },
    async (request) => {
      await auth.logout(request.admin!);
      return { ok: true };
    },
  );
  app.put(
    '/auth/admin/password',
    {
      config: { auth: 'admin' },
      schema: {
        tags: ['admin'],
        summary: 'Change the password (ends other sessions)',
        body: AdminPasswordBodySchema,
        response: { 200: OkResponseSchema, ...errors },
      },
    },
    async (request) => {
      await auth.changePassword(request.admin!, request.body.currentPassword, request.body.newPassword);
      return { ok: true };
    },
  );
};
