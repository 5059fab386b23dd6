import { afterEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createTestApp } from '../../test/test-app.js';
import { captureLogs } from '../../test/log-capture.js';
import { loadConfig } from '../config.js';

const message = { name: 'Ada Lovelace', email: 'ada@example.com', subject: 'Hello', message: 'Who am I to you?' };
const LIMIT = 2;
const apps: FastifyInstance[] = [];
afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()));
});
const appWith = async (env: Record<string, string>) => {
  const { app } = await createTestApp({
    config: loadConfig({ NODE_ENV: 'test', ...env }),
    limits: { supportPerMinute: LIMIT },
  });
  apps.push(app);
  return app;
};
const support = (app: FastifyInstance, remoteAddress: string, forwardedFor?: string) =>
  app.inject({
    method: 'POST',
    url: '/api/support',
    payload: message,
    remoteAddress,
    headers: forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor },
  });

describe('TRUST_PROXY and the address that limits see', () => {
  it('with a hop count of 1, entries a client adds before the last hop change nothing', async () => {
    const app = await appWith({ TRUST_PROXY: '1' });
    const answers = [];
    for (let i = 0; i < LIMIT + 3; i++)
      answers.push((await support(app, '127.0.0.1', `198.51.100.${i}, 203.0.113.7`)).statusCode);
    expect(answers).toEqual([...Array(LIMIT).fill(201), ...Array(3).fill(429)]);
    // The client the proxy saw is the one counted: another one still has its allowance.
    expect((await support(app, '127.0.0.1', '203.0.113.8')).statusCode).toBe(201);
  });

  it('with a list of proxy addresses, X-Forwarded-For from any other peer is ignored', async () => {
    const app = await appWith({ TRUST_PROXY: '10.9.9.9' });
    const answers = [];
    for (let i = 0; i < LIMIT + 3; i++) answers.push((await support(app, '10.1.1.1', `198.51.100.${i}`)).statusCode);
    expect(answers).toEqual([...Array(LIMIT).fill(201), ...Array(3).fill(429)]);
    // Through the proxy, each client is its own.
    for (const client of ['203.0.113.1', '203.0.113.2'])
      expect((await support(app, '10.9.9.9', `198.51.100.1, ${client}`)).statusCode).toBe(201);
  });
});

describe('the warning about X-Forwarded-For with TRUST_PROXY off', () => {
  it('advises values the configuration accepts', async () => {
    const logs = captureLogs();
    const { app } = await createTestApp({ logger: logs.logger });
    apps.push(app);
    await app.inject({ url: '/api/health', headers: { 'x-forwarded-for': '203.0.113.9' } });
    const warning = String(logs.entries().find((e) => String(e.msg).includes('TRUST_PROXY'))?.msg);
    const advised = [...warning.matchAll(/\(e\.g\. ([^)]+)\)/g)].map((m) => m[1]);
    expect(advised).toEqual(['127.0.0.1', '1']);
    for (const value of advised) expect(() => loadConfig({ TRUST_PROXY: value })).not.toThrow();
  });
});

describe('Strict-Transport-Security', () => {
  it('is sent on HTTPS requests only, cached answers included', async () => {
    const app = await appWith({ TRUST_PROXY: 'loopback' });
    const hsts = async (proto: string, url: string) =>
      (await app.inject({ url, headers: { 'x-forwarded-proto': proto } })).headers['strict-transport-security'];
    for (const url of ['/api/health', '/api/faqs']) {
      for (let i = 0; i < 3; i++) {
        expect(await hsts('http', url)).toBeUndefined();
        expect(await hsts('https', url)).toBe('max-age=31536000; includeSubDomains');
      }
    }
    expect(app.responseCache.hits).toBeGreaterThan(0);
  });

  it('is not sent over plain HTTP without a proxy', async () => {
    const app = await appWith({});
    expect((await app.inject({ url: '/api/health' })).headers['strict-transport-security']).toBeUndefined();
  });
});
