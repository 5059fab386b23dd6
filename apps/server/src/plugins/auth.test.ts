import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { ACCESS_TEXTS } from '@ai4n/shared';
import {
  ADMIN_REQUIRED,
  authPlugin,
  INVALID_USER_TOKEN,
  OWN_ACCOUNT_ONLY,
  type AdminWrite,
  type AuthRequirement,
} from './auth.js';
import { registerErrorHandling } from './errors.js';

const USER_ID = '11111111-1111-4111-8111-111111111111';
const OTHER_ID = '22222222-2222-4222-8222-222222222222';
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

let app: FastifyInstance;
let writes: AdminWrite[];
afterEach(async () => app?.close());

/** An app whose routes answer who they saw; 'admin-token' is an administrator's, 'user-token' a user's, anything else is not live. */
async function appWith(routes: (app: FastifyInstance) => void) {
  writes = [];
  app = Fastify();
  registerErrorHandling(app);
  await app.register(authPlugin, {
    admins: {
      verifyToken: async (token) =>
        token === 'admin-token' ? { adminId: 'a1', username: 'boss', sessionId: 's1' } : null,
    },
    users: { verify: async (token) => (token === 'user-token' ? { userId: USER_ID, sessionId: 's2' } : null) },
    audit: { recordWrite: async (write) => void writes.push(write) },
  });
  routes(app);
  return app;
}

const seen = (auth?: AuthRequirement) => ({ config: { auth } });
const answer = async (request: { admin: unknown; user: { userId: string } | null }) => ({
  admin: request.admin,
  user: request.user?.userId ?? null,
});

describe('the auth plugin', () => {
  it("'admin' refuses anyone without a live admin session before reading the body, HEAD too", async () => {
    let parsed = 0;
    await appWith((a) => {
      a.addContentTypeParser('text/plain', (_request, _body, done) => {
        parsed += 1;
        done(null, 'body');
      });
      a.get('/admin', seen('admin'), answer);
      a.post('/admin', seen('admin'), answer);
    });
    for (const headers of [{}, bearer('user-token'), bearer('nonsense')]) {
      const res = await app.inject({
        method: 'POST',
        url: '/admin',
        headers: { ...headers, 'content-type': 'text/plain' },
        payload: 'x',
      });
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe(ADMIN_REQUIRED);
    }
    expect(parsed).toBe(0);
    expect((await app.inject({ method: 'HEAD', url: '/admin' })).statusCode).toBe(401);
    expect((await app.inject({ url: '/admin', headers: bearer('admin-token') })).json()).toEqual({
      admin: { adminId: 'a1', username: 'boss', sessionId: 's1' },
      user: null,
    });
  });

  it('records admin writes, not reads nor refused calls', async () => {
    await appWith((a) => {
      a.get('/admin', seen('admin'), answer);
      a.put('/admin', seen('admin'), async (_request, reply) => reply.status(202).send({}));
    });
    await app.inject({ url: '/admin', headers: bearer('admin-token') });
    await app.inject({ method: 'PUT', url: '/admin?x=1' });
    await app.inject({ method: 'PUT', url: '/admin?x=1', headers: bearer('admin-token') });
    expect(writes).toEqual([{ username: 'boss', action: 'PUT', path: '/admin', statusCode: 202 }]);
  });

  it("'optional-admin' tells an administrator from anyone else and refuses no one", async () => {
    await appWith((a) => a.get('/read', seen('optional-admin'), answer));
    expect((await app.inject({ url: '/read' })).json()).toEqual({ admin: null, user: null });
    expect((await app.inject({ url: '/read', headers: bearer('nonsense') })).json()).toEqual({
      admin: null,
      user: null,
    });
    expect((await app.inject({ url: '/read', headers: bearer('admin-token') })).json().admin.username).toBe('boss');
  });

  it('user requirements: signed in, own account, optional, or a stale token counted as none', async () => {
    await appWith((a) => {
      a.get('/user', seen('user'), answer);
      a.get('/users/:id', seen('own-user'), answer);
      a.get('/optional', seen('optional-user'), answer);
      a.get('/lenient', seen('user-if-valid'), answer);
      a.get('/public', seen(), answer);
    });
    const call = async (url: string, token?: string) => {
      const res = await app.inject({ url, headers: token ? bearer(token) : {} });
      return res.statusCode === 200 ? res.json().user : `${res.statusCode} ${res.json().message}`;
    };
    expect(await call('/user')).toBe(`401 ${ACCESS_TEXTS.signInFirst}`);
    expect(await call('/user', 'stale')).toBe(`401 ${INVALID_USER_TOKEN}`);
    expect(await call('/user', 'user-token')).toBe(USER_ID);
    expect(await call(`/users/${USER_ID}`, 'user-token')).toBe(USER_ID);
    expect(await call(`/users/${OTHER_ID}`, 'user-token')).toBe(`403 ${OWN_ACCOUNT_ONLY}`);
    expect(await call(`/users/${OTHER_ID}`)).toBe(`401 ${ACCESS_TEXTS.signInFirst}`);
    expect(await call('/optional')).toBe(null);
    expect(await call('/optional', 'stale')).toBe(`401 ${INVALID_USER_TOKEN}`);
    expect(await call('/optional', 'user-token')).toBe(USER_ID);
    expect(await call('/lenient', 'stale')).toBe(null);
    expect(await call('/lenient', 'user-token')).toBe(USER_ID);
    expect(await call('/public', 'user-token')).toBe(null);
  });

  it('refuses to start with an unknown requirement', async () => {
    await expect(
      appWith((a) => a.get('/typo', { config: { auth: 'admins' as AuthRequirement } }, answer)),
    ).rejects.toThrow(/unknown auth requirement 'admins'/);
  });
});
