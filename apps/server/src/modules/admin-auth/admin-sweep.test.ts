import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createTestApp } from '../../../test/test-app.js';
import { adminToken, createUserWithToken } from '../../../test/factories.js';
import { createSettingsRepository } from '../settings/settings-repository.js';
import { ADMIN_TOKEN } from './admin-auth-service.js';

/** Admin-tagged routes that are public by design. */
const PUBLIC = new Set([
  'POST /api/auth/admin/login',
  'GET /api/auth/admin/verify',
  ...['prompts', 'faqs', 'lessons', 'questions'].map((e) => `GET /api/${e}/bulk/template`),
]);

let app: FastifyInstance;
let badTokens: Array<[string, string | null]>;
let adminRoutes: Array<{ method: string; url: string }>;

beforeAll(async () => {
  let db;
  ({ app, db } = await createTestApp());
  const good = await adminToken(app);
  const secret = new TextEncoder().encode(await createSettingsRepository(db).secret('secret:admin-jwt'));
  const [, payload] = good.split('.');
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
  const sign = (alg: string, overrides: Record<string, unknown> = {}) =>
    new SignJWT({ ...claims, ...overrides }).setProtectedHeader({ alg }).sign(secret);
  const otherSecret = new SignJWT(claims)
    .setProtectedHeader({ alg: ADMIN_TOKEN.algorithm })
    .sign(new TextEncoder().encode('not-the-server-secret-at-all-32b!'));
  badTokens = [
    ['no token', null],
    ['a user token', (await createUserWithToken(db)).token],
    ['alg none', `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')}.${payload}.`],
    ['HS512', await sign('HS512')],
    ['re-signed with another secret', await otherSecret],
    ['another issuer', await sign(ADMIN_TOKEN.algorithm, { iss: 'someone-else' })],
    ['another audience', await sign(ADMIN_TOKEN.algorithm, { aud: 'public' })],
    ['expired', await sign(ADMIN_TOKEN.algorithm, { exp: Math.floor(Date.now() / 1000) - 10 })],
    ['tampered', `${good.slice(0, -4)}AAAA`],
  ];
  await app.ready();
  // Every route the API documents under an admin tag, found from the OpenAPI document so a new one is swept too.
  const spec = app.swagger() as { paths: Record<string, Record<string, { tags?: string[] }>> };
  adminRoutes = Object.entries(spec.paths).flatMap(([path, ops]) =>
    Object.entries(ops)
      .filter(([, op]) => op.tags?.some((t) => t === 'admin' || t.startsWith('admin:')))
      .map(([method]) => ({ method: method.toUpperCase(), url: path.replace(/\{[^}]+\}/g, '1') }))
      .filter((r) => !PUBLIC.has(`${r.method} ${r.url}`)),
  );
});
afterAll(async () => app.close());

describe('admin authorization sweep', () => {
  it('finds the admin routes', () => {
    expect(adminRoutes.length).toBeGreaterThan(40);
    expect(adminRoutes).toContainEqual({ method: 'PUT', url: '/api/prompts/meta/system-prompt' });
    expect(adminRoutes).toContainEqual({ method: 'GET', url: '/api/questions/admin/all' });
  });

  it('refuses every admin route with every kind of bad token', async () => {
    const failures: string[] = [];
    for (const route of adminRoutes) {
      for (const [label, token] of badTokens) {
        const res = await app.inject({
          method: route.method as 'GET',
          url: route.url,
          headers: token ? { authorization: `Bearer ${token}` } : {},
          payload: route.method === 'GET' || route.method === 'DELETE' ? undefined : {},
        });
        if (res.statusCode !== 401 && res.statusCode !== 403)
          failures.push(`${route.method} ${route.url} with ${label}: ${res.statusCode}`);
      }
    }
    expect(failures).toEqual([]);
  });
});
