import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createTestApp } from '../../test/test-app.js';
import { captureLogs } from '../../test/log-capture.js';
import { loadConfig } from '../config.js';

type Line = {
  level: number;
  msg: string;
  req?: { method: string; url: string; client: string };
  res?: { statusCode: number };
  responseTime?: number;
  slow?: boolean;
};
const LEVEL = { info: 30, warn: 40, error: 50 };
const IP = '203.0.113.9';
const SLOW_MS = 1000;

/** An app logging into `logs`, with routes that are slow, fail, or write. */
async function appWith(env: Record<string, string>) {
  const logs = captureLogs();
  const { app } = await createTestApp({
    logger: logs.logger,
    config: loadConfig({ NODE_ENV: 'test', SLOW_REQUEST_MS: String(SLOW_MS), ...env }),
  });
  app.get('/api/test-slow', async () => {
    await new Promise((resolve) => setTimeout(resolve, SLOW_MS + 300));
    return { ok: true };
  });
  app.get('/api/test-fail', async () => {
    throw new Error('broken on purpose');
  });
  app.post('/api/test-write', async () => ({ ok: true }));
  // The first request readies the app (slow on a busy machine): lines from after it count.
  await app.inject({ url: '/api/health' });
  const start = logs.lines.length;
  const completed = () =>
    logs
      .entries()
      .slice(start)
      .filter((e) => e.msg === 'request completed') as Line[];
  return { app, logs, completed };
}

describe('the request log, by default', () => {
  let app: FastifyInstance;
  let completed: () => Line[];
  let text: () => string;
  beforeAll(async () => {
    let logs;
    ({ app, logs, completed } = await appWith({}));
    text = logs.text;
  });
  afterAll(async () => app.close());

  it('has no line for a quick read, cached or not (no per-request lines at all)', async () => {
    for (let i = 0; i < 3; i++)
      expect((await app.inject({ url: '/api/faqs', remoteAddress: IP })).statusCode).toBe(200);
    await app.inject({ url: '/api/health', remoteAddress: IP });
    await app.inject({ url: '/api/nowhere', remoteAddress: IP });
    expect(completed()).toEqual([]);
    expect(text()).not.toContain('incoming request');
  });

  it('logs a write at info, with the method, the path, the status and a hashed client', async () => {
    await app.inject({ method: 'POST', url: '/api/test-write?to=someone@example.org', remoteAddress: IP, payload: {} });
    const [line] = completed().filter((l) => l.req?.url.startsWith('/api/test-write'));
    expect(line).toMatchObject({
      level: LEVEL.info,
      req: { method: 'POST', url: '/api/test-write?to=[email]', client: expect.stringMatching(/^[\w-]{16}$/) },
      res: { statusCode: 200 },
    });
    expect(typeof line.responseTime).toBe('number');
    // A refused write (4xx) is still a write.
    await app.inject({ method: 'POST', url: '/api/faqs', remoteAddress: IP, payload: {} });
    expect(completed().find((l) => l.req?.url === '/api/faqs')).toMatchObject({
      level: LEVEL.info,
      res: { statusCode: 401 },
    });
    expect(text()).not.toContain(IP);
    expect(text()).not.toContain('someone@example.org');
  });

  it('logs a failure (5xx) at error and a slow request at warn', async () => {
    await app.inject({ url: '/api/test-fail', remoteAddress: IP });
    expect(completed().find((l) => l.req?.url === '/api/test-fail')).toMatchObject({
      level: LEVEL.error,
      res: { statusCode: 500 },
    });
    await app.inject({ url: '/api/test-slow', remoteAddress: IP });
    const slow = completed().find((l) => l.req?.url === '/api/test-slow');
    expect(slow).toMatchObject({ level: LEVEL.warn, slow: true, res: { statusCode: 200 } });
    expect(slow!.responseTime).toBeGreaterThan(SLOW_MS);
  });
});

describe('the request log with ACCESS_LOG=true', () => {
  let app: FastifyInstance;
  let completed: () => Line[];
  beforeAll(async () => {
    ({ app, completed } = await appWith({ ACCESS_LOG: 'true' }));
  });
  afterAll(async () => app.close());

  it('has a line for every request, answers from the cache included', async () => {
    await app.inject({ url: '/api/health', remoteAddress: IP });
    await app.inject({ url: '/api/faqs', remoteAddress: IP });
    await expect
      .poll(async () => {
        const hits = app.responseCache.hits;
        await app.inject({ url: '/api/faqs', remoteAddress: IP, headers: { 'if-none-match': 'x' } });
        return app.responseCache.hits - hits;
      })
      .toBe(1);
    await app.inject({ url: '/api/nowhere', remoteAddress: IP });
    const lines = completed();
    expect(lines.find((l) => l.req?.url === '/api/health')).toMatchObject({
      level: LEVEL.info,
      res: { statusCode: 200 },
    });
    const faqs = lines.filter((l) => l.req?.url === '/api/faqs');
    expect(faqs.length).toBeGreaterThanOrEqual(2);
    expect(faqs.every((l) => l.level === LEVEL.info && l.res?.statusCode === 200)).toBe(true);
    expect(lines.find((l) => l.req?.url === '/api/nowhere')).toMatchObject({ res: { statusCode: 404 } });
  });
});
