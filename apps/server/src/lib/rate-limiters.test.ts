import rateLimit from '@fastify/rate-limit';
import Fastify from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  createRedisRelay,
  deleteKeysUnder,
  keysUnder,
  redisAvailable,
  TEST_REDIS_URL,
  testKeyPrefix,
} from '../modules/admin-auth/redis-test-kit.js';
import { createLimiters, rateLimitStore, take } from './rate-limiters.js';

const budget = { keyPrefix: 'budget', points: 3, duration: 60 };
const takes = async (take: () => Promise<boolean>, count: number) => {
  const taken = [];
  for (let i = 0; i < count; i++) taken.push(await take());
  return taken;
};

describe('a limiter in memory (no REDIS_URL)', () => {
  it('allows `points` takes per key and window, then again in the next window', async () => {
    vi.useFakeTimers();
    try {
      const limiter = createLimiters()('test budget', budget);
      expect(await takes(() => take(limiter, 'a'), 4)).toEqual([true, true, true, false]);
      expect(await take(limiter, 'b')).toBe(true);
      vi.advanceTimersByTime(59_999);
      expect(await take(limiter, 'a')).toBe(false);
      vi.advanceTimersByTime(1);
      expect(await take(limiter, 'a')).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('@fastify/rate-limit counting with rateLimitStore', () => {
  it("answers as with the plugin's own store: each route's limit, the 429 text, Retry-After and the limit headers", async () => {
    const answers = async (store?: ReturnType<typeof rateLimitStore>) => {
      const app = Fastify();
      await app.register(rateLimit, { global: false, ...(store && { store }) });
      app.get('/a', { config: { rateLimit: { max: 2, timeWindow: '1 minute' } } }, async () => 'ok');
      app.get('/b', { config: { rateLimit: { max: 1, timeWindow: '1 minute' } } }, async () => 'ok');
      const seen = [];
      for (const url of ['/a', '/a', '/a', '/b', '/b']) {
        const { statusCode, body, headers } = await app.inject(url);
        const shown = ['x-ratelimit-limit', 'x-ratelimit-remaining', 'x-ratelimit-reset', 'retry-after'];
        seen.push({ statusCode, body, headers: Object.fromEntries(shown.map((name) => [name, headers[name]])) });
      }
      await app.close();
      return seen;
    };
    const ours = await answers(rateLimitStore(createLimiters()));
    expect(ours.map((answer) => answer.statusCode)).toEqual([200, 200, 429, 200, 429]);
    expect(ours[2].headers['retry-after']).toBe('60');
    expect(ours).toEqual(await answers());
  });
});

describe("Redis configured but unreachable: this server's memory", () => {
  it('holds every limit, and each kind of count warns once', async () => {
    const broken = new Redis('redis://127.0.0.1:1', { lazyConnect: true, enableOfflineQueue: false });
    broken.on('error', () => {});
    const log = { warn: vi.fn() };
    try {
      const limiters = createLimiters({ redis: broken, log });
      const [one, two] = [limiters('test budget', budget), limiters('other budget', budget)];
      expect(await takes(() => take(one, 'k'), 5)).toEqual([true, true, true, false, false]);
      expect(await takes(() => take(two, 'k'), 4)).toEqual([true, true, true, false]);
      expect(log.warn.mock.calls.map(([, message]) => message)).toEqual([
        "test budget: Redis failed, counting in this server's memory until it answers",
        "other budget: Redis failed, counting in this server's memory until it answers",
      ]);
    } finally {
      broken.disconnect();
    }
  });
});

describe.skipIf(!(await redisAvailable()))(`limiters in Redis (${TEST_REDIS_URL})`, () => {
  const prefix = testKeyPrefix();
  const clients: Redis[] = [];
  const connect = async (url = TEST_REDIS_URL) => {
    const redis = new Redis(url, { lazyConnect: true, enableOfflineQueue: false });
    redis.on('error', () => {});
    clients.push(redis);
    await redis.connect();
    return redis;
  };
  let admin: Redis;
  beforeAll(async () => {
    admin = await connect();
  });
  afterAll(async () => {
    await deleteKeysUnder(admin, prefix);
    for (const redis of clients) redis.disconnect();
  });

  it('two servers share one budget per key, which expires with its window', async () => {
    const log = { warn: vi.fn() };
    const [one, two] = [await connect(), await connect()].map((redis) =>
      createLimiters({ redis, prefix, log })('test budget', budget),
    );
    const taken = [];
    for (let i = 0; i < 4; i++) taken.push(await take(one, 'k1'), await take(two, 'k1'));
    expect(taken).toEqual([true, true, true, false, false, false, false, false]);
    expect(await take(two, 'k2')).toBe(true);
    const keys = await keysUnder(admin, `${prefix}budget:`);
    expect(keys.sort()).toEqual([`${prefix}budget:k1`, `${prefix}budget:k2`]);
    expect(await admin.pttl(keys[0])).toBeGreaterThan(50_000);
    expect(log.warn).not.toHaveBeenCalled();
  });

  it('falls back to memory during an outage, says so once, and counts in Redis again once it answers', async () => {
    const relay = await createRedisRelay();
    const redis = await connect(relay.url());
    const log = { warn: vi.fn() };
    const limiter = createLimiters({ redis, prefix, log })('outage budget', budget);
    try {
      expect(await take(limiter, 'o')).toBe(true);
      await relay.cut();
      await vi.waitFor(() => expect(redis.status).not.toBe('ready'));
      // This server's own count: the limit still holds while Redis is away.
      expect(await takes(() => take(limiter, 'o'), 4)).toEqual([true, true, true, false]);
      expect(log.warn).toHaveBeenCalledTimes(1);
      await relay.restore();
      await vi.waitFor(() => expect(redis.status).toBe('ready'), { timeout: 5_000 });
      // Redis's count (1 before the outage) goes on.
      expect(await takes(() => take(limiter, 'o'), 3)).toEqual([true, true, false]);
      expect(log.warn).toHaveBeenCalledTimes(1);
      // A second outage is a second warning.
      await relay.cut();
      await vi.waitFor(() => expect(redis.status).not.toBe('ready'));
      await take(limiter, 'p');
      expect(log.warn).toHaveBeenCalledTimes(2);
    } finally {
      await relay.cut();
    }
  });
});
