import crypto from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { createSharedWindowBudget, createWindowBudget } from './window-budget.js';

describe('createWindowBudget', () => {
  it('allows max takes per key and window, then again in the next window; prune forgets finished windows', () => {
    let t = 0;
    const budget = createWindowBudget(2, 1000, () => t);
    expect([budget.take('a'), budget.take('a'), budget.take('a'), budget.take('b')]).toEqual([true, true, false, true]);
    t = 999;
    expect(budget.take('a')).toBe(false);
    expect(budget.prune()).toBe(0);
    t = 1000;
    expect(budget.prune()).toBe(2);
    expect(budget.size()).toBe(0);
    expect(budget.take('a')).toBe(true);
  });
});

describe.skipIf(!process.env.REDIS_URL)('createSharedWindowBudget', () => {
  const log = { warn: vi.fn(), info: vi.fn() };
  const prefix = `ai4n-test:${crypto.randomBytes(6).toString('hex')}:`;
  const clients: Redis[] = [];
  const budgetOn = (redis: Redis) =>
    createSharedWindowBudget({ redis, max: 3, windowMs: 60_000, prefix, keySalt: 'salt', log, name: 'test budget' });
  const connect = async () => {
    const redis = new Redis(process.env.REDIS_URL!, { lazyConnect: true, enableOfflineQueue: false });
    clients.push(redis);
    await redis.connect();
    return redis;
  };
  afterAll(async () => {
    const [first] = clients;
    const keys = await first.keys(`${prefix}*`);
    if (keys.length > 0) await first.del(...keys);
    for (const redis of clients) redis.disconnect();
  });

  it('two servers share one budget per key, stored under a hash of the key', async () => {
    const [one, two] = [budgetOn(await connect()), budgetOn(await connect())];
    const taken = [];
    for (let i = 0; i < 4; i++) taken.push(await one.take('203.0.113.9'), await two.take('203.0.113.9'));
    expect(taken).toEqual([true, true, true, false, false, false, false, false]);
    expect(await two.take('203.0.113.10')).toBe(true);
    const keys = await clients[0].keys(`${prefix}*`);
    expect(keys).toHaveLength(2);
    expect(keys.join(' ')).not.toContain('203.0.113');
    expect(await clients[0].pttl(keys[0])).toBeGreaterThan(50_000);
  });

  it('counts in memory, and says so once, while Redis is not there', async () => {
    const redis = await connect();
    const budget = budgetOn(redis);
    redis.disconnect();
    expect([await budget.take('k'), await budget.take('k'), await budget.take('k'), await budget.take('k')]).toEqual([
      true,
      true,
      true,
      false,
    ]);
    expect(log.warn).toHaveBeenCalledTimes(1);
  });
});
