import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { createTestApp, createTestDatabase } from '../../../test/test-app.js';
import { captureLogs } from '../../../test/log-capture.js';
import { loadConfig } from '../../config.js';
import { closeRedis, connectRedis } from '../../lib/redis.js';
import { ADMIN_TEXTS } from './admin-auth-service.js';
import { MAX_FAILURES_PER_PAIR } from './login-throttle.js';
import {
  createRedisRelay,
  deleteKeysUnder,
  keysUnder,
  redisAvailable,
  TEST_REDIS_URL,
  testKeyPrefix,
} from './redis-test-kit.js';

const PASSWORD = 'correct horse battery';
const SUPPORT_PER_MINUTE = 4;
const message = {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  subject: 'Hello',
  message: 'Two servers, one limit?',
};

describe('REDIS_URL', () => {
  it('must be a redis:// or rediss:// URL', () => {
    expect(() => loadConfig({ REDIS_URL: 'http://127.0.0.1:6379' })).toThrow(/REDIS_URL: must be a redis:\/\//);
    expect(loadConfig({ REDIS_URL: 'rediss://cache.example:6380/1' }).REDIS_URL).toBe('rediss://cache.example:6380/1');
    expect(loadConfig({ REDIS_URL: '' }).REDIS_URL).toBeUndefined();
  });

  it('a Redis down at start does not stop it: limits and the lock-out count in memory, the outage logged once', async () => {
    const logs = captureLogs();
    const { app } = await createTestApp({
      config: loadConfig({ NODE_ENV: 'test', REDIS_URL: 'redis://:hunter2-secret@127.0.0.1:1' }),
      logger: logs.logger,
      limits: { supportPerMinute: SUPPORT_PER_MINUTE },
    });
    try {
      await app.adminAuth.setPassword('admin', PASSWORD);
      const answers = [];
      for (let i = 0; i <= SUPPORT_PER_MINUTE + 1; i++)
        answers.push((await app.inject({ method: 'POST', url: '/api/support', payload: message })).statusCode);
      expect(answers).toEqual([...Array(SUPPORT_PER_MINUTE).fill(201), 429, 429]);
      const burst = await Promise.all(
        Array.from({ length: MAX_FAILURES_PER_PAIR }, () =>
          app.inject({
            method: 'POST',
            url: '/api/auth/admin/login',
            payload: { username: 'admin', password: 'wrong!' },
          }),
        ),
      );
      expect(burst.map((r) => r.statusCode)).toEqual(Array(MAX_FAILURES_PER_PAIR).fill(401));
      const right = { username: 'admin', password: PASSWORD };
      expect((await app.inject({ method: 'POST', url: '/api/auth/admin/login', payload: right })).statusCode).toBe(429);
      const outage = logs.entries().filter((e) => String(e.msg).startsWith('Redis is unreachable'));
      expect(outage).toHaveLength(1);
      expect(outage[0].msg).toMatch(/count in this server's memory/);
      const fellBack = logs.entries().filter((e) => String(e.msg).startsWith('rate limits: Redis failed'));
      expect(fellBack).toHaveLength(1);
      expect(logs.text()).not.toContain('hunter2');
    } finally {
      await app.close();
    }
  }, 30_000);
});

describe.skipIf(!(await redisAvailable()))(`two servers sharing a Redis (${TEST_REDIS_URL})`, () => {
  const prefix = testKeyPrefix();
  const logs = captureLogs();
  let servers: FastifyInstance[];
  let redis: Redis;
  beforeAll(async () => {
    redis = new Redis(TEST_REDIS_URL);
    // One database (its visitor salt names the counters, as on servers sharing PostgreSQL) and one
    // Redis; the counters are only in Redis. The second server leaves closing the database to the first.
    const database = await createTestDatabase();
    servers = [];
    for (const [logger, own] of [
      [logs.logger, database],
      [false, { ...database, close: async () => {} }],
    ] as const) {
      const { app } = await createTestApp({
        config: loadConfig({ NODE_ENV: 'test', REDIS_URL: TEST_REDIS_URL }),
        database: own,
        redisKeyPrefix: prefix,
        logger,
        limits: { supportPerMinute: SUPPORT_PER_MINUTE },
      });
      await app.adminAuth.setPassword('admin', PASSWORD);
      servers.push(app);
    }
  });
  afterAll(async () => {
    for (const app of [...servers].reverse()) await app.close();
    await deleteKeysUnder(redis, prefix);
    await redis.quit();
  });

  const support = (app: FastifyInstance, ip: string) =>
    app.inject({ method: 'POST', url: '/api/support', payload: message, remoteAddress: ip });
  const login = (app: FastifyInstance, password: string, ip: string) =>
    app.inject({
      method: 'POST',
      url: '/api/auth/admin/login',
      payload: { username: 'admin', password },
      remoteAddress: ip,
    });

  it("share a route's rate limit: requests spread across both are refused at the combined limit", async () => {
    const answers = [];
    for (let i = 0; i < SUPPORT_PER_MINUTE; i++) answers.push((await support(servers[i % 2], '10.40.0.1')).statusCode);
    expect(answers).toEqual(Array(SUPPORT_PER_MINUTE).fill(201));
    // Each server has answered half the limit; together they have reached it.
    for (const app of servers) expect((await support(app, '10.40.0.1')).statusCode).toBe(429);
    expect((await support(servers[1], '10.40.0.2')).statusCode).toBe(201);
    const keys = await keysUnder(redis, `${prefix}rl:`);
    expect(keys.length).toBeGreaterThan(0);
    // Named by a keyed hash: Redis holds no client address.
    expect(keys.join(' ')).not.toMatch(/10\.40\.0/);
  });

  it('share the admin sign-in throttle: 8 failures spread across both lock the address on both', async () => {
    const answers = [];
    for (let i = 0; i < MAX_FAILURES_PER_PAIR; i++)
      answers.push((await login(servers[i % 2], 'not the password!', '10.41.0.1')).statusCode);
    expect(answers).toEqual(Array(MAX_FAILURES_PER_PAIR).fill(401));
    // The ninth attempt is refused before its password is checked, even the right one, on either server.
    for (const app of servers) {
      const ninth = await login(app, PASSWORD, '10.41.0.1');
      expect(ninth.statusCode).toBe(429);
      expect(ninth.json().message).toBe(ADMIN_TEXTS.throttled);
    }
    expect((await login(servers[1], PASSWORD, '10.41.0.2')).statusCode).toBe(200);
    const keys = await keysUnder(redis, `${prefix}login:`);
    expect(keys.length).toBeGreaterThan(0);
    expect(keys.join(' ')).not.toMatch(/10\.41\.0|admin/);
  }, 30_000);

  it('stay up while Redis is unreachable: the limits and the sign-in throttle count in memory', async () => {
    const [down] = servers;
    down.redis!.disconnect();
    const answers = [];
    for (let i = 0; i <= SUPPORT_PER_MINUTE; i++) answers.push((await support(down, '10.43.0.1')).statusCode);
    expect(answers).toEqual([...Array(SUPPORT_PER_MINUTE).fill(201), 429]);
    expect((await login(down, PASSWORD, '10.42.0.1')).statusCode).toBe(200);
    const burst = await Promise.all(Array.from({ length: 12 }, () => login(down, 'not the password!', '10.42.0.2')));
    const statuses = burst.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 401)).toHaveLength(MAX_FAILURES_PER_PAIR);
    expect(statuses.filter((s) => s === 429)).toHaveLength(12 - MAX_FAILURES_PER_PAIR);
    const warnings = logs.entries().filter((e) => String(e.msg).startsWith('admin sign-in throttle: Redis failed'));
    expect(warnings).toHaveLength(1);
    expect(logs.entries().filter((e) => String(e.msg).startsWith('rate limits: Redis failed'))).toHaveLength(1);
  });

  it('log an outage of Redis once, and its end', async () => {
    const relay = await createRedisRelay();
    const log = { info: vi.fn(), error: vi.fn() };
    const client = await connectRedis(relay.url(), log);
    try {
      await relay.cut();
      await vi.waitFor(() => expect(log.error).toHaveBeenCalledTimes(1));
      await expect(client.ping()).rejects.toThrow();
      await relay.restore();
      await vi.waitFor(() => expect(log.info).toHaveBeenCalledTimes(1), { timeout: 5_000 });
      expect(await client.ping()).toBe('PONG');
      expect(log.error).toHaveBeenCalledTimes(1);
      expect(log.error.mock.calls[0][1]).toMatch(/^Redis is unreachable/);
    } finally {
      await closeRedis(client);
      await relay.cut();
    }
  });
});
