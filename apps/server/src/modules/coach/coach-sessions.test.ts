import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq, inArray } from 'drizzle-orm';
import { createTestApp } from '../../../test/test-app.js';
import { createUserWithToken } from '../../../test/factories.js';
import type { AppDb } from '../../db/client.js';
import { loadConfig } from '../../config.js';
import { coachSessions } from '../../db/schema/index.js';
import { createCoachRepository } from './coach-repository.js';
import { expiredCoachSessionsTask } from './coach-service.js';

const PROMPT = { prompt: 'You are a baker. Write a welcome email for new customers.', model: 'offline-coach' };
type Reply = Awaited<ReturnType<FastifyInstance['inject']>>;
const sessionCookie = (res: Reply) => res.cookies.find((c) => c.name === 'coach_session');
const cookieHeader = (res: Reply) => `coach_session=${sessionCookie(res)!.value}`;
/** The session id inside the signed cookie value (`<uuid>.<signature>`). */
const sessionIdOf = (res: Reply) => sessionCookie(res)!.value.split('.')[0];

let app: FastifyInstance;
let db: AppDb;
beforeAll(async () => {
  ({ app, db } = await createTestApp({
    config: loadConfig({ NODE_ENV: 'test', COACH_FREE_USES_PER_ADDRESS: '100' }),
    limits: { coachSessionsPerHour: 3 },
  }));
});
afterAll(async () => app.close());

const analyse = (ip: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url: '/api/prompts/gemini-coach', payload: PROMPT, headers, remoteAddress: ip });
const usage = (ip: string, headers: Record<string, string> = {}) =>
  app.inject({ url: '/api/coach/usage', headers, remoteAddress: ip });
const sessionRows = (ids: string[]) => db.select().from(coachSessions).where(inArray(coachSessions.id, ids));

