import type { FastifyPluginAsync, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import { ACCESS_TEXTS } from '@ai4n/shared';
import type { AdminClaims } from '../modules/admin-auth/admin-auth-service.js';
import { HttpError } from './errors.js';

/**
 * Who may call a route, given in its config (`config: { auth: 'admin' }`); a route without it is public.
 * - 'admin': a live admin session's bearer token, else 401, checked before the body is read.
 * - 'optional-admin': public, and request.admin tells whether an administrator is asking.
 * - 'user': a live user session's bearer token, else 401.
 * - 'own-user': the same, for a route about one user (`/users/:id/...`): another user's id is a 403.
 * - 'optional-user': signing in is optional, but a token that is sent must be live (else 401).
 * - 'user-if-valid': signing in is optional and a stale token counts as none (a payment still goes through).
 * The user requirements are checked after validation, where the handlers checked them before.
 */
export const AUTH_REQUIREMENTS = [
  'admin',
  'optional-admin',
  'user',
  'own-user',
  'optional-user',
  'user-if-valid',
] as const;
export type AuthRequirement = (typeof AUTH_REQUIREMENTS)[number];

/** The signed-in user behind a request's bearer token. */
export interface UserSession {
  userId: string;
  sessionId: string;
  token: string;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    auth?: AuthRequirement;
    /** false: an admin POST that changes nothing (a preview), left out of the audit log. */
    audit?: false;
  }
  interface FastifyRequest {
    /** The administrator of an 'admin' or 'optional-admin' route, or null. */
    admin: AdminClaims | null;
    /** The signed-in user of a user route, or null. */
    user: UserSession | null;
  }
}

/** What a request's admin write leaves in the audit log. */
export interface AdminWrite {
  username: string;
  action: string;
  path: string;
  statusCode: number;
}

export interface AuthOptions {
  admins: { verifyToken(token: string): Promise<AdminClaims | null> };
  users: { verify(token: string): Promise<{ userId: string; sessionId: string } | null> };
  audit: { recordWrite(write: AdminWrite): Promise<void> };
}

/** A route's config for administrators only. */
export const ADMIN_ONLY = { auth: 'admin' } as const;
/** For administrators only, a POST that only computes an answer: not an audited write. */
export const ADMIN_ONLY_READ = { auth: 'admin', audit: false } as const;

export const ADMIN_REQUIRED = 'Admin sign-in required';
export const INVALID_USER_TOKEN = 'Invalid token';
export const OWN_ACCOUNT_ONLY = 'You can only reach your own account.';

/** The token of an `Authorization: Bearer …` header, if there is one. */
function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  return header?.startsWith('Bearer ') ? header.slice(7) : null;
}

type Hook = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
const asList = <T>(hooks: T | T[] | undefined): T[] =>
  hooks === undefined ? [] : Array.isArray(hooks) ? hooks : [hooks];

/**
 * Authentication: each route opts in through its config, and a hook of that route enforces it
 * and puts the administrator or user on the request. Every admin write (any method but GET and
 * HEAD) is recorded in the audit log before its answer is sent.
 */
const authPlugin: FastifyPluginAsync<AuthOptions> = async (app, { admins, users, audit }) => {
  app.decorateRequest('admin', null);
  app.decorateRequest('user', null);

  const adminOf = async (request: FastifyRequest) => {
    const token = bearerToken(request);
    return token ? admins.verifyToken(token) : null;
  };
  /** The bearer's session; a token that is present but not live is null, or a 401 when `strict`. */
  const userOf = async (request: FastifyRequest, strict: boolean): Promise<UserSession | null> => {
    const token = bearerToken(request);
    if (!token) return null;
    const session = await users.verify(token);
    if (!session && strict) throw new HttpError(401, INVALID_USER_TOKEN);
    return session && { userId: session.userId, sessionId: session.sessionId, token };
  };

  const signedIn = async (request: FastifyRequest) => {
    request.user = await userOf(request, true);
    if (!request.user) throw new HttpError(401, ACCESS_TEXTS.signInFirst);
  };

  const hooks: Record<AuthRequirement, { phase: 'onRequest' | 'preHandler'; hook: Hook }> = {
    // Before any parsing: an upload from someone else is refused without reading it.
    admin: {
      phase: 'onRequest',
      hook: async (request) => {
        request.admin = await adminOf(request);
        if (!request.admin) throw new HttpError(401, ADMIN_REQUIRED);
      },
    },
    'optional-admin': {
      phase: 'preHandler',
      hook: async (request) => {
        request.admin = await adminOf(request);
      },
    },
    user: { phase: 'preHandler', hook: signedIn },
    'own-user': {
      phase: 'preHandler',
      hook: async (request) => {
        await signedIn(request);
        if ((request.params as { id?: unknown }).id !== request.user!.userId)
          throw new HttpError(403, OWN_ACCOUNT_ONLY);
      },
    },
    'optional-user': {
      phase: 'preHandler',
      hook: async (request) => {
        request.user = await userOf(request, true);
      },
    },
    'user-if-valid': {
      phase: 'preHandler',
      hook: async (request) => {
        request.user = await userOf(request, false);
      },
    },
  };

  app.addHook('onRoute', (route: RouteOptions) => {
    const auth = route.config?.auth;
    if (auth === undefined) return;
    if (!AUTH_REQUIREMENTS.includes(auth))
      throw new Error(`${route.method} ${route.url}: unknown auth requirement '${String(auth)}'`);
    const { phase, hook } = hooks[auth];
    // First among the route's own hooks, so a refused call spends nothing of a rate limit; a new
    // list, since the HEAD route of a GET is made from the same options.
    route[phase] = [hook, ...asList(route[phase])];
  });

  app.addHook('onSend', async (request, reply, payload) => {
    if (!request.admin || request.method === 'GET' || request.method === 'HEAD') return payload;
    if (request.routeOptions.config.audit === false) return payload;
    await audit
      .recordWrite({
        username: request.admin.username,
        action: request.method,
        path: request.url.split('?')[0],
        statusCode: reply.statusCode,
      })
      .catch((error) => request.log.error({ err: error }, 'could not record the admin audit entry'));
    return payload;
  });
};

// Not encapsulated (what fastify-plugin does): the hooks and request properties reach every route.
Object.assign(authPlugin, { [Symbol.for('skip-override')]: true });

export { authPlugin };