describe('coach sessions are created only when needed', () => {
  it('cookieless usage reads create no session and set no cookie', async () => {
    const before = await db.$count(coachSessions);
    const replies = await Promise.all(Array.from({ length: 40 }, (_, i) => usage(`10.20.0.${i}`)));
    for (const res of replies) {
      expect(res.statusCode).toBe(200);
      expect(sessionCookie(res)).toBeUndefined();
      expect(res.json()).toMatchObject({ promptsUsed: 0, hasPaid: false });
    }
    expect(await db.$count(coachSessions)).toBe(before);
  });

  it('an analysis creates one session and sets its cookie; reads with it create nothing more', async () => {
    const res = await analyse('10.21.0.1');
    expect(res.statusCode).toBe(200);
    const id = sessionIdOf(res);
    expect(await sessionRows([id])).toMatchObject([{ promptsUsed: 1 }]);
    const read = await usage('10.21.0.1', { cookie: cookieHeader(res) });
    expect(read.json()).toMatchObject({ promptsUsed: 1 });
    expect(sessionCookie(read)).toBeUndefined();
  });

  it('a paid user analyses and reads without creating a session', async () => {
    const { token } = await createUserWithToken(db, { email: 'paid-nosession@example.com', credits: 3, hasPaid: true });
    const auth = { authorization: `Bearer ${token}` };
    const res = await analyse('10.22.0.1', auth);
    expect(res.statusCode).toBe(200);
    expect(sessionCookie(res)).toBeUndefined();
    expect(sessionCookie(await usage('10.22.0.1', auth))).toBeUndefined();
  });

  it('a signed-in user links the session of the cookie they bring', async () => {
    const first = await analyse('10.23.0.1');
    const { user, token } = await createUserWithToken(db, { email: 'linker@example.com', credits: 3, hasPaid: true });
    const read = await usage('10.23.0.1', { cookie: cookieHeader(first), authorization: `Bearer ${token}` });
    expect(read.json()).toMatchObject({ hasPaid: true, totalSessions: 2 });
    expect(await sessionRows([sessionIdOf(first)])).toMatchObject([{ userId: user.id, totalSessions: 2 }]);
  });

  it('limits new sessions per address and hour; other addresses are not affected', async () => {
    const made = [];
    for (let i = 0; i < 3; i++) made.push(await analyse('10.24.0.1'));
    expect(made.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    const refused = await analyse('10.24.0.1');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe('Too many new coach sessions from your address. Please try again later.');
    expect(sessionCookie(refused)).toBeUndefined();
    expect((await analyse('10.24.0.2')).statusCode).toBe(200);
  });
});

describe('usage reports what the server enforces', () => {
  it('a new cookieless browser on an address that used its free analysis sees it used', async () => {
    const own = await createTestApp();
    try {
      const ip = '10.30.0.1';
      const used = await own.app.inject({
        method: 'POST',
        url: '/api/prompts/gemini-coach',
        payload: PROMPT,
        remoteAddress: ip,
      });
      expect(used.statusCode).toBe(200);
      const fresh = await own.app.inject({ url: '/api/coach/usage', remoteAddress: ip });
      expect(fresh.json()).toMatchObject({ promptsUsed: 1, freeLimit: 1, hasPaid: false });
      const other = await own.app.inject({ url: '/api/coach/usage', remoteAddress: '10.30.0.2' });
      expect(other.json()).toMatchObject({ promptsUsed: 0 });
      // And the server indeed refuses that browser.
      expect(
        (await own.app.inject({ method: 'POST', url: '/api/prompts/gemini-coach', payload: PROMPT, remoteAddress: ip }))
          .statusCode,
      ).toBe(429);
    } finally {
      await own.app.close();
    }
  });
});

describe('the session cookie over HTTPS', () => {
  it('is Secure behind a trusted proxy that says https, and not when the proxy is not trusted', async () => {
    const behindProxy = await createTestApp({ config: loadConfig({ NODE_ENV: 'test', TRUST_PROXY: 'loopback' }) });
    try {
      const https = await behindProxy.app.inject({
        method: 'POST',
        url: '/api/prompts/gemini-coach',
        payload: PROMPT,
        headers: { 'x-forwarded-proto': 'https', 'x-forwarded-for': '10.40.0.1' },
      });
      expect(sessionCookie(https)).toMatchObject({ secure: true, httpOnly: true });
      const plain = await behindProxy.app.inject({
        method: 'POST',
        url: '/api/prompts/gemini-coach',
        payload: PROMPT,
        headers: { 'x-forwarded-proto': 'http', 'x-forwarded-for': '10.40.0.2' },
      });
      expect(sessionCookie(plain)?.secure).toBeFalsy();
    } finally {
      await behindProxy.app.close();
    }
    const untrusted = await analyse('10.41.0.1', { 'x-forwarded-proto': 'https' });
    expect(sessionCookie(untrusted)?.secure).toBeFalsy();
  });
});

describe('X-Forwarded-For without TRUST_PROXY', () => {
  it('logs one warning, on the first such request', async () => {
    const lines: string[] = [];
    const stream = new Writable({ write: (chunk, _enc, done) => (lines.push(String(chunk)), done()) });
    const own = await createTestApp({ logger: { level: 'warn', stream } });
    try {
      await own.app.inject({ url: '/api/health' });
      expect(lines.filter((l) => l.includes('TRUST_PROXY'))).toHaveLength(0);
      for (let i = 0; i < 3; i++)
        await own.app.inject({ url: '/api/health', headers: { 'x-forwarded-for': '203.0.113.9' } });
      const warnings = lines.filter((l) => l.includes('TRUST_PROXY'));
      expect(warnings).toHaveLength(1);
      expect(JSON.parse(warnings[0]).level).toBe(40);
      expect(warnings[0]).not.toContain('203.0.113.9');
    } finally {
      await own.app.close();
    }
  });
});

describe('the expired coach sessions task', () => {
  it('deletes expired sessions and keeps live ones', async () => {
    const now = new Date('2030-01-10T00:00:00Z');
    const [expired, live] = await db
      .insert(coachSessions)
      .values([
        { expiresAt: new Date('2030-01-09T23:59:59Z') },
        { expiresAt: new Date('2030-01-10T00:00:01Z'), promptsUsed: 1 },
      ])
      .returning();
    const task = expiredCoachSessionsTask(createCoachRepository(db));
    expect(await task.run(now)).toBeGreaterThanOrEqual(1);
    expect(await sessionRows([expired.id])).toEqual([]);
    expect(await sessionRows([live.id])).toHaveLength(1);
    await db.delete(coachSessions).where(eq(coachSessions.id, live.id));
  });

  it('is registered with the app housekeeping', () => {
    expect(app.housekeeping.names()).toEqual(
      expect.arrayContaining(['expired coach sessions', 'old prompt view counts']),
    );
  });
});
